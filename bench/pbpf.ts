// PBPF figure: the BPF of a fiscal year (GET /api/qualite/bpf?annee=) with 100,000 trainees in that year, p50
// through HTTP against the very SQL statements the call runs (captured by running the route's own function,
// `bpfAnswer`, on a recording connection, as P6 does), replayed bare in order through the same driver.
// The data: the bulk trainees (bench/lib/data.ts) made the year's trainees of a training centre, in SQL:
// apprentices for the most part, then employees, job seekers, individuals…; a diploma of the centre each
// (its RNCP level and NSF code give F-3 and F-4), 400 to 1,200 planned hours over one or two years, entries
// from September of the year before to December of the year, one in ten leaving mid-year, one in twenty under
// an agreement with a subcontractor (F-2), and an invoice of the year for one in three (frame C).
import type { Db, Queryable } from '../src/server/db/index.ts';
import type { AppContext } from '../src/server/http/context.ts';
import { bpfAnswer } from '../src/server/domain/qualite/bpf.ts';
import { BULK_CITY } from './lib/data.ts';
import { percentile } from './lib/stats.ts';

type Statement = { text: string; params: unknown[] };

/** The fiscal year measured: last year, the BPF's default. */
export const bpfYear = () => new Date().getFullYear() - 1;

/** Makes the bulk trainees the year's trainees (once: skipped when done), with invoices of the year. */
export async function prepareBpf(db: Queryable, year = bpfYear()): Promise<number> {
  const marker = `FA-BENCH-${year}-%`;
  const done = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiant_document_factures WHERE numero LIKE $1', [
      marker,
    ])
  ).rows[0]!.n;
  if (done === 0) {
    const diplomas = (await db.query<{ id: number }>('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id')).rows.map(
      (r) => r.id,
    );
    // An agreement of the centre under which a subcontracting provider (type 2) works, when the demo has one.
    const agreement =
      (
        await db.query<{ id: number }>(
          `SELECT pc.antenne_convention_id AS id FROM prestataire_conventions pc JOIN prestataires p ON p.id = pc.prestataire_id
       WHERE pc.cfa_id = 1 AND p.type = 2 AND pc.etat <> 2 AND p.etat <> 2 ORDER BY pc.id LIMIT 1`,
        )
      ).rows[0]?.id ?? null;
    await db.query(
      `UPDATE etudiants SET type = 1,
         status = (ARRAY[1, 1, 1, 1, 1, 8, 6, 3, 4, 7, 2, NULL])[1 + id % 12],
         funding = CASE WHEN id % 12 IN (10, 11) THEN 1 + (id / 12) % 4 ELSE NULL END,
         diplome_id = ($2::int[])[1 + (id / 5) % array_length($2::int[], 1)],
         formation_hours = 400 + (id % 9) * 100,
         dt_date_entree = make_date($3 - 1, 9, 1) + (id % 480),
         date_sortie_prevue = make_date($3 - 1, 9, 1) + (id % 480) + 365 * (1 + id % 2) - 1,
         date_sortie = CASE WHEN id % 10 = 0 THEN greatest(make_date($3 - 1, 9, 1) + (id % 480), make_date($3, 1, 1)) + id % 150 END,
         antenne_convention_id = CASE WHEN id % 20 = 0 AND $4::int IS NOT NULL THEN $4::int ELSE antenne_convention_id END
       WHERE city = $1`,
      [BULK_CITY, diplomas, year, agreement],
    );
    await db.query(
      `INSERT INTO etudiant_document_factures (cfa_id, antenne_id, etudiant_id, type_facture, detail_facture, numero, date_facture, montant, etat)
       SELECT 1, t.antenne_id, t.id, 1, 1, 'FA-BENCH-' || $2::int || '-' || t.id, make_date($2::int, 1, 1) + t.id % 365, (ARRAY[1500, 2250, 3000])[1 + t.id % 3], 0
       FROM etudiants t WHERE t.city = $1 AND t.id % 3 = 0`,
      [BULK_CITY, year],
    );
    await db.query('ANALYZE etudiants');
    await db.query('ANALYZE etudiant_document_factures');
  }
  const { fin, debut } = { debut: `${year}-01-01`, fin: `${year}-12-31` };
  return (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM etudiants t WHERE t.cfa_id = 1 AND t.type = 1 AND t.etat <> 3
       AND coalesce(t.dt_date_entree, t.created_at::date) <= $2::date AND (t.date_sortie IS NULL OR t.date_sortie >= $1::date)`,
      [debut, fin],
    )
  ).rows[0]!.n;
}

/** The statements GET /api/qualite/bpf?annee= runs for the demo centre, recorded while it runs on `db`. */
export async function captureBpfSql(db: Queryable, year = bpfYear()): Promise<Statement[]> {
  const statements: Statement[] = [];
  const recorder: Queryable = {
    query: (text, params = []) => {
      statements.push({ text, params });
      return db.query(text, params);
    },
  } as Queryable;
  await bpfAnswer({ db: recorder } as unknown as AppContext, 1, year);
  return statements;
}

/** p50 in ms of the statements replayed in order, rows read whole, `count` times after `warm` warm-up runs. */
export async function bareBpf(db: Db, statements: Statement[], count = 15, warm = 3): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < count + warm; i++) {
    const started = performance.now();
    for (const s of statements) await db.query(s.text, s.params);
    if (i >= warm) samples.push(performance.now() - started);
  }
  return percentile(samples, 50);
}

/** p50 in ms of the call through HTTP (body read whole), one at a time, `count` times after `warm` warm-ups. */
export async function httpBpf(
  base: string,
  token: string,
  year = bpfYear(),
  count = 15,
  warm = 3,
): Promise<{ p50: number; bytes: number }> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count + warm; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/qualite/bpf?annee=${year}`, { headers: { authorization: `Bearer ${token}` } });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`PBPF : /api/qualite/bpf a répondu ${res.status}`);
    if (i >= warm) samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), bytes };
}
