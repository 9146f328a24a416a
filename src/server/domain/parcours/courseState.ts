// The stored course state (etudiants.etat_parcours) recomputed from the trainee's contracts, inside the caller's
// transaction or right after a generic contract write (hooks.ts).
import type { Queryable } from '../../db/index.ts';
import { courseState, type ContractDates } from '../../../shared/parcours/index.ts';

export const today = (): string => new Date().toISOString().slice(0, 10);

/** Writes the trainee's course state as its contracts give it today; answers the state. An erased (deleted,
 * state 3) trainee keeps no course state, even when a kept contract changes. */
export async function refreshCourseState(q: Queryable, etudiantId: number): Promise<number> {
  const contracts = (
    await q.query(
      `SELECT to_char(date_debut, 'YYYY-MM-DD') AS date_debut, to_char(date_fin, 'YYYY-MM-DD') AS date_fin,
            to_char(date_rupture, 'YYYY-MM-DD') AS date_rupture, etat
       FROM etudiant_contrats WHERE etudiant_id = $1`,
      [etudiantId],
    )
  ).rows as unknown as ContractDates[];
  const state = courseState(contracts, today());
  await q.query(
    'UPDATE etudiants SET etat_parcours = $2, updated_at = now() WHERE id = $1 AND etat <> 3 ' +
      'AND etat_parcours IS DISTINCT FROM $2',
    [etudiantId, state],
  );
  return state;
}
