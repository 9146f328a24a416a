// Scope: an antenne-level user sees and writes only its antenne's rows; centre-level users see the whole
// centre; nothing of another centre is ever visible (404 for its ids, filtered out of lists).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let antenne1: string; // ROLE_USER tied to antenne 2 (Marseille)
let admin: string; // centre level, Futurosud
let sport: string; // ROLE_ADMIN of the other centre
let niceTrainee: string;
let sportTrainee: string;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [antenne1, admin, sport] = await Promise.all(['antenne1@demo.fr', 'admin@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  const nice = await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 ORDER BY id LIMIT 1');
  niceTrainee = `/api/etudiants/${nice.rows[0]!.id}`;
  const other = await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 2 ORDER BY id LIMIT 1');
  sportTrainee = `/api/etudiants/${other.rows[0]!.id}`;
});
afterAll(async () => s?.close());

const n = async (sql: string) => (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;

describe('between two antennes of one centre', () => {
  it('lists only the antenne rows for an antenne-level user, the whole centre for the admin', async () => {
    const mine = await s.req('GET', '/api/etudiants?pagination=false', { token: antenne1 });
    expect(mine.body['hydra:totalItems']).toBe(await n('etudiants WHERE antenne_id = 2'));
    expect(mine.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/2')).toBe(true);
    const all = await s.req('GET', '/api/etudiants', { token: admin });
    expect(all.body['hydra:totalItems']).toBe(await n('etudiants WHERE cfa_id = 1'));
    const filtered = await s.req('GET', '/api/etudiants?antenne=/api/antennes/3', { token: antenne1 });
    expect(filtered.body['hydra:totalItems']).toBe(0);
    const absences = await s.req('GET', '/api/etudiant_absences?pagination=false', { token: antenne1 });
    expect(absences.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/2')).toBe(true);
    const antennes = await s.req('GET', '/api/antennes', { token: antenne1 });
    expect(antennes.body['hydra:member'].map((m: any) => m['@id'])).toEqual(['/api/antennes/2']);
    const diplomes = await s.req('GET', '/api/diplomes', { token: antenne1 });
    expect(diplomes.body['hydra:totalItems']).toBe(await n('diplomes WHERE cfa_id = 1'));
  });

  it("answers 404 for another antenne's record, for reads and writes", async () => {
    expect((await s.req('GET', niceTrainee, { token: antenne1 })).status).toBe(404);
    expect((await s.req('PATCH', niceTrainee, { token: antenne1, body: { city: 'Nice' } })).status).toBe(404);
    expect((await s.req('DELETE', niceTrainee, { token: antenne1 })).status).toBe(404);
    expect((await s.req('GET', niceTrainee, { token: admin })).status).toBe(200);
  });

  it('refuses to create or move a record to another antenne (403)', async () => {
    const body = { type: 0, lastname: 'Hors', firstname: 'Champ', antenne: '/api/antennes/2' };
    const ok = await s.req('POST', '/api/etudiants', { token: antenne1, body });
    expect(ok.status, ok.text).toBe(201);
    const other = await s.req('POST', '/api/etudiants', { token: antenne1, body: { ...body, antenne: '/api/antennes/3' } });
    expect(other.status).toBe(403);
    expect(other.body['hydra:description']).toMatch(/autre antenne/);
    const move = await s.req('PATCH', ok.body['@id'], { token: antenne1, body: { antenne: '/api/antennes/3' } });
    expect(move.status).toBe(403);
    expect((await s.req('GET', ok.body['@id'], { token: antenne1 })).body.antenne).toBe('/api/antennes/2');
    const absence = await s.req('POST', '/api/etudiant_absences', {
      token: antenne1,
      body: { etudiant: niceTrainee, raison: 1, dt_start: '2025-01-06', dt_end: '2025-01-06' },
    });
    expect(absence.status).toBe(422);
    expect(absence.body.violations.map((v: any) => v.propertyPath)).toContain('etudiant');
  });

  it('keeps centre-level resources read-only for an antenne-level user', async () => {
    const res = await s.req('POST', '/api/diplomes', { token: antenne1, body: { name: 'Nouveau diplôme' } });
    expect(res.status).toBe(403);
    expect(res.body['hydra:description']).toMatch(/droits/);
  });

  it('refuses an antenne-level admin creating a user outside its antenne (403)', async () => {
    const created = await s.req('POST', '/api/users', {
      token: admin,
      body: { email: 'admin.marseille@demo.fr', lastname: 'Admin', firstname: 'Marseille', roles: ['ROLE_ADMIN'], password: 'demo12345', antenne: '/api/antennes/2' },
    });
    expect(created.status, created.text).toBe(201);
    const local = await s.login('admin.marseille@demo.fr', 'demo12345');
    // Without an antenne, the user it creates is its own antenne's, never a head-office user.
    const noAntenne = await s.req('POST', '/api/users', { token: local, body: { email: 'z@demo.fr', lastname: 'Z', firstname: 'Z', antenne: null } });
    expect(noAntenne.status, noAntenne.text).toBe(201);
    expect(noAntenne.body.antenne).toBe('/api/antennes/2');
    const elsewhere = await s.req('POST', '/api/users', { token: local, body: { email: 'y@demo.fr', lastname: 'Y', firstname: 'Y', antenne: '/api/antennes/3' } });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body['hydra:description']).toMatch(/autre antenne/);
    // It reads the head office's users (referents, interviewers) and its antenne's, never another antenne's...
    const users = await s.req('GET', '/api/users?pagination=false', { token: local });
    expect(users.body['hydra:member'].every((u: any) => u.antenne === '/api/antennes/2' || u.antenne === null)).toBe(true);
    expect(users.body['hydra:member'].some((u: any) => u.antenne === null)).toBe(true);
    // ...but may not change a head-office user.
    const headOffice = users.body['hydra:member'].find((u: any) => u.antenne === null);
    expect((await s.req('PATCH', headOffice['@id'], { token: local, body: { lastname: 'Changé' } })).status).toBe(403);
  });
});

describe('between two centres', () => {
  it('never shows rows of another centre, even by id or filter', async () => {
    const mine = await s.req('GET', '/api/etudiants?pagination=false', { token: sport });
    expect(mine.body['hydra:totalItems']).toBe(await n('etudiants WHERE cfa_id = 2'));
    expect(mine.body['hydra:member'].map((m: any) => m['@id'])).not.toContain(niceTrainee);
    expect((await s.req('GET', niceTrainee, { token: sport })).status).toBe(404);
    expect((await s.req('GET', sportTrainee, { token: admin })).status).toBe(404);
    const byId = await s.req('GET', `/api/etudiants?id[]=${idOf(niceTrainee)}&id[]=${idOf(sportTrainee)}`, { token: sport });
    expect(byId.body['hydra:member'].map((m: any) => m['@id'])).toEqual([sportTrainee]);
    const cfas = await s.req('GET', '/api/cfas', { token: sport });
    expect(cfas.body['hydra:member'].map((m: any) => m.name)).toEqual(['Sport Avenir']);
    const users = await s.req('GET', '/api/users?pagination=false', { token: sport });
    expect(users.body['hydra:member'].map((m: any) => m.email)).toEqual(['sport@demo.fr']);
  });

  it("refuses another centre's records as relations, and their deletion", async () => {
    const res = await s.req('POST', '/api/etudiants', { token: sport, body: { type: 1, lastname: 'A', firstname: 'B', antenne: '/api/antennes/2' } });
    expect(res.status).toBe(422);
    expect((await s.req('DELETE', niceTrainee, { token: sport })).status).toBe(404);
    expect((await s.req('PUT', '/api/antennes/2', { token: sport, body: { name: 'Volée' } })).status).toBe(404);
  });
});
