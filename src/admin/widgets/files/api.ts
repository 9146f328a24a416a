// The file widgets' calls, all with the session's bearer token (a file is never reached by a public URL):
// the server's upload limits, an upload with progress (XHR: fetch reports no upload progress), a file's bytes
// as a Blob (previews, downloads) and the download of a file under its original name.
import { entrypoint } from '../../config.ts';
import { fetchJson, handleUnauthorized } from '../../http/httpClient.ts';
import { toHttpError } from '../../http/errors.ts';
import { getToken } from '../../session/storage.ts';
import { iriOf } from '../../data/iri.ts';
import { fr } from '../../i18n/fr.ts';
import type { UploadLimits } from './fileRules.ts';

/** The upload resource of the API and its routes. */
export const MEDIA = 'media_objects';
const base = `${entrypoint}/${MEDIA}`;

/** An absolute URL for an API IRI (`/api/media_objects/3`), whatever the entrypoint's origin. */
export const apiUrl = (iri: string): string => new URL(iri, entrypoint).toString();

/** The IRI of a media relation's value: react-admin records hold the related id (data/records.ts), or an IRI. */
export function mediaIri(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return iriOf(MEDIA, value);
}

/** The download route of a media object's IRI. */
export const downloadUrl = (iri: string): string => `${apiUrl(iri)}/download`;

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

/** The media object the server answers to an upload. */
export interface MediaItem {
  '@id': string;
  name: string;
  mime_type: string;
  size: number;
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
        reject(toHttpError(xhr.status || 500, body ?? { 'hydra:description': fr.app.files.uploadFailed }));
      }
    };
    xhr.onerror = () => reject(new Error(fr.app.files.uploadFailed));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** The bytes of a file of the API, fetched with the bearer token. */
export async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (response.status === 401 && token) handleUnauthorized();
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw toHttpError(response.status, body ?? { 'hydra:description': fr.app.files.unavailable });
  }
  return response.blob();
}

/** Saves a file of the API under its original name (an object URL clicked as a download link). */
export async function downloadMedia(iri: string, name: string): Promise<void> {
  const blob = await fetchBlob(downloadUrl(iri));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
