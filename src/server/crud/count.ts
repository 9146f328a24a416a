// hydra:totalItems of a collection without a COUNT(*) that grows with the table. The planner's estimate
// (EXPLAIN, no execution) comes first: when it says the filtered set is small (≤ COUNT_CAP rows), the rows
// are counted exactly, stopping at COUNT_CAP + 1 in case the estimate was wrong; when it says the set is
// large, or the capped count overflows, the total is the estimate (never below COUNT_CAP + 1). So ordinary
// sets get the exact total the admin's pagination expects, and page 1 of a million rows costs what page 1
// of ten thousand does. `partial=true` skips counting altogether (API Platform's partial pagination).
// See the collection section of src/server/README.md.
import type { Queryable } from '../db/index.ts';

/** Matching rows counted exactly; past this, the total is estimated. */
export const COUNT_CAP = 10_000;

export interface CountResult {
  total: number;
  exact: boolean;
}

/** The planner's row estimate of a query (EXPLAIN, no execution). */
async function estimateRows(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const res = await db.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = Object.values(res.rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

export async function countCapped(
  db: Queryable,
  table: string,
  where: string,
  params: unknown[],
  cap = COUNT_CAP,
): Promise<CountResult> {
  const estimate = await estimateRows(db, `SELECT 1 FROM "${table}" t WHERE ${where}`, params);
  if (estimate > cap) return { total: estimate, exact: false };
  const capped = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM "${table}" t WHERE ${where} LIMIT ${cap + 1}) s`,
    params,
  );
  const n = capped.rows[0]?.n ?? 0;
  if (n <= cap) return { total: n, exact: true };
  return { total: Math.max(cap + 1, estimate), exact: false };
}
