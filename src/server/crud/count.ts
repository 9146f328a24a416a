// hydra:totalItems of a collection without a COUNT(*) that grows with the table. A table whose catalogue
// size (pg_class.reltuples, kept by ANALYZE) is at most COUNT_CAP is counted exactly, at most COUNT_CAP + 1
// rows. A larger table asks the planner's estimate of the filtered set first (EXPLAIN, not executed, kept
// 30 s per filter since page after page asks the same): a set estimated at most COUNT_CAP is counted
// exactly; a larger one, or a capped count that overflows, gets the estimate (never below COUNT_CAP + 1).
// So ordinary sets get the exact total the admin's pagination expects, and a page of a million rows costs
// what a page of ten thousand does. `partial=true` skips counting altogether (API Platform's partial
// pagination). See the collection section of src/server/README.md.
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

const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 500;
const estimates = new Map<string, { rows: number; at: number }>();

/** The estimate, reused for ESTIMATE_TTL_MS (an estimate is approximate anyway; planning costs a round trip). */
async function cachedEstimate(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const hit = estimates.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.rows;
  const rows = await estimateRows(db, sql, params);
  if (estimates.size >= ESTIMATES_KEPT) estimates.clear();
  estimates.set(key, { rows, at: Date.now() });
  return rows;
}

/** Rows of the table as the catalogue knows them (0 or -1 before any ANALYZE). */
async function tableRows(db: Queryable, table: string): Promise<number> {
  const res = await db.query<{ n: number }>('SELECT reltuples::float8 AS n FROM pg_class WHERE oid = $1::regclass', [
    `"${table}"`,
  ]);
  return Number(res.rows[0]?.n ?? 0);
}

const selectOf = (table: string, where: string) => `SELECT 1 FROM "${table}" t WHERE ${where}`;

/** The planner's estimate of `where`'s rows (cached), for a table the catalogue knows as larger than `cap`; a
 * smaller table gets none (it is counted exactly). */
async function largeEstimate(
  db: Queryable,
  table: string,
  where: string,
  params: unknown[],
  cap: number,
): Promise<number | undefined> {
  if ((await tableRows(db, table)) <= cap) return undefined;
  return cachedEstimate(db, selectOf(table, where), params);
}

export async function countCapped(
  db: Queryable,
  table: string,
  where: string,
  params: unknown[],
  cap = COUNT_CAP,
): Promise<CountResult> {
  const select = selectOf(table, where);
  const estimate = await largeEstimate(db, table, where, params, cap);
  if (estimate !== undefined && estimate > cap) return { total: estimate, exact: false };
  const capped = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${select} LIMIT ${cap + 1}) s`, params);
  const n = capped.rows[0]?.n ?? 0;
  if (n <= cap) return { total: n, exact: true };
  return { total: Math.max(cap + 1, estimate ?? (await cachedEstimate(db, select, params))), exact: false };
}

/** Whether the table is large and the planner expects at most `cap` rows of `where` (the estimate countCapped
 * asks too, cached alike). The list then reads the matching rows first and sorts them (crud/read.ts). */
export async function estimatedFew(
  db: Queryable,
  table: string,
  where: string,
  params: unknown[],
  cap = COUNT_CAP,
): Promise<boolean> {
  const estimate = await largeEstimate(db, table, where, params, cap);
  return estimate !== undefined && estimate <= cap;
}
