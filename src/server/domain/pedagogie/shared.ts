// What the pedagogy routes share: the names of their resources, the reach of a referential (a centre's
// referential is shared by its antennes, an antenne's copy stays with it) and who may change it, list item
// violations and the order of tree nodes. Ids, bodies, write checks and collections come from the request
// toolkit (http/request.ts).
import type { Queryable, Row } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Violation } from '../../schema/validate.ts';
import { isCentreLevel, type AuthUser } from '../../auth/access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { requireNotGuest } from '../../http/request.ts';
import * as msg from './messages.ts';

export const R = {
  referentiels: 'antenne_referentiels',
  unites: 'antenne_referentiel_unite_competences',
  competences: 'antenne_referentiel_competences',
  descripteurs: 'antenne_referentiel_descripteurs',
  liens: 'antenne_referentiel_diplomes',
  groupes: 'antenne_sequence_groupes',
  sequences: 'antenne_sequences',
  contents: 'antenne_sequence_contents',
  evaluations: 'antenne_evaluations',
  evalContents: 'antenne_evaluation_contents',
  documents: 'antenne_pedagogie_documents',
  conventions: 'antenne_conventions',
  media: 'media_objects',
} as const;

export { model } from '../common.ts';
// documentRoutes.ts (being restructured by another change) still imports these from here.
export { requireWrite, scopedRow, type IdRequest } from '../../http/request.ts';

/** SQL condition on referentials the user may use: its centre's, and for an antenne user only those of the
 * centre (no antenne) or of its own antenne, never another antenne's copies. */
export function referentielScope(user: AuthUser, start: number, alias = 't'): { sql: string; params: unknown[] } {
  if (isCentreLevel(user)) return { sql: `${alias}.cfa_id = $${start}`, params: [user.cfaId] };
  return {
    sql: `${alias}.cfa_id = $${start} AND (${alias}.antenne_id IS NULL OR ${alias}.antenne_id = $${start + 1})`,
    params: [user.cfaId, user.antenneId],
  };
}

/** A referential the user may use, else 404. */
export async function referentielRow(
  q: Queryable,
  user: AuthUser,
  id: number,
  lock = false,
): Promise<RowOf<'antenne_referentiels'>> {
  const scope = referentielScope(user, 2);
  const res = await q.query<RowOf<'antenne_referentiels'>>(
    `SELECT t.* FROM antenne_referentiels t WHERE t.id = $1 AND ${scope.sql}${lock ? ' FOR UPDATE' : ''}`,
    [id, ...scope.params],
  );
  if (!res.rows[0]) throw notFound(msg.pedagogie.referentielUnknown);
  return res.rows[0];
}

/** A referential is changed by its centre's users, or by the users of the antenne owning the copy. */
export function requireReferentielWrite(user: AuthUser, row: Row): void {
  requireNotGuest(user);
  if (isCentreLevel(user) || row.antenne_id === user.antenneId) return;
  throw forbidden(msg.pedagogie.referentielOwnedByCentre);
}

/** Violations of a list item, their paths prefixed with the list and the item's index. */
export const prefixed = (list: string, i: number, vs: Violation[]): Violation[] =>
  vs.map((v) => ({
    propertyPath: v.propertyPath ? `${list}[${i}].${v.propertyPath}` : `${list}[${i}]`,
    message: v.message,
  }));

/** ORDER BY of tree nodes: their `ordre` first (unset last), then creation order. */
export const NODE_ORDER = 'ordre ASC NULLS LAST, id ASC';
