// The alerts the server raises follow the thresholds of each centre's client (`common.alertes` of its profile,
// issue 17): the sports network (clients/sport.json) raises the absence alert at 2 unjustified absences in 30
// days and the contract-end alert 90 days ahead, the demo centre at the defaults (3 absences, 60 days); each
// alert once. A version of the profile published in the database is followed at the next page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
const t: Record<'demo' | 'sport' | 'support', string> = { demo: '', sport: '', support: '' };
let sportAntenne: number;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [t.demo, t.sport, t.support] = await Promise.all(['admin@demo.fr', 'sport@demo.fr', 'support@demo.fr'].map((e) => s.login(e)));
  sportAntenne = (await s.db.query<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = 2 ORDER BY id LIMIT 1')).rows[0]!.id;
});
afterAll(async () => s?.close());

const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const alertsOf = async (type: number, uri: string) =>
  (await s.db.query<{ title: string }>('SELECT title FROM global_alertes WHERE type = $1 AND uri = $2', [type, uri])).rows.map((r) => r.title);
const badges = async (token: string) => {
  const res = await s.req('GET', '/api/pilotage_badges', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.alertes_actives as number;
};

async function trainee(token: string, antenne: number, lastname: string) {
  const res = await s.req('POST', '/api/etudiants', { token, body: { type: 1, etat: 0, lastname, firstname: 'Seuil', antenne: `/api/antennes/${antenne}` } });
  expect(res.status, res.text).toBe(201);
  return res.body['@id'] as string;
}
async function absences(token: string, etudiant: string, days: number[]) {
  for (const day of days) {
    const res = await s.req('POST', '/api/etudiant_absences', { token, body: { etudiant, raison: 1, dt_start: plusDays(-day), dt_end: plusDays(-day) } });
    expect(res.status, res.text).toBe(201);
  }
}

describe("alert thresholds of the centre's client", () => {
  it('raises the absence alert at 2 absences for the sports network, not for the demo centre (3), each once', async () => {
    const demo = await trainee(t.demo, 3, 'DemoDeux');
    const sport = await trainee(t.sport, sportAntenne, 'SportDeux');
    await absences(t.demo, demo, [2, 6]);
    await absences(t.sport, sport, [2, 6]);
    const [demoBefore, sportBefore] = [await badges(t.demo), await badges(t.sport)];
    expect(await alertsOf(6, demo)).toEqual([]);
    expect(await alertsOf(6, sport)).toEqual(['Au moins 2 absences injustifiées en 30 jours : SportDeux Seuil']);
    // Asked again, nothing is raised twice; a third absence raises the demo centre's alert, once, with its threshold.
    expect(await badges(t.sport)).toBe(sportBefore);
    await absences(t.demo, demo, [9]);
    await absences(t.sport, sport, [9]);
    expect(await badges(t.demo)).toBe(demoBefore + 1);
    expect(await badges(t.sport)).toBe(sportBefore);
    expect(await badges(t.demo)).toBe(demoBefore + 1);
    expect(await alertsOf(6, demo)).toEqual(['Au moins 3 absences injustifiées en 30 jours : DemoDeux Seuil']);
    expect(await alertsOf(6, sport)).toHaveLength(1);
    const listed = await s.req('GET', '/api/mes_alertes?type=6&itemsPerPage=100', { token: t.sport });
    expect(listed.body['hydra:member'].filter((a: any) => a.uri === sport)).toHaveLength(1);
  });

  it('raises the contract-end alert 90 days ahead for the sports network, 60 for the demo centre', async () => {
    const contract = async (token: string, etudiant: string, days: number) => {
      const res = await s.req('POST', '/api/etudiant_contrats', { token, body: { etudiant, date_debut: plusDays(-300), date_fin: plusDays(days) } });
      expect(res.status, res.text).toBe(201);
      return res.body['@id'] as string;
    };
    const demo75 = await contract(t.demo, await trainee(t.demo, 3, 'DemoContrat'), 75);
    const sport75 = await contract(t.sport, await trainee(t.sport, sportAntenne, 'SportContrat'), 75);
    const sport120 = await contract(t.sport, await trainee(t.sport, sportAntenne, 'SportLoin'), 120);
    await badges(t.demo);
    await badges(t.sport);
    await badges(t.sport);
    expect(await alertsOf(5, demo75)).toEqual([]);
    expect(await alertsOf(5, sport75)).toEqual(['Contrat arrivant à échéance : SportContrat Seuil']);
    expect(await alertsOf(5, sport120)).toEqual([]);
  });

  it('follows a version of the profile published in the database at the next page', async () => {
    const current = await s.req('GET', '/api/configuration_files/clients/sport.json', { token: t.support });
    expect(current.status, current.text).toBe(200);
    const content = JSON.parse(current.body.content);
    content.common.alertes = { seuilAbsences: 4 };
    const put = await s.req('PUT', '/api/configuration_files/clients/sport.json', {
      token: t.support, body: { content: JSON.stringify(content, null, 2), baseVersion: current.body.version, comment: "Seuil d'absences à 4" } });
    expect(put.status, put.text).toBe(200);
    const three = await trainee(t.sport, sportAntenne, 'SportTrois');
    await absences(t.sport, three, [1, 2, 3]);
    await badges(t.sport);
    expect(await alertsOf(6, three)).toEqual([]);
    await absences(t.sport, three, [4]);
    await badges(t.sport);
    expect(await alertsOf(6, three)).toEqual(['Au moins 4 absences injustifiées en 30 jours : SportTrois Seuil']);
  });

  it('refuses, in French, a published threshold below 1 or written as text, and keeps the current one', async () => {
    const current = await s.req('GET', '/api/configuration_files/clients/sport.json', { token: t.support });
    const content = JSON.parse(current.body.content);
    for (const [value, message] of [[0, 'Doit être supérieur ou égal à 1'], ['3', 'Doit être un entier']] as const) {
      content.common.alertes = { seuilAbsences: value };
      const put = await s.req('PUT', '/api/configuration_files/clients/sport.json', {
        token: t.support, body: { content: JSON.stringify(content), baseVersion: current.body.version } });
      expect(put.status, put.text).toBe(422);
      expect(put.body.violations).toEqual([{ propertyPath: '/common/alertes/seuilAbsences', message }]);
    }
    expect((await s.req('GET', '/api/configuration_files/clients/sport.json', { token: t.support })).body.version).toBe(current.body.version);
  });
});
