// The pilotage pages' calls (home, badges, alerts, statistics, dashboards): the admin's one API client
// (http/api.ts: token, 401 rule, French errors); the badges' background count by quietGet.
import { HttpError } from 'react-admin';
import { fetchFile } from '../../http/httpClient.ts';
import { apiUrl } from '../../http/api.ts';

export { apiGet, apiSend, apiUrl, type HydraList } from '../../http/api.ts';
export interface Count {
  id: number | string | null;
  label: string;
  total: number;
  '@id'?: string | null;
}

/** A background GET (the badges' count, polled and on each page change) outside the global loading flag, so
 * the full-page spinner never covers the page for it; a refusal gives null (a 401 ends the session as anywhere). */
export async function quietGet<T>(path: string): Promise<T | null> {
  const res = await fetchFile(apiUrl(path), { headers: { Accept: 'application/ld+json' } }).catch((e: unknown) => {
    if (e instanceof HttpError) return null;
    throw e;
  });
  return res ? ((await res.json()) as T) : null;
}

/** The path of an IRI inside the admin's API entrypoint (`/api/notifications/3` → `notifications/3`). */
export const apiPath = (iri: string) => iri.replace(/^\/api\//, '');

/** Tell the app bar's badges to count again (after a notification is read or an alert masked). */
export const BADGES_EVENT = 'pilotage:badges';
export const refreshBadges = () => window.dispatchEvent(new Event(BADGES_EVENT));
