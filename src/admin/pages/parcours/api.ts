// The parcours pages' calls: same-origin API through the shared fetchJson (token, loading flag, 401 rule,
// French errors: a refused call throws an error whose message is the server's French description).
import { useEffect } from 'react';
import type { HydraList } from '../../http/api.ts';

export { apiGet, apiSend, type HydraList } from '../../http/api.ts';
export type Rec = Record<string, unknown> & { '@id': string };

export const membersOf = <T>(list: HydraList<T>): T[] => list['hydra:member'] ?? [];
export { idOf } from '../../../shared/iri.ts';
export { errorText } from '../../http/errors.ts';

/** The trainee's panels are separate components: a move made in one (a contract broken) tells the others to
 * reload (the course state shown by « Parcours »). */
const CHANGED = 'parcours:changed';
export const announceChange = (): void => {
  window.dispatchEvent(new Event(CHANGED));
};
export function useOnChange(reload: () => void): void {
  useEffect(() => {
    window.addEventListener(CHANGED, reload);
    return () => window.removeEventListener(CHANGED, reload);
  }, [reload]);
}
