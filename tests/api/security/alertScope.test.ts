// Alerts carry the scope of what they are about: an alert about a trainee (an expiring document, a contract
// ending, absences) belongs to the trainee's antenne, so an antenne's user never reads one about a trainee of
// another antenne, in the alerts list, « Mes alertes », the app bar's badge or the home page; the head office
// reads them all, and the centre's own alerts (no antenne) stay every antenne's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';

let s: TestServer;
let api: ApiCall;
let admin: string;
let antenne1: string;
let own: { name: string };
let other: { name: string };

/** Makes a contract of a trainee of antenne `antenne` (or of another one) end in ten days: an alert to raise. */
async function contractEndingSoon(antenne: number, same: boolean) {
  const row = (await s.db.query<{ id: number; lastname: string; firstname: string }>(
    `SELECT c.id, e.lastname, e.firstname FROM etudiant_contrats c JOIN etudiants e ON e.id = c.etudiant_id
      WHERE e.cfa_id = (SELECT cfa_id FROM antennes WHERE id = $1) AND e.antenne_id ${same ? '=' : '<>'} $1 AND e.antenne_id IS NOT NULL
      ORDER BY c.id LIMIT 1`, [antenne])).rows[0]!;
  await s.db.query(`UPDATE etudiant_contrats SET etat = 0, date_rupture = NULL, date_fin = (now() AT TIME ZONE 'Europe/Paris')::date + 10
    WHERE id = $1`, [row.id]);
  await s.db.query('DELETE FROM global_alertes WHERE uri = $1', [`/api/etudiant_contrats/${row.id}`]);
  return { name: `${row.lastname} ${row.firstname}` };
}

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  [admin, antenne1] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr'].map((e) => loginWith(api, e)));
  const antenne = (await s.db.query<{ antenne_id: number }>("SELECT antenne_id FROM users WHERE email = 'antenne1@demo.fr'")).rows[0]!.antenne_id;
  own = await contractEndingSoon(antenne, true);
  other = await contractEndingSoon(antenne, false);
  // The head office's next page raises them.
  expect((await api('GET', '/api/pilotage_badges', { token: admin })).status).toBe(200);
});
afterAll(async () => s?.close());

const titles = (members: { title: string }[]) => members.map((m) => m.title).join('\n');

describe("an antenne's user reads only the alerts of its antenne and of the centre", () => {
  it('in the alerts list and its CSV export', async () => {
    const mine = await api('GET', '/api/global_alertes?pagination=false', { token: antenne1 });
    expect(mine.status).toBe(200);
    expect(titles(mine.body['hydra:member'])).toContain(own.name);
    expect(titles(mine.body['hydra:member'])).not.toContain(other.name);
    const csv = await api('GET', '/api/global_alertes/export.csv', { token: antenne1 });
    expect(csv.text).toContain(own.name);
    expect(csv.text).not.toContain(other.name);
    const all = await api('GET', '/api/global_alertes?pagination=false', { token: admin });
    expect(titles(all.body['hydra:member'])).toContain(other.name);
  });

  it('in « Mes alertes », the badge and the item read', async () => {
    const mine = await api('GET', '/api/mes_alertes?pagination=false', { token: antenne1 });
    expect(mine.status).toBe(200);
    expect(titles(mine.body['hydra:member'])).toContain(own.name);
    expect(titles(mine.body['hydra:member'])).not.toContain(other.name);
    const badge = await api('GET', '/api/pilotage_badges', { token: antenne1 });
    expect(badge.body.alertes_actives).toBe(mine.body['hydra:totalItems']);
    const theirs = (await api('GET', '/api/mes_alertes?pagination=false', { token: admin })).body['hydra:member']
      .find((m: { title: string }) => m.title.includes(other.name));
    expect(theirs).toBeDefined();
    expect((await api('GET', theirs['@id'], { token: antenne1 })).status).toBe(404);
  });

  it("keeps the centre's own alerts (no antenne) for every antenne", async () => {
    const created = await api('POST', '/api/global_alertes', { token: admin, body: { type: 3, title: 'Alerte de tout le centre' } });
    expect(created.status, created.text).toBe(201);
    const mine = await api('GET', '/api/mes_alertes?pagination=false', { token: antenne1 });
    expect(titles(mine.body['hydra:member'])).toContain('Alerte de tout le centre');
  });
});
