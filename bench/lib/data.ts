// Benchmark data: the demo network grown to N trainees straight in SQL (INSERT ... SELECT generate_series,
// not through the API), spread over the demo centre's antennes. Bulk rows carry postal codes that the
// export figure filters on: 05000 for the first 5,000, 50000 for the next 45,000, 99999 after. Antenne and
// état use different cycles (g % k, g / 7 % 3) so that they are independent, as the planner assumes.
import type { Queryable } from '../../src/server/db/index.ts';

export const BULK_CITY = 'Benchville';
export const EXPORT_5K = 'postal_code=05000';
export const EXPORT_50K = 'postal_code[]=05000&postal_code[]=50000';

export async function traineeCount(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants')).rows[0]!.n;
}

/** The antennes (not the head office) of the demo centre, the first one being the "X" of the figures. */
export async function benchAntennes(db: Queryable): Promise<number[]> {
  const res = await db.query<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = 1 AND NOT is_siege ORDER BY id');
  return res.rows.map((r) => r.id);
}

/** Inserts trainees until the table holds `target` rows, in chunks, then refreshes the planner statistics
 * (PGlite runs no autovacuum). Returns how many rows were added. */
export async function growTrainees(db: Queryable, target: number, chunk = 100_000): Promise<number> {
  const antennes = await benchAntennes(db);
  let have = await traineeCount(db);
  let bulk = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants WHERE city = $1', [BULK_CITY])).rows[0]!.n;
  const added = Math.max(0, target - have);
  while (have < target) {
    const n = Math.min(chunk, target - have);
    await db.query(
      `INSERT INTO etudiants (cfa_id, antenne_id, type, etat, civility, lastname, firstname, birthdate, city, postal_code,
         mail, has_car, has_licence_b, status, formation_hours, dt_date_entree, created_at, updated_at)
       SELECT 1, ($1::int[])[1 + (g % array_length($1::int[], 1))], g % 2, (g / 7) % 3, g % 2, 'Bench' || g, 'Stagiaire ' || (g % 97),
         date '1980-01-01' + (g % 9000), $2, CASE WHEN g <= 5000 THEN '05000' WHEN g <= 50000 THEN '50000' ELSE '99999' END,
         'stagiaire' || g || '@exemple.fr', g % 3 = 0, g % 4 <> 0, 1 + (g % 3), 600, date '2024-01-01' + (g % 700),
         now(), now()
       FROM generate_series($3::int, $4::int) g`,
      [antennes, BULK_CITY, bulk + 1, bulk + n],
    );
    bulk += n;
    have += n;
  }
  await db.query('ANALYZE etudiants');
  return added;
}
