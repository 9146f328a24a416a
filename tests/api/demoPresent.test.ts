// The demo data lives in the present, whatever the day the database is created: diploma sessions running today,
// contracts current for every OPCO the demo uses and ending over the coming months, a planning week without
// conflicts, every company's SIRET accepted by the server's own check, apprentices of apprentice age.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { addDays, findConflicts, mondayOf, type PlannedEvent } from '../../src/shared/attendance/index.ts';
import { siretProblem } from '../../src/shared/entreprises/companyNumbers.ts';

let s: TestServer;
let coordinateur: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  s = await startServer(import.meta.url);
  coordinateur = await s.login('coordinateur@demo.fr');
}, 120_000);
afterAll(() => s?.close());

const list = async (path: string) => {
  const res = await s.req('GET', path, { token: coordinateur });
  expect(res.status, res.text).toBe(200);
  return res.body['hydra:member'] as Record<string, any>[];
};

describe('des données de démo au présent', () => {
  it("chaque SIRET d'entreprise passe le contrôle du serveur, et une fiche relue puis enregistrée est acceptée", async () => {
    const rows = (await s.db.query<{ id: number; siret: string | null }>('SELECT id, siret FROM entreprises ORDER BY id')).rows;
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => r.siret === null || siretProblem(r.siret) !== null)).toEqual([]);
    const providers = (await s.db.query<{ siret: string | null }>('SELECT siret FROM prestataires WHERE siret IS NOT NULL')).rows;
    expect(providers.filter((r) => siretProblem(r.siret) !== null)).toEqual([]);
    const [first] = await list('/api/entreprises?itemsPerPage=1&order[id]=desc');
    const saved = await s.req('PATCH', first!['@id'], { token: coordinateur, body: { siret: first!.siret } });
    expect(saved.status, saved.text).toBe(200);
  });

  it("des sessions de diplôme en cours aujourd'hui", async () => {
    const sessions = await list('/api/diplome_sessions?pagination=false');
    const running = sessions.filter((x) => x.dt_start <= today && today <= x.dt_end);
    expect(running.length).toBeGreaterThanOrEqual(3);
  });

  it('des contrats en cours pour chaque OPCO de la démo, qui finissent au fil des mois à venir', async () => {
    const dashboard = (await s.req('GET', '/api/student_opco_dashboard', { token: coordinateur })).body;
    const used = dashboard['hydra:member'].filter((o: { stagiaires: number }) => o.stagiaires > 0);
    expect(used.length).toBeGreaterThanOrEqual(3);
    for (const o of used) expect(o.contrats_en_cours, o.label).toBeGreaterThan(0);
    const ends = (await s.db.query<{ month: string }>(
      `SELECT DISTINCT to_char(date_fin, 'YYYY-MM') AS month FROM etudiant_contrats
       WHERE date_rupture IS NULL AND date_debut <= current_date AND date_fin >= current_date AND date_fin < current_date + 366`)).rows;
    expect(ends.length).toBeGreaterThanOrEqual(4);
  });

  it('une semaine de planning sans conflit', async () => {
    const monday = mondayOf(today);
    const months = [...new Set([0, 6].map((d) => addDays(monday, d).slice(0, 7)))];
    const events = (await Promise.all(months.map((m) => list(`/api/scheduler_events_month/${m}`)))).flat()
      .filter((e) => e.dt_start >= monday && e.dt_start <= addDays(monday, 6)) as PlannedEvent[];
    expect(events.length).toBeGreaterThanOrEqual(30);
    const conflicts = events.flatMap((e) => findConflicts(e, events).map((c) => `${e.dt_start} ${e.hr_start} ${e.title} : ${c.kinds}`));
    expect(conflicts).toEqual([]);
  });

  it("des apprentis en âge de l'apprentissage (16 à 29 ans)", async () => {
    const ages = (await s.db.query<{ age: number }>(
      `SELECT DISTINCT e.id, date_part('year', age(current_date, e.birthdate))::int AS age FROM etudiants e
       JOIN etudiant_contrats c ON c.etudiant_id = e.id WHERE e.birthdate IS NOT NULL`)).rows.map((r) => r.age);
    expect(ages.length).toBeGreaterThan(20);
    expect(ages.filter((a) => a < 16 || a > 29)).toEqual([]);
  });
});
