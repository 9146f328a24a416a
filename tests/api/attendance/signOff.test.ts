// Sign-in sheets: creation from an event, the sign-off rules of spec 001 section 4 run on the server in one
// transaction (a failure forced half-way leaves nothing changed), scope and roles, month views.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { monthRange } from '../../../src/shared/attendance/index.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let t: TestServer;
let admin: string;
let sheetId: number;
let lines: { id: number; etudiant: string }[];
let group: { diplome_session_id: number; antenne_id: number };

const absencesOf = async (etudiant: string) =>
  (await t.req('GET', `/api/etudiant_absences?etudiant=${etudiant}&dt_start=2021-03-08&pagination=false`, { token: admin })).body['hydra:member'];
const sign = (statuses: number[], token = admin, correction_reason?: string) =>
  t.req('POST', `/api/scheduler_event_emargements/${sheetId}/sign_off`, {
    token, body: { speaker_signature: PNG, lines: lines.map((l, i) => ({ id: l.id, status: statuses[i], signature: statuses[i] === 1 ? PNG : null })), correction_reason },
  });
/** Signing a signed sheet again is a correction: a reason is given. */
const correct = (statuses: number[], reason = 'Erreur de pointage signalée par le formateur') => sign(statuses, admin, reason);

beforeAll(async () => {
  t = await startServer(import.meta.url);
  admin = await t.login('admin@demo.fr');
  group = (await t.db.query<{ diplome_session_id: number; antenne_id: number }>(
    `SELECT diplome_session_id, antenne_id FROM etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0 AND diplome_session_id IS NOT NULL
      GROUP BY diplome_session_id, antenne_id HAVING count(*) >= 3 ORDER BY antenne_id, diplome_session_id LIMIT 1`,
  )).rows[0]!;
  const event = await t.req('POST', '/api/scheduler_events', { token: admin, body: {
    title: 'Conduite de séance', dt_start: '2021-03-08', hr_start: '09:00', hr_end: '12:30',
    diplome_session: `/api/diplome_sessions/${group.diplome_session_id}`, antenne: `/api/antennes/${group.antenne_id}`,
  } });
  expect(event.status).toBe(201);
  const sheet = await t.req('POST', `/api/scheduler_events/${event.body.id}/emargement`, { token: admin });
  expect(sheet.status).toBe(201);
  expect(sheet.body).toMatchObject({ status: 0, sign_off_at: null, antenne: `/api/antennes/${group.antenne_id}` });
  sheetId = sheet.body.id;
  expect((await t.req('POST', `/api/scheduler_events/${event.body.id}/emargement`, { token: admin })).status).toBe(409);
  const res = await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/emargement_etudiants`, { token: admin });
  lines = res.body['hydra:member'];
  expect(lines.length).toBeGreaterThanOrEqual(3);
  // The first trainee has a planned exit date: their absences go to the pointage.
  await t.db.query("UPDATE etudiants SET date_sortie_prevue = '2031-06-30' WHERE id = $1", [Number(lines[0]!.etudiant.split('/').pop())]);
});
afterAll(() => t?.close());

describe('sign-off of a sheet', () => {
  it('refuses a sheet without the speaker signature or with unmarked trainees', async () => {
    const noSig = await t.req('POST', `/api/scheduler_event_emargements/${sheetId}/sign_off`, { token: admin, body: { lines: [] } });
    expect(noSig.status).toBe(422);
    expect(noSig.body.violations[0]).toEqual({ propertyPath: 'speaker_signature', message: "La signature de l'intervenant est obligatoire (image PNG)." });
    const partial = await t.req('POST', `/api/scheduler_event_emargements/${sheetId}/sign_off`, { token: admin, body: { speaker_signature: PNG, lines: [{ id: lines[0]!.id, status: 1 }] } });
    expect(partial.status).toBe(422);
    expect(partial.body['hydra:description']).toContain('Chaque stagiaire doit être marqué');
  });

  it('keeps guests and other antennes out', async () => {
    expect((await sign(lines.map(() => 1), await t.login('invite@demo.fr'))).status).toBe(403);
    const antenneUser = await t.login('antenne1@demo.fr');
    const other = (await t.db.query<{ id: number }>('SELECT id FROM scheduler_event_emargements WHERE antenne_id <> 2 ORDER BY id LIMIT 1')).rows[0]!;
    const res = await t.req('POST', `/api/scheduler_event_emargements/${other.id}/sign_off`, { token: antenneUser, body: { speaker_signature: PNG, lines: [] } });
    expect(res.status).toBe(404);
  });

  it('signs off, copies date and author to the lines, creates the absence and its pointage for the absent trainee', async () => {
    const res = await sign(lines.map((_, i) => (i === 0 ? 0 : 1)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, sign_off_by: '/api/users/2', speaker_signature: PNG });
    const after = (await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/emargement_etudiants`, { token: admin })).body['hydra:member'];
    expect(after.map((l: { status: number }) => l.status)).toEqual(lines.map((_, i) => (i === 0 ? 0 : 1)));
    for (const l of after) expect(l).toMatchObject({ sign_off_at: res.body.sign_off_at, sign_off_by: '/api/users/2', old_status_parent: 0 });
    const [absence] = await absencesOf(lines[0]!.etudiant);
    expect(absence).toMatchObject({ raison: 1, dt_start: '2021-03-08', dt_end: '2021-03-08', hr_start: '09:00:00', hr_end: '12:30:00' });
    expect(after[0].absence).toBe(absence['@id']);
    const pointages = (await t.req('GET', `/api/pointages_light?absence=${absence.id}`, { token: admin })).body['hydra:member'];
    expect(pointages).toHaveLength(1);
    expect(pointages[0].hours).toBe(3.5);
    // Signing again with the same marks does not duplicate the absence.
    expect((await correct(lines.map((_, i) => (i === 0 ? 0 : 1)))).status).toBe(200);
    expect(await absencesOf(lines[0]!.etudiant)).toHaveLength(1);
  });

  it('rolls everything back when a step fails half-way', async () => {
    const before = (await t.db.query('SELECT id, status, sign_off_at, absence_id FROM scheduler_event_emargement_etudiants WHERE emargement_id = $1 ORDER BY id', [sheetId])).rows;
    const counts = async () => (await t.db.query<{ a: number; p: number }>('SELECT (SELECT count(*) FROM etudiant_absences)::int AS a, (SELECT count(*) FROM etudiant_pointages)::int AS p')).rows[0];
    const countsBefore = await counts();
    // Deleting an absence fails: the sign-off below first updates the sheet and lines and creates the
    // second trainee's absence, then has to delete the first trainee's absence.
    await t.db.query(`CREATE FUNCTION fail_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'panne simulée'; END $$`);
    await t.db.query('CREATE TRIGGER fail_delete BEFORE DELETE ON etudiant_absences FOR EACH ROW EXECUTE FUNCTION fail_delete()');
    try {
      const res = await correct(lines.map((_, i) => (i === 1 ? 0 : 1)));
      expect(res.status).toBe(500);
    } finally {
      await t.db.query('DROP TRIGGER fail_delete ON etudiant_absences');
    }
    expect((await t.db.query('SELECT id, status, sign_off_at, absence_id FROM scheduler_event_emargement_etudiants WHERE emargement_id = $1 ORDER BY id', [sheetId])).rows).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
    expect(await absencesOf(lines[1]!.etudiant)).toHaveLength(0);
  });

  it('changes a signed sheet only by a coordinator\'s correction with a reason, logged with its author, shown in the proof', async () => {
    const state = async () => (await t.db.query('SELECT id, status, sign_off_at, absence_id FROM scheduler_event_emargement_etudiants WHERE emargement_id = $1 ORDER BY id', [sheetId])).rows;
    const before = await state();
    const noReason = await sign(lines.map(() => 1));
    expect(noReason.status).toBe(422);
    expect(noReason.body.violations).toEqual([{ propertyPath: 'correction_reason',
      message: "Le motif de la correction est obligatoire : une feuille signée ne se corrige qu'en disant pourquoi." }]);
    expect((await sign(lines.map(() => 1), admin, '   ')).status).toBe(422);
    // A user below the coordinator (the sheet's antenne) is refused, in French.
    const created = await t.req('POST', '/api/users', { token: admin, body: { email: 'formateur.correction@demo.fr', lastname: 'Correcteur', firstname: 'Léa',
      password: 'motdepasse-formateur', roles: ['ROLE_USER'], antenne: `/api/antennes/${group.antenne_id}` } });
    expect(created.status, created.text).toBe(201);
    const user = await sign(lines.map(() => 1), await t.login('formateur.correction@demo.fr', 'motdepasse-formateur'), 'Je corrige');
    expect(user.status).toBe(403);
    expect(user.body['hydra:description']).toMatch(/ne peut être corrigée que par un coordinateur/);
    // Nor through the generic CRUD: neither the signed sheet nor its lines change or go.
    const patch = await t.req('PATCH', `/api/scheduler_event_emargements/${sheetId}`, { token: admin, body: { speaker: null } });
    expect(patch.status).toBe(409);
    expect(patch.body['hydra:description']).toMatch(/ne se modifie que par une correction motivée/);
    expect((await t.req('DELETE', `/api/scheduler_event_emargement_etudiants/${lines[0]!.id}`, { token: admin })).status).toBe(409);
    expect((await t.req('DELETE', `/api/scheduler_event_emargements/${sheetId}`, { token: admin })).status).toBe(409);
    expect(await state()).toEqual(before);

    const coordinator = await t.login('coordinateur@demo.fr');
    const res = await sign(lines.map(() => 1), coordinator, 'Le stagiaire était présent : arrivé par l’autre porte');
    expect(res.status, res.text).toBe(200);
    const log = (await t.db.query<{ user_id: number; author: string; reason: string; before: { lines: { id: number; status: number }[] }; after: { lines: { id: number; status: number }[] } }>('SELECT * FROM emargement_corrections WHERE emargement_id = $1 ORDER BY id', [sheetId])).rows.at(-1)!;
    const coordinatorId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'coordinateur@demo.fr'")).rows[0]!.id;
    expect(log).toMatchObject({ user_id: coordinatorId, reason: 'Le stagiaire était présent : arrivé par l’autre porte' });
    expect(log.author).toMatch(/\S/);
    expect(log.before.lines.find((l) => l.id === lines[0]!.id)!.status).toBe(0);
    expect(log.after.lines.find((l) => l.id === lines[0]!.id)!.status).toBe(1);
    const proof = await t.req('GET', `/api/scheduler_event_emargements/${sheetId}/preuve`, { token: admin });
    const shown = proof.body.corrections.at(-1);
    expect(shown).toMatchObject({ author: log.author, reason: log.reason });
    expect(shown.changes).toEqual([expect.objectContaining({ before: 0, after: 1 })]);
    expect(proof.body.trail.map((e: { kind: string }) => e.kind)).toContain('correction');
  });

  it('turning the absent trainee present removes the pointage record and the absence', async () => {
    // (the correction above did it; the sheet stays so when corrected again)
    const res = await correct(lines.map(() => 1));
    expect(res.status).toBe(200);
    expect(await absencesOf(lines[0]!.etudiant)).toHaveLength(0);
    expect((await t.req('GET', `/api/pointages_light?etudiant=${lines[0]!.etudiant}`, { token: admin })).body['hydra:member']
      .filter((p: { dt_start: string }) => p.dt_start === '2021-03-08')).toHaveLength(0);
  });

  it('skips the absence rules when the sheet was closed (status 2)', async () => {
    await t.db.query('UPDATE scheduler_event_emargements SET status = 2 WHERE id = $1', [sheetId]);
    expect((await correct(lines.map((_, i) => (i === 2 ? 0 : 1)))).status).toBe(200);
    expect(await absencesOf(lines[2]!.etudiant)).toHaveLength(0);
    const line = (await t.db.query('SELECT old_status_parent, status FROM scheduler_event_emargement_etudiants WHERE id = $1', [lines[2]!.id])).rows[0];
    expect(line).toEqual({ old_status_parent: 2, status: 0 });
  });

  it('keeps status and signature out of the generic CRUD', async () => {
    const res = await t.req('PATCH', `/api/scheduler_event_emargements/${sheetId}`, { token: admin, body: { status: 0, speaker_signature: null } });
    expect(res.status).toBe(409);
    const stored = await t.req('GET', `/api/scheduler_event_emargements/${sheetId}`, { token: admin });
    expect(stored.body).toMatchObject({ status: 1, speaker_signature: PNG });
  });
});

describe('month views', () => {
  it('lists the month sheets with their event, by speaker, and refuses a bad month', async () => {
    const res = await t.req('GET', '/api/scheduler_emargement_month/2021-03', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toHaveLength(1);
    expect(res.body['hydra:member'][0]).toMatchObject({ id: sheetId, event_detail: { title: 'Conduite de séance', dt_start: '2021-03-08' }, has_speaker_signature: true });
    expect(res.body['hydra:member'][0].speaker_signature).toBeUndefined();
    expect((await t.req('GET', '/api/scheduler_emargement_month/2021-03?speakers=999', { token: admin })).body['hydra:totalItems']).toBe(0);
    const bad = await t.req('GET', '/api/scheduler_emargement_month/2031-13', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toBe("Le mois « 2031-13 » n'est pas valide : format AAAA-MM attendu.");
  });

  it('lists the month events, a speaker occurrences and the speakers light list', async () => {
    expect((await t.req('GET', '/api/scheduler_events_month/2021-03', { token: admin })).body['hydra:totalItems']).toBe(1);
    const month = new Date().toISOString().slice(0, 7);
    const seeded = await t.req('GET', `/api/scheduler_events_month/${month}`, { token: admin });
    expect(seeded.body['hydra:totalItems']).toBeGreaterThan(0);
    const speaker = seeded.body['hydra:member'][0].speaker as string;
    const occ = await t.req('GET', `/api/scheduler_occurences_speaker?start=${month}-01&end=${monthRange(month)!.end}&speaker_id=${speaker.split('/').pop()}`, { token: admin });
    expect(occ.status).toBe(200);
    expect(occ.body['hydra:member'].every((e: { speaker: string }) => e.speaker === speaker)).toBe(true);
    expect((await t.req('GET', '/api/scheduler_occurences_speaker?start=x', { token: admin })).status).toBe(400);
    const light = await t.req('GET', '/api/speakers_light_list', { token: admin });
    expect(light.body['hydra:member'][0]).toMatchObject({ name: expect.any(String), activities: expect.any(Array) });
    const sport = await t.req('GET', '/api/speakers_light_list', { token: await t.login('sport@demo.fr') });
    expect(sport.body['hydra:member'].map((s: { id: number }) => s.id)).not.toContain(light.body['hydra:member'][0].id);
  });
});

describe('a session not started, a trainee who left', () => {
  const ds = () => `/api/diplome_sessions/${group.diplome_session_id}`;
  const ant = () => `/api/antennes/${group.antenne_id}`;
  const sheetOf = async (dt_start: string, hr_start = '09:00', hr_end = '12:30') => {
    const event = await t.req('POST', '/api/scheduler_events', { token: admin, body: { title: 'Projet pédagogique', dt_start, hr_start, hr_end, diplome_session: ds(), antenne: ant() } });
    expect(event.status, event.text).toBe(201);
    const sheet = await t.req('POST', `/api/scheduler_events/${event.body.id}/emargement`, { token: admin });
    expect(sheet.status).toBe(201);
    const res = await t.req('GET', `/api/scheduler_event_emargements/${sheet.body.id}/emargement_etudiants`, { token: admin });
    return { id: sheet.body.id as number, lines: res.body['hydra:member'] as { id: number; etudiant: string }[] };
  };

  it('refuses in French to sign a sheet before its session starts', async () => {
    const future = await sheetOf('2040-01-09', '22:00', '23:00');
    const res = await t.req('POST', `/api/scheduler_event_emargements/${future.id}/sign_off`, {
      token: admin, body: { speaker_signature: PNG, lines: future.lines.map((l) => ({ id: l.id, status: 1, signature: PNG })) },
    });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([{ propertyPath: 'event',
      message: "La séance commence le 09/01/2040 à 22:00 : la feuille d'émargement ne peut être signée qu'à partir de cette heure." }]);
    expect((await t.db.query('SELECT status FROM scheduler_event_emargements WHERE id = $1', [future.id])).rows[0]).toEqual({ status: 0 });
  });

  it('takes an exited trainee off the sheets from its exit date on, and its attendance stops at the exit', async () => {
    const first = await sheetOf('2039-03-07');
    const after = await sheetOf('2039-03-14');
    const leaver = first.lines[0]!.etudiant;
    const id = Number(leaver.split('/').pop());
    // An absence after the exit would have counted in the running rate.
    await t.db.query(`INSERT INTO etudiant_absences (cfa_id, antenne_id, etudiant_id, raison, dt_start, dt_end, hr_start, hr_end)
      VALUES (1, $2, $1, 1, '2021-03-09', '2021-03-09', '09:00', '12:30')`, [id, group.antenne_id]);
    const counted = (await t.req('GET', `/api/etudiants/${id}/attendance`, { token: admin })).body.totals;
    await t.db.query("UPDATE etudiants SET dt_date_entree = '2020-09-01', etat = 0, date_sortie = NULL WHERE id = $1", [id]);
    const exit = await t.req('POST', `/api/etudiants/${id}/sortie`, { token: admin, body: { date_sortie: '2021-03-08', raison_sortie: 1 } });
    expect(exit.status, exit.text).toBe(200);
    const linesOf = async (sheet: number) => (await t.req('GET', `/api/scheduler_event_emargements/${sheet}/emargement_etudiants`, { token: admin })).body['hydra:member']
      .map((l: { etudiant: string }) => l.etudiant);
    expect(await linesOf(first.id)).not.toContain(leaver);
    expect(await linesOf(after.id)).not.toContain(leaver);
    expect((await linesOf(after.id)).length).toBe(after.lines.length - 1);
    const rate = (await t.req('GET', `/api/etudiants/${id}/attendance`, { token: admin })).body;
    expect(rate.until).toBe('2021-03-08');
    expect(rate.totals).not.toEqual(counted);
  });
});
