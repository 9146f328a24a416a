// Registration requests and enrolment: a request accepted becomes one candidate with
// its documents (twice: one candidate, a French 409), refused with a reason; generic writes cannot relink; a
// candidate enrolled in a group and session becomes a trainee; refusals in French change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { REFERENCE_SCHOOL_YEAR, schoolYearOf } from '../../../src/server/seed/calendar.ts';
import { TODAY } from '../../../src/server/db/today.ts';

/** A year of the demo data as seeded today (the seed moves its calendar to the school year in course). */
const yr = (year: number) => year + schoolYearOf(new Date()) - REFERENCE_SCHOOL_YEAR;

let s: TestServer;
let admin: string;
let guest: string;
let sport: string;
const rows = async <T = any>(sql: string, params: unknown[] = []) => (await s.db.query(sql, params)).rows as T[];

/** A fresh pending request of antenne 2 with two attachments (one administrative, one pedagogic). */
async function newRequest(name: string) {
  const diplome = (await rows<{ id: number }>('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id LIMIT 1'))[0]!.id;
  const c = await s.req('POST', '/api/external_registration_contacts', { token: admin, body: {
    antenne: '/api/antennes/2', civility: 1, lastname: name, firstname: 'Inès', mail: `${name.toLowerCase()}@exemple.fr`,
    phone_number: '06 11 22 33 44', city: 'Nîmes', birthdate: '2004-05-06', diplome: `/api/diplomes/${diplome}` } });
  expect(c.status).toBe(201);
  for (const [n, type] of [['Curriculum vitae', 13], ['Bulletin de notes', 100]] as const) {
    const d = await s.req('POST', '/api/external_registration_documents', { token: admin, body: { contact: c.body['@id'], name: n, type_document: type } });
    expect(d.status).toBe(201);
  }
  return { id: c.body.id as number, diplome };
}

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, guest, sport] = await Promise.all(['admin@demo.fr', 'invite@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
});
afterAll(async () => s?.close());

describe('POST /api/external_registration_contacts/{id}/accepter', () => {
  it('creates one candidate with the identity, antenne, wished training and documents, and marks the request accepted', async () => {
    const { id, diplome } = await newRequest('Acceptee');
    const res = await s.req('POST', `/api/external_registration_contacts/${id}/accepter`, { token: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const candidate = res.body.candidature;
    expect(candidate).toMatchObject({ type: 0, etat: 0, lastname: 'Acceptee', firstname: 'Inès', civility: 1, antenne: '/api/antennes/2',
      diplome: `/api/diplomes/${diplome}`, mail: 'acceptee@exemple.fr', candidature_origin: 1 });
    expect(res.body.etudiant).toBe(candidate['@id']);
    const docs = await rows('SELECT name, type_document, antenne_id FROM etudiant_documents WHERE etudiant_id = $1 ORDER BY id', [candidate.id]);
    // The pedagogic attachment becomes « Autre document administratif » (71).
    expect(docs).toEqual([{ name: 'Curriculum vitae', type_document: 13, antenne_id: 2 }, { name: 'Bulletin de notes', type_document: 71, antenne_id: 2 }]);

    // Accepting again: a French 409, still one candidate, nothing changed.
    const count = async () => (await rows('SELECT count(*)::int AS n FROM etudiants WHERE lastname = $1', ['Acceptee']))[0].n;
    const again = await s.req('POST', `/api/external_registration_contacts/${id}/accepter`, { token: admin, body: {} });
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toMatch(/déjà acceptée/);
    expect(await count()).toBe(1);
    // Two at once: still one.
    const { id: id2 } = await newRequest('Concurrente');
    const both = await Promise.all([1, 2].map(() => s.req('POST', `/api/external_registration_contacts/${id2}/accepter`, { token: admin, body: {} })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await rows('SELECT count(*)::int AS n FROM etudiants WHERE lastname = $1', ['Concurrente']))[0].n).toBe(1);
    // An accepted request is not refused.
    const refuse = await s.req('POST', `/api/external_registration_contacts/${id}/refuser`, { token: admin, body: { refusal_reason: 1 } });
    expect(refuse.status).toBe(409);
    expect(refuse.body['hydra:description']).toMatch(/ne peut plus être refusée/);
  });

  it('refuses a guest, another centre, and generic writes that would accept or relink', async () => {
    const { id } = await newRequest('Gardee');
    const g = await s.req('POST', `/api/external_registration_contacts/${id}/accepter`, { token: guest, body: {} });
    expect(g.status).toBe(403);
    const other = await s.req('POST', `/api/external_registration_contacts/${id}/accepter`, { token: sport, body: {} });
    expect(other.status).toBe(404);
    // Status 1 by a generic write is the acceptance itself (tests/api/writePaths.test.ts); a guest may not.
    const put = await s.req('PUT', `/api/external_registration_contacts/${id}`, { token: guest, body: { status: 1 } });
    expect(put.status).toBe(403);
    const link = await s.req('PATCH', `/api/external_registration_contacts/${id}`, { token: admin, body: { etudiant: '/api/etudiants/1' }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(link.status).toBe(422);
    expect((await rows('SELECT status, etudiant_id FROM external_registration_contacts WHERE id = $1', [id]))[0]).toEqual({ status: null, etudiant_id: null });
  });
});

describe('POST /api/external_registration_contacts/{id}/refuser', () => {
  it('needs a reason of the list, then marks the request refused', async () => {
    const { id } = await newRequest('Refusee');
    const none = await s.req('POST', `/api/external_registration_contacts/${id}/refuser`, { token: admin, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.violations[0]).toMatchObject({ propertyPath: 'refusal_reason', message: 'Choisissez le motif du refus.' });
    const bad = await s.req('POST', `/api/external_registration_contacts/${id}/refuser`, { token: admin, body: { refusal_reason: 9 } });
    expect(bad.status).toBe(422);
    expect((await rows('SELECT status FROM external_registration_contacts WHERE id = $1', [id]))[0].status).toBeNull();
    const ok = await s.req('POST', `/api/external_registration_contacts/${id}/refuser`, { token: admin, body: { refusal_reason: 2, refusal_comment: ' Dossier hors délai ' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 2, refusal_reason: 2, refusal_comment: 'Dossier hors délai' });
    expect(ok.body.processed_at).toBeTruthy();
    const twice = await s.req('POST', `/api/external_registration_contacts/${id}/refuser`, { token: admin, body: { refusal_reason: 1 } });
    expect(twice.status).toBe(409);
    expect((await rows('SELECT refusal_reason FROM external_registration_contacts WHERE id = $1', [id]))[0].refusal_reason).toBe(2);
  });
});

describe('enrolment: GET /api/etudiants/{id}/inscription, POST /api/etudiants/{id}/inscrire', () => {
  async function candidate(name: string) {
    const { id } = await newRequest(name);
    const res = await s.req('POST', `/api/external_registration_contacts/${id}/accepter`, { token: admin, body: {} });
    return res.body.candidature as { id: number; diplome: string };
  }

  it('offers the groups and sessions, then places the trainee in one group and session', async () => {
    const c = await candidate('Inscrite');
    const options = await s.req('GET', `/api/etudiants/${c.id}/inscription`, { token: admin });
    expect(options.status).toBe(200);
    expect(options.body.raison).toBeNull();
    expect(options.body.groupes.length).toBeGreaterThan(0);
    expect(options.body.diplome_sessions.every((x: any) => x.diplome === c.diplome)).toBe(true);
    const group = options.body.groupes.find((g: any) => g.diplome_session === null || options.body.diplome_sessions.some((x: any) => x['@id'] === g.diplome_session));
    const session = group.diplome_session ?? options.body.diplome_sessions[0]['@id'];

    const missing = await s.req('POST', `/api/etudiants/${c.id}/inscrire`, { token: admin, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.violations.map((v: any) => v.propertyPath).sort()).toEqual(['diplome_session', 'groupe']);
    expect(missing.body.violations[0].message).toMatch(/planning/);

    const res = await s.req('POST', `/api/etudiants/${c.id}/inscrire`, { token: admin, body: { groupe: group['@id'], diplome_session: session, dt_date_entree: `${yr(2025)}-09-01` } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 1, etat: 0, etat_parcours: 1, diplome_session: session, dt_date_entree: `${yr(2025)}-09-01` });
    expect(await rows('SELECT date_entree::text AS d FROM groupe_etudiants WHERE etudiant_id = $1 AND groupe_id = $2', [c.id, group.id])).toEqual([{ d: `${yr(2025)}-09-01` }]);

    const twice = await s.req('POST', `/api/etudiants/${c.id}/inscrire`, { token: admin, body: { groupe: group['@id'], diplome_session: session } });
    expect(twice.status).toBe(409);
    expect(twice.body['hydra:description']).toMatch(/déjà stagiaire/);
    expect((await rows('SELECT count(*)::int AS n FROM groupe_etudiants WHERE etudiant_id = $1', [c.id]))[0].n).toBe(1);
  });

  it('offers only the groups that can take one of its sessions: a group following another training’s session is left out', async () => {
    const c = await candidate('Groupesoffert');
    const other = (await rows<{ id: number }>(
      'SELECT id FROM diplome_sessions WHERE cfa_id = 1 AND etat = 0 AND diplome_id <> (SELECT diplome_id FROM etudiants WHERE id = $1) ORDER BY id LIMIT 1', [c.id]))[0]!;
    const elsewhere = await s.req('POST', '/api/groupes', { token: admin, body: { name: 'Groupe d’une autre formation', antenne: '/api/antennes/2', diplome_session: `/api/diplome_sessions/${other.id}` } });
    expect(elsewhere.status, elsewhere.text).toBe(201);
    const options = (await s.req('GET', `/api/etudiants/${c.id}/inscription`, { token: admin })).body;
    expect(options.antenne).toBe('/api/antennes/2');
    const sessions = options.diplome_sessions.map((x: any) => x['@id']);
    expect(options.groupes.map((g: any) => g['@id'])).not.toContain(elsewhere.body['@id']);
    for (const g of options.groupes) expect(g.diplome_session === null || sessions.includes(g.diplome_session), g.name).toBe(true);
  });

  it('refuses an archived group or another antenne’s group in French, changing nothing', async () => {
    const c = await candidate('Refusinscr');
    const options = (await s.req('GET', `/api/etudiants/${c.id}/inscription`, { token: admin })).body;
    const session = options.diplome_sessions[0]['@id'];
    const foreign = (await rows<{ id: number }>('SELECT id FROM groupes WHERE cfa_id = 1 AND antenne_id <> 2 AND etat = 0 ORDER BY id LIMIT 1'))[0]!;
    const res = await s.req('POST', `/api/etudiants/${c.id}/inscrire`, { token: admin, body: { groupe: `/api/groupes/${foreign.id}`, diplome_session: session } });
    expect(res.status).toBe(422);
    expect(res.body.violations[0]).toMatchObject({ propertyPath: 'groupe' });
    expect(res.body.violations[0].message).toMatch(/autre antenne/);
    const archived = (await rows<{ id: number }>('INSERT INTO groupes (cfa_id, antenne_id, name, etat) VALUES (1, 2, $1, 1) RETURNING id', ['Groupe archivé test']))[0]!;
    const res2 = await s.req('POST', `/api/etudiants/${c.id}/inscrire`, { token: admin, body: { groupe: `/api/groupes/${archived.id}`, diplome_session: session } });
    expect(res2.status).toBe(422);
    expect(res2.body.violations[0].message).toMatch(/archivé/);
    expect((await rows('SELECT type, diplome_session_id FROM etudiants WHERE id = $1', [c.id]))[0]).toEqual({ type: 0, diplome_session_id: null });
    const g = await s.req('POST', `/api/etudiants/${c.id}/inscrire`, { token: guest, body: {} });
    expect(g.status).toBe(403);
  });
});

describe('the trainee record', () => {
  it('stores the formation fields and exit reason (the course state is the server’s); status 4 or 5 needs a precision', async () => {
    const body = { type: 0, lastname: 'Complet', firstname: 'Jo', antenne: '/api/antennes/2', status: 4, funding: 1, funding_details: 'OPCO EP',
      dt_date_first_contact: '2025-03-01', date_positioning_start: '2025-04-01', date_positioning_end: '2025-04-03', employment_agency_id: '1234567A',
      raison_sortie: null, formationCustomFields: { tenue: 'M' } };
    const refused = await s.req('POST', '/api/etudiants', { token: admin, body });
    expect(refused.status).toBe(422);
    expect(refused.body.violations.some((v: any) => v.propertyPath === 'type_status_autre_details')).toBe(true);
    const ok = await s.req('POST', '/api/etudiants', { token: admin, body: { ...body, type_status_autre_details: 'Salarié à temps partiel' } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ funding: 1, dt_date_first_contact: '2025-03-01', formationCustomFields: { tenue: 'M' } });
    const wrongOrder = await s.req('POST', '/api/etudiants', { token: admin, body: { ...body, type_status_autre_details: 'x', date_positioning_end: '2025-03-01' } });
    expect(wrongOrder.status).toBe(422);
  });
});

describe('the demo data tells one story (issue 13 item 9)', () => {
  const n = async (sql: string) => Number((await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n);
  it('no trainee « Sorti » without a past exit and a reason, nor exiting before entry', async () => {
    expect(await n('etudiants WHERE type = 1 AND etat = 1')).toBeGreaterThan(0);
    expect(await n(`etudiants WHERE type = 1 AND etat = 1 AND (date_sortie IS NULL OR date_sortie > ${TODAY})`)).toBe(0);
    expect(await n('etudiants WHERE type = 1 AND etat = 1 AND raison_sortie IS NULL')).toBe(0);
    expect(await n('etudiants WHERE date_sortie < dt_date_entree')).toBe(0);
  });
  it('no member joined a group before its session started', async () => {
    expect(await n('groupe_etudiants ge JOIN antenne_groupe_sessions s ON s.groupe_id = ge.groupe_id WHERE s.dt_start IS NOT NULL')).toBeGreaterThan(0);
    expect(await n('groupe_etudiants ge JOIN antenne_groupe_sessions s ON s.groupe_id = ge.groupe_id WHERE ge.date_entree < s.dt_start')).toBe(0);
  });
  it('accepted requests have their candidate, refused ones a reason, pending ones neither; the course state follows the contracts', async () => {
    expect(await n('external_registration_contacts WHERE status = 1 AND etudiant_id IS NULL')).toBe(0);
    expect(await n('external_registration_contacts WHERE status = 2 AND refusal_reason IS NULL')).toBe(0);
    expect(await n('external_registration_contacts WHERE status IS NULL')).toBeGreaterThan(0);
    expect(await n('external_registration_contacts WHERE status IS NULL AND (etudiant_id IS NOT NULL OR processed_at IS NOT NULL)')).toBe(0);
    expect(await n(`etudiants e WHERE e.type = 1 AND e.etat_parcours = 2
      AND NOT EXISTS (SELECT 1 FROM etudiant_contrats c WHERE c.etudiant_id = e.id AND c.date_rupture IS NULL)`)).toBe(0);
  });
});
