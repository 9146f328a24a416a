// Course moves of issue 13: exit with a reason (the pointage following the exit date), switch to another
// antenne session (another antenne only for the client whose profile allows it), contract rupture (course
// state and pointage following), and the course state following generic contract writes. Every refusal is a
// French 4xx that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
let admin: string;
let antenne1: string;
let guest: string;
let sport: string;

const rows = async <T = any>(sql: string, params: unknown[] = []) => (await s.db.query(sql, params)).rows as T[];
const trainee = async (id: number) => (await rows('SELECT * FROM etudiants WHERE id = $1', [id]))[0]!;
const pointageDates = async (id: number) =>
  (await rows<{ d: string }>("SELECT to_char(dt_start, 'YYYY-MM-DD') AS d FROM etudiant_pointages WHERE etudiant_id = $1 ORDER BY dt_start", [id])).map((r) => r.d);

/** A trainee of antenne `antenne` entered on 2025-09-01, with absences on 2025-10-06 and 2026-02-02 and a
 * pointage record on 2026-03-02 (not linked to an absence). */
async function newTrainee(token: string, antenne: number, extra: Record<string, unknown> = {}) {
  const res = await s.req('POST', '/api/etudiants', { token, body: { type: 1, lastname: 'Parcours', firstname: `T${Math.random().toString(36).slice(2, 7)}`, antenne: `/api/antennes/${antenne}`, dt_date_entree: '2025-09-01', ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = idOf(res.body['@id']);
  for (const d of ['2025-10-06', '2026-02-02']) {
    const a = await s.req('POST', '/api/etudiant_absences', { token, body: { etudiant: `/api/etudiants/${id}`, raison: 1, dt_start: d, dt_end: d, hr_start: '09:00', hr_end: '12:00' } });
    expect(a.status).toBe(201);
  }
  const cfa = antenne >= 1 ? (await rows('SELECT cfa_id FROM antennes WHERE id = $1', [antenne]))[0]!.cfa_id : 1;
  await s.db.query("INSERT INTO etudiant_pointages (cfa_id, etudiant_id, antenne_id, raison, dt_start, dt_end, hours) VALUES ($1, $2, $3, 1, '2026-03-02', '2026-03-02', 3)", [cfa, id, antenne]);
  return id;
}

async function sessionOf(antenne: number, etat = 0) {
  return (await rows<{ id: number; diplome_session_id: number }>(
    `SELECT s.id, s.diplome_session_id FROM antenne_diplome_sessions s JOIN diplome_sessions d ON d.id = s.diplome_session_id
      WHERE s.antenne_id = $1 AND s.etat = $2 AND d.etat = 0 ORDER BY s.id LIMIT 1`, [antenne, etat]))[0];
}

/** Antennes of a centre with an active session, in id order. */
const antennesWithSessions = async (cfa: number) => (await rows<{ a: number }>(
  `SELECT DISTINCT s.antenne_id AS a FROM antenne_diplome_sessions s JOIN diplome_sessions d ON d.id = s.diplome_session_id
    WHERE s.cfa_id = $1 AND s.etat = 0 AND d.etat = 0 ORDER BY 1`, [cfa])).map((r) => r.a);
let A = 0;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, antenne1, guest, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'invite@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
});
afterAll(async () => s?.close());
beforeAll(async () => { A = (await antennesWithSessions(1))[0]!; });

describe('POST /api/etudiants/{id}/sortie', () => {
  it('makes the trainee « Sorti » with its date and reason, the pointage stopping at that date, in one answer', async () => {
    const id = await newTrainee(admin, 1);
    const res = await s.req('POST', `/api/etudiants/${id}/sortie`, { token: admin, body: { date_sortie: '2026-01-15', raison_sortie: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ '@id': `/api/etudiants/${id}`, etat: 1, date_sortie: '2026-01-15', raison_sortie: 1, pointage: { added: 1, removed: 1 } });
    // The absence before the exit is reported, the records after it are gone.
    expect(await pointageDates(id)).toEqual(['2025-10-06']);
  });

  it('refuses an exit before the entry, without a reason, twice, of a candidate: French 422, nothing changed', async () => {
    const id = await newTrainee(admin, 1);
    const before = await trainee(id);
    const early = await s.req('POST', `/api/etudiants/${id}/sortie`, { token: admin, body: { date_sortie: '2025-08-01', raison_sortie: 1 } });
    expect(early.status).toBe(422);
    expect(early.body.violations).toEqual([{ propertyPath: 'date_sortie', message: "La date de sortie ne peut pas être antérieure à la date d'entrée (01/09/2025).", code: expect.anything() }].map(({ code: _c, ...v }) => expect.objectContaining(v)));
    expect(early.body['hydra:description']).toContain("date d'entrée");
    const noReason = await s.req('POST', `/api/etudiants/${id}/sortie`, { token: admin, body: { date_sortie: '2026-01-15', raison_sortie: 99 } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.violations[0]).toMatchObject({ propertyPath: 'raison_sortie', message: 'Le motif de sortie est obligatoire : choisissez-en un dans la liste.' });
    const noDate = await s.req('POST', `/api/etudiants/${id}/sortie`, { token: admin, body: { raison_sortie: 1 } });
    expect(noDate.status).toBe(422);
    expect(await trainee(id)).toEqual(before);
    expect(await pointageDates(id)).toEqual(['2026-03-02']);
    expect((await s.req('POST', `/api/etudiants/${id}/sortie`, { token: admin, body: { date_sortie: '2026-01-15', raison_sortie: 2 } })).status).toBe(200);
    const twice = await s.req('POST', `/api/etudiants/${id}/sortie`, { token: admin, body: { date_sortie: '2026-01-20', raison_sortie: 2 } });
    expect(twice.status).toBe(422);
    expect(twice.body.violations[0].message).toContain("n'est plus présent");
    const cand = await s.req('POST', '/api/etudiants', { token: admin, body: { type: 0, lastname: 'Cand', firstname: 'Idat', antenne: '/api/antennes/1' } });
    const c = await s.req('POST', `/api/etudiants/${idOf(cand.body['@id'])}/sortie`, { token: admin, body: { date_sortie: '2026-01-15', raison_sortie: 1 } });
    expect(c.status).toBe(422);
    expect(c.body.violations[0].message).toContain('candidat');
  });

  it('refuses a guest (403), another antenne (404) and another centre (404)', async () => {
    const id = await newTrainee(admin, 1);
    expect((await s.req('POST', `/api/etudiants/${id}/sortie`, { token: guest, body: { date_sortie: '2026-01-15', raison_sortie: 1 } })).status).toBe(403);
    expect((await s.req('POST', `/api/etudiants/${id}/sortie`, { token: antenne1, body: { date_sortie: '2026-01-15', raison_sortie: 1 } })).status).toBe(404);
    expect((await s.req('POST', `/api/etudiants/${id}/sortie`, { token: sport, body: { date_sortie: '2026-01-15', raison_sortie: 1 } })).status).toBe(404);
    expect((await trainee(id)).etat).toBe(0);
  });
});

describe('POST /api/etudiants/{id}/switch', () => {
  it('closes the course the day before and opens a new one in the target session, the running contract following', async () => {
    const id = await newTrainee(admin, A);
    const target = (await sessionOf(A))!;
    const c = await s.req('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant: `/api/etudiants/${id}`, date_debut: '2025-09-01', date_fin: '2027-08-31' } });
    expect(c.status).toBe(201);
    expect((await trainee(id)).etat_parcours).toBe(2);
    const res = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: `/api/antenne_diplome_sessions/${target.id}`, date: '2026-02-01' } });
    expect(res.status).toBe(201);
    const fresh = idOf(res.body['@id']);
    expect(res.headers.get('location')).toBe(`/api/etudiants/${fresh}`);
    expect(res.body).toMatchObject({ etat: 0, type: 1, dt_date_entree: '2026-02-01', diplome_session: `/api/diplome_sessions/${target.diplome_session_id}`, ancien_parcours: `/api/etudiants/${id}`, contrats_transferes: 1, etat_parcours: 2 });
    const old = await trainee(id);
    expect(old).toMatchObject({ etat: 1, date_sortie: '2026-01-31', etat_parcours: 1 });
    expect(await pointageDates(id)).toEqual(['2025-10-06']);
    expect((await rows('SELECT etudiant_id FROM etudiant_contrats WHERE id = $1', [idOf(c.body['@id'])]))[0]!.etudiant_id).toBe(fresh);
    expect((await trainee(fresh)).lastname).toBe(old.lastname);
  });

  it('refuses another antenne for the demo centre, in French, and changes nothing', async () => {
    const id = await newTrainee(admin, A);
    const other = (await antennesWithSessions(1)).find((x) => x !== A)!;
    const target = (await sessionOf(other))!;
    const before = await trainee(id);
    const res = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: target.id, date: '2026-02-01' } });
    expect(res.status).toBe(422);
    expect(res.body.violations[0]).toMatchObject({ propertyPath: 'antenne_diplome_session', message: expect.stringContaining("ne permet pas de changer d'antenne") });
    expect(await trainee(id)).toEqual(before);
    expect((await rows('SELECT count(*)::int AS n FROM etudiants WHERE lastname = $1 AND firstname = $2', [before.lastname, before.firstname]))[0]!.n).toBe(1);
  });

  it('allows another antenne for the sport centre', async () => {
    const target = (await sessionOf((await antennesWithSessions(2))[0]!))!;
    // The sport centre has one antenne in the demo: a second one is opened for the trainee to come from.
    const opened = await s.req('POST', '/api/antennes', { token: sport, body: { name: 'Antenne de Villeurbanne' } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const from = idOf(opened.body['@id']);
    const id = await newTrainee(sport, from);
    const res = await s.req('POST', `/api/etudiants/${id}/switch`, { token: sport, body: { antenne_diplome_session: `/api/antenne_diplome_sessions/${target!.id}`, date: '2026-02-01' } });
    expect(res.status).toBe(201);
    expect(res.body.antenne).not.toBe(`/api/antennes/${from}`);
  });

  it('refuses an archived session, the same session, a date not after the entry, another centre', async () => {
    const id = await newTrainee(admin, A);
    const archived = await rows<{ id: number }>('SELECT id FROM antenne_diplome_sessions WHERE antenne_id = $1 ORDER BY id LIMIT 1', [A]);
    await s.db.query('UPDATE antenne_diplome_sessions SET etat = 1 WHERE id = $1', [archived[0]!.id]);
    try {
      const res = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: archived[0]!.id, date: '2026-02-01' } });
      expect(res.status).toBe(422);
      expect(res.body.violations[0].message).toBe('Cette session est archivée ou supprimée : choisissez une session active.');
    } finally {
      await s.db.query('UPDATE antenne_diplome_sessions SET etat = 0 WHERE id = $1', [archived[0]!.id]);
    }
    const target = (await sessionOf(A))!;
    await s.db.query('UPDATE etudiants SET diplome_session_id = $2 WHERE id = $1', [id, target.diplome_session_id]);
    const same = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: target.id, date: '2026-02-01' } });
    expect(same.status).toBe(422);
    expect(same.body.violations[0].message).toContain('suit déjà cette session');
    await s.db.query('UPDATE etudiants SET diplome_session_id = NULL WHERE id = $1', [id]);
    const early = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: target.id, date: '2025-09-01' } });
    expect(early.status).toBe(422);
    expect(early.body.violations[0]).toMatchObject({ propertyPath: 'date', message: "La date du changement de parcours doit être postérieure à la date d'entrée (01/09/2025)." });
    const sportSession = (await rows<{ id: number }>('SELECT id FROM antenne_diplome_sessions WHERE cfa_id = 2 LIMIT 1'))[0]!;
    const foreign = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: sportSession.id, date: '2026-02-01' } });
    expect(foreign.status).toBe(422);
    const noDate = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: target.id } });
    expect(noDate.status).toBe(422);
    expect((await trainee(id)).etat).toBe(0);
    expect(await pointageDates(id)).toEqual(['2026-03-02']);
  });
});

describe('POST /api/etudiants/{id}/switch to a full session', () => {
  it('refuses a session whose places its present trainees all take, in French, changing nothing; a free place is taken', async () => {
    const [from, to] = (await rows<{ id: number; diplome_session_id: number }>(
      `SELECT s.id, s.diplome_session_id FROM antenne_diplome_sessions s JOIN diplome_sessions d ON d.id = s.diplome_session_id
        WHERE s.antenne_id = $1 AND s.etat = 0 AND d.etat = 0 ORDER BY s.id LIMIT 2`, [A]));
    expect(to).toBeDefined();
    const id = await newTrainee(admin, A, { diplome_session: `/api/diplome_sessions/${from!.diplome_session_id}` });
    const present = async () => (await rows<{ n: number }>('SELECT count(*)::int AS n FROM etudiants WHERE antenne_id = $1 AND diplome_session_id = $2 AND type = 1 AND etat = 0', [A, to!.diplome_session_id]))[0]!.n;
    const taken = await present();
    const places = Math.max(taken, 1);
    if (taken === 0) await newTrainee(admin, A, { diplome_session: `/api/diplome_sessions/${to!.diplome_session_id}` });
    const full = await s.req('PATCH', `/api/antenne_diplome_sessions/${to!.id}`, { token: admin, body: { places }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(full.status, full.text).toBe(200);
    const before = await trainee(id);
    const count = (await rows<{ n: number }>('SELECT count(*)::int AS n FROM etudiants')).map((r) => r.n)[0];
    const refused = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: `/api/antenne_diplome_sessions/${to!.id}`, date: '2026-01-05' } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.violations).toEqual([expect.objectContaining({ propertyPath: 'antenne_diplome_session', message: `Cette session est complète (${places} place(s), toutes occupées) : choisissez une autre session.` })]);
    expect(await trainee(id)).toEqual(before);
    expect((await rows<{ n: number }>('SELECT count(*)::int AS n FROM etudiants'))[0]!.n).toBe(count);
    // One more place: the switch goes through.
    await s.req('PATCH', `/api/antenne_diplome_sessions/${to!.id}`, { token: admin, body: { places: places + 1 }, headers: { 'content-type': 'application/merge-patch+json' } });
    const moved = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: `/api/antenne_diplome_sessions/${to!.id}`, date: '2026-01-05' } });
    expect(moved.status, moved.text).toBe(201);
    expect(await present()).toBe(places + 1);
    // Places must be a positive whole number.
    const bad = await s.req('PATCH', `/api/antenne_diplome_sessions/${to!.id}`, { token: admin, body: { places: 0 }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect([bad.status, bad.body.violations?.[0]?.propertyPath]).toEqual([422, 'places']);
    await s.req('PATCH', `/api/antenne_diplome_sessions/${to!.id}`, { token: admin, body: { places: null }, headers: { 'content-type': 'application/merge-patch+json' } });
  });
});

describe('contracts and PATCH /api/etudiant_contrats/{id}/rupture', () => {
  it('follows the contracts with the course state, and a rupture moves the planned exit and the pointage', async () => {
    const id = await newTrainee(admin, 1);
    const c = await s.req('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant: `/api/etudiants/${id}`, date_debut: '2025-09-01', date_fin: '2027-08-31', tuteur_lastname: 'Martin' } });
    expect(c.status).toBe(201);
    expect((await trainee(id)).etat_parcours).toBe(2);
    const cid = idOf(c.body['@id']);
    const res = await s.req('PATCH', `/api/etudiant_contrats/${cid}/rupture`, { token: admin, body: { date_rupture: '2025-09-20', motif_rupture: 12, commentaire_rupture: 'Accord' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date_rupture: '2025-09-20', motif_rupture: 12, commentaire_rupture: 'Accord', etudiant_detail: { etat_parcours: 3, date_sortie_prevue: '2026-03-20' }, pointage: { added: 2, removed: 0 } });
    expect(await trainee(id)).toMatchObject({ etat_parcours: 3, date_sortie_prevue: '2026-03-20' });
    expect(await pointageDates(id)).toEqual(['2025-10-06', '2026-02-02', '2026-03-02']);
    // A new contract puts the trainee back « En contrat »; deleting it, « En rupture » again.
    const again = await s.req('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant: `/api/etudiants/${id}`, date_debut: '2025-11-01' } });
    expect((await trainee(id)).etat_parcours).toBe(2);
    expect((await s.req('DELETE', again.body['@id'], { token: admin })).status).toBe(204);
    expect((await trainee(id)).etat_parcours).toBe(3);
  });

  it('refuses a rupture outside the contract, without a reason, twice; a guest; nothing changed', async () => {
    const id = await newTrainee(admin, 1);
    const c = await s.req('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant: `/api/etudiants/${id}`, date_debut: '2025-09-01', date_fin: '2026-08-31' } });
    const path = `/api/etudiant_contrats/${idOf(c.body['@id'])}/rupture`;
    const before = await trainee(id);
    const early = await s.req('PATCH', path, { token: admin, body: { date_rupture: '2025-08-01', motif_rupture: 12 } });
    expect(early.status).toBe(422);
    expect(early.body.violations[0].message).toBe("La date de rupture ne peut pas être antérieure à la date de début d'exécution du contrat.");
    const late = await s.req('PATCH', path, { token: admin, body: { date_rupture: '2026-09-01', motif_rupture: 12 } });
    expect(late.body.violations[0].message).toBe('La date de rupture ne peut pas être postérieure à la date de fin du contrat.');
    const noReason = await s.req('PATCH', path, { token: admin, body: { date_rupture: '2026-01-01' } });
    expect(noReason.body.violations[0]).toMatchObject({ propertyPath: 'motif_rupture', message: 'Le motif de rupture est obligatoire : choisissez-en un dans la liste.' });
    expect((await s.req('PATCH', path, { token: guest, body: { date_rupture: '2026-01-01', motif_rupture: 12 } })).status).toBe(403);
    expect(await trainee(id)).toEqual(before);
    expect((await rows('SELECT date_rupture FROM etudiant_contrats WHERE id = $1', [idOf(c.body['@id'])]))[0]!.date_rupture).toBeNull();
    expect((await s.req('PATCH', path, { token: admin, body: { date_rupture: '2026-01-01', motif_rupture: 12 } })).status).toBe(200);
    const twice = await s.req('PATCH', path, { token: admin, body: { date_rupture: '2026-01-02', motif_rupture: 12 } });
    expect(twice.status).toBe(422);
    expect(twice.body.violations[0].message).toBe('Ce contrat est déjà rompu.');
  });
});

describe('removal from a session and convention change (PATCH of the trainee, from the « Parcours » panel)', () => {
  const patch = (token: string, id: number, body: Record<string, unknown>) =>
    s.req('PATCH', `/api/etudiants/${id}`, { token, body, headers: { 'content-type': 'application/merge-patch+json' } });
  const convention = async (token: string, antenne: number, number: string) => {
    const res = await s.req('POST', '/api/antenne_conventions', { token, body: { type: 1, convention_number: number, antenne: `/api/antennes/${antenne}` } });
    expect(res.status, res.text).toBe(201);
    return res.body['@id'] as string;
  };

  it('clears the diploma session, sets and clears the convention; the rest of the course is kept', async () => {
    const session = await sessionOf(A);
    const id = await newTrainee(admin, A, { diplome_session: `/api/diplome_sessions/${session!.diplome_session_id}` });
    const removed = await patch(admin, id, { diplome_session: null });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.diplome_session).toBeNull();
    expect(await trainee(id)).toMatchObject({ diplome_session_id: null, etat: 0, antenne_id: A });
    const conv = await convention(admin, A, `CONV-${id}`);
    const set = await patch(admin, id, { antenne_convention: conv });
    expect([set.status, set.body.antenne_convention]).toEqual([200, conv]);
    expect((await trainee(id)).antenne_convention_id).toBe(idOf(conv));
    const cleared = await patch(admin, id, { antenne_convention: null });
    expect([cleared.status, cleared.body.antenne_convention]).toEqual([200, null]);
  });

  it("refuses another centre's convention, an unknown one and a guest, in French, changing nothing", async () => {
    const id = await newTrainee(admin, A);
    const sportAntenne = (await rows<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = 2 ORDER BY id LIMIT 1'))[0]!.id;
    const foreign = await convention(sport, sportAntenne, `SPORT-${id}`);
    for (const body of [{ antenne_convention: foreign }, { antenne_convention: '/api/antenne_conventions/999999' }]) {
      const res = await patch(admin, id, body);
      expect(res.status, res.text).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe('antenne_convention');
      expect(res.body['hydra:description']).toMatch(/n'existe pas ou n'est pas accessible/);
    }
    const byGuest = await patch(guest, id, { diplome_session: null });
    expect(byGuest.status).toBe(403);
    expect((await trainee(id)).antenne_convention_id).toBeNull();
  });
});
