// Every rule on every path: each resource with a domain rule is written through each of its paths (generic
// POST, PUT, PATCH, and the domain call) and the rule is seen to run, refusals included (a French 422 that
// changes nothing). Contracts: the trainee's course state follows a rupture; absences: the pointage follows;
// trainees: an exit date removes the attendance after it; registration requests: status 1 converts to a
// candidacy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

let t: TestServer;
let admin: string;
let trainees: number[];
const one = async <T = any>(sql: string, params: unknown[] = []) => (await t.db.query(sql, params)).rows[0] as T;
const courseOf = async (id: number) => (await one<{ e: number }>('SELECT etat_parcours AS e FROM etudiants WHERE id = $1', [id])).e;
const EN_CONTRAT = 2;
const EN_RUPTURE = 3;

beforeAll(async () => {
  t = await startServer(import.meta.url);
  admin = await t.login('admin@demo.fr');
  trainees = (await t.db.query<{ id: number }>(
    'SELECT id FROM etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0 AND antenne_id = 2 ORDER BY id LIMIT 12')).rows.map((r) => r.id);
  expect(trainees.length).toBe(12);
  await t.db.query('DELETE FROM etudiant_pointages WHERE etudiant_id = ANY($1::int[])', [trainees]);
  // Their seeded contracts archived (they then do not count in the course state).
  await t.db.query('UPDATE etudiant_contrats SET etat = 1 WHERE etudiant_id = ANY($1::int[])', [trainees]);
  await t.db.query(`UPDATE etudiants SET date_sortie = NULL, date_sortie_prevue = NULL, raison_sortie = NULL,
    dt_date_entree = '2024-09-01', etat_parcours = 1 WHERE id = ANY($1::int[])`, [trainees]);
}, 600_000);
afterAll(() => t?.close());

describe('etudiant_contrats: the rupture sets the trainee « en rupture » on every path', () => {
  const contract = (etudiant: number, extra: Record<string, unknown> = {}) => ({
    etudiant: `/api/etudiants/${etudiant}`, date_debut: '2024-09-01', date_fin: '2027-08-31', ...extra,
  });
  const rupture = { date_rupture: '2025-06-02', motif_rupture: 1 };

  async function running(etudiant: number): Promise<number> {
    const res = await t.req('POST', '/api/etudiant_contrats', { token: admin, body: contract(etudiant) });
    expect(res.status).toBe(201);
    expect(await courseOf(etudiant)).toBe(EN_CONTRAT);
    return res.body.id;
  }

  it('generic POST of a broken contract', async () => {
    const res = await t.req('POST', '/api/etudiant_contrats', { token: admin, body: contract(trainees[0]!, rupture) });
    expect(res.status).toBe(201);
    expect(await courseOf(trainees[0]!)).toBe(EN_RUPTURE);
  });

  for (const [path, index] of [['PUT', 1], ['PATCH', 2], ['POST to the item', 3]] as const) {
    it(`${path}: rupture → « en rupture »; a rupture before the start refused in French, nothing changed`, async () => {
      const etudiant = trainees[index]!;
      const id = await running(etudiant);
      const send = (body: Record<string, unknown>) => t.req(path === 'POST to the item' ? 'POST' : path,
        `/api/etudiant_contrats/${id}`, { token: admin, body });
      const bad = await send({ date_rupture: '2024-01-02', motif_rupture: 1 });
      expect(bad.status).toBe(422);
      expect(bad.body.violations[0]).toMatchObject({ propertyPath: 'date_rupture' });
      expect(bad.body.violations[0].message).toMatch(/rupture/i);
      expect((await one('SELECT date_rupture FROM etudiant_contrats WHERE id = $1', [id])).date_rupture).toBeNull();
      expect(await courseOf(etudiant)).toBe(EN_CONTRAT);

      const ok = await send(rupture);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ date_rupture: '2025-06-02', motif_rupture: 1 });
      expect(await courseOf(etudiant)).toBe(EN_RUPTURE);
    });
  }

  it('POST to the item answers as PATCH does: offered values, unknown fields and the antenne guard', async () => {
    const id = await running(trainees[4]!);
    const unknown = await t.req('POST', `/api/etudiant_contrats/${id}`, { token: admin, body: { colour: 'bleu' } });
    expect(unknown.status).toBe(422);
    const patched = await t.req('PATCH', `/api/etudiant_contrats/${id}`, { token: admin, body: { colour: 'bleu' } });
    expect(unknown.body.violations).toEqual(patched.body.violations);
    const form = new FormData();
    form.append('date_rupture', '2025-06-02');
    form.append('motif_rupture', '1');
    const multipart = await fetch(`${t.base}/api/etudiant_contrats/${id}`,
      { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(multipart.status).toBe(200);
    expect(await courseOf(trainees[4]!)).toBe(EN_RUPTURE);
  });

  it('the domain call PATCH /api/etudiant_contrats/{id}/rupture', async () => {
    const id = await running(trainees[5]!);
    const res = await t.req('PATCH', `/api/etudiant_contrats/${id}/rupture`, { token: admin, body: rupture });
    expect(res.status).toBe(200);
    expect(await courseOf(trainees[5]!)).toBe(EN_RUPTURE);
  });
});

describe('etudiant_absences: an absence reaches the pointage on every path (spec 000 §7)', () => {
  const absence = (etudiant: number, day: string) => ({
    etudiant: `/api/etudiants/${etudiant}`, raison: 3, dt_start: day, dt_end: day, hr_start: '09:00:00', hr_end: '12:30:00',
  });
  const pointageOf = (absenceId: number) =>
    t.req('GET', `/api/pointages_light?absence=${absenceId}`, { token: admin }).then((r) => r.body['hydra:member']);
  let withExit: number;
  let withoutExit: number;

  beforeAll(async () => {
    [withExit, withoutExit] = [trainees[6]!, trainees[7]!];
    await t.db.query("UPDATE etudiants SET date_sortie_prevue = '2031-07-01' WHERE id = $1", [withExit]);
  });

  it('generic POST, then PUT and PATCH keep the pointage record in step', async () => {
    const created = await t.req('POST', '/api/etudiant_absences', { token: admin, body: absence(withExit, '2031-04-07') });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(await pointageOf(id)).toEqual([expect.objectContaining({ hours: 3.5, raison: 3 })]);
    const put = await t.req('PUT', `/api/etudiant_absences/${id}`, { token: admin, body: { ...absence(withExit, '2031-04-07'), raison: 1 } });
    expect(put.status).toBe(200);
    expect(await pointageOf(id)).toEqual([expect.objectContaining({ hours: 3.5, raison: 1 })]);
    const patch = await t.req('PATCH', `/api/etudiant_absences/${id}`, { token: admin, body: { hr_end: '11:00:00' } });
    expect(patch.status).toBe(200);
    expect(await pointageOf(id)).toEqual([expect.objectContaining({ hours: 2, raison: 1 })]);
  });

  it('the domain calls do the same, and the spec’s second call answers the record already there', async () => {
    const created = await t.req('POST', '/api/etudiant_add_absence', { token: admin, body: { ...absence(withExit, '2031-04-08') } });
    expect(created.status).toBe(201);
    expect(created.body.add_to_pointage).toBe(true);
    const [record] = await pointageOf(created.body.id);
    expect(record).toMatchObject({ hours: 3.5 });
    const form = new FormData();
    for (const [k, v] of Object.entries({ absence_id: created.body.id, etudiant_id: withExit })) form.append(k, String(v));
    const second = await fetch(`${t.base}/api/etudiant_pointage_add_absence`,
      { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect((await second.json()).id).toBe(record.id);
    const edited = await t.req('POST', `/api/etudiant_edit_absence/${created.body.id}`, { token: admin, body: { hr_end: '11:00:00' } });
    expect(edited.body.pointages_updated).toBe(1);
    expect(await pointageOf(created.body.id)).toEqual([expect.objectContaining({ id: record.id, hours: 2 })]);
  });

  it('no exit date, no pointage; bad input refused in French, nothing created', async () => {
    const created = await t.req('POST', '/api/etudiant_absences', { token: admin, body: absence(withoutExit, '2031-04-07') });
    expect(created.status).toBe(201);
    expect(await pointageOf(created.body.id)).toEqual([]);
    const count = async () => (await one('SELECT count(*)::int AS n FROM etudiant_absences WHERE etudiant_id = $1', [withExit])).n;
    const before = await count();
    const bad = await t.req('POST', '/api/etudiant_absences', { token: admin, body: { ...absence(withExit, '2031-04-09'), raison: 99 } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('raison');
    expect(await count()).toBe(before);
  });
});

describe('etudiants: an exit saved by any path removes the attendance after it', () => {
  /** A trainee with a planned exit and two absences in the pointage, on 2031-04-07 and 2031-05-12. */
  async function present(etudiant: number) {
    await t.db.query("UPDATE etudiants SET date_sortie_prevue = '2031-07-01' WHERE id = $1", [etudiant]);
    for (const day of ['2031-04-07', '2031-05-12']) {
      const res = await t.req('POST', '/api/etudiant_absences', { token: admin, body: {
        etudiant: `/api/etudiants/${etudiant}`, raison: 3, dt_start: day, dt_end: day } });
      expect(res.status).toBe(201);
    }
    expect(await days(etudiant)).toEqual(['2031-04-07', '2031-05-12']);
  }
  const days = async (etudiant: number) => (await t.db.query<{ d: string }>(
    'SELECT dt_start::text AS d FROM etudiant_pointages WHERE etudiant_id = $1 ORDER BY dt_start', [etudiant])).rows.map((r) => r.d);

  for (const [path, index] of [['PUT', 8], ['PATCH', 9]] as const) {
    it(`${path} of etat and date_sortie`, async () => {
      const etudiant = trainees[index]!;
      await present(etudiant);
      const bad = await t.req(path, `/api/etudiants/${etudiant}`, { token: admin, body: { etat: 1, date_sortie: '2024-01-15' } });
      expect(bad.status).toBe(422);
      expect(bad.body.violations[0].propertyPath).toBe('date_sortie');
      expect(await days(etudiant)).toEqual(['2031-04-07', '2031-05-12']);
      const res = await t.req(path, `/api/etudiants/${etudiant}`, { token: admin, body: { etat: 1, date_sortie: '2031-04-30' } });
      expect(res.status).toBe(200);
      expect(await days(etudiant)).toEqual(['2031-04-07']);
    });
  }

  it('the domain call POST /api/etudiants/{id}/sortie', async () => {
    const etudiant = trainees[10]!;
    await present(etudiant);
    const res = await t.req('POST', `/api/etudiants/${etudiant}/sortie`, { token: admin, body: { date_sortie: '2031-04-30', raison_sortie: 1 } });
    expect(res.status).toBe(200);
    expect(await days(etudiant)).toEqual(['2031-04-07']);
  });
});

describe('external_registration_contacts: status 1 accepts and converts to a candidacy (spec 001 §4, §7)', () => {
  async function request(name: string): Promise<number> {
    const c = await t.req('POST', '/api/external_registration_contacts', { token: admin, body: {
      antenne: '/api/antennes/2', civility: 1, lastname: name, firstname: 'Inès', mail: `${name.toLowerCase()}@exemple.fr` } });
    expect(c.status).toBe(201);
    const d = await t.req('POST', '/api/external_registration_documents', { token: admin, body: {
      contact: c.body['@id'], name: 'Curriculum vitae', type_document: 13 } });
    expect(d.status).toBe(201);
    return c.body.id;
  }
  const candidates = async (name: string) =>
    (await t.db.query('SELECT id FROM etudiants WHERE lastname = $1 AND type = 0', [name])).rows.map((r) => r.id as number);

  for (const [path, name] of [['PUT', 'Parput'], ['PATCH', 'Parpatch'], ['accepter', 'Paraccepter']] as const) {
    it(`${path}: one candidate with the request's documents, linked, the request accepted`, async () => {
      const id = await request(name);
      const res = path === 'accepter'
        ? await t.req('POST', `/api/external_registration_contacts/${id}/accepter`, { token: admin, body: {} })
        : await t.req(path, `/api/external_registration_contacts/${id}`, { token: admin, body: { status: 1 } });
      expect(res.status).toBe(200);
      const [candidate] = await candidates(name);
      expect(candidate).toBeDefined();
      expect(res.body).toMatchObject({ status: 1, etudiant: `/api/etudiants/${candidate}` });
      expect(res.body.processed_at).toBeTruthy();
      const docs = (await t.db.query('SELECT name FROM etudiant_documents WHERE etudiant_id = $1', [candidate])).rows;
      expect(docs).toEqual([{ name: 'Curriculum vitae' }]);
      // Accepting again converts nothing more.
      await t.req('PUT', `/api/external_registration_contacts/${id}`, { token: admin, body: { status: 1 } });
      expect(await candidates(name)).toEqual([candidate]);
    });
  }

  it('refusals: a create with status 1, a guest, a reopened acceptance — in French, nothing changed', async () => {
    const created = await t.req('POST', '/api/external_registration_contacts', { token: admin, body: {
      antenne: '/api/antennes/2', civility: 1, lastname: 'Parcreate', firstname: 'Inès', status: 1 } });
    expect(created.status).toBe(422);
    expect(created.body.violations[0]).toMatchObject({ propertyPath: 'status' });
    const id = await request('Parguest');
    const guest = await t.req('PUT', `/api/external_registration_contacts/${id}`, { token: await t.login('invite@demo.fr'), body: { status: 1 } });
    expect(guest.status).toBe(403);
    expect(await candidates('Parguest')).toEqual([]);
    expect((await one('SELECT status FROM external_registration_contacts WHERE id = $1', [id])).status).toBeNull();
    await t.req('PUT', `/api/external_registration_contacts/${id}`, { token: admin, body: { status: 1 } });
    const reopened = await t.req('PUT', `/api/external_registration_contacts/${id}`, { token: admin, body: { status: 2 } });
    expect(reopened.status).toBe(409);
    expect(reopened.body['hydra:description']).toMatch(/acceptée/);
  });
});
