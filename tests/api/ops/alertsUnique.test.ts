// One alert per centre, type and subject, enforced by the database: raises running at once on two instances
// (each page's badges raise the centre's new alerts) create one alert for a new subject; a second row for the
// same subject is refused by the unique key; duplicates stored before the key existed are merged at migration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, startServer, type TestServer } from '../helpers.ts';
import { alertStatements } from '../../../src/server/domain/pilotage/alertTables.ts';
import { raiseAlerts } from '../../../src/server/domain/pilotage/alertGeneration.ts';
import { openPostgres } from '../../../src/server/db/index.ts';

let a: TestServer;
let b: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  a = await startServer(import.meta.url);
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const alertsOf = async (uri: string) =>
  (await a.db.query<{ id: number; type: number }>('SELECT id, type FROM global_alertes WHERE uri = $1 ORDER BY id', [uri])).rows;

describe('alerts raised by two instances at once', () => {
  it('exist once per subject', async () => {
    const [tokenA, tokenB] = [await a.login('admin@demo.fr'), await b.login('coordinateur@demo.fr')];
    // A new subject: a trainee's document expiring in ten days (type 1 within the default 30 days).
    const trainee = (await a.db.query<{ id: number; cfa_id: number }>(
      "SELECT e.id, e.cfa_id FROM etudiants e JOIN cfas c ON c.id = e.cfa_id WHERE c.name = 'Futurosud Formation' ORDER BY e.id LIMIT 1")).rows[0]!;
    const doc = (await a.db.query<{ id: number }>(
      `INSERT INTO etudiant_documents (cfa_id, etudiant_id, name, etat, date_expiration)
       VALUES ($1, $2, 'Carte de séjour', 0, current_date + 10) RETURNING id`, [trainee.cfa_id, trainee.id])).rows[0]!;
    const uri = `/api/etudiant_documents/${doc.id}`;
    expect(await alertsOf(uri)).toEqual([]);
    const badges = await Promise.all([a, b, a, b, a, b].map((s, i) =>
      s.req('GET', '/api/pilotage_badges', { token: i % 2 ? tokenB : tokenA })));
    expect(badges.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await alertsOf(uri)).map((r) => r.type)).toEqual([1]);
  });

  it('exist once when many raises of two connections run at the same moment, none failing', async () => {
    // With PostgreSQL, a second pool (the other instance's connections); on PGlite the one connection.
    const other = a.databaseUrl ? await openPostgres(a.databaseUrl) : a.db;
    try {
      const trainee = (await a.db.query<{ id: number; cfa_id: number }>('SELECT id, cfa_id FROM etudiants ORDER BY id DESC LIMIT 1')).rows[0]!;
      const docs = (await a.db.query<{ id: number }>(
        `INSERT INTO etudiant_documents (cfa_id, etudiant_id, name, etat, date_expiration)
         SELECT $1, $2, 'Titre ' || n, 0, current_date + 5 FROM generate_series(1, 20) n RETURNING id`, [trainee.cfa_id, trainee.id])).rows;
      const raised = await Promise.all(Array.from({ length: 16 }, (_, i) => raiseAlerts(i % 2 ? other : a.db, trainee.cfa_id)));
      expect(raised.reduce((n, x) => n + x, 0)).toBeGreaterThanOrEqual(20);
      const counts = await a.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM global_alertes WHERE type = 1 AND uri = ANY($1::text[]) GROUP BY uri',
        [docs.map((d) => `/api/etudiant_documents/${d.id}`)]);
      expect(counts.rows.map((r) => r.n)).toEqual(Array(20).fill(1));
    } finally {
      if (other !== a.db) await other.close();
    }
  });

  it('cannot be stored twice for one subject: the database refuses the second row', async () => {
    const row = (await a.db.query<{ cfa_id: number; uri: string }>(
      "SELECT cfa_id, uri FROM global_alertes WHERE type = 1 AND uri LIKE '/api/etudiant_documents/%' LIMIT 1")).rows[0]!;
    const again = a.db.query("INSERT INTO global_alertes (cfa_id, type, title, uri, etat) VALUES ($1, 1, 'Doublon', $2, 0)", [row.cfa_id, row.uri]);
    await expect(again).rejects.toMatchObject({ code: '23505' });
  });

  it('stored twice before the key existed are merged into the oldest, the users\' settings following it', async () => {
    const row = (await a.db.query<{ id: number; cfa_id: number; uri: string }>(
      "SELECT id, cfa_id, uri FROM global_alertes WHERE type = 1 AND uri LIKE '/api/etudiant_documents/%' ORDER BY id LIMIT 1")).rows[0]!;
    const user = (await a.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.fr'")).rows[0]!;
    await a.db.query('DROP INDEX global_alertes_subject_key');
    const dup = (await a.db.query<{ id: number }>(
      "INSERT INTO global_alertes (cfa_id, type, title, uri, etat) VALUES ($1, 1, 'Doublon', $2, 0) RETURNING id", [row.cfa_id, row.uri])).rows[0]!;
    await a.db.query('INSERT INTO user_alertes_global_params (cfa_id, user_id, global_alerte_id, etat) VALUES ($1, $2, $3, 1)', [row.cfa_id, user.id, dup.id]);
    for (const sql of alertStatements('global_alertes', 'user_alertes_global_params')) await a.db.query(sql);
    expect((await alertsOf(row.uri)).map((r) => r.id)).toEqual([row.id]);
    const params = await a.db.query('SELECT 1 FROM user_alertes_global_params WHERE user_id = $1 AND global_alerte_id = $2', [user.id, row.id]);
    expect(params.rows.length).toBeGreaterThan(0);
    await expect(a.db.query("INSERT INTO global_alertes (cfa_id, type, title, uri, etat) VALUES ($1, 1, 'x', $2, 0)", [row.cfa_id, row.uri]))
      .rejects.toMatchObject({ code: '23505' });
  });
});
