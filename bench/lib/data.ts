// Benchmark data: the demo network grown to N trainees straight in SQL (INSERT ... SELECT generate_series,
// not through the API), spread over the demo centre's antennes. Bulk rows carry postal codes that the
// export figure filters on: 05000 for the first 5,000, 50000 for the next 45,000, 99999 after. Antenne and
// état use different cycles (g % k, g / 7 % 3) so that they are independent, as the planner assumes.
// The rest is spread so that the trainee list's filters are as selective as on real data (P3's variants):
// - names: a surname of three syllables out of 48 (110,592 names), each drawn with a skew (u², u uniform) so
//   that a few names are common and most are rare, as French surnames are (the commonest holds ~0.3 % of the
//   rows, as Martin does); a first name of the demo's 30 per civility, skewed likewise; the mail made of the
//   surname. So a search for a surname finds its homonyms, whose number grows with the network;
// - sessions: trainees (type 1) come in sessions of about 22 (one per 50 consecutive rows, nine in ten placed),
//   made as the rows grow: a session's size does not grow with the network, as in a real one;
// - dates: entry over 2014–2026, birth over 1965–2006, an exit date for the trainees who left (état 1);
// - the course state the product gives a trainee without a contract (1, « en formation »): otherwise the server's
//   daily refresh of course states, run at its start, rewrote every bulk trainee while P3 was being measured.
// Pseudo-random draws are hashint8 of the row's number: the same rows at every run, on PGlite and PostgreSQL.
import type { Db, Queryable } from '../../src/server/db/index.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M } from '../../src/server/seed/names.ts';

export const BULK_CITY = 'Benchville';
export const EXPORT_5K = 'postal_code=05000';
export const EXPORT_50K = 'postal_code[]=05000&postal_code[]=50000';

const SYLLABLES = [
  'ber', 'nard', 'mar', 'tin', 'lau', 'rent', 'du', 'val', 'mo', 'reau', 'fon', 'taine', 'ro', 'bin', 'gi', 'rard',
  'le', 'roy', 'ca', 'ron', 'ma', 'thieu', 'bou', 'chet', 'pe', 'tit', 'che', 'va', 'lier', 'gar', 'nier', 'bru',
  'net', 'fau', 'vre', 'ri', 'chard', 'pi', 'card', 'jo', 'ly', 'sa', 'lo', 'mon', 'dau', 'det', 'co', 'lin',
]; // prettier-ignore
/** Consecutive rows per bench session (about half of them trainees, nine in ten of those placed). */
const SESSION_SPAN = 50;
const SESSION_PREFIX = 'BANC-';

export async function traineeCount(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants')).rows[0]!.n;
}

/** The antennes (not the head office) of the demo centre, the first one being the "X" of the figures. */
export async function benchAntennes(db: Queryable): Promise<number[]> {
  const res = await db.query<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = 1 AND NOT is_siege ORDER BY id');
  return res.rows.map((r) => r.id);
}

/** A uniform draw in [0, 1) for row g and draw k (hashint8 mixes well; the same on every run). */
const draw = (k: number) => `((hashint8(g::bigint * 16 + ${k}) & 1048575)::float8 / 1048576)`;
/** A skewed index in 1..n (the low ones common). */
const skewed = (n: number, k: number) => `(1 + floor(${n} * ${draw(k)} ^ 2))::int`;

/** The bench sessions numbered first..last (made when missing), their ids in that order. */
async function benchSessions(db: Queryable, first: number, last: number): Promise<number[]> {
  const diplomes = (await db.query<{ id: number }>('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id')).rows.map(
    (r) => r.id,
  );
  const made = `SELECT id, substr(session_number, ${SESSION_PREFIX.length + 1})::int AS k FROM diplome_sessions
    WHERE cfa_id = 1 AND session_number LIKE '${SESSION_PREFIX}%'`;
  await db.query(
    `INSERT INTO diplome_sessions (cfa_id, diplome_id, name, type, session_number, dt_start, dt_end, etat)
     SELECT 1, ($3::int[])[1 + k % array_length($3::int[], 1)], 'Session du banc ' || k, 1, '${SESSION_PREFIX}' || k,
       date '2014-09-01' + (k % 12) * 365, date '2015-06-30' + (k % 12) * 365, 0
     FROM generate_series($1::int, $2::int) k WHERE k NOT IN (SELECT k FROM (${made}) m WHERE k BETWEEN $1 AND $2)`,
    [first, last, diplomes],
  );
  const ids = await db.query<{ ids: number[] }>(
    `SELECT array_agg(id ORDER BY k) AS ids FROM (${made}) m WHERE k BETWEEN $1 AND $2`,
    [first, last],
  );
  return ids.rows[0]!.ids;
}

/** Inserts bulk rows first..last (numbered from 1 among the bench's own). */
async function insertTrainees(db: Queryable, antennes: number[], first: number, last: number): Promise<void> {
  const k0 = Math.floor(first / SESSION_SPAN);
  const sessions = await benchSessions(db, k0, Math.floor(last / SESSION_SPAN));
  const syllable = (k: number) => `($6::text[])[${skewed(SYLLABLES.length, k)}]`;
  await db.query(
    `INSERT INTO etudiants (cfa_id, antenne_id, type, etat, civility, lastname, firstname, birthdate, city, postal_code,
       mail, has_car, has_licence_b, status, formation_hours, diplome_session_id, dt_date_entree, date_sortie,
       etat_parcours, created_at, updated_at)
     SELECT 1, antenne, type, etat, civility, lastname, firstname, birthdate, $2,
       CASE WHEN g <= 5000 THEN '05000' WHEN g <= 50000 THEN '50000' ELSE '99999' END,
       lower(lastname) || '.' || g || '@exemple.fr', g % 3 = 0, g % 4 <> 0, 1 + (g % 3), 600,
       CASE WHEN type = 1 AND g % 10 <> 1 THEN ($5::int[])[g / ${SESSION_SPAN} - $7 + 1] END,
       entree, CASE WHEN etat = 1 THEN entree + 300 + floor(400 * ${draw(9)})::int END,
       CASE WHEN type = 1 THEN 1 END, now(), now()
     FROM (
       SELECT g, ($1::int[])[1 + (g % array_length($1::int[], 1))] AS antenne, g % 2 AS type, (g / 7) % 3 AS etat,
         g % 2 AS civility, initcap(${syllable(1)} || ${syllable(2)} || ${syllable(3)}) AS lastname,
         CASE WHEN g % 2 = 1 THEN ($9::text[])[${skewed(FIRST_NAMES_F.length, 4)}]
           ELSE ($8::text[])[${skewed(FIRST_NAMES_M.length, 5)}] END AS firstname,
         date '1965-01-01' + floor(15000 * ${draw(6)})::int AS birthdate,
         date '2014-01-01' + floor(4700 * ${draw(7)})::int AS entree
       FROM generate_series($3::int, $4::int) g
     ) r`,
    [antennes, BULK_CITY, first, last, sessions, SYLLABLES, k0, FIRST_NAMES_M, FIRST_NAMES_F],
  );
}

export interface GrowOptions {
  /** Rows per INSERT statement. */
  chunk?: number;
  /** PostgreSQL, many rows: the table's secondary indexes dropped before the inserts and made again after them
   * (one sorted build each instead of millions of insertions), the foreign keys not checked row by row
   * (session_replication_role, when the role may), each chunk committed without waiting for its WAL, and
   * VACUUM after (the visibility map autovacuum would have made). The table and its indexes end as the
   * product's migrations make them. */
  bulk?: boolean;
  /** Told each chunk's progress. */
  progress?: (have: number) => void;
}

/** Inserts trainees until the table holds `target` rows, in chunks, then refreshes the planner statistics
 * (PGlite runs no autovacuum). Returns how many rows were added. */
export async function growTrainees(db: Db, target: number, opts: GrowOptions = {}): Promise<number> {
  const antennes = await benchAntennes(db);
  let have = await traineeCount(db);
  const bulkRows = 'SELECT count(*)::int AS n FROM etudiants WHERE city = $1';
  let bulk = (await db.query<{ n: number }>(bulkRows, [BULK_CITY])).rows[0]!.n;
  const added = Math.max(0, target - have);
  const fast = opts.bulk === true && db.kind === 'pg' && added > 0;
  const chunk = opts.chunk ?? (fast ? 500_000 : 100_000);
  let indexes: { name: string; def: string }[] = [];
  let superuser = false;
  if (fast) {
    // Indexes that back a constraint (the primary key) stay.
    indexes = (
      await db.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema()
           AND tablename = 'etudiants' AND indexname NOT IN (SELECT conname FROM pg_constraint
           WHERE conrelid = 'etudiants'::regclass)`,
      )
    ).rows;
    for (const i of indexes) await db.query(`DROP INDEX "${i.name}"`);
    superuser = (await db.query<{ s: boolean }>('SELECT rolsuper AS s FROM pg_roles WHERE rolname = current_user'))
      .rows[0]!.s;
  }
  while (have < target) {
    const n = Math.min(chunk, target - have);
    if (fast) {
      await db.transaction(async (tx) => {
        await tx.query('SET LOCAL synchronous_commit = off');
        if (superuser) await tx.query('SET LOCAL session_replication_role = replica');
        await insertTrainees(tx, antennes, bulk + 1, bulk + n);
      });
    } else await insertTrainees(db, antennes, bulk + 1, bulk + n);
    bulk += n;
    have += n;
    opts.progress?.(have);
  }
  if (fast) {
    for (const i of indexes) {
      await db.transaction(async (tx) => {
        await tx.query("SET LOCAL maintenance_work_mem = '1GB'");
        await tx.query(i.def);
      });
    }
    await db.query('VACUUM ANALYZE etudiants');
    await db.query('ANALYZE diplome_sessions');
  } else {
    await db.query('ANALYZE etudiants');
    await db.query('ANALYZE diplome_sessions');
  }
  return added;
}
