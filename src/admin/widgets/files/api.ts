// The file widgets' reads, with the session's bearer token (a file is never reached by a public URL): a file's
// bytes as a Blob (previews, downloads) and the download of a file under its original name. Sending is in
// upload.ts (forms only: this module is in the start bundle, for list cells).
import { entrypoint } from '../../config.ts';
import { fetchFile } from '../../http/httpClient.ts';
import { iriOf } from '../../data/iri.ts';
import { fr } from '../../i18n/fr.ts';
import { filesFr } from '../../i18n/files.ts';
import { saveBlob } from '../../http/saveBlob.ts';

/** The upload resource of the API and its routes. */
export const MEDIA = 'media_objects';

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

/** The media object the server answers (upload, reference). */
export interface MediaItem {
  '@id': string;
  name: string;
  mime_type: string;
  size: number;
}

/** The bytes of a file of the API, fetched with the bearer token. */
export async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(url, { signal, failure: filesFr.unavailable })).blob();
}

/** Saves a file of the API under its original name (an object URL clicked as a download link). */
export async function downloadMedia(iri: string, name: string): Promise<void> {
  const blob = await fetchBlob(downloadUrl(iri));
  saveBlob(blob, name);
}
