// Downloading an export: fetch with the session's bearer token (an <a href> could not send it), the body
// read chunk by chunk to report the bytes received, then a Blob saved under the server's file name
// (Content-Disposition). A refusal throws with the server's French description when it gives one.
import { getToken } from '../../session/storage.ts';
import { handleUnauthorized } from '../../http/httpClient.ts';
import { fileNameOf } from './exportUrl.ts';

export class ExportError extends Error {}

async function describe(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Record<string, unknown>;
    const text = body['hydra:description'] ?? body.detail ?? body.message;
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}

/** Downloads `url`, calling `progress` with the bytes received so far, and saves it; returns the file name. */
export async function downloadExport(url: URL, fallbackName: string, progress: (received: number) => void): Promise<string> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status === 401 && token) handleUnauthorized();
  if (!response.ok || !response.body) throw new ExportError(await describe(response));
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
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
