// Representations (x-representation) of the rows that an export batch points at, fetched once per batch
// for the ids not seen yet, within the user's scope, and kept for the following batches (related rows
// are few: antennes, sessions, users), so a 50,000-row export makes a handful of extra queries.
import type { Queryable, Row } from '../db/index.ts';
import type { Registry, ResourceModel } from '../schema/model.ts';
import { scopeCondition, type AuthUser } from '../auth/access.ts';
import { represent as representRecord } from '../../shared/format/represent.ts';
import { formatValue, type RelationLabels } from './columns.ts';

/** A stored row named by its resource's x-representation (the shared represent), values rendered as the
 * export renders them (enum labels, dates, Oui/Non). */
export function represent(r: ResourceModel, row: Row): string {
  return representRecord(r.representation, row, (name) => {
    const p = r.byName.get(name);
    const v = p ? row[p.column] : row[name];
    return p && !p.relation ? String(formatValue(p, v) ?? '') : v === null || v === undefined ? '' : String(v);
  });
}

export async function loadRelationLabels(
  db: Queryable,
  registry: Registry,
  r: ResourceModel,
  user: AuthUser,
  rows: Row[],
  labels: RelationLabels,
): Promise<void> {
  for (const p of r.properties) {
    const target = p.relation ? registry.byName.get(p.relation) : undefined;
    if (!target) continue;
    const known = labels.get(target.name) ?? new Map<number, string>();
    labels.set(target.name, known);
    const missing = [...new Set(rows.map((row) => row[p.column] as number | null))].filter(
      (id): id is number => typeof id === 'number' && !known.has(id),
    );
    if (missing.length === 0) continue;
    const scope = scopeCondition(user, target, 2);
    const res = await db.query(`SELECT t.* FROM "${target.table}" t WHERE t.id = ANY($1::int[]) AND ${scope.sql}`, [
      missing,
      ...scope.params,
    ]);
    for (const row of res.rows) known.set(row.id as number, represent(target, row));
  }
}
