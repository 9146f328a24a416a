// The parcours pages' calls: same-origin API through the shared fetchJson (token, loading flag, 401 rule,
// French errors: a refused call throws an error whose message is the server's French description).
import { useEffect } from 'react';
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';

export interface HydraList<T> { 'hydra:member': T[]; 'hydra:totalItems'?: number }
export type Rec = Record<string, unknown> & { '@id': string };

const url = (path: string, query?: Record<string, string | undefined>) => {
  const u = new URL(`${entrypoint}/${path.replace(/^\/?(api\/)?/, '')}`);
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

export const membersOf = <T,>(list: HydraList<T>): T[] => list['hydra:member'] ?? [];
export { idOf } from '../../../shared/iri.ts';
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The trainee's panels are separate components: a move made in one (a contract broken) tells the others to
 * reload (the course state shown by « Parcours »). */
const CHANGED = 'parcours:changed';
export const announceChange = (): void => { window.dispatchEvent(new Event(CHANGED)); };
export function useOnChange(reload: () => void): void {
  useEffect(() => {
    window.addEventListener(CHANGED, reload);
    return () => window.removeEventListener(CHANGED, reload);
  }, [reload]);
}
