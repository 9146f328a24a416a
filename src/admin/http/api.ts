// The bespoke pages' calls to our API: same-origin through the shared fetchJson (token, loading flag, 401 rule,
// French errors: a refused call throws an HttpError whose message is the server's hydra:description), typed per
// call. A path may start with or without `/api/` (an IRI works as a path). One copy for every domain's `api.ts`.
import { fetchJson } from './httpClient.ts';
import { entrypoint } from '../config.ts';

export interface HydraList<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

export type Query = Record<string, string | number | undefined>;

export function apiUrl(path: string, query?: Query): URL {
  const u = new URL(`${entrypoint}/${path.replace(/^\/?(api\/)?/, '')}`);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') u.searchParams.set(k, String(v));
  return u;
}

export async function apiGet<T>(path: string, query?: Query): Promise<T> {
  return (await fetchJson(apiUrl(path, query))).json as T;
}

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers = method === 'PATCH' ? { 'Content-Type': 'application/merge-patch+json' } : undefined;
  return (
    await fetchJson(apiUrl(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  ).json as T;
}
