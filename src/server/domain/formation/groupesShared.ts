// What the group, delegate and contract calls share: a row read within scope that the user may change (403
// for a guest, another antenne's row or a missing right; 404 out of scope, as the generic item routes), the
// trainee list of a body (IRIs or ids, item by item, French 422 naming `etudiants[i]`), and a trainee's
// short description in the answers.
import type { AppContext } from '../../http/context.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { Violation } from '../../schema/validate.ts';
import type { AuthUser } from '../../auth/access.ts';
import { requireRowWrite } from '../../crud/guards.ts';
import { unprocessable } from '../../http/errors.ts';
import { requireWrite } from '../../http/request.ts';
import { getInScope } from '../../crud/read.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import * as msg from './messages.ts';

// contractRoutes.ts (being restructured by another change) still imports these from here.
export { model } from '../common.ts';
export type { IdRequest } from '../../http/request.ts';

/** The row `id` of `r` within the user's scope (404 otherwise) that the user may change (403 otherwise). */
export async function writableRow(ctx: AppContext, user: AuthUser, r: ResourceModel, id: string): Promise<Row> {
  requireWrite(user, r, 'update');
  const row = await getInScope(ctx.db, r, user, id);
  requireRowWrite(user, r, row);
  return row;
}

export interface ListedTrainee {
  index: number;
  value: unknown;
  id: number;
}

/** The trainee ids of a list (IRIs `/api/etudiants/{id}` or ids), in order, duplicates kept once; a value
 * that is not a list, or an item that names no trainee, is a 422 naming it. */
export function traineeIds(value: unknown, path = 'etudiants'): ListedTrainee[] {
  if (!Array.isArray(value)) {
    throw unprocessable([{ propertyPath: path, message: msg.groupes.traineeList }]);
  }
  const violations: Violation[] = [];
  const out: ListedTrainee[] = [];
  const seen = new Set<number>();
  value.forEach((v, index) => {
    const id = idFromIri('etudiants', v, true);
    if (id === undefined) violations.push({ propertyPath: `${path}[${index}]`, message: msg.groupes.traineeIri });
    else if (!seen.has(id)) {
      seen.add(id);
      out.push({ index, value: v, id });
    }
  });
  if (violations.length > 0) throw unprocessable(violations);
  return out;
}

export interface TraineeRow {
  id: number;
  cfa_id: number;
  antenne_id: number | null;
  etat: number;
  type: number;
  diplome_session_id: number | null;
  lastname: string;
  firstname: string;
}

/** The listed trainees as stored (one query), keyed by id; those of another centre are left out. */
export async function loadTrainees(db: Queryable, user: AuthUser, ids: number[]): Promise<Map<number, TraineeRow>> {
  if (ids.length === 0) return new Map();
  const res = await db.query<TraineeRow & Row>(
    'SELECT id, cfa_id, antenne_id, etat, type, diplome_session_id, lastname, firstname FROM etudiants WHERE cfa_id ' +
      '= $1 AND id = ANY($2::int[])',
    [user.cfaId, ids],
  );
  return new Map(res.rows.map((t) => [t.id, t]));
}

/** A listed trainee out of the user's reach reads as absent (another antenne's ids are not revealed). */
export function reachableTrainee(user: AuthUser, t: TraineeRow | undefined): TraineeRow | undefined {
  if (!t) return undefined;
  return user.antenneId === null || t.antenne_id === user.antenneId ? t : undefined;
}

export const unknownTrainee = (item: ListedTrainee, path = 'etudiants'): Violation => ({
  propertyPath: `${path}[${item.index}]`,
  message: msg.groupes.traineeUnknown(item.value),
});

/** « Prénom Nom », as the refusals name a trainee. */
export const fullName = (t: Pick<TraineeRow, 'firstname' | 'lastname'>): string => `${t.firstname} ${t.lastname}`;

/**
 * The listed trainees of a list call (group members, agreement trainees, delegates) checked one by one: one out
 * of reach reads as unknown; `refuse` says what else is wrong with one (a French message) or nothing. Throws a
 * 422 naming every bad item (`<path>[i]`), so that nothing changes.
 */
export function checkListed(
  user: AuthUser,
  listed: ListedTrainee[],
  trainees: Map<number, TraineeRow>,
  refuse: (t: TraineeRow) => string | undefined,
  path = 'etudiants',
): void {
  const violations: Violation[] = [];
  for (const item of listed) {
    const t = reachableTrainee(user, trainees.get(item.id));
    const message = t ? refuse(t) : undefined;
    if (!t) violations.push(unknownTrainee(item, path));
    else if (message) violations.push({ propertyPath: `${path}[${item.index}]`, message });
  }
  if (violations.length > 0) throw unprocessable(violations);
}

/** The columns of a trainee that the group and delegate answers list. */
export type ListedTraineeRow = Pick<
  RowOf<'etudiants'>,
  'id' | 'lastname' | 'firstname' | 'etat' | 'type' | 'antenne_id'
>;

/** A trainee as the group and delegate answers list them. */
export function traineeItem(t: ListedTraineeRow): Record<string, unknown> {
  return {
    '@id': itemIri('etudiants', t.id),
    '@type': 'Etudiant',
    id: t.id,
    lastname: t.lastname,
    firstname: t.firstname,
    etat: t.etat,
    type: t.type,
    antenne: t.antenne_id === null || t.antenne_id === undefined ? null : itemIri('antennes', t.antenne_id),
  };
}
