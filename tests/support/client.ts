// A minimal HTTP client of the API for generated tests (vitest and Playwright alike): JSON-LD bodies,
// merge-patch for PATCH, raw bodies, multipart forms, bearer tokens, and login.
export interface ApiRes<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  raw?: string | Uint8Array;
  form?: FormData;
  headers?: Record<string, string>;
}

export type ApiCall = <T = any>(method: string, path: string, opts?: CallOptions) => Promise<ApiRes<T>>;

export function apiClient(base: string): ApiCall {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { accept: 'application/ld+json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Uint8Array | FormData | undefined = opts.raw ?? opts.form;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    }
    const res = await fetch(base + path, { method, headers, body: body as BodyInit | undefined });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as never, text };
  };
}

export async function loginWith(api: ApiCall, email: string, password = 'demo1234'): Promise<string> {
  const res = await api<{ token: string }>('POST', '/api/authentication_token', {
    body: { email, password },
    headers: { 'content-type': 'application/json' },
  });
  if (res.status !== 200) throw new Error(`connexion de ${email} impossible : ${res.status} ${res.text}`);
  return res.body.token;
}
