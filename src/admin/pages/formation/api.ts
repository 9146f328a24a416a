// The planification pages' calls: the attendance pages' same-origin helpers (shared fetchJson: token, 401
// rule, French errors as HttpError messages), re-exported so these pages import one module.
export { apiGet, apiSend, members, idOf, type HydraList } from '../attendance/api.ts';

/** The French message of a failed call (the server's hydra:description or violations, see http/errors.ts). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
