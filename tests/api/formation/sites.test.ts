// Sites: closing periods of an antenne never overlap (generic POST, PUT, PATCH refused in French
// with a violation naming the other period, nothing written), and the antenne/diploma table answers each
// view's sessions with their columns and trainees, within the caller's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
let admin: string;
let antenne1: string;
let guest: string;
let sport: string;
let antenne: number; // antenne1's antenne

const rows = async <T = any>(sql: string, params: unknown[] = []) => (await s.db.query(sql, params)).rows as T[];
const countClosings = async (a: number) => Number((await rows<{ n: string }>('SELECT count(*) AS n FROM antenne_fermetures WHERE antenne_id = $1', [a]))[0]!.n);

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, antenne1, guest, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'invite@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  antenne = (await rows<{ antenne_id: number }>("SELECT antenne_id FROM users WHERE email = 'antenne1@demo.fr'"))[0]!.antenne_id;
});
afterAll(async () => s?.close());

describe('antenne_fermetures: no overlapping periods', () => {
  const A = () => `/api/antennes/${antenne}`;
  it('creates a week, then refuses a period overlapping it, in French, writing nothing', async () => {
    const week = await s.req('POST', '/api/antenne_fermetures', { token: admin, body: { antenne: A(), label: 'Semaine de la Toussaint', dt_start: '2031-10-27', dt_end: '2031-10-31' } });
    expect(week.status).toBe(201);
    expect(week.body.fermetures.map((f: any) => f.label)).toContain('Semaine de la Toussaint');
    const before = await countClosings(antenne);
    const overlap = await s.req('POST', '/api/antenne_fermetures', { token: admin, body: { antenne: A(), label: 'Pont', dt_start: '2031-10-31', dt_end: '2031-11-03' } });
    expect(overlap.status).toBe(422);
    expect(overlap.body['hydra:description']).toContain('chevauche la fermeture « Semaine de la Toussaint » (du 27/10/2031 au 31/10/2031)');
    expect(overlap.body.violations[0]).toMatchObject({ propertyPath: 'dt_start', message: expect.stringMatching(/^Du : Cette période chevauche/) });
    expect(await countClosings(antenne)).toBe(before);
    // Inside, around: refused too; the day after: accepted.
    for (const [from, to] of [['2031-10-28', '2031-10-29'], ['2031-10-20', '2031-11-10']]) {
      expect((await s.req('POST', '/api/antenne_fermetures', { token: antenne1, body: { antenne: A(), label: 'X', dt_start: from, dt_end: to } })).status).toBe(422);
    }
    const next = await s.req('POST', '/api/antenne_fermetures', { token: admin, body: { antenne: A(), label: 'Lendemain', dt_start: '2031-11-01', dt_end: '2031-11-01' } });
    expect(next.status).toBe(201);
    // Editing a period onto another is refused; editing it within its own days is not (it does not meet itself).
    const moved = await s.req('PATCH', `/api/antenne_fermetures/${idOf(next.body['@id'])}`, { token: admin, body: { dt_start: '2031-10-31' }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(moved.status).toBe(422);
    expect(moved.body.violations[0].message).toContain('Semaine de la Toussaint');
    const same = await s.req('PATCH', `/api/antenne_fermetures/${idOf(week.body['@id'])}`, { token: admin, body: { dt_end: '2031-10-30', comment: 'Raccourcie' }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(same.status).toBe(200);
  });

  it('lets another antenne close on the same days, and a guest still cannot write', async () => {
    const other = (await rows<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = (SELECT cfa_id FROM antennes WHERE id = $1) AND id <> $1 ORDER BY id LIMIT 1', [antenne]))[0]!.id;
    const ok = await s.req('POST', '/api/antenne_fermetures', { token: admin, body: { antenne: `/api/antennes/${other}`, label: 'Même semaine', dt_start: '2031-10-27', dt_end: '2031-10-31' } });
    expect(ok.status).toBe(201);
    const g = await s.req('POST', '/api/antenne_fermetures', { token: guest, body: { antenne: `/api/antennes/${other}`, label: 'Invité', dt_start: '2032-01-01', dt_end: '2032-01-02' } });
    expect(g.status).toBe(403);
  });
});

describe('GET /api/antenne_diplome_table', () => {
  it('answers the antenne view: its diploma and action sessions with every column and their trainees', async () => {
    const res = await s.req('GET', `/api/antenne_diplome_table?antenne=${antenne}`, { token: admin });
    expect(res.status).toBe(200);
    const members = res.body['hydra:member'] as any[];
    expect(members.length).toBeGreaterThan(0);
    const diploma = members.find((m) => m.kind === 'diplome' && m.apprenants.length > 0);
    expect(diploma).toBeDefined();
    for (const key of ['diplome', 'action', 'ufa', 'lieu_formation', 'complement_name', 'numero_habilitation', 'numero_session', 'numero_examen', 'date_debut_formation', 'date_fin_formation', 'heures_centre', 'heures_entreprise', 'documents']) {
      expect(diploma).toHaveProperty(key);
    }
    for (const key of ['apprenant', 'contrat', 'entreprise', 'tuteur_nom', 'tuteur_telephone', 'tuteur_mail']) expect(diploma.apprenants[0]).toHaveProperty(key);
    expect(members.every((m) => m.antenne === `/api/antennes/${antenne}`)).toBe(true);
    // The diploma view of the same diploma lists this session too.
    const diplome = (await rows<{ diplome_id: number }>('SELECT ds.diplome_id FROM antenne_diplome_sessions a JOIN diplome_sessions ds ON ds.id = a.diplome_session_id WHERE a.id = $1', [diploma.id]))[0]!.diplome_id;
    const byDiploma = await s.req('GET', `/api/antenne_diplome_table?diplome=/api/diplomes/${diplome}`, { token: admin });
    expect(byDiploma.status).toBe(200);
    expect(byDiploma.body['hydra:member'].map((m: any) => m['@id'])).toContain(diploma['@id']);
  });

  it('keeps an antenne-level user to its antenne, and another centre sees nothing', async () => {
    const diplome = (await rows<{ diplome_id: number }>('SELECT ds.diplome_id FROM antenne_diplome_sessions a JOIN diplome_sessions ds ON ds.id = a.diplome_session_id WHERE a.antenne_id = $1 LIMIT 1', [antenne]))[0]!.diplome_id;
    const mine = await s.req('GET', `/api/antenne_diplome_table?diplome=${diplome}`, { token: antenne1 });
    expect(mine.status).toBe(200);
    expect(mine.body['hydra:member'].every((m: any) => m.antenne === `/api/antennes/${antenne}`)).toBe(true);
    const theirs = await s.req('GET', `/api/antenne_diplome_table?diplome=${diplome}`, { token: sport });
    expect(theirs.body['hydra:member']).toEqual([]);
  });

  it('refuses a request without exactly one view, in French', async () => {
    const none = await s.req('GET', '/api/antenne_diplome_table', { token: admin });
    expect(none.status).toBe(400);
    expect(none.body['hydra:description']).toBe('Indiquez une seule vue du tableau : le paramètre « antenne », « diplome » ou « action ».');
    expect((await s.req('GET', `/api/antenne_diplome_table?antenne=${antenne}&diplome=1`, { token: admin })).status).toBe(400);
    const bad = await s.req('GET', '/api/antenne_diplome_table?antenne=abc', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toContain('« antenne »');
  });
});

describe('a session’s details with their stages, parcours and evaluations in one call', () => {
  const session = async (a: number) => (await rows<{ id: number }>('SELECT id FROM antenne_diplome_sessions WHERE antenne_id = $1 ORDER BY id LIMIT 1', [a]))[0]!.id;
  const countItems = async () => Number((await rows<{ n: string }>(
    `SELECT (SELECT count(*) FROM antenne_diplome_session_details) + (SELECT count(*) FROM antenne_diplome_session_detail_stages)
          + (SELECT count(*) FROM antenne_diplome_session_detail_parcours) + (SELECT count(*) FROM antenne_diplome_session_detail_evaluations) AS n`))[0]!.n);

  it('creates the detail and all its items in one transaction, then lists them', async () => {
    const id = await session(antenne);
    const res = await s.req('POST', `/api/antenne_diplome_sessions/${id}/details`, { token: antenne1, body: {
      label: 'Organisation 2031', description: 'Alternance 2/2',
      stages: [{ label: 'Stage découverte', dt_start: '2031-01-05', dt_end: '2031-01-16', hours: 70 }, { label: 'Stage final', hours: 140 }],
      parcours: [{ label: 'Parcours renforcé', hours: 35 }],
      evaluations: [{ label: 'Évaluation de mi-parcours', date_evaluation: '2031-03-01' }],
    } });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(res.body['@id']);
    expect(res.body.stages.map((x: any) => x.label)).toEqual(['Stage découverte', 'Stage final']);
    expect(res.body.stages[0]).toMatchObject({ detail: res.body['@id'], antenne: `/api/antennes/${antenne}`, hours: 70 });
    expect(res.body.parcours).toHaveLength(1);
    expect(res.body.evaluations[0].date_evaluation).toBe('2031-03-01');
    const list = await s.req('GET', `/api/antenne_diplome_sessions/${id}/details`, { token: admin });
    expect(list.status).toBe(200);
    const mine = list.body['hydra:member'].find((d: any) => d['@id'] === res.body['@id']);
    expect(mine.stages).toHaveLength(2);
  });

  it('refuses every bad item in one French 422 naming it, writing nothing', async () => {
    const id = await session(antenne);
    const before = await countItems();
    const res = await s.req('POST', `/api/antenne_diplome_sessions/${id}/details`, { token: admin, body: {
      label: 'Organisation refusée',
      stages: [{ label: 'Bon' }, { label: 'Fin avant début', dt_start: '2031-02-10', dt_end: '2031-02-01' }],
      parcours: [{ hours: 3 }],
      evaluations: 'pas une liste',
    } });
    expect(res.status).toBe(422);
    const paths = res.body.violations.map((v: any) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['stages[1].dt_end', 'parcours[0].label', 'evaluations']));
    expect(paths).not.toContain('stages[0].label');
    expect(res.body.violations.find((v: any) => v.propertyPath === 'parcours[0].label').message).toMatch(/^Parcours 1 — .*(obligatoire|Intitulé)/);
    expect(res.body.violations.find((v: any) => v.propertyPath === 'stages[1].dt_end').message).toBe('Étape 2 — Fin : Cette valeur ne peut pas précéder « Début ».');
    expect(await countItems()).toBe(before);
    const noLabel = await s.req('POST', `/api/antenne_diplome_sessions/${id}/details`, { token: admin, body: { stages: [] } });
    expect(noLabel.status).toBe(422);
    expect(noLabel.body.violations.map((v: any) => v.propertyPath)).toContain('label');
  });

  it('keeps to the caller’s scope: another antenne’s session is 404, a guest 403', async () => {
    const other = (await rows<{ id: number }>('SELECT id FROM antenne_diplome_sessions WHERE antenne_id <> $1 AND cfa_id = (SELECT cfa_id FROM antennes WHERE id = $1) ORDER BY id LIMIT 1', [antenne]))[0]!.id;
    expect((await s.req('POST', `/api/antenne_diplome_sessions/${other}/details`, { token: antenne1, body: { label: 'X' } })).status).toBe(404);
    expect((await s.req('GET', `/api/antenne_diplome_sessions/${other}/details`, { token: sport })).status).toBe(404);
    const g = await s.req('POST', `/api/antenne_diplome_sessions/${other}/details`, { token: guest, body: { label: 'X' } });
    expect(g.status).toBe(403);
    expect(g.body['hydra:description']).toBe('Votre profil invité permet seulement la consultation.');
  });
});

describe("the sites list's optional parameters (spec 000 section 2: diploma, diploma session, site)", () => {
  it('keeps the sites holding a session of the diploma, or that session; the site itself by id', async () => {
    const held = await rows<{ antenne_id: number; session_id: number; diplome_id: number }>(
      `SELECT o.antenne_id, s.id AS session_id, s.diplome_id FROM antenne_diplome_sessions o
       JOIN diplome_sessions s ON s.id = o.diplome_session_id JOIN antennes a ON a.id = o.antenne_id
       WHERE a.cfa_id = 1 AND o.etat <> 2 ORDER BY o.id LIMIT 1`);
    const { session_id: sessionId, diplome_id: diplomeId } = held[0]!;
    const expected = async (column: string, id: number) => (await rows<{ antenne_id: number }>(
      `SELECT DISTINCT o.antenne_id FROM antenne_diplome_sessions o JOIN diplome_sessions s ON s.id = o.diplome_session_id
       WHERE o.etat <> 2 AND ${column} = $1 ORDER BY 1`, [id])).map((r) => r.antenne_id);
    const listed = async (query: string) => {
      const res = await s.req('GET', `/api/antennes?pagination=false&${query}`, { token: admin });
      expect(res.status, res.text).toBe(200);
      return res.body['hydra:member'].map((a: any) => a.id as number).sort((a: number, b: number) => a - b);
    };
    const all = await listed('');
    const byDiploma = await listed(`diplome=${encodeURIComponent(`/api/diplomes/${diplomeId}`)}`);
    expect(byDiploma).toEqual(await expected('s.diplome_id', diplomeId));
    expect(byDiploma.length).toBeLessThan(all.length);
    expect(await listed(`diplome_session=/api/diplome_sessions/${sessionId}`)).toEqual(await expected('s.id', sessionId));
    const site = byDiploma[0]!;
    expect(await listed(`diplome=/api/diplomes/${diplomeId}&id=/api/antennes/${site}`)).toEqual([site]);
    // A diploma no site holds: none.
    const unheld = (await s.req('POST', '/api/diplomes', { token: admin, body: { name: 'Diplôme sans site' } }));
    expect(unheld.status, unheld.text).toBe(201);
    expect(await listed(`diplome=${unheld.body['@id']}`)).toEqual([]);
  });

  it('refuses an IRI of another kind in French (400 naming the filter)', async () => {
    const res = await s.req('GET', '/api/antennes?diplome=/api/etudiants/1', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toBe("La valeur « /api/etudiants/1 » du filtre « diplome » n'est pas valide.");
  });
});

describe("a site's background (« Fond du site », images_fond_site 1 to 4)", () => {
  it('keeps the chosen image on the site, refuses a fifth in French, and only staff who edit the site may choose', async () => {
    const site = `/api/antennes/${antenne}`;
    const chosen = await s.req('PATCH', site, { token: admin, body: { image_fond: 3 } });
    expect(chosen.status, chosen.text).toBe(200);
    expect((await s.req('GET', site, { token: antenne1 })).body.image_fond).toBe(3);
    const fifth = await s.req('PATCH', site, { token: admin, body: { image_fond: 5 } });
    expect(fifth.status).toBe(422);
    expect(fifth.body.violations.map((v: any) => v.propertyPath)).toEqual(['image_fond']);
    expect(fifth.body['hydra:description']).toMatch(/[éèàç]|valeur|choix/i);
    const byGuest = await s.req('PATCH', site, { token: guest, body: { image_fond: 1 } });
    expect(byGuest.status).toBe(403);
    expect((await rows<{ image_fond: number }>('SELECT image_fond FROM antennes WHERE id = $1', [antenne]))[0]!.image_fond).toBe(3);
  });
});
