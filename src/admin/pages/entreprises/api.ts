// The companies lane's calls: same-origin API through the shared fetchJson (token, loading flag, 401 rule,
// French errors: an HttpError whose message is the server's hydra:description), typed per call.
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';

export interface HydraList<T> { 'hydra:member': T[]; 'hydra:totalItems': number }
export type Json = Record<string, unknown>;

const url = (path: string, query?: Record<string, string | undefined>) => {
  const u = new URL(`${entrypoint}/${path.replace(/^\/(api\/)?/, '')}`);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') u.searchParams.set(k, v);
  return u;
};

export async function apiGet<T>(path: string, query?: Record<string, string | undefined>): Promise<T> {
  return (await fetchJson(url(path, query))).json as T;
}

export async function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers = method === 'PATCH' ? { 'Content-Type': 'application/merge-patch+json' } : undefined;
  return (await fetchJson(url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;
}

export const members = <T,>(list: HydraList<T>): T[] => list['hydra:member'];

/** The status and French message of a failed call (fetchJson throws react-admin's HttpError). */
export function failure(error: unknown): { status: number; message: string } {
  const e = error as { status?: unknown; message?: unknown };
  return { status: typeof e?.status === 'number' ? e.status : 0, message: typeof e?.message === 'string' ? e.message : '' };
}
