// Downloading an export, loaded on the first click (not in the start bundle; it imports only pure code, so
// the build's shared chunks stay as they are): fetch with the session's bearer token (an <a href> could not
// send it), the body read chunk by chunk to report the bytes received, then a Blob saved under the server's file
// name (Content-Disposition). A refusal throws an ExportError with the server's French description, if any.
import { exportUrl, fileNameOf, type ExportFormat } from './exportUrl.ts';
import { saveBlob } from '../../http/saveBlob.ts';

export class ExportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function describe(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Record<string, unknown>;
    const text = body['hydra:description'] ?? body.detail ?? body.message;
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}

export interface ExportRequest {
  /** The list's collection request (the data provider's, see collectionUrl.ts). */
  collection: URL;
  format: ExportFormat;
  /** The view's key: `?view=`, and the file name when the server gives none. */
  view: string;
  token: string | null;
  progress: (received: number) => void;
}

/** Downloads the export and saves it; returns the file name. */
export async function downloadExport({ collection, format, view, token, progress }: ExportRequest): Promise<string> {
  const response = await fetch(exportUrl(collection, format, view), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok || !response.body) throw new ExportError(response.status, await describe(response));
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    progress(received);
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), `${view.replace(/\W+/g, '-')}.${format}`);
  saveBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? '' }), name);
  return name;
}
