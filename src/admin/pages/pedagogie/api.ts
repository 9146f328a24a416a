// The pedagogy pages' calls: the attendance pages' typed helpers over the shared fetchJson (token, 401 rule,
// French errors from hydra:description), plus the caller's antenne from the stored session.
import { readUser } from '../../session/storage.ts';
export { apiGet, apiSend, members, idOf, options, type HydraList, type Option } from '../attendance/api.ts';

/** The signed-in user's antenne IRI, null for a centre-level user. */
export function myAntenne(): string | null {
  const read = readUser();
  if (read.state !== 'ok') return null;
  const a = read.user.antenne;
  if (typeof a === 'string' && a) return a;
  if (a && typeof a === 'object' && typeof (a as Record<string, unknown>)['@id'] === 'string')
    return String((a as Record<string, unknown>)['@id']);
  return null;
}

export { errorText } from '../../http/errors.ts';
