// A locked referential (`editable` false) refuses every change of its tree and of its own fields but the
// unlocking (spec 001 section 7): the checks the generic CRUD's hooks and the tree-edit calls share.
import type { Queryable, Row } from '../../db/index.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import type { ResourceModel } from '../../schema/model.ts';
import { unprocessable } from '../../http/errors.ts';
import * as msg from './messages.ts';

/** The referential a node belongs to, by its kind (UNIT, SKILL, DESCRIPTOR) and id. */
export async function referentielOfNode(q: Queryable, kind: string, id: number): Promise<number | null> {
  const sql =
    kind === 'DESCRIPTOR'
      ? 'SELECT c.antenne_referentiel_id AS ref FROM antenne_referentiel_descripteurs d JOIN ' +
        'antenne_referentiel_competences c ON c.id = d.competence_id WHERE d.id = $1'
      : `SELECT antenne_referentiel_id AS ref FROM
        ${kind === 'UNIT' ? 'antenne_referentiel_unite_competences' : 'antenne_referentiel_competences'} WHERE id = $1`;
  const row = (await q.query<{ ref: number | null }>(sql, [id])).rows[0];
  return row?.ref ?? null;
}

/** 422 naming `path` when one of the referentials is locked. */
export async function refuseIfLocked(
  q: Queryable,
  refs: (number | null | undefined)[],
  path = 'antenne_referentiel',
): Promise<void> {
  const ids = [...new Set(refs.filter((r): r is number => typeof r === 'number'))];
  if (ids.length === 0) return;
  const locked = await q.query('SELECT id FROM antenne_referentiels WHERE id = ANY($1::int[]) AND editable = false', [
    ids,
  ]);
  if (locked.rows.length > 0)
    throw unprocessable([{ propertyPath: path, message: msg.pedagogie.referentielLockedTree }]);
}

/** The referentials a node's write touches: the one it is in and the one it goes to. */
export async function touchedReferentiels(
  q: Queryable,
  kind: string,
  candidate: Row,
  existing?: Row,
): Promise<(number | null)[]> {
  const refs: (number | null)[] = [];
  if (kind === 'DESCRIPTOR') {
    const skill = idFromIri('antenne_referentiel_competences', candidate.competence, true);
    if (skill !== undefined) refs.push(await referentielOfNode(q, 'SKILL', skill));
    if (existing) refs.push(await referentielOfNode(q, 'DESCRIPTOR', existing.id as number));
  } else {
    const ref = idFromIri('antenne_referentiels', candidate.antenne_referentiel, true);
    if (ref !== undefined) refs.push(ref);
    if (existing) refs.push(existing.antenne_referentiel_id as number | null);
  }
  return refs;
}

/** Whether an update changes anything: a record saved back unchanged (an edit form only "Enregistrer") is
 * not an edit, so a locked referential accepts it. */
export function changes(r: ResourceModel, candidate: Row, existing: Row | undefined): boolean {
  if (!existing) return true;
  const item = toItem(r, existing);
  return Object.entries(candidate).some(([k, v]) => JSON.stringify(v ?? null) !== JSON.stringify(item[k] ?? null));
}
