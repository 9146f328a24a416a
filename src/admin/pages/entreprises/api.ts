// The companies lane's calls: same-origin API through the shared fetchJson (token, loading flag, 401 rule,
// French errors: an HttpError whose message is the server's hydra:description), typed per call.
import type { HydraList } from '../../http/api.ts';

export { apiGet, apiSend, type HydraList } from '../../http/api.ts';
export type Json = Record<string, unknown>;

export const members = <T>(list: HydraList<T>): T[] => list['hydra:member'];

/** The status and French message of a failed call (fetchJson throws react-admin's HttpError). */
export function failure(error: unknown): { status: number; message: string } {
  const e = error as { status?: unknown; message?: unknown };
  return {
    status: typeof e?.status === 'number' ? e.status : 0,
    message: typeof e?.message === 'string' ? e.message : '',
  };
}
