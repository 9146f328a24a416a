// What the product holds on a trainee, found through the schemas, and its erasure: records the law requires the
// centre to keep are kept (with the reason), the others deleted (their own dependants first), the identity
// anonymised. Runs inside the caller's transaction.
import type { Queryable } from '../../db/index.ts';
import type { Registry } from '../../schema/model.ts';
import type { ResourceModel } from '../../../shared/schema/model.ts';
import { toItem } from '../../hydra/serialize.ts';
import * as msg from '../../http/messages.ts';

const KEEP = msg.postFormation.rgpd.kept;
/** Personal columns of the trainee's record, emptied on erasure (nullable ones; names are replaced). */
const PERSONAL = ['use_name', 'birthdate', 'country_of_birth', 'nationality', 'situation_matrimoniale', 'is_minor_under_guardianship', 'address',
  'postal_code', 'city', 'mail', 'phone_number', 'phone_number_fix', 'social_security_number', 'has_car', 'has_licence_b', 'type_status_autre_details'];

/** Resources with a relation to `target`, with the relation's column. */
function dependants(registry: Registry, target: string): { r: ResourceModel; column: string; nullable: boolean }[] {
  return registry.resources.flatMap((r) => r.properties.filter((p) => p.relation === target).map((p) => ({ r, column: p.column, nullable: p.nullable })));
}

/** Every record tied to the trainee, by resource (only the resources that hold some). */
export async function personalData(db: Queryable, registry: Registry, id: number): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { r, column } of dependants(registry, 'etudiants')) {
    if (r.name === 'rgpd_demandes') continue;
    const rows = (await db.query(`SELECT * FROM "${r.table}" WHERE "${column}" = $1 ORDER BY id`, [id])).rows;
    if (rows.length > 0) out[r.name] = [...(out[r.name] ?? []), ...rows.map((row) => toItem(r, row))];
  }
  return out;
}

/** Deletes rows `ids` of `r` after their dependants (kept dependants lose the link when they may, else keep the row). */
async function deleteRows(db: Queryable, registry: Registry, r: ResourceModel, ids: number[], deleted: Record<string, number>): Promise<number[]> {
  if (ids.length === 0) return [];
  let blocked = new Set<number>();
  for (const dep of dependants(registry, r.name)) {
    const rows = (await db.query<{ id: number; parent: number }>(`SELECT id, "${dep.column}" AS parent FROM "${dep.r.table}" WHERE "${dep.column}" = ANY($1::int[])`, [ids])).rows;
    if (rows.length === 0) continue;
    if (dep.r.name in KEEP || dep.r.name === 'rgpd_demandes') {
      if (dep.nullable && dep.r.name !== 'rgpd_demandes') await db.query(`UPDATE "${dep.r.table}" SET "${dep.column}" = NULL WHERE id = ANY($1::int[])`, [rows.map((x) => x.id)]);
      else blocked = new Set([...blocked, ...rows.map((x) => x.parent)]);
      continue;
    }
    const left = await deleteRows(db, registry, dep.r, rows.map((x) => x.id), deleted);
    const stuck = new Set(left);
    for (const x of rows) if (stuck.has(x.id)) blocked.add(x.parent);
  }
  const removable = ids.filter((id) => !blocked.has(id));
  if (removable.length > 0) {
    const n = (await db.query(`DELETE FROM "${r.table}" WHERE id = ANY($1::int[]) RETURNING id`, [removable])).rows.length;
    deleted[r.name] = (deleted[r.name] ?? 0) + n;
  }
  return [...blocked];
}

export interface Erasure {
  supprimes: Record<string, number>;
  conserves: { ressource: string; nombre: number; motif: string }[];
}

export async function eraseTrainee(db: Queryable, registry: Registry, id: number): Promise<Erasure> {
  const deleted: Record<string, number> = {};
  const kept: Erasure['conserves'] = [];
  for (const { r, column } of dependants(registry, 'etudiants')) {
    if (r.name === 'rgpd_demandes') continue;
    const ids = (await db.query<{ id: number }>(`SELECT id FROM "${r.table}" WHERE "${column}" = $1`, [id])).rows.map((x) => x.id);
    if (ids.length === 0) continue;
    if (r.name in KEEP) { kept.push({ ressource: r.label.many, nombre: ids.length, motif: KEEP[r.name]! }); continue; }
    await deleteRows(db, registry, r, ids, deleted);
  }
  const etudiants = registry.byName.get('etudiants')!;
  const personal = PERSONAL.filter((c) => etudiants.byName.has(c));
  await db.query(
    `UPDATE etudiants SET lastname = $2, firstname = $3, ${personal.map((c) => `"${c}" = NULL`).join(', ')}, updated_at = now() WHERE id = $1`,
    [id, msg.postFormation.rgpd.anonymousName, msg.postFormation.rgpd.anonymousFirstname(id)]);
  kept.push({ ressource: etudiants.label.one, nombre: 1, motif: msg.postFormation.rgpd.identity });
  return { supprimes: deleted, conserves: kept };
}
