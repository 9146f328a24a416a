// Every API request goes through here: bearer token, JSON-LD headers, global loading flag, and the 401 rule
// (spec 000 section 8: storage wiped, back to /). Used by the Hydra data provider and the auth provider.
import type { HttpClientOptions, HydraHttpClientResponse } from '@api-platform/admin';
import type { Hydra } from '@api-platform/admin';
import { getToken, wipeStorage } from '../session/storage.ts';
import { track } from './loading.ts';
import { toHttpError } from './errors.ts';
import { takeEarly } from './early.ts';
import { normaliseQuery } from './query.ts';

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
  if (init.method && ['POST', 'PUT', 'PATCH'].includes(init.method) && !headers.has('Prefer')) headers.set('Prefer', 'return=representation');
  const token = getToken();
  if (authenticate && token) headers.set('Authorization', `Bearer ${token}`);
  // A GET the start already sent (src/admin/instant/) is taken over rather than sent again.
  const early = !init.method || init.method === 'GET' ? takeEarly(String(url), headers) : undefined;
  const response = await track(early ?? fetch(url, { ...init, headers }));
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

/** The httpClient given to hydraDataProvider. */
export async function hydraHttpClient(url: URL, options: HttpClientOptions = {}): Promise<HydraHttpClientResponse> {
  const headers = typeof options.headers === 'function' ? options.headers() : options.headers;
  const { status, headers: responseHeaders, json } = await fetchJson(normaliseQuery(url), {
    method: options.method,
    body: options.body,
    headers,
  });
  return { status, headers: responseHeaders, json: json as Hydra | undefined };
}
