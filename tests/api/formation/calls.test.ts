// API of the formation domain's calls (spec 001 section 7 "Sessions and diplomas", section 6 diploma
// visibility; spec 000 section 7 trainee calls): the diplomas an antenne or the centre offers, the
// visibility rule's cases, the sessions of the antennes' diplomas and their trainees, a diploma's
// administrative documents (JSON and multipart), and the trainee screens (PIF, evaluations, interviews,
// pedagogy light list, interviews dashboard). Each call: asserted contents, scope (another antenne, another
// centre: 404), bad input (French 400/422).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { crudSuite, make, storedFile, type Sides, type Tokens } from '../domain-cases.ts';
import { REFERENCE_SCHOOL_YEAR, schoolYearOf } from '../../../src/server/seed/calendar.ts';

/** A year of the demo data as seeded today (the seed moves its calendar to the school year in course). */
const yr = (year: number) => year + schoolYearOf(new Date()) - REFERENCE_SCHOOL_YEAR;

let s: TestServer;
let t: Tokens & { superviseur: string };
const sides: Sides = { own: {}, other: {} };
const MARSEILLE = '/api/antennes/2';
const NICE = '/api/antennes/3';
/** A diploma offered by Nice only (a session opened there), and one offered by no antenne. */
let niceOnly: string;
let nowhere: string;
let trainee: string;

const ids = (res: { body: any }) => res.body['hydra:member'].map((m: any) => m['@id'] as string).sort();
const sql = async (query: string, params: unknown[] = []) => (await s.db.query<{ id: number }>(query, params)).rows.map((r) => r.id);
const iris = (resource: string, list: number[]) => list.map((id) => `/api/${resource}/${id}`).sort();
/** Active diplomas of the demo centre offered by antenne `a` (a session opened there), or all when null. */
const offeredBy = (a: number | null) => sql(
  `SELECT d.id FROM diplomes d WHERE d.cfa_id = 1 AND d.etat = 0 ${a === null ? '' : `AND EXISTS (SELECT 1 FROM diplome_sessions s
   JOIN antenne_diplome_sessions x ON x.diplome_session_id = s.id WHERE s.diplome_id = d.id AND s.etat <> 2 AND x.etat <> 2 AND x.antenne_id = ${a})`}`);
const setFlags = async (formation_interne: boolean, accept_apprentis_only: boolean) => {
  const res = await s.req('PATCH', '/api/cfas/1', { token: t.admin, body: { formation_interne, accept_apprentis_only } });
  expect(res.status, res.text).toBe(200);
};

beforeAll(async () => {
  s = await startServer(import.meta.url);
  const [admin, antenne1, sport, superviseur] = await Promise.all(
    ['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr', 'superviseur@demo.fr'].map((e) => s.login(e)));
  t = { admin: admin!, antenne1: antenne1!, sport: sport!, superviseur: superviseur! };
  niceOnly = await make(s, t.admin, 'diplomes', { name: 'DESJEPS Direction de structure (test)', type_diplome: 3, level: 3 });
  nowhere = await make(s, t.admin, 'diplomes', { name: 'CQP Animateur de loisir sportif (test)', type_diplome: 5 });
  const session = await make(s, t.admin, 'diplome_sessions', { diplome: niceOnly, name: 'DESJEPS 2025-2026', dt_start: '2025-09-08' });
  await make(s, t.admin, 'antenne_diplome_sessions', { antenne: NICE, diplome_session: session, training_place: 'Nice, salle 2' });
  trainee = await make(s, t.admin, 'etudiants', { type: 1, etat: 0, lastname: 'Zéphyrin', firstname: 'Lou', antenne: MARSEILLE });
  // The diploma with the most trainees in Marseille (so its session list is not empty), one offered by Nice.
  const busiest = await sql(`SELECT s.diplome_id AS id FROM etudiants e JOIN diplome_sessions s ON s.id = e.diplome_session_id
    WHERE e.antenne_id = 2 AND e.etat <> 3 GROUP BY s.diplome_id ORDER BY count(*) DESC, s.diplome_id LIMIT 1`);
  sides.own = { antenne: MARSEILLE, diplome: `/api/diplomes/${busiest[0]}`, media: await storedFile(s) };
  sides.other = { antenne: NICE, diplome: `/api/diplomes/${(await offeredBy(3))[0]}`, media: await storedFile(s) };
});
afterAll(async () => s?.close());

describe('diplomas offered by an antenne or the centre', () => {
  it('GET /api/antenne_diplomes?antenne= and /antenne_diplomes/{id} list the diplomas whose sessions the antenne opened', async () => {
    const byQuery = await s.req('GET', `/api/antenne_diplomes?antenne=${encodeURIComponent(NICE)}`, { token: t.admin });
    expect(byQuery.status, byQuery.text).toBe(200);
    expect(byQuery.body['@type']).toBe('hydra:Collection');
    expect(ids(byQuery)).toEqual(iris('diplomes', await offeredBy(3)));
    expect(ids(byQuery)).toContain(niceOnly);
    expect(ids(byQuery)).not.toContain(nowhere);
    const one = byQuery.body['hydra:member'].find((m: any) => m['@id'] === niceOnly);
    expect(one).toMatchObject({ '@type': 'Diplome', name: 'DESJEPS Direction de structure (test)', cfa: '/api/cfas/1', antennes: [NICE] });
    expect(byQuery.body['hydra:totalItems']).toBe(byQuery.body['hydra:member'].length);

    const byPath = await s.req('GET', '/api/antenne_diplomes/2', { token: t.admin });
    expect(byPath.status).toBe(200);
    expect(ids(byPath)).toEqual(iris('diplomes', await offeredBy(2)));
    expect(ids(byPath)).not.toContain(niceOnly);
    expect(byPath.body['hydra:member'].every((m: any) => m.antennes.includes(MARSEILLE))).toBe(true);
    // An antenne user without the parameter gets its own antenne's; it sees only itself among the offering antennes.
    const own = await s.req('GET', '/api/antenne_diplomes', { token: t.antenne1 });
    expect(ids(own)).toEqual(ids(byPath));
    expect(own.body['hydra:member'].every((m: any) => m.antennes.length === 1 && m.antennes[0] === MARSEILLE)).toBe(true);
  });

  it('GET /api/antenne_diplomes_cfa/{id} lists the whole active catalogue, with the generic diploma filters', async () => {
    const res = await s.req('GET', '/api/antenne_diplomes_cfa/1', { token: t.admin });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(iris('diplomes', await offeredBy(null)));
    expect(res.body['hydra:member'].find((m: any) => m['@id'] === nowhere).antennes).toEqual([]);
    expect(res.body['hydra:member'].map((m: any) => m.id)).toEqual(await sql('SELECT id FROM diplomes WHERE cfa_id = 1 AND etat = 0 ORDER BY name, id'));
    const filtered = await s.req('GET', '/api/antenne_diplomes_cfa/1?name=CQP', { token: t.antenne1 });
    expect(ids(filtered)).toEqual([nowhere]);
    await s.req('PATCH', nowhere, { token: t.admin, body: { etat: 1 } });
    expect(ids(await s.req('GET', '/api/antenne_diplomes_cfa/1', { token: t.admin }))).not.toContain(nowhere);
    expect(ids(await s.req('GET', '/api/antenne_diplomes_cfa/1?etat=1', { token: t.admin }))).toEqual([nowhere]);
    await s.req('PATCH', nowhere, { token: t.admin, body: { etat: 0 } });
  });

  it('keeps another antenne and another centre out (404) and answers bad input in French', async () => {
    expect((await s.req('GET', '/api/antenne_diplomes/3', { token: t.antenne1 })).status).toBe(404);
    expect((await s.req('GET', `/api/antenne_diplomes?antenne=${NICE}`, { token: t.antenne1 })).status).toBe(404);
    expect((await s.req('GET', '/api/antenne_diplomes/2', { token: t.sport })).status).toBe(404);
    expect((await s.req('GET', '/api/antenne_diplomes_cfa/1', { token: t.sport })).status).toBe(404);
    expect((await s.req('GET', '/api/antenne_diplomes_cfa/2', { token: t.admin })).status).toBe(404);
    expect((await s.req('GET', '/api/liste_diplomes?antenne=3', { token: t.sport })).status).toBe(404);
    const sportList = await s.req('GET', '/api/liste_diplomes', { token: t.sport });
    expect(sportList.body['hydra:member'].every((m: any) => m.cfa === '/api/cfas/2')).toBe(true);
    const missing = await s.req('GET', '/api/antenne_diplomes', { token: t.admin });
    expect(missing.status).toBe(400);
    expect(missing.body['hydra:description']).toBe('Le paramètre « antenne » est obligatoire.');
    const bad = await s.req('GET', '/api/antenne_diplomes?antenne=Nice', { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(/Le paramètre « antenne » doit être/);
    const badEtat = await s.req('GET', '/api/liste_diplomes?etat=actif', { token: t.admin });
    expect(badEtat.status).toBe(400);
    expect(badEtat.body['hydra:description']).toBe('La valeur « actif » du filtre « etat » n\'est pas valide.');
    expect((await s.req('GET', '/api/antenne_diplomes/abc', { token: t.admin })).status).toBe(404);
    expect((await s.req('GET', '/api/antenne_diplomes/2')).status).toBe(401);
  });
});

describe('diploma visibility (spec 001 section 6)', () => {
  const list = async (token: string, query = '') => {
    const res = await s.req('GET', `/api/liste_diplomes${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res;
  };

  it('without internal training: a supervisor sees the branch it names, the whole catalogue without one; a branch user its branch', async () => {
    await setFlags(false, true);
    const branch = await list(t.superviseur, '?antenne=3');
    expect(ids(branch)).toEqual(iris('diplomes', await offeredBy(3)));
    expect(branch.body.visibilite).toEqual({ source: 'antenne', antenne: NICE });
    const all = await list(t.superviseur);
    expect(ids(all)).toEqual(iris('diplomes', await offeredBy(null)));
    expect(all.body.visibilite).toEqual({ source: 'centre', antenne: null });
    expect(ids(await list(t.antenne1))).toEqual(iris('diplomes', await offeredBy(2)));
  });

  it("with internal training and apprentices only: a supervisor sees the centre's catalogue, a non-supervisor its branch", async () => {
    await setFlags(true, true);
    const supervisor = await list(t.superviseur, '?antenne=3');
    expect(supervisor.body.visibilite.source).toBe('centre');
    expect(ids(supervisor)).toEqual(iris('diplomes', await offeredBy(null)));
    expect(ids(supervisor)).toContain(nowhere);
    const user = await list(t.antenne1);
    expect(user.body.visibilite).toEqual({ source: 'antenne', antenne: MARSEILLE });
    expect(ids(user)).toEqual(iris('diplomes', await offeredBy(2)));
    const admin = await list(t.admin, '?antenne=3');
    expect(ids(admin)).toEqual(iris('diplomes', await offeredBy(3)));
    expect(ids(admin)).not.toContain(nowhere);
  });

  it('otherwise (internal training without apprentices only): the branch when there is one, else all diplomas', async () => {
    await setFlags(true, false);
    expect((await list(t.superviseur, '?antenne=3')).body.visibilite.source).toBe('antenne');
    expect(ids(await list(t.admin))).toEqual(iris('diplomes', await offeredBy(null)));
    await setFlags(false, false);
  });
});

describe('sessions of the antennes diplomas and their trainees', () => {
  it('GET /api/antenne_diplomes_sessions?etat=0 lists the antenne sessions with diploma, names and a select label', async () => {
    const res = await s.req('GET', '/api/antenne_diplomes_sessions?etat=0', { token: t.antenne1 });
    expect(res.status, res.text).toBe(200);
    const expected = await sql('SELECT a.id FROM antenne_diplome_sessions a JOIN diplome_sessions s ON s.id = a.diplome_session_id JOIN diplomes d ON d.id = s.diplome_id WHERE a.antenne_id = 2 AND a.etat = 0 AND s.etat <> 2 AND d.etat <> 2');
    expect(ids(res)).toEqual(iris('antenne_diplome_sessions', expected));
    const first = res.body['hydra:member'][0];
    expect(first.antenne).toBe(MARSEILLE);
    expect(first.antenne_name).toBe('Antenne de Marseille');
    expect(first.dropdown_label).toBe(`${first.diplome_name} – ${first.diplome_session_name} (Antenne de Marseille)`);
    const d = await s.req('GET', first.diplome, { token: t.antenne1 });
    expect(d.body.name).toBe(first.diplome_name);

    const nice = await s.req('GET', `/api/antenne_diplomes_sessions?etat=0&antenne=${NICE}&diplome=${niceOnly}`, { token: t.admin });
    expect(nice.body['hydra:member']).toHaveLength(1);
    const opened = nice.body['hydra:member'][0];
    expect(opened).toMatchObject({ diplome: niceOnly, diplome_session_name: 'DESJEPS 2025-2026', training_place: 'Nice, salle 2', etat: 0 });
    await s.req('PATCH', opened['@id'], { token: t.admin, body: { etat: 1 } });
    expect((await s.req('GET', `/api/antenne_diplomes_sessions?etat=0&diplome=${niceOnly}`, { token: t.admin })).body['hydra:member']).toHaveLength(0);
    expect(ids(await s.req('GET', `/api/antenne_diplomes_sessions?etat=1&diplome=${niceOnly}`, { token: t.admin }))).toEqual([opened['@id']]);
    await s.req('PATCH', opened['@id'], { token: t.admin, body: { etat: 0 } });
  });

  it('keeps other antennes and centres out of the sessions list and refuses bad values in French', async () => {
    expect((await s.req('GET', `/api/antenne_diplomes_sessions?antenne=${NICE}`, { token: t.antenne1 })).status).toBe(404);
    const sport = await s.req('GET', '/api/antenne_diplomes_sessions?etat=0', { token: t.sport });
    expect(sport.body['hydra:member'].length).toBeGreaterThan(0);
    expect(sport.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/5')).toBe(true);
    expect((await s.req('GET', `/api/antenne_diplomes_sessions?diplome=${niceOnly}`, { token: t.sport })).status).toBe(404);
    const bad = await s.req('GET', '/api/antenne_diplomes_sessions?etat=zero', { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toBe('Le paramètre « etat » doit être un nombre entier.');
  });

  it('GET /api/session_stagaires_list?diplome=&antenne= lists the trainees of that diploma sessions in that antenne', async () => {
    const diplome = sides.own.diplome!;
    const res = await s.req('GET', `/api/session_stagaires_list?diplome=${diplome}&antenne=${MARSEILLE}`, { token: t.antenne1 });
    expect(res.status, res.text).toBe(200);
    const expected = await sql(`SELECT e.id FROM etudiants e JOIN diplome_sessions s ON s.id = e.diplome_session_id
      WHERE s.diplome_id = $1 AND e.antenne_id = 2 AND e.etat <> 3`, [Number(diplome.split('/').pop())]);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res)).toEqual(iris('etudiants', expected));
    for (const m of res.body['hydra:member']) {
      expect(m).toMatchObject({ '@type': 'Etudiant', antenne: MARSEILLE, diplome });
      const session = await s.req('GET', m.diplome_session, { token: t.antenne1 });
      expect(session.body.diplome).toBe(diplome);
      expect(m.diplome_session_name).toBe(session.body.name);
      expect(m.antenne_diplome_session).toMatch(/^\/api\/antenne_diplome_sessions\/\d+$/);
    }
    expect(res.body['hydra:member'].map((m: any) => m.id)).toEqual(await sql(`SELECT e.id FROM etudiants e JOIN diplome_sessions s ON s.id = e.diplome_session_id
      WHERE s.diplome_id = $1 AND e.antenne_id = 2 AND e.etat <> 3 ORDER BY e.lastname, e.firstname, e.id`, [Number(diplome.split('/').pop())]));
  });

  it('session_stagaires_list: both parameters required, other antenne or centre 404', async () => {
    const noDiplome = await s.req('GET', `/api/session_stagaires_list?antenne=${MARSEILLE}`, { token: t.admin });
    expect(noDiplome.status).toBe(400);
    expect(noDiplome.body['hydra:description']).toBe('Le paramètre « diplome » est obligatoire.');
    const noAntenne = await s.req('GET', `/api/session_stagaires_list?diplome=${sides.own.diplome}`, { token: t.admin });
    expect(noAntenne.body['hydra:description']).toBe('Le paramètre « antenne » est obligatoire.');
    expect((await s.req('GET', `/api/session_stagaires_list?diplome=${niceOnly}&antenne=${NICE}`, { token: t.antenne1 })).status).toBe(404);
    expect((await s.req('GET', `/api/session_stagaires_list?diplome=${niceOnly}&antenne=/api/antennes/5`, { token: t.sport })).status).toBe(404);
  });
});

describe("a diploma's administrative documents", () => {
  crudSuite(() => ({ s, t, sides }), [{
    resource: 'antenne_diplome_document_administratifs', scope: 'antenne',
    body: (f) => ({ diplome: f.diplome, antenne: f.antenne, name: "Décision d'habilitation 2025", file: f.media, date_document: '2025-06-02', date_expiration: '2030-06-01' }),
    filter: (_c, f) => `diplome=${f.diplome}&antenne=${f.antenne}&etat=0`, patch: { description: 'Renouvelée pour cinq ans.', etat: 1 },
    bad: (f) => ({ diplome: f.diplome, antenne: f.antenne, name: 'Sans fichier' }), badPath: 'file',
  }]);

  it('lists the demo documents on the diploma page, each with a file that downloads', async () => {
    const res = await s.req('GET', `/api/antenne_diplome_document_administratifs?diplome=${sides.own.diplome}&antenne=${MARSEILLE}&pagination=false`, { token: t.antenne1 });
    const seeded = res.body['hydra:member'].filter((m: any) => ["Décision d'habilitation", "Règlement d'examen"].includes(m.name));
    expect(seeded.map((m: any) => m.name).sort()).toEqual(["Décision d'habilitation", "Règlement d'examen"]);
    expect(seeded.find((m: any) => m.name === "Décision d'habilitation")).toMatchObject({ date_document: `${yr(2024)}-06-14`, date_expiration: `${yr(2029)}-06-13`, etat: 0 });
    const file = await fetch(`${s.base}${seeded[0].file}/download`, { headers: { authorization: `Bearer ${t.antenne1}` } });
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF')).toBe(true);
  });

  const form = (fields: Record<string, string>, file?: [string, string]) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (file) f.append('file', new Blob([file[1]]), file[0]);
    return f;
  };
  const post = (token: string, body: FormData) =>
    fetch(`${s.base}/api/antenne_diplome_document_administratifs`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' }, body });
  const media = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_objects')).rows[0]!.n;
  const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

  it('takes one multipart form (fields and file) from an antenne user, and stores the file as a media object', async () => {
    const res = await post(t.antenne1, form({ diplome: sides.own.diplome!, antenne: MARSEILLE, name: 'Règlement intérieur', date_document: '2025-09-01' }, ['règlement.pdf', PDF]));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ name: 'Règlement intérieur', antenne: MARSEILLE, diplome: sides.own.diplome, date_document: '2025-09-01', etat: 0 });
    expect(res.headers.get('location')).toBe(body['@id']);
    const file = await fetch(`${s.base}${body.file}/download`, { headers: { authorization: `Bearer ${t.antenne1}` } });
    expect(await file.text()).toBe(PDF);
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''r%C3%A8glement.pdf");
  });

  it('refuses a bad form in French and leaves no file behind', async () => {
    const before = await media();
    const noName = await post(t.antenne1, form({ diplome: sides.own.diplome!, antenne: MARSEILLE }, ['a.pdf', PDF]));
    expect(noName.status).toBe(422);
    expect((await noName.json()).violations[0]).toMatchObject({ propertyPath: 'name' });
    const otherAntenne = await post(t.antenne1, form({ diplome: sides.other.diplome!, antenne: NICE, name: 'Ailleurs' }, ['a.pdf', PDF]));
    expect(otherAntenne.status).toBe(403);
    const exe = await post(t.antenne1, form({ diplome: sides.own.diplome!, antenne: MARSEILLE, name: 'Programme' }, ['setup.exe', 'MZ']));
    expect(exe.status).toBe(415);
    expect((await exe.json())['hydra:description']).toMatch(/^Ce type de fichier n'est pas accepté/);
    const noFile = await post(t.antenne1, form({ diplome: sides.own.diplome!, antenne: MARSEILLE, name: 'Sans fichier' }));
    expect(noFile.status).toBe(422);
    expect((await noFile.json()).violations.map((v: any) => v.propertyPath)).toContain('file');
    const otherCentre = await post(t.sport, form({ diplome: sides.own.diplome!, antenne: '/api/antennes/5', name: 'Intrus' }, ['a.pdf', PDF]));
    expect(otherCentre.status).toBe(422);
    expect(await media()).toBe(before);
  });
});

describe('trainee screens', () => {
  let evaluationWithNodes: string;
  let emptyPositioning: string;
  let cps: string;

  beforeAll(async () => {
    await make(s, t.admin, 'etudiant_plan_individuel_formations', { etudiant: trainee, date_elaboration: '2025-01-10', allegement: 'Dispense du bloc 1', objectifs: 'Obtenir le BPJEPS', step_to_reach: 'UC2 puis UC3', etat: 0 });
    await make(s, t.admin, 'etudiant_plan_individuel_formations', { etudiant: trainee, date_elaboration: '2024-10-01', objectifs: 'Ancien plan', etat: 2 });
    evaluationWithNodes = await make(s, t.admin, 'antenne_evaluations', { etudiant: trainee, label: 'Positionnement initial', type: 'POSITIONNING', date_evaluation: '2024-09-20', global_score: 2 });
    await make(s, t.admin, 'antenne_evaluation_contents', { antenne_evaluation: evaluationWithNodes, type_node: 'SKILL', label: 'Accueillir un public', score: 2 });
    emptyPositioning = await make(s, t.admin, 'antenne_evaluations', { etudiant: trainee, label: 'Positionnement vide', type: 'POSITIONNING', date_evaluation: '2024-09-21' });
    cps = await make(s, t.admin, 'antenne_evaluations', { etudiant: trainee, label: 'CPS de rentrée', type: 'CPS', date_evaluation: '2024-09-25' });
    await make(s, t.admin, 'etudiant_interviews', { etudiant: trainee, type: 2, mode: 3, date_interview: '2024-09-02', subject: 'Entretien d\'entrée' });
    await make(s, t.admin, 'etudiant_interviews', { etudiant: trainee, type: 6, type_details: 1, mode: 1, date_interview: '2025-01-15', subject: 'Suivi n° 1', etat: 1 });
  });

  it('GET /api/stagiaires_plan_individuel/{id}: the trainee, its plans (deleted ones left out) and its positioning', async () => {
    const res = await s.req('GET', `/api/stagiaires_plan_individuel/${trainee.split('/').pop()}`, { token: t.antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ '@id': trainee, lastname: 'Zéphyrin', firstname: 'Lou', antenne: MARSEILLE, antenne_name: 'Antenne de Marseille' });
    expect(res.body.etudiant_plan_individuel_formations).toHaveLength(1);
    expect(res.body.etudiant_plan_individuel_formations[0]).toMatchObject({ etudiant: trainee, allegement: 'Dispense du bloc 1', objectifs: 'Obtenir le BPJEPS', step_to_reach: 'UC2 puis UC3', etat: 0 });
    expect(res.body.positionnements.map((e: any) => e['@id'])).toEqual([emptyPositioning, evaluationWithNodes]);
    expect((await s.req('GET', `/api/stagiaires_plan_individuel/${trainee.split('/').pop()}?etat=2`, { token: t.admin })).body
      .etudiant_plan_individuel_formations.map((p: any) => p.objectifs)).toEqual(['Ancien plan']);
  });

  it('GET /api/stagiaires_evaluations/{id}: evaluations and CPS evaluations apart, with whether each has content', async () => {
    const res = await s.req('GET', `/api/stagiaires_evaluations/${trainee.split('/').pop()}`, { token: t.antenne1 });
    expect(res.status).toBe(200);
    expect(res.body.evaluations.map((e: any) => [e['@id'], e.nb_contents, e.has_content])).toEqual([[emptyPositioning, 0, false], [evaluationWithNodes, 1, true]]);
    expect(res.body.evaluations_cps.map((e: any) => [e['@id'], e.nb_contents, e.has_content])).toEqual([[cps, 0, true]]);
    expect(res.body.evaluations_cps[0]).toMatchObject({ label: 'CPS de rentrée', type: 'CPS', etudiant: trainee });
  });

  it('GET /api/stagiaires_liste_entretiens/{id}: its interviews under suivis, latest first, with type labels', async () => {
    const res = await s.req('GET', `/api/stagiaires_liste_entretiens/${trainee.split('/').pop()}`, { token: t.antenne1 });
    expect(res.status).toBe(200);
    expect(res.body.suivis.map((i: any) => [i.date_interview, i.type, i.type_label, i.mode_label])).toEqual([
      ['2025-01-15', 6, 'Suivi formation', expect.any(String)], ['2024-09-02', 2, 'Entrée', expect.any(String)]]);
    const active = await s.req('GET', `/api/stagiaires_liste_entretiens/${trainee.split('/').pop()}?etat=0`, { token: t.antenne1 });
    expect(active.body.suivis.map((i: any) => i.subject)).toEqual(["Entretien d'entrée"]);
  });

  it('the trainee screens give 404 for another antenne, another centre or a bad id', async () => {
    const nice = (await sql('SELECT id FROM etudiants WHERE antenne_id = 3 ORDER BY id LIMIT 1'))[0];
    for (const path of ['stagiaires_plan_individuel', 'stagiaires_evaluations', 'stagiaires_liste_entretiens']) {
      expect((await s.req('GET', `/api/${path}/${nice}`, { token: t.antenne1 })).status, path).toBe(404);
      expect((await s.req('GET', `/api/${path}/${trainee.split('/').pop()}`, { token: t.sport })).status, path).toBe(404);
      const bad = await s.req('GET', `/api/${path}/abc`, { token: t.admin });
      expect(bad.status, path).toBe(404);
      expect(bad.body['hydra:description']).toBe("La ressource demandée n'existe pas.");
    }
    expect((await s.req('GET', `/api/stagiaires_evaluations/${trainee.split('/').pop()}?etat=x`, { token: t.admin })).status).toBe(400);
  });

  it('GET /api/stagaires_pedagogie_light_list: active trainees of the scope, by antenne list or one key=value pair', async () => {
    const own = await s.req('GET', '/api/stagaires_pedagogie_light_list', { token: t.antenne1 });
    expect(own.status).toBe(200);
    expect(ids(own)).toEqual(iris('etudiants', await sql('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 1 AND etat = 0')));
    expect(ids(own)).toContain(trainee);
    expect(Object.keys(own.body['hydra:member'][0]).sort()).toEqual(['@id', '@type', 'antenne', 'civility', 'diplome_session', 'etat', 'firstname', 'id', 'lastname', 'type']);
    const two = await s.req('GET', '/api/stagaires_pedagogie_light_list?antenne=2,3', { token: t.admin });
    expect(ids(two)).toEqual(iris('etudiants', await sql('SELECT id FROM etudiants WHERE antenne_id IN (2, 3) AND type = 1 AND etat = 0')));
    const session = (await sql('SELECT diplome_session_id AS id FROM etudiants WHERE antenne_id = 2 AND type = 1 AND diplome_session_id IS NOT NULL LIMIT 1'))[0];
    const bySession = await s.req('GET', `/api/stagaires_pedagogie_light_list?antenne=2&diplome_session=/api/diplome_sessions/${session}`, { token: t.admin });
    expect(ids(bySession)).toEqual(iris('etudiants', await sql('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 1 AND etat = 0 AND diplome_session_id = $1', [session])));
    const candidates = await s.req('GET', '/api/stagaires_pedagogie_light_list?type=0', { token: t.antenne1 });
    expect(ids(candidates)).toEqual(iris('etudiants', await sql('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 0 AND etat = 0')));
  });

  it('stagaires_pedagogie_light_list: one pair only, known filters only, no other antenne', async () => {
    const pairs = await s.req('GET', '/api/stagaires_pedagogie_light_list?etat=0&type=1', { token: t.admin });
    expect(pairs.status).toBe(400);
    expect(pairs.body['hydra:description']).toBe('Un seul filtre clé=valeur est accepté en plus de « antenne » (reçus : etat, type).');
    const unknown = await s.req('GET', '/api/stagaires_pedagogie_light_list?couleur=rouge', { token: t.admin });
    expect(unknown.status).toBe(400);
    expect(unknown.body['hydra:description']).toBe("Le filtre « couleur » n'existe pas pour les stagiaires.");
    expect((await s.req('GET', '/api/stagaires_pedagogie_light_list?antenne=2,3', { token: t.antenne1 })).status).toBe(404);
    expect((await s.req('GET', '/api/stagaires_pedagogie_light_list?antenne=2', { token: t.sport })).status).toBe(404);
    const sport = await s.req('GET', '/api/stagaires_pedagogie_light_list', { token: t.sport });
    expect(sport.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/5')).toBe(true);
  });

  it('GET /api/stagiaires_entretiens_dashboard: paginated trainees with their interview counts, last one and types', async () => {
    const total = (await sql('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 1 AND etat = 0')).length;
    const res = await s.req('GET', '/api/stagiaires_entretiens_dashboard?pagination=true&page=2&itemsPerPage=5', { token: t.antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(total);
    expect(res.body['hydra:member']).toHaveLength(5);
    expect(res.body['hydra:view']).toMatchObject({
      '@id': '/api/stagiaires_entretiens_dashboard?pagination=true&itemsPerPage=5&page=2',
      'hydra:first': '/api/stagiaires_entretiens_dashboard?pagination=true&itemsPerPage=5&page=1',
      'hydra:previous': '/api/stagiaires_entretiens_dashboard?pagination=true&itemsPerPage=5&page=1',
      'hydra:next': '/api/stagiaires_entretiens_dashboard?pagination=true&itemsPerPage=5&page=3',
      'hydra:last': `/api/stagiaires_entretiens_dashboard?pagination=true&itemsPerPage=5&page=${Math.ceil(total / 5)}`,
    });
    const mine = await s.req('GET', '/api/stagiaires_entretiens_dashboard?pagination=true&lastname=Z%C3%A9phyrin', { token: t.antenne1 });
    expect(mine.body['hydra:member']).toHaveLength(1);
    // Only the active interview counts (the other is archived).
    expect(mine.body['hydra:member'][0]).toMatchObject({ '@id': trainee, nb_entretiens: 1, types_entretien: [2], antenne_name: 'Antenne de Marseille',
      dernier_entretien: { date_interview: '2024-09-02', type: 2, type_label: 'Entrée' } });
    const withType = await s.req('GET', '/api/stagiaires_entretiens_dashboard?pagination=false&type_entretien=2', { token: t.antenne1 });
    expect(ids(withType)).toEqual(iris('etudiants', await sql(`SELECT e.id FROM etudiants e WHERE e.antenne_id = 2 AND e.type = 1 AND e.etat = 0
      AND EXISTS (SELECT 1 FROM etudiant_interviews i WHERE i.etudiant_id = e.id AND i.etat = 0 AND i.type = 2)`)));
    const none = await s.req('GET', '/api/stagiaires_entretiens_dashboard?pagination=false&exists[entretiens]=false', { token: t.antenne1 });
    expect(ids(none)).not.toContain(trainee);
    expect(none.body['hydra:member'].every((m: any) => m.nb_entretiens === 0 && m.dernier_entretien === null)).toBe(true);
  });

  it('stagiaires_entretiens_dashboard: scope and bad input in French', async () => {
    const sport = await s.req('GET', '/api/stagiaires_entretiens_dashboard?pagination=true', { token: t.sport });
    expect(sport.body['hydra:member'].every((m: any) => m.antenne === '/api/antennes/5')).toBe(true);
    expect((await s.req('GET', '/api/stagiaires_entretiens_dashboard?antenne=3', { token: t.antenne1 })).status).toBe(404);
    const page = await s.req('GET', '/api/stagiaires_entretiens_dashboard?pagination=true&page=0', { token: t.admin });
    expect(page.status).toBe(400);
    expect(page.body['hydra:description']).toBe("Le numéro de page « 0 » n'est pas valide : il doit être un entier supérieur ou égal à 1.");
    const type = await s.req('GET', '/api/stagiaires_entretiens_dashboard?type_entretien=99', { token: t.admin });
    expect(type.status).toBe(400);
    expect(type.body['hydra:description']).toBe("Le type d'entretien « 99 » n'existe pas.");
    expect((await s.req('GET', '/api/stagiaires_entretiens_dashboard?dt_date_entree[after]=hier', { token: t.admin })).status).toBe(400);
  });
});
