// Multi-row INSERT ... RETURNING id, for seeding many rows in one round trip.
import type { Queryable } from '../db/index.ts';

export async function insertMany(db: Queryable, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const refs = columns.map((c) => {
      const v = row[c];
      params.push(Array.isArray(v) ? JSON.stringify(v) : (v ?? null));
      return `$${params.length}${Array.isArray(v) ? '::jsonb' : ''}`;
    });
    return `(${refs.join(', ')})`;
  });
  const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')} RETURNING
    id`;
  const res = await db.query<{ id: number }>(sql, params);
  return res.rows.map((r) => r.id);
}
