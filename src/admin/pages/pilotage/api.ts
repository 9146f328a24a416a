// The pilotage pages' calls (home, badges, alerts, statistics, dashboards): same-origin API through the shared
// fetchJson (token, 401 rule, French errors); the badges' background count by quietGet.
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';
import { getToken } from '../../session/storage.ts';

export interface HydraList<T> { 'hydra:member': T[]; 'hydra:totalItems': number }
export interface Count { id: number | string | null; label: string; total: number; '@id'?: string | null }

export function apiUrl(path: string, query?: Record<string, string | number | undefined>): URL {
  const u = new URL(`${entrypoint}/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') u.searchParams.set(k, String(v));
  return u;
}

export async function apiGet<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T> {
  return (await fetchJson(apiUrl(path, query))).json as T;
}

/** A background GET (the badges' count, polled and on each page change) outside the global loading flag, so
 * the full-page spinner never covers the page for it; a failure (401 included) is left to the next tracked call. */
export async function quietGet<T>(path: string): Promise<T | null> {
  const token = getToken();
  const res = await fetch(apiUrl(path), { headers: { Accept: 'application/ld+json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  return res.ok ? ((await res.json()) as T) : null;
}

export async function apiSend<T>(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  return (await fetchJson(apiUrl(path), { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;
}

/** The path of an IRI inside the admin's API entrypoint (`/api/notifications/3` → `notifications/3`). */
export const apiPath = (iri: string) => iri.replace(/^\/api\//, '');

/** Tell the app bar's badges to count again (after a notification is read or an alert masked). */
export const BADGES_EVENT = 'pilotage:badges';
export const refreshBadges = () => window.dispatchEvent(new Event(BADGES_EVENT));
