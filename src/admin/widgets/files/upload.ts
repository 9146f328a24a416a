// Sending files (forms only): the server's upload limits, and an upload with its progress (XHR: fetch reports
// no upload progress) to POST /api/media_objects with the bearer token; a refusal carries the server's French
// message (hydra:description).
import { entrypoint } from '../../config.ts';
import { fetchJson, handleUnauthorized } from '../../http/httpClient.ts';
import { toHttpError } from '../../http/errors.ts';
import { getToken } from '../../session/storage.ts';
import { fr } from '../../i18n/fr.ts';
import { filesFr } from '../../i18n/files.ts';
import { MEDIA, type MediaItem } from './api.ts';
import type { UploadLimits } from './fileRules.ts';

const base = `${entrypoint}/${MEDIA}`;

let limits: Promise<UploadLimits> | undefined;

/** GET /api/media_objects/limits, once per page load (again after a failure). */
export function uploadLimits(): Promise<UploadLimits> {
  limits ??= fetchJson(`${base}/limits`, { headers: { Accept: 'application/json' } })
    .then((r) => r.json as UploadLimits)
    .catch((err: unknown) => {
      limits = undefined;
      throw err;
    });
  return limits;
}

export interface UploadHandle {
  done: Promise<MediaItem>;
  abort(): void;
}

/** Sends a file as multipart (`file`) to POST /api/media_objects; `progress` gets 0 to 1. */
export function uploadFile(file: File, progress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<MediaItem>((resolve, reject) => {
    xhr.open('POST', base);
    xhr.setRequestHeader('Accept', 'application/ld+json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) progress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status === 401 && token) handleUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        progress(1);
        resolve(body as MediaItem);
      } else {
        // The server's French reason (hydra:description), or ours.
        reject(toHttpError(xhr.status || 500, body ?? { 'hydra:description': filesFr.uploadFailed }));
      }
    };
    xhr.onerror = () => reject(new Error(filesFr.uploadFailed));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/**
 * Deletes a file this form sent and no longer uses (replaced or removed before saving), quietly: the server
 * refuses to delete a file a record still points at (409), which then stays.
 */
export function dropUnused(iri: string): void {
  fetchJson(new URL(iri, entrypoint).toString(), { method: 'DELETE' }).catch(() => undefined);
}
