// SIFA figure: the SIFA file of 10,000 apprentices streamed from a freshly started server, read to
// the end by the client, its time compared with export.csv of the same 10,000 trainees, and the server's
// peak memory compared with the SIFA file of 1,000 apprentices (flat like P5).
// The data: 10,000 bulk trainees (type 1) get `type_cursus = 1` (apprenticeship; bulk rows have none, so
// `city=Benchville&type_cursus=1` exports exactly them), a diploma session with an RNCP code and an
// apprenticeship contract with a company that has a SIRET: the first 1,000 from 01/09/2025, the others from
// 01/10/2025. SIFA on 15/09/2025 writes 1,000 lines, on 15/11/2025 10,000.
import type { Queryable } from '../src/server/db/index.ts';
import type { ServerHandle } from './lib/server.ts';
import { BULK_CITY } from './lib/data.ts';

export const SIFA_CSV_QUERY = `city=${BULK_CITY}&type_cursus=1&type=1`;
export const SIFA_1K = 'date=2025-09-15';
export const SIFA_10K = 'date=2025-11-15';

export async function prepareSifa(db: Queryable): Promise<void> {
  if ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM etudiants WHERE city = $1 AND type_cursus = 1`, [BULK_CITY])).rows[0]!.n === 10_000) return;
  const session = (await db.query<{ id: number }>(
    `SELECT s.id FROM diplome_sessions s JOIN diplomes d ON d.id = s.diplome_id WHERE s.cfa_id = 1 AND d.code_rncp IS NOT NULL ORDER BY s.id LIMIT 1`)).rows[0]!;
  const company = (await db.query<{ id: number }>(
    `INSERT INTO entreprises (cfa_id, name, siret, postal_code, created_at, updated_at) VALUES (1, 'Employeur du banc', '81234567600017', '13001', now(), now()) RETURNING id`)).rows[0]!;
  await db.query(
    `UPDATE etudiants SET type_cursus = 1, diplome_session_id = $2 WHERE id IN (
       SELECT id FROM etudiants WHERE city = $1 AND type = 1 ORDER BY id LIMIT 10000)`, [BULK_CITY, session.id]);
  await db.query(
    `INSERT INTO etudiant_contrats (cfa_id, antenne_id, etudiant_id, entreprise_id, type_contrat, date_debut, date_fin, etat, created_at, updated_at)
     SELECT 1, t.antenne_id, t.id, $2, 11, CASE WHEN row_number() OVER (ORDER BY t.id) <= 1000 THEN date '2025-09-01' ELSE date '2025-10-01' END,
       date '2027-08-31', 0, now(), now()
     FROM etudiants t WHERE t.city = $1 AND t.type_cursus = 1`, [BULK_CITY, company.id]);
  await db.query('ANALYZE etudiants');
  await db.query('ANALYZE etudiant_contrats');
}

export interface StreamRun { lines: number; bytes: number; seconds: number; rssBeforeMb: number; peakMb: number }

/** Downloads `path` (read to the end), the server's resident memory sampled every 20 ms. */
export async function measureStream(server: ServerHandle, token: string, path: string): Promise<StreamRun> {
  const before = server.memory();
  let peakKb = before.rssKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, server.memory().rssKb)), 20);
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`SIFA : réponse ${res.status} pour ${path}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakKb = Math.max(peakKb, server.memory().rssKb);
  return { lines: lines - 1, bytes, seconds, rssBeforeMb: before.rssKb / 1024, peakMb: peakKb / 1024 };
}
