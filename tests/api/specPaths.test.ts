// The specs' sub-resource and odd paths (spec 000 and 001 section 7): a trainee's contracts and evaluations
// (`etudiants/{id}/contrats`, `/evaluations`), the planning options by user (`scheduler_Options`), the
// occurrences with the trailing slash the spec writes (`/pointage_occurences_etudiant/`) and `stagiaires`.
// Each answers what it names, within scope: another antenne's or centre's ids are a 404, a guest's write a
// 403, a bad id or parameter a French 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer(import.meta.url);
  for (const [k, email] of Object.entries({ sup: 'superviseur@demo.fr', ant: 'antenne1@demo.fr', guest: 'invite@demo.fr', sport: 'sport@demo.fr', admin: 'admin@demo.fr' })) {
    t[k] = await s.login(email);
  }
});
afterAll(async () => s?.close());

const sql = async (text: string, params: unknown[] = []) => (await s.db.query(text, params)).rows as Record<string, any>[];
const french = (body: any) => expect(String(body['hydra:description'])).toMatch(/[éèàêç]|n'|ne |pas|doit/);

/** A trainee of antenne `antenne` (demo centre) with at least one row in `table`. */
async function traineeWith(table: string, antenne: number): Promise<number> {
  const rows = await sql(`SELECT e.id FROM etudiants e WHERE e.cfa_id = 1 AND e.antenne_id = $1 AND EXISTS (SELECT 1 FROM "${table}" c WHERE c.etudiant_id = e.id) ORDER BY e.id LIMIT 1`, [antenne]);
  if (rows[0]) return rows[0].id as number;
  const e = (await sql('SELECT id FROM etudiants WHERE cfa_id = 1 AND antenne_id = $1 ORDER BY id LIMIT 1', [antenne]))[0]!.id as number;
  await sql(`UPDATE "${table}" SET etudiant_id = $1, antenne_id = $2 WHERE id = (SELECT min(id) FROM "${table}" WHERE cfa_id = 1)`, [e, antenne]);
  return e;
}

describe.each([
  ['contrats', 'etudiant_contrats'],
  ['evaluations', 'antenne_evaluations'],
])('GET etudiants/{id}/%s', (sub, table) => {
  it('lists exactly the trainee\'s rows, with the generic filters', async () => {
    const id = await traineeWith(table, 2);
    const res = await s.req('GET', `/api/etudiants/${id}/${sub}`, { token: t.sup });
    expect(res.status).toBe(200);
    expect(res.body['@type']).toBe('hydra:Collection');
    const expected = (await sql(`SELECT id FROM "${table}" WHERE etudiant_id = $1 ORDER BY id`, [id])).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body['hydra:member'].map((m: any) => idOf(m['@id']))).toEqual(expected);
    expect(res.body['hydra:member'].every((m: any) => m.etudiant === `/api/etudiants/${id}`)).toBe(true);
    // The resource's own filters still apply (an etat no row has leaves nothing).
    const none = await s.req('GET', `/api/etudiants/${id}/${sub}?etat=9`, { token: t.sup });
    expect(none.status).toBe(200);
    expect(none.body['hydra:member']).toEqual([]);
  });

  it('reads within scope: the antenne user its own trainee, 404 for another antenne\'s or centre\'s', async () => {
    const own = await traineeWith(table, 2);
    const other = await traineeWith(table, 4);
    expect((await s.req('GET', `/api/etudiants/${own}/${sub}`, { token: t.ant })).status).toBe(200);
    const refused = await s.req('GET', `/api/etudiants/${other}/${sub}`, { token: t.ant });
    expect(refused.status).toBe(404);
    french(refused.body);
    expect((await s.req('GET', `/api/etudiants/${own}/${sub}`, { token: t.sport })).status).toBe(404);
    expect((await s.req('GET', `/api/etudiants/${own}/${sub}`, { token: t.guest })).status).toBe(200);
  });

  it('answers a bad id with a French 404, never a 5xx', async () => {
    for (const bad of ['abc', '0', '99999999999', '-1']) {
      const res = await s.req('GET', `/api/etudiants/${bad}/${sub}`, { token: t.sup });
      expect(res.status, bad).toBe(404);
      french(res.body);
    }
  });
});

describe('scheduler_Options: the planning options by user', () => {
  it('GET without an id gives the caller\'s options, with a user id that user\'s', async () => {
    const me = await s.req('GET', '/api/users/me', { token: t.ant });
    const userId = me.body.id as number;
    await sql("DELETE FROM scheduler_options WHERE user_id = $1", [userId]);
    await sql("INSERT INTO scheduler_options (cfa_id, user_id, antenne_id, default_view) VALUES (1, $1, 2, 'month')", [userId]);
    const own = await s.req('GET', '/api/scheduler_Options', { token: t.ant });
    expect(own.status).toBe(200);
    expect(own.body.user).toBe(`/api/users/${userId}`);
    expect(own.body.default_view).toBe('month');
    const byUser = await s.req('GET', `/api/scheduler_Options/${userId}`, { token: t.sup });
    expect(byUser.status).toBe(200);
    expect(byUser.body['@id']).toBe(own.body['@id']);
    // The row id is not the user id: the generic item route is by row, this one by user.
    expect(byUser.body['@type']).toBe('SchedulerOption');
  });

  it('POST creates the options of a user who has none (201 + Location), then merges into them (200)', async () => {
    const me = await s.req('GET', '/api/users/me', { token: t.admin });
    await sql('DELETE FROM scheduler_options WHERE user_id = $1', [me.body.id]);
    const missing = await s.req('GET', '/api/scheduler_Options', { token: t.admin });
    expect(missing.status).toBe(404);
    french(missing.body);
    const created = await s.req('POST', '/api/scheduler_Options', { token: t.admin, body: { default_view: 'week', first_hour: '07:30' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(created.body['@id']);
    expect(created.body.user).toBe(me.body['@id']);
    const updated = await s.req('POST', '/api/scheduler_Options', { token: t.admin, body: { last_hour: '19:00' } });
    expect(updated.status).toBe(200);
    expect(updated.body['@id']).toBe(created.body['@id']);
    expect(updated.body).toMatchObject({ default_view: 'week', first_hour: '07:30', last_hour: '19:00' });
    expect((await sql('SELECT count(*)::int AS n FROM scheduler_options WHERE user_id = $1', [me.body.id]))[0]!.n).toBe(1);
  });

  it('refuses: guest write 403, bad values 422, bad user id 400, another antenne\'s or centre\'s user 404', async () => {
    const guest = await s.req('POST', '/api/scheduler_Options', { token: t.guest, body: { default_view: 'week' } });
    expect(guest.status).toBe(403);
    french(guest.body);
    const bad = await s.req('POST', '/api/scheduler_Options', { token: t.sup, body: { default_view: 'année', first_hour: '25:00' } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations.map((v: any) => v.propertyPath)).toEqual(expect.arrayContaining(['default_view', 'first_hour']));
    const badId = await s.req('GET', '/api/scheduler_Options/abc', { token: t.sup });
    expect(badId.status).toBe(400);
    french(badId.body);
    const [otherAntenneUser] = await sql(`INSERT INTO users (cfa_id, antenne_id, email, lastname, firstname, roles, password, etat)
      VALUES (1, 4, 'toulon.planning@demo.fr', 'Planning', 'Toulon', '["ROLE_USER"]', 'x', 0) RETURNING id`);
    expect((await s.req('GET', `/api/scheduler_Options/${otherAntenneUser!.id}`, { token: t.ant })).status).toBe(404);
    expect((await s.req('POST', '/api/scheduler_Options', { token: t.ant, body: { user: `/api/users/${otherAntenneUser!.id}` } })).status).toBe(404);
    const sportUser = (await s.req('GET', '/api/users/me', { token: t.sport })).body.id;
    expect((await s.req('GET', `/api/scheduler_Options/${sportUser}`, { token: t.sup })).status).toBe(404);
  });
});

describe('/pointage_occurences_etudiant/ (trailing slash, as spec 000 writes it)', () => {
  it('answers as the path without the slash, and refuses the same way', async () => {
    const e = (await sql('SELECT etudiant_id AS id FROM etudiant_absences WHERE cfa_id = 1 AND antenne_id = 2 ORDER BY id LIMIT 1'))[0]!.id;
    const q = `?start=2020-01-01&end=2030-12-31&etudiant_id=${e}`;
    const slash = await s.req('GET', `/api/pointage_occurences_etudiant/${q}`, { token: t.ant });
    const plain = await s.req('GET', `/api/pointage_occurences_etudiant${q}`, { token: t.ant });
    expect(slash.status).toBe(200);
    expect(slash.body).toEqual(plain.body);
    expect(slash.body.etudiant).toBe(`/api/etudiants/${e}`);
    expect(slash.body.occurrences.length).toBeGreaterThan(0);
    const other = (await sql('SELECT id FROM etudiants WHERE cfa_id = 1 AND antenne_id = 4 ORDER BY id LIMIT 1'))[0]!.id;
    expect((await s.req('GET', `/api/pointage_occurences_etudiant/?start=2020-01-01&end=2030-12-31&etudiant_id=${other}`, { token: t.ant })).status).toBe(404);
    const bad = await s.req('GET', '/api/pointage_occurences_etudiant/?start=hier&end=2030-12-31&etudiant_id=1', { token: t.ant });
    expect(bad.status).toBe(400);
    french(bad.body);
  });
});

describe('GET stagiaires (spec 000: etat=0 and type=1)', () => {
  it('lists the trainees (type 1 unless asked), in scope, with the generic filters', async () => {
    const res = await s.req('GET', '/api/stagiaires?etat=0&type=1&pagination=false', { token: t.sup });
    expect(res.status).toBe(200);
    const expected = (await sql('SELECT id FROM etudiants WHERE cfa_id = 1 AND etat = 0 AND type = 1 ORDER BY id')).map((r) => r.id);
    expect(res.body['hydra:member'].map((m: any) => m.id)).toEqual(expected);
    const byDefault = await s.req('GET', '/api/stagiaires?pagination=false', { token: t.ant });
    expect(byDefault.body['hydra:member'].length).toBeGreaterThan(0);
    expect(byDefault.body['hydra:member'].every((m: any) => m.type === 1 && m.antenne === '/api/antennes/2')).toBe(true);
    const bad = await s.req('GET', '/api/stagiaires?etat=actif', { token: t.sup });
    expect(bad.status).toBe(400);
    french(bad.body);
  });
});
