// Every API request goes through here: bearer token, JSON-LD headers, global loading flag, and the 401 rule
// (spec 000 section 8: storage wiped, back to /). Used by the Hydra data provider and the auth provider.
import type { HttpClientOptions, HydraHttpClientResponse } from '@api-platform/admin';
import type { Hydra } from '@api-platform/admin';
import { getToken, wipeStorage } from '../session/storage.ts';
import { track } from './loading.ts';
import { toHttpError } from './errors.ts';
import { takeEarly } from './early.ts';
import { normaliseQuery } from './query.ts';
import { saveBlob } from './saveBlob.ts';

let redirecting = false;

/** A 401 while signed in ends the session wherever the user was. */
export function handleUnauthorized(): void {
  wipeStorage();
  if (redirecting) return;
  redirecting = true;
  window.location.assign('/');
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  json: unknown;
}

export async function fetchJson(url: string | URL, init: RequestInit = {}, authenticate = true): Promise<JsonResponse> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/ld+json');
  if (init.body && typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/ld+json');
  }
  // Writes read the record back (the forms show it): the server's spec answers without a body (204, spec 001
  // "PATCH a session uri") keep the record for a client that prefers it (RFC 7240).
  if (init.method && ['POST', 'PUT', 'PATCH'].includes(init.method) && !headers.has('Prefer'))
    headers.set('Prefer', 'return=representation');
  const token = getToken();
  if (authenticate && token) headers.set('Authorization', `Bearer ${token}`);
  // A GET the start already sent (src/admin/instant/) is taken over rather than sent again.
  const read = !init.method || init.method === 'GET' || init.method === 'HEAD';
  const early = read ? takeEarly(String(url), headers) : undefined;
  const response = await track(early ?? fetch(url, { ...init, headers }), !read);
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (response.status === 401 && authenticate && token) handleUnauthorized();
  if (response.status < 200 || response.status >= 300) throw toHttpError(response.status, json);
  return { status: response.status, headers: response.headers, json };
}

export interface FileOptions {
  /** The refusal's text when the server's answer has none (its French hydra:description otherwise). */
  failure?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A call of the API read as it comes (a file: export, document, archive; a background count): the token and the
 * 401 rule of every call, outside the global loading flag (a download or a poll never covers the page with the
 * spinner). A refusal throws the HttpError of the server's French answer. */
export async function fetchFile(url: string | URL, options: FileOptions = {}): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers, signal: options.signal });
  if (response.status === 401 && token) handleUnauthorized();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const failure = options.failure ? { 'hydra:description': options.failure } : undefined;
    throw toHttpError(response.status, body ?? failure);
  }
  return response;
}

/** Downloads a file of the API and saves it on the user's disk under `name`. */
export async function downloadFile(url: string | URL, name: string): Promise<void> {
  const response = await fetchFile(url);
  saveBlob(await response.blob(), name);
}

/** The httpClient given to hydraDataProvider. */
export async function hydraHttpClient(url: URL, options: HttpClientOptions = {}): Promise<HydraHttpClientResponse> {
  const headers = typeof options.headers === 'function' ? options.headers() : options.headers;
  const {
    status,
    headers: responseHeaders,
    json,
  } = await fetchJson(normaliseQuery(url), {
    method: options.method,
    body: options.body,
    headers,
  });
  return { status, headers: responseHeaders, json: json as Hydra | undefined };
}
