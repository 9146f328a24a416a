// A file of the protected API as an object URL, for <img> and <iframe>: fetched with the bearer token (never a
// public URL), revoked when the component goes or the URL changes.
import { useEffect, useState } from 'react';
import { fetchBlob } from './api.ts';
import { errorText } from '../../http/errors.ts';

export interface AuthBlob {
  url?: string;
  type?: string;
  error?: string;
  loading: boolean;
}

export function useAuthBlob(src: string | undefined | null): AuthBlob {
  const [state, setState] = useState<AuthBlob>({ loading: Boolean(src) });
  useEffect(() => {
    if (!src) {
      setState({ loading: false });
      return undefined;
    }
    const controller = new AbortController();
    let url: string | undefined;
    setState({ loading: true });
    fetchBlob(src, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, type: blob.type, loading: false });
      },
      (err: unknown) => {
        if ((err as { name?: string }).name === 'AbortError') return;
        setState({ error: errorText(err), loading: false });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);
  return state;
}
