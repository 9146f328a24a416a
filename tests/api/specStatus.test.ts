// The spec's status codes and answer shapes where they differ from the generic CRUD (spec 001 section 7
// "Agreements", "Sessions and diplomas", section 9 "Expected success statuses"): PATCH of an agreement session
// answers 204, a fee's or a session's etat change 204, other fee edits 200; the closing-period create answers
// 201 with the antenne's closing list. A client asking `Prefer: return=representation` (the admin) keeps the
// record with 200. Refusals stay the generic ones (guest 403, other antenne 404, French 422) and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer(import.meta.url);
  for (const [k, email] of Object.entries({ admin: 'admin@demo.fr', ant: 'antenne1@demo.fr', guest: 'invite@demo.fr', sport: 'sport@demo.fr' })) {
    t[k] = await s.login(email);
  }
});
afterAll(async () => s?.close());

const row = async (table: string, where: string) => {
  const res = await s.db.query(`SELECT * FROM "${table}" WHERE cfa_id = 1 AND ${where} ORDER BY id LIMIT 1`);
  expect(res.rows[0], `${table} ${where}`).toBeDefined();
  return res.rows[0] as Record<string, any>;
};
const reread = async (table: string, id: number) => (await s.db.query(`SELECT * FROM "${table}" WHERE id = $1`, [id])).rows[0] as Record<string, any>;
const patch = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) => s.req('PATCH', path, { token, body, headers });

describe('agreement sessions: PATCH answers 204', () => {
  it('an edit and an etat change answer 204 with no body, and are saved', async () => {
    const session = await row('antenne_convention_sessions', 'antenne_id = 3');
    const edit = await patch(`/api/antenne_convention_sessions/${session.id}`, t.admin, { date_end: '2026-09-30', number_of_trainees: 14 });
    expect(edit.status, edit.text).toBe(204);
    expect(edit.text).toBe('');
    expect(await reread('antenne_convention_sessions', session.id)).toMatchObject({ date_end: expect.anything(), number_of_trainees: 14 });
    const archive = await patch(`/api/antenne_convention_sessions/${session.id}`, t.admin, { etat: 1 });
    expect(archive.status).toBe(204);
    expect((await reread('antenne_convention_sessions', session.id)).etat).toBe(1);
  });

  it('gives the record with 200 to a client that prefers it (the admin\'s forms)', async () => {
    const session = await row('antenne_convention_sessions', 'antenne_id = 3');
    const res = await patch(`/api/antenne_convention_sessions/${session.id}`, t.admin, { etat: 0 }, { prefer: 'return=representation' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ '@id': `/api/antenne_convention_sessions/${session.id}`, etat: 0 });
  });

  it('keeps the generic refusals: French 422, guest 403, other antenne or centre 404, nothing changed', async () => {
    const session = await row('antenne_convention_sessions', 'antenne_id = 3');
    const before = await reread('antenne_convention_sessions', session.id);
    const bad = await patch(`/api/antenne_convention_sessions/${session.id}`, t.admin, { number_of_trainees: 'douze' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0]).toMatchObject({ propertyPath: 'number_of_trainees' });
    expect(bad.body.violations[0].message).toMatch(/doit être/);
    expect((await patch(`/api/antenne_convention_sessions/${session.id}`, t.guest, { etat: 1 })).status).toBe(403);
    expect((await patch(`/api/antenne_convention_sessions/${session.id}`, t.ant, { etat: 1 })).status).toBe(404);
    expect((await patch(`/api/antenne_convention_sessions/${session.id}`, t.sport, { etat: 1 })).status).toBe(404);
    expect(await reread('antenne_convention_sessions', session.id)).toEqual(before);
  });

  it('leaves the create at 201 with the record (spec: POST /antenne_convention_sessions (201))', async () => {
    const conv = await row('antenne_conventions', 'antenne_id = 3');
    const res = await s.req('POST', '/api/antenne_convention_sessions', { token: t.admin, body: { antenne_convention: `/api/antenne_conventions/${conv.id}`, date_start: '2026-02-01' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body['@id']).toMatch(/^\/api\/antenne_convention_sessions\/\d+$/);
  });
});

describe('agreement fees: PATCH of the etat 204, other edits 200', () => {
  it('answers an etat-only PATCH with 204 and saves it', async () => {
    const fee = await row('antenne_convention_prices', 'antenne_id = 3');
    const res = await patch(`/api/antenne_convention_prices/${fee.id}`, t.admin, { etat: 1 });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await reread('antenne_convention_prices', fee.id)).etat).toBe(1);
  });

  it('answers another edit with 200 and the record (spec: "PATCH a fee uri (200)")', async () => {
    const fee = await row('antenne_convention_prices', 'antenne_id = 3');
    const res = await patch(`/api/antenne_convention_prices/${fee.id}`, t.admin, { hourly_cost: 41.5, etat: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hourly_cost: 41.5, etat: 0 });
  });

  it('refuses a bad etat with a French 422 and a guest with a 403, changing nothing', async () => {
    const fee = await row('antenne_convention_prices', 'antenne_id = 3');
    const before = await reread('antenne_convention_prices', fee.id);
    const bad = await patch(`/api/antenne_convention_prices/${fee.id}`, t.admin, { etat: 'archivé' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('etat');
    expect((await patch(`/api/antenne_convention_prices/${fee.id}`, t.guest, { etat: 1 })).status).toBe(403);
    expect(await reread('antenne_convention_prices', fee.id)).toEqual(before);
  });
});

describe('closing periods: the create carries the antenne\'s closing list', () => {
  it('answers 201 with the new closing, its Location, and every closing of its antenne by start date', async () => {
    const res = await s.req('POST', '/api/antenne_fermetures', { token: t.admin, body: { antenne: '/api/antennes/3', label: 'Fermeture estivale', dt_start: '2031-08-03', dt_end: '2031-08-21' } });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(res.body['@id']);
    expect(res.body).toMatchObject({ label: 'Fermeture estivale', antenne: '/api/antennes/3' });
    const expected = (await s.db.query('SELECT id FROM antenne_fermetures WHERE antenne_id = 3 ORDER BY dt_start, id')).rows.map((r) => `/api/antenne_fermetures/${r.id}`);
    expect(expected.length).toBeGreaterThan(1);
    expect(res.body.fermetures.map((f: any) => f['@id'])).toEqual(expected);
    expect(res.body.fermetures.map((f: any) => f['@id'])).toContain(res.body['@id']);
    expect(res.body.fermetures.every((f: any) => f.antenne === '/api/antennes/3')).toBe(true);
  });

  it('lists for an antenne user its own antenne\'s closings only', async () => {
    const res = await s.req('POST', '/api/antenne_fermetures', { token: t.ant, body: { antenne: '/api/antennes/2', label: 'Pont de mai', dt_start: '2026-05-15', dt_end: '2026-05-15' } });
    expect(res.status, res.text).toBe(201);
    const expected = (await s.db.query('SELECT id FROM antenne_fermetures WHERE antenne_id = 2 ORDER BY dt_start, id')).rows.map((r) => `/api/antenne_fermetures/${r.id}`);
    expect(res.body.fermetures.map((f: any) => f['@id'])).toEqual(expected);
  });

  it('refuses as the generic create: French 422, guest 403, another antenne 403, nothing created', async () => {
    const count = async () => Number((await s.db.query('SELECT count(*)::int AS n FROM antenne_fermetures')).rows[0]!.n);
    const before = await count();
    const bad = await s.req('POST', '/api/antenne_fermetures', { token: t.admin, body: { antenne: '/api/antennes/3', dt_start: '2031-08-03', dt_end: '2031-08-21' } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations.map((v: any) => v.propertyPath)).toContain('label');
    expect((await s.req('POST', '/api/antenne_fermetures', { token: t.guest, body: { antenne: '/api/antennes/3', label: 'x', dt_start: '2026-08-03', dt_end: '2026-08-04' } })).status).toBe(403);
    const other = await s.req('POST', '/api/antenne_fermetures', { token: t.ant, body: { antenne: '/api/antennes/3', label: 'x', dt_start: '2026-08-03', dt_end: '2026-08-04' } });
    expect(other.status).toBe(403);
    expect(other.body['hydra:description']).toMatch(/autre antenne/);
    expect(await count()).toBe(before);
  });
});
