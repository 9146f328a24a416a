// Absences and pointage: the lookup's strict parameters, adding an absence (and to the pointage only with an
// exit date, multipart), editing it with its pointage, deleting from the pointage, occurrences and totals,
// the running rate and the update on exit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';

let t: TestServer;
let admin: string;
let withExit: number;
let withoutExit: number;

const multipart = (path: string, fields: Record<string, string>, token = admin) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return fetch(t.base + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(async (r) => ({ status: r.status, body: await r.json() }));
};
const absence = { raison: 3, dt_start: '2031-04-07', dt_end: '2031-04-07', hr_start: '09:00:00', hr_end: '12:30:00' };

beforeAll(async () => {
  t = await startServer(import.meta.url);
  admin = await t.login('admin@demo.fr');
  const ids = (await t.db.query<{ id: number }>("SELECT id FROM etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0 AND antenne_id = 2 ORDER BY id LIMIT 2")).rows;
  [withExit, withoutExit] = [ids[0]!.id, ids[1]!.id];
  await t.db.query("UPDATE etudiants SET date_sortie = NULL, date_sortie_prevue = '2031-07-01' WHERE id = $1", [withExit]);
  await t.db.query('UPDATE etudiants SET date_sortie = NULL, date_sortie_prevue = NULL WHERE id = $1', [withoutExit]);
});
afterAll(() => t?.close());

describe('absence lookup', () => {
  it('answers "Invalid parameters." with a 400 unless all five parameters are well formed', async () => {
    for (const q of ['', `etudiantId=${withExit}&dt_start=2031-04-07&dt_end=2031-04-07&hr_start=09:00&hr_end=12:30:00`, 'etudiantId=x&dt_start=2031-04-07&dt_end=2031-04-07&hr_start=09:00:00&hr_end=12:30:00']) {
      const res = await t.req('GET', `/api/etudiant_absences_lookup?${q}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body['hydra:description']).toBe('Invalid parameters.');
    }
  });
});

describe('adding an absence', () => {
  let absenceId: number;
  let pointageId: number;

  it('creates it and says whether it goes to the pointage (only with an exit date)', async () => {
    const a = await t.req('POST', '/api/etudiant_add_absence', { token: admin, body: { ...absence, etudiant_id: withExit } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ ...absence, etudiant: `/api/etudiants/${withExit}`, antenne: '/api/antennes/2', add_to_pointage: true });
    absenceId = a.body.id;
    const b = await t.req('POST', '/api/etudiant_add_absence', { token: admin, body: { ...absence, etudiant: `/api/etudiants/${withoutExit}` } });
    expect(b.body.add_to_pointage).toBe(false);
    const bad = await t.req('POST', '/api/etudiant_add_absence', { token: admin, body: { ...absence, raison: 99, etudiant_id: withExit } });
    expect(bad.status).toBe(422);
    expect((await t.req('POST', '/api/etudiant_add_absence', { token: await t.login('invite@demo.fr'), body: { ...absence, etudiant_id: withExit } })).status).toBe(403);

    const found = await t.req('GET', `/api/etudiant_absences_lookup?etudiantId=${withExit}&dt_start=2031-04-07&dt_end=2031-04-07&hr_start=09:00:00&hr_end=12:30:00`, { token: admin });
    expect(found.body['hydra:member'].map((x: { id: number }) => x.id)).toEqual([absenceId]);

    const refused = await multipart('/api/etudiant_pointage_add_absence', { absence_id: String(b.body.id), etudiant_id: String(withoutExit) });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].message).toContain('ni date de sortie ni date de sortie prévue');
  });

  it('adds it to the pointage as multipart form data, once', async () => {
    const fields = { etudiant: `/api/etudiants/${withExit}`, raison: '3', dt_start: absence.dt_start, dt_end: absence.dt_end, hr_start: absence.hr_start, hr_end: absence.hr_end, etudiant_id: String(withExit), absence_id: String(absenceId), antenne_id: '2' };
    // The absence's write reported it already (its date is before the planned exit): the second call of the
    // spec answers that record.
    const res = await multipart('/api/etudiant_pointage_add_absence', fields);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ absence: `/api/etudiant_absences/${absenceId}`, hours: 3.5, raison: 3 });
    pointageId = res.body.id;
    expect((await multipart('/api/etudiant_pointage_add_absence', fields)).body.id).toBe(pointageId);
    const light = await t.req('GET', `/api/pointages_light?absence=${absenceId}`, { token: admin });
    expect(light.body['hydra:member']).toEqual([expect.objectContaining({ id: pointageId, hours: 3.5, etudiant: `/api/etudiants/${withExit}` })]);
  });

  it('edits the absence and its pointage record together', async () => {
    const res = await t.req('POST', `/api/etudiant_edit_absence/${absenceId}`, { token: admin, body: { raison: 1, hr_end: '11:00:00' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ raison: 1, hr_end: '11:00:00', pointages_updated: 1 });
    const light = await t.req('GET', `/api/pointages_light?absence=${absenceId}`, { token: admin });
    expect(light.body['hydra:member'][0]).toMatchObject({ raison: 1, hours: 2 });
  });

  it('reports occurrences and totals of a trainee for a period', async () => {
    const res = await t.req('GET', `/api/pointage_occurences_etudiant?start=2031-04-01&end=2031-04-30&etudiant_id=${withExit}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.occurrences).toEqual([expect.objectContaining({ kind: 'absence', date: '2031-04-07', justified: false, hours: 2 })]);
    expect(res.body.totals).toEqual({ present: 0, justified: 0, unjustified: 2, rate: 0 });
    const totals = await t.req('GET', '/api/pointage_totals?start=2031-04-01&end=2031-04-30&antenne=2', { token: admin });
    const mine = totals.body['hydra:member'].find((m: { id: number }) => m.id === withoutExit);
    expect(mine.totals).toEqual({ present: 0, justified: 3.5, unjustified: 0, rate: 0 });
    expect((await t.req('GET', '/api/pointage_occurences_etudiant?start=2031-04-01&end=2031-04-30', { token: admin })).status).toBe(400);
    const rate = await t.req('GET', `/api/etudiants/${withExit}/attendance`, { token: admin });
    expect(rate.status).toBe(200);
    expect(rate.body.totals).toHaveProperty('rate');
  });

  it('deletes from the pointage only for the right trainee', async () => {
    const wrong = await t.req('POST', '/api/etudiant_pointage_delete_absence', { token: admin, body: { pointage_id: pointageId, etudiant_id: withoutExit } });
    expect(wrong.status).toBe(422);
    const ok = await t.req('POST', '/api/etudiant_pointage_delete_absence', { token: admin, body: { pointage_id: pointageId, etudiant_id: withExit } });
    expect(ok.status).toBe(204);
    expect((await t.req('GET', `/api/pointages_light?absence=${absenceId}`, { token: admin })).body['hydra:totalItems']).toBe(0);
  });
});

describe('attendance update on exit', () => {
  it('saves the exit date and brings the earlier absences into the pointage, dropping later records', async () => {
    await t.req('POST', '/api/etudiant_add_absence', { token: admin, body: { ...absence, dt_start: '2031-05-12', dt_end: '2031-05-12', etudiant_id: withoutExit } });
    const res = await t.req('PATCH', `/api/etudiants/${withoutExit}/pointage`, { token: admin, body: { date_sortie: '2031-04-30' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date_sortie: '2031-04-30', etat: 1 });
    expect(res.body.pointage.added).toBeGreaterThanOrEqual(1);
    const light = (await t.req('GET', `/api/pointages_light?etudiant=${withoutExit}`, { token: admin })).body['hydra:member'];
    expect(light.some((p: { dt_start: string }) => p.dt_start === '2031-04-07')).toBe(true);
    expect(light.some((p: { dt_start: string }) => p.dt_start === '2031-05-12')).toBe(false);
    const bad = await t.req('PATCH', `/api/etudiants/${withoutExit}/pointage`, { token: admin, body: { date_sortie: '30/04/2031' } });
    expect(bad.status).toBe(422);
  });
});

describe('one status per kind of mistake (the request toolkit)', () => {
  it('a malformed id in a path is a 404, as the generic item route answers', async () => {
    expect((await t.req('POST', '/api/etudiant_edit_absence/abc', { token: admin, body: absence })).status).toBe(404);
    expect((await t.req('GET', '/api/etudiants/abc/attendance?start=2031-04-01&end=2031-04-30', { token: admin })).status).toBe(404);
  });

  it('a bad id in a body is a 422 naming the property', async () => {
    const add = await multipart('/api/etudiant_pointage_add_absence', { absence_id: 'x', etudiant_id: String(withExit) });
    expect(add.status).toBe(422);
    expect(add.body.violations).toEqual([expect.objectContaining({ propertyPath: 'absence_id' })]);
    const del = await t.req('POST', '/api/etudiant_pointage_delete_absence', { token: admin, body: { pointage_id: '/api/etudiants/1', etudiant_id: withExit } });
    expect(del.status).toBe(422);
    expect(del.body.violations).toEqual([expect.objectContaining({ propertyPath: 'pointage_id' })]);
  });

  it('a bad id in a query parameter is a 400 naming the parameter', async () => {
    const res = await t.req('GET', '/api/pointages_light?absence=x', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toBe("Le paramètre « absence » doit être l'identifiant ou l'IRI d'un élément existant.");
  });
});
