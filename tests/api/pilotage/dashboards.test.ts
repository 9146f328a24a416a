// Dashboards and statistics (spec 001 section 7): the antennes dashboard and one antenne's detail, the
// providers and OPCO dashboards, the trainee statistics, whose counts are checked against rows created here.
// Each within the user's scope, with French errors on bad filters.
import { describe, expect, it } from 'vitest';
import { idOf } from '../helpers.ts';
import { countRows, domainServer, firstIri, FRENCH_REFUSAL, NICE, TOULON, postTrainee } from '../domainCrud.ts';
import { courseStateStatements } from '../../../src/server/domain/parcours/courseStateBackfill.ts';

const { S, T } = domainServer(import.meta.url);
const count = (sql: string, params: unknown[] = []) => countRows(S(), sql, params);
const trainee = (body: Record<string, unknown>, token = T().admin) => postTrainee(S(), token, body);
const totalOf = (list: { id: unknown; total: number }[], id: unknown) => list.find((x) => x.id === id)!.total;
const sum = (list: { total: number }[]) => list.reduce((n, x) => n + x.total, 0);

describe('antennes dashboard and one antenne\'s detail', () => {
  const SQL: Record<string, string> = {
    stagiaires: 'etudiants WHERE antenne_id = $1 AND type = 1 AND etat = 0', sortis: 'etudiants WHERE antenne_id = $1 AND type = 1 AND etat = 1',
    candidats: 'etudiants WHERE antenne_id = $1 AND type = 0 AND etat = 0', sessions: 'antenne_diplome_sessions WHERE antenne_id = $1 AND etat = 0',
    prestataires: 'prestataires WHERE antenne_id = $1 AND etat = 0', conventions: 'antenne_conventions WHERE antenne_id = $1 AND etat = 0 AND type = 0',
    avenants: 'antenne_conventions WHERE antenne_id = $1 AND etat = 0 AND type = 1', entreprises: 'entreprises WHERE antenne_id = $1 AND etat = 0',
  };
  const toulon = (res: any) => res.body['hydra:member'].find((m: any) => m['@id'] === TOULON);

  it('counts per antenne what it holds, and follows the rows created', async () => {
    const before = await S().req('GET', '/api/antennes_dashboard', { token: T().superviseur });
    expect(before.status, before.text).toBe(200);
    expect(before.body['@type']).toBe('hydra:Collection');
    expect(before.body['hydra:member'].map((m: any) => m.id).sort()).toEqual([1, 2, 3, 4]);
    for (const [key, sql] of Object.entries(SQL)) expect([key, toulon(before)[key]]).toEqual([key, await count(sql, [4])]);
    await trainee({});
    await trainee({});
    await trainee({ type: 0 });
    await trainee({ etat: 1, date_sortie: '2025-12-15' });
    expect((await S().req('POST', '/api/prestataires', { token: T().admin, body: { type: 1, lastname: 'Compteur', antenne: TOULON } })).status).toBe(201);
    expect((await S().req('POST', '/api/entreprises', { token: T().admin, body: { name: 'Club du tableau', antenne: TOULON } })).status).toBe(201);
    const after = await S().req('GET', '/api/antennes_dashboard', { token: T().superviseur });
    const [b, a] = [toulon(before), toulon(after)];
    expect(a).toMatchObject({ stagiaires: b.stagiaires + 2, candidats: b.candidats + 1, sortis: b.sortis + 1, prestataires: b.prestataires + 1,
      entreprises: b.entreprises + 1, conventions: b.conventions, sessions: b.sessions });
    const nice = (res: any) => res.body['hydra:member'].find((m: any) => m['@id'] === NICE);
    expect(nice(after)).toEqual(nice(before));
    for (const key of Object.keys(SQL)) expect(after.body.totaux[key]).toBe(after.body['hydra:member'].reduce((n: number, m: any) => n + m[key], 0));
  });

  it('gives an antenne user its own antenne only; a bad or foreign antenne is refused in French', async () => {
    const own = await S().req('GET', '/api/antennes_dashboard?antenne=Toutes', { token: T().antenne1 });
    expect(own.body['hydra:member'].map((m: any) => m.id)).toEqual([2]);
    expect(own.body['hydra:member'][0].stagiaires).toBe(await count(SQL.stagiaires!, [2]));
    const other = await S().req('GET', '/api/antennes_dashboard?antenne=3', { token: T().antenne1 });
    expect(other.status).toBe(403);
    expect(other.body['hydra:description']).toMatch(/votre antenne/);
    expect((await S().req('GET', `/api/antennes_dashboard?antenne=${NICE}`, { token: T().admin })).body['hydra:member'].map((m: any) => m.id)).toEqual([3]);
    expect((await S().req('GET', '/api/antennes_dashboard?antenne=abc', { token: T().admin })).status).toBe(400);
    expect((await S().req('GET', '/api/antennes_dashboard?antenne=4', { token: T().sport })).status).toBe(404);
    const sportAll = await S().req('GET', '/api/antennes_dashboard', { token: T().sport });
    expect(sportAll.body['hydra:member'].every((m: any) => m.id > 4)).toBe(true);
  });

  it('details one antenne: its counts and its trainees per state, sex, diploma, level and course', async () => {
    const res = await S().req('GET', '/api/antennes_stats_detail/4', { token: T().admin });
    expect(res.status, res.text).toBe(200);
    for (const [key, sql] of Object.entries(SQL)) expect([key, res.body[key]]).toEqual([key, await count(sql, [4])]);
    const st = res.body.statistiques;
    expect(st.total).toBe(await count('etudiants WHERE antenne_id = 4 AND type = 1'));
    for (const list of ['par_etat', 'par_civilite', 'par_diplome', 'par_niveau', 'par_type_cursus']) expect([list, sum(st[list])]).toEqual([list, st.total]);
    expect(totalOf(st.par_etat, 1)).toBe(await count('etudiants WHERE antenne_id = 4 AND type = 1 AND etat = 1'));
    expect(totalOf(st.par_civilite, 1)).toBe(await count('etudiants WHERE antenne_id = 4 AND type = 1 AND civility = 1'));
    expect((await S().req('GET', '/api/antennes_stats_detail/4', { token: T().antenne1 })).status).toBe(404);
    expect((await S().req('GET', '/api/antennes_stats_detail/4', { token: T().sport })).status).toBe(404);
    expect((await S().req('GET', '/api/antennes_stats_detail/abc', { token: T().admin })).status).toBe(404);
    expect((await S().req('GET', '/api/antennes_stats_detail/2', { token: T().antenne1 })).status).toBe(200);
  });
});

describe('providers dashboard', () => {
  it('counts providers per state, type, mission, status, competence and antenne, and their documents', async () => {
    const type = await firstIri(S(), 'prestataire_competence_types', 'cfa_id = 1');
    const get = () => S().req('GET', '/api/prestataires_dashboard?antenne=4', { token: T().admin });
    const before = (await get()).body;
    expect(before.total).toBe(await count('prestataires WHERE antenne_id = 4'));
    expect(before.actifs).toBe(await count('prestataires WHERE antenne_id = 4 AND etat = 0'));
    const p = await S().req('POST', '/api/prestataires', { token: T().admin, body: { type: 4, mission: 3, statut_rattachement: 2, lastname: 'Tableau', antenne: TOULON } });
    expect(p.status, p.text).toBe(201);
    const soon = new Date(Date.now() + 10 * 86400000).toISOString().slice(0, 10);
    await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: p.body['@id'], collection: 'documents', items: [
      { type: 3, name: 'Carte expirée', date_expiration: '2020-01-31' }, { type: 4, name: 'Attestation bientôt échue', date_expiration: soon }] } });
    await S().req('POST', '/api/prestataire_add_collection', { token: T().admin, body: { prestataire: p.body['@id'], collection: 'competences', competence_type: type } });
    const conv = await firstIri(S(), 'antenne_conventions', 'antenne_id = 4 AND type = 0');
    await S().req('POST', '/api/prestataire_rattachement_conventions', { token: T().admin, body: { prestataire: p.body['@id'], conventions: [conv] } });
    const after = (await get()).body;
    expect(after).toMatchObject({ total: before.total + 1, actifs: before.actifs + 1, rattaches_a_une_convention: before.rattaches_a_une_convention + 1,
      documents: { expires: before.documents.expires + 1, expirant_30_jours: before.documents.expirant_30_jours + 1 } });
    expect(totalOf(after.par_type, 4)).toBe(totalOf(before.par_type, 4) + 1);
    expect(totalOf(after.par_mission, 3)).toBe(totalOf(before.par_mission, 3) + 1);
    expect(totalOf(after.par_statut_rattachement, 2)).toBe(totalOf(before.par_statut_rattachement, 2) + 1);
    expect(totalOf(after.par_competence_type, idOf(type))).toBe(totalOf(before.par_competence_type, idOf(type)) + 1);
    expect(sum(after.par_type)).toBe(after.actifs);
    expect(after.par_antenne).toEqual([{ '@id': TOULON, id: 4, label: 'Antenne de Toulon', total: after.actifs }]);
  });

  it('keeps an antenne user to its antenne', async () => {
    const res = await S().req('GET', '/api/prestataires_dashboard', { token: T().antenne1 });
    expect(res.body.total).toBe(await count('prestataires WHERE antenne_id = 2'));
    expect(res.body.par_antenne.map((a: any) => a.id)).toEqual([2]);
    expect((await S().req('GET', '/api/prestataires_dashboard?antenne=4', { token: T().antenne1 })).status).toBe(403);
    expect((await S().req('GET', '/api/prestataires_dashboard', { token: T().sport })).body.total).toBe(await count('prestataires WHERE cfa_id = 2'));
  });
});

describe('OPCO dashboard', () => {
  it('counts the trainees\' current contract per OPCO, running or broken, and those without', async () => {
    const get = () => S().req('GET', '/api/student_opco_dashboard?type=1&etat=0', { token: T().admin });
    const before = (await get()).body;
    expect(before.total_stagiaires).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0'));
    const atlas = (b: any) => b['hydra:member'].find((m: any) => m.id === 3);
    const contract = async (etudiant: string, body: Record<string, unknown>) =>
      expect((await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant, date_debut: '2025-09-01', ...body } })).status).toBe(201);
    const a = await trainee({});
    await contract(a['@id'], { opco: 1, date_debut: '2024-09-01', date_fin: '2025-06-30' });
    await contract(a['@id'], { opco: 3, date_fin: `${new Date().getFullYear() + 5}-06-30` });
    const b = await trainee({});
    await contract(b['@id'], { opco: 3, date_rupture: '2025-12-01', motif_rupture: 1 });
    await trainee({});
    const d = await trainee({});
    await contract(d['@id'], {});
    const left = await trainee({ etat: 1 });
    await contract(left['@id'], { opco: 3 });
    const after = (await get()).body;
    expect(atlas(after)).toMatchObject({ label: 'ATLAS', stagiaires: atlas(before).stagiaires + 2, contrats_en_cours: atlas(before).contrats_en_cours + 1,
      contrats_rompus: atlas(before).contrats_rompus + 1 });
    expect(after).toMatchObject({ total_stagiaires: before.total_stagiaires + 4, sans_contrat: before.sans_contrat + 1, contrat_sans_opco: before.contrat_sans_opco + 1 });
    expect(after['hydra:member'].find((m: any) => m.id === 1).stagiaires).toBe(before['hydra:member'].find((m: any) => m.id === 1).stagiaires);
    expect(after.total_stagiaires).toBe(after.sans_contrat + after.contrat_sans_opco + after['hydra:member'].reduce((n: number, m: any) => n + m.stagiaires, 0));
  });

  it('stays in scope and refuses bad filters in French', async () => {
    const own = await S().req('GET', '/api/student_opco_dashboard?type=1&etat=0', { token: T().antenne1 });
    expect(own.body.total_stagiaires).toBe(await count('etudiants WHERE antenne_id = 2 AND type = 1 AND etat = 0'));
    const bad = await S().req('GET', '/api/student_opco_dashboard?type=1&etat=9', { token: T().admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(/paramètre « etat »/);
  });
});

describe('trainee statistics', () => {
  it('loads with etat=0 and type_cursus=1: the counts of those trainees, and the supervisor\'s options', async () => {
    const res = await S().req('GET', '/api/etudiants_statistiques?etat=0&type_cursus=1', { token: T().superviseur });
    expect(res.status, res.text).toBe(200);
    expect(res.body['@type']).toBe('EtudiantStatistiques');
    expect(res.body.total).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1 AND etat = 0 AND type_cursus = 1'));
    expect(res.body.total).toBeGreaterThan(0);
    for (const list of ['par_antenne', 'par_etat', 'par_civilite', 'par_diplome', 'par_niveau', 'par_type_cursus']) expect([list, sum(res.body[list])]).toEqual([list, res.body.total]);
    expect(totalOf(res.body.par_antenne, 3)).toBe(await count('etudiants WHERE antenne_id = 3 AND type = 1 AND etat = 0 AND type_cursus = 1'));
    expect(totalOf(res.body.par_etat, 1)).toBe(0);
    expect(res.body.options.annees).toHaveLength(5);
    expect(res.body.options.antennes[0]).toEqual({ id: 'Toutes', label: 'Toutes' });
    expect(res.body.options.diplomes).toHaveLength(await count('diplomes WHERE cfa_id = 1 AND etat = 0'));
  });

  it('gives an antenne user its branch only: no \'Toutes\', the branch\'s diplomas, another antenne refused', async () => {
    const res = await S().req('GET', '/api/etudiants_statistiques_filtres?antenne=Toutes&etat=-1', { token: T().antenne1 });
    expect(res.status).toBe(200);
    expect(res.body.filtres.antenne).toBe('/api/antennes/2');
    expect(res.body.total).toBe(await count('etudiants WHERE antenne_id = 2 AND type = 1'));
    expect(res.body.options.antennes.map((a: any) => a.id)).toEqual([2]);
    const branch = await count(`diplomes d WHERE d.etat = 0 AND EXISTS (SELECT 1 FROM diplome_sessions ds JOIN antenne_diplome_sessions a
      ON a.diplome_session_id = ds.id WHERE ds.diplome_id = d.id AND a.antenne_id = 2)`);
    expect(res.body.options.diplomes).toHaveLength(branch);
    expect((await S().req('GET', '/api/etudiants_statistiques_filtres?antenne=3', { token: T().antenne1 })).status).toBe(403);
    expect((await S().req('GET', '/api/etudiants_statistiques?etat=0', { token: T().sport })).body.total).toBe(await count('etudiants WHERE cfa_id = 2 AND type = 1 AND etat = 0'));
  });

  it('filters by year, antenne, state, sex, diploma and level: exactly the trainee that matches all counts', async () => {
    const { ds, diplome } = (await S().db.query<{ ds: number; diplome: number }>(`SELECT ds.id AS ds, ds.diplome_id AS diplome FROM diplome_sessions ds
      JOIN antenne_diplome_sessions a ON a.diplome_session_id = ds.id WHERE a.antenne_id = 4 ORDER BY ds.id LIMIT 1`)).rows[0]!;
    const query = `annee=2025&antenne=4&etat=0&civility=1&diplome=${diplome}&lastGradeLevel=3`;
    const get = (q = query) => S().req('GET', `/api/etudiants_statistiques_filtres?${q}`, { token: T().superviseur });
    const before = (await get()).body;
    const match = { civility: 1, last_grade_level: 3, diplome_session: `/api/diplome_sessions/${ds}`, dt_date_entree: '2025-03-01', type_cursus: 9 };
    await trainee(match);
    await trainee({ ...match, civility: 0 });
    await trainee({ ...match, last_grade_level: 4 });
    await trainee({ ...match, dt_date_entree: '2026-02-01' });
    await trainee({ ...match, dt_date_entree: '2023-09-01', date_sortie: '2024-06-30', etat: 0 });
    await trainee({ ...match, antenne: NICE });
    await trainee({ ...match, type: 0 });
    const after = (await get()).body;
    expect(after.total).toBe(before.total + 1);
    expect(totalOf(after.par_niveau, 3)).toBe(totalOf(before.par_niveau, 3) + 1);
    expect(totalOf(after.par_civilite, 1)).toBe(after.total);
    expect(totalOf(after.par_diplome, diplome)).toBe(after.total);
    expect(after.par_antenne).toEqual([{ '@id': TOULON, id: 4, label: 'Antenne de Toulon', total: after.total }]);
    expect(after.filtres).toMatchObject({ annee: 2025, antenne: TOULON, etat: 0, civility: 1, diplome: `/api/diplomes/${diplome}`, lastGradeLevel: 3 });
    // The screen's own names of the filters give the same counts.
    const aliases = (await get(`periodSelectText=2025&antenne=${TOULON}&etat=0&sex=1&diplome=/api/diplomes/${diplome}&schoolLevel=3`)).body;
    expect(aliases.total).toBe(after.total);
    expect((await get('annee=2025&antenne=Toutes&etat=-1&civility=-1&diplome=-1&lastGradeLevel=Tous')).body.total)
      .toBe(await count(`etudiants WHERE cfa_id = 1 AND type = 1 AND coalesce(dt_date_entree, created_at::date) <= '2025-12-31'
        AND (date_sortie IS NULL OR date_sortie >= '2025-01-01')`));
  });

  it('refuses bad filter values with a French 400', async () => {
    for (const q of ['etat=abc', 'lastGradeLevel=42', 'annee=1800', 'civility=5', 'antenne=%27Nice%27', 'type_cursus=2']) {
      const res = await S().req('GET', `/api/etudiants_statistiques_filtres?${q}`, { token: T().admin });
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    }
    expect((await S().req('GET', '/api/etudiants_statistiques_filtres?antenne=99999', { token: T().admin })).status).toBe(404);
    expect((await S().req('GET', '/api/etudiants_statistiques')).status).toBe(401);
  });
});

describe('home page (issue 17): what needs doing today, in one request', () => {
  const TODAY = "(now() AT TIME ZONE 'Europe/Paris')::date";
  const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const home = (token: string, q = '') => S().req('GET', `/api/accueil${q}`, { token });
  const totalKey = (res: any, key: string) => res.body.a_faire.find((x: any) => x.key === key).total;

  it('counts each case of the day as SQL does, and follows a document, a contract and a sheet', async () => {
    const before = await home(T().admin);
    expect(before.status, before.text).toBe(200);
    expect(before.body.a_faire.map((x: any) => x.key)).toEqual(['emargements', 'emargements_incomplets', 'absences', 'demandes', 'documents', 'contrats', 'sans_contrat', 'suivis', 'livrets']);
    expect(totalKey(before, 'livrets')).toBe(await count('livret_periodes WHERE cfa_id = 1 AND etat = 0 AND signe_le IS NULL'));
    expect(totalKey(before, 'emargements')).toBe(await count(`scheduler_events t WHERE cfa_id = 1 AND dt_start = ${TODAY}
      AND NOT EXISTS (SELECT 1 FROM scheduler_event_emargements s WHERE s.event_id = t.id AND s.status <> 0)`));
    expect(totalKey(before, 'demandes')).toBe(await count('external_registration_contacts WHERE cfa_id = 1 AND status IS NULL'));
    expect(totalKey(before, 'absences')).toBe(await count(`etudiant_absences WHERE cfa_id = 1 AND raison IN (1, 2) AND dt_start >= ${TODAY} - 30`));
    expect(before.body.notifications_non_lues).toBe(await count("notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'admin@demo.fr' AND n.read_at IS NULL"));
    expect(before.body.seances.length).toBe(await count(`scheduler_events WHERE cfa_id = 1 AND dt_start = ${TODAY}`));

    const t = await trainee({});
    expect((await S().req('POST', '/api/etudiant_documents', { token: T().admin, body: { etudiant: t['@id'], type_document: 1, name: 'Carte vitale', date_expiration: plusDays(10) } })).status).toBe(201);
    expect((await S().req('POST', '/api/etudiant_documents', { token: T().admin, body: { etudiant: t['@id'], type_document: 1, name: 'Passeport', date_expiration: plusDays(90) } })).status).toBe(201);
    const entreprise = await firstIri(S(), 'entreprises', 'cfa_id = 1');
    const contrat = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant: t['@id'], entreprise, date_debut: plusDays(-200), date_fin: plusDays(20), antenne: TOULON } });
    expect(contrat.status, contrat.text).toBe(201);
    const event = await S().req('POST', '/api/scheduler_events', { token: T().admin, body: { title: 'Séance du jour', dt_start: plusDays(0), hr_start: '23:00', hr_end: '23:30', antenne: TOULON } });
    expect(event.status, event.text).toBe(201);
    const after = await home(T().admin);
    expect(totalKey(after, 'documents')).toBe(totalKey(before, 'documents') + 1);
    expect(totalKey(after, 'contrats')).toBe(totalKey(before, 'contrats') + 1);
    expect(totalKey(after, 'emargements')).toBe(totalKey(before, 'emargements') + 1);
    expect(after.body.seances.some((s: any) => s.title === 'Séance du jour' && s.antenne === TOULON)).toBe(true);
    expect(after.body.a_faire.find((x: any) => x.key === 'documents').filtre).toMatchObject({ etat: 0, 'date_expiration[after]': expect.any(String) });
  });

  /** The collection the card opens: its API resource with the card's filter (and the list's fixed one). */
  const listTotal = async (path: string, filtre: Record<string, unknown>) => {
    const q = new URLSearchParams(Object.entries(filtre).map(([k, v]) => [k, String(v)]));
    const res = await S().req('GET', `${path}${path.includes('?') ? '&' : '?'}${q}`, { token: T().admin });
    expect(res.status, res.text).toBe(200);
    return res.body['hydra:totalItems'] as number;
  };
  const card = (res: any, key: string) => res.body.a_faire.find((x: any) => x.key === key);
  const sqlDate = async (expr: string) =>
    (await S().db.query<{ d: string }>(`SELECT (${expr})::date::text AS d`)).rows[0]!.d;
  const hire = async (etudiant: string) => {
    const entreprise = await firstIri(S(), 'entreprises', 'cfa_id = 1');
    const contrat = await S().req('POST', '/api/etudiant_contrats', { token: T().admin,
      body: { etudiant, entreprise, date_debut: plusDays(-10), date_fin: plusDays(300), antenne: TOULON } });
    expect(contrat.status, contrat.text).toBe(201);
  };

  it('counts a trainee « En formation » three months after entry, as the trainee list it opens', async () => {
    const before = await home(T().admin);
    const entered = await sqlDate(`${TODAY} - interval '3 months'`);
    const t = await trainee({ dt_date_entree: entered });
    // Created without a contract, the trainee is stored « En formation »: the list filters on that state.
    expect((await S().req('GET', t['@id'], { token: T().admin })).body.etat_parcours).toBe(1);
    const after = await home(T().admin);
    expect(totalKey(after, 'sans_contrat')).toBe(totalKey(before, 'sans_contrat') + 1);
    const filtre = card(after, 'sans_contrat').filtre;
    expect(filtre).toEqual({ etat: 0, etat_parcours: 1, 'dt_date_entree[before]': entered });
    expect(await listTotal('/api/etudiants?type=1', filtre)).toBe(totalKey(after, 'sans_contrat'));
    // A running contract takes the trainee out of both.
    await hire(t['@id']);
    const signed = await home(T().admin);
    expect(totalKey(signed, 'sans_contrat')).toBe(totalKey(before, 'sans_contrat'));
    const listed = await listTotal('/api/etudiants?type=1', card(signed, 'sans_contrat').filtre);
    expect(listed).toBe(totalKey(signed, 'sans_contrat'));
  });

  it('gives the trainees stored without a course state the one their contracts give (migration)', async () => {
    const bare = await trainee({});
    const hired = await trainee({});
    await hire(hired['@id']);
    await S().db.query('UPDATE etudiants SET etat_parcours = NULL WHERE id = ANY($1)', [[bare.id, hired.id]]);
    for (const sql of courseStateStatements('etudiants', 'etudiant_contrats')) await S().db.query(sql);
    const states = await S().db.query<{ id: number; etat_parcours: number }>(
      'SELECT id, etat_parcours FROM etudiants WHERE id = ANY($1) ORDER BY id', [[bare.id, hired.id]]);
    expect(states.rows).toEqual([{ id: bare.id, etat_parcours: 1 }, { id: hired.id, etat_parcours: 2 }]);
    expect(await count('etudiants WHERE type = 1 AND etat_parcours IS NULL')).toBe(0);
  });

  it('counts the post-training follow-ups late or due, as the follow-up page it opens', async () => {
    const figures = async () =>
      (await S().req('GET', '/api/suivis_post_formation_a_faire?itemsPerPage=1', { token: T().admin })).body.totaux;
    const before = await home(T().admin);
    const page = await figures();
    expect(totalKey(before, 'suivis')).toBe(page.late + page.due);
    const left = await sqlDate(`${TODAY} - interval '3 months' + interval '3 days'`);
    const t = await trainee({ dt_date_entree: '2024-09-01', etat: 1, date_sortie: left });
    const planned = await S().req('POST', `/api/etudiants/${t.id}/suivis_post_formation`, { token: T().admin,
      body: {} });
    expect(planned.status, planned.text).toBe(201);
    const after = await home(T().admin);
    const now = await figures();
    expect(totalKey(after, 'suivis')).toBe(totalKey(before, 'suivis') + 1);
    expect(totalKey(after, 'suivis')).toBe(now.late + now.due);
  });

  it("opens the day's sheets still to sign", async () => {
    const res = await home(T().admin);
    expect(card(res, 'emargements').filtre).toEqual({ jour: res.body.date, a_signer: 1 });
  });

  it("gives an antenne user its own antenne's counts and refuses another's", async () => {
    const own = await home(T().antenne1);
    expect(own.body.antenne).toBe('/api/antennes/2');
    expect(totalKey(own, 'demandes')).toBe(await count('external_registration_contacts WHERE antenne_id = 2 AND status IS NULL'));
    const other = await home(T().antenne1, '?antenne=3');
    expect(other.status).toBe(403);
    expect(other.body['hydra:description']).toMatch(/votre antenne/);
    const nice = await home(T().superviseur, `?antenne=${NICE}`);
    expect(totalKey(nice, 'demandes')).toBe(await count('external_registration_contacts WHERE antenne_id = 3 AND status IS NULL'));
    expect((await S().req('GET', '/api/accueil')).status).toBe(401);
  });
});

describe('statistics per month and attendance (issue 17)', () => {
  it('counts entries and exits per month of the year and the attendance rate of the signed sheets', async () => {
    const y = new Date().getFullYear() - 1;
    const get = () => S().req('GET', `/api/etudiants_statistiques_filtres?annee=${y}&antenne=4&etat=-1`, { token: T().superviseur });
    const before = (await get()).body;
    expect(before.par_mois).toHaveLength(12);
    expect(before.par_mois[0]).toMatchObject({ id: 1, label: 'janvier' });
    await trainee({ dt_date_entree: `${y}-03-10`, date_sortie: `${y}-11-20`, etat: 1 });
    const after = (await get()).body;
    expect(after.par_mois[2].entrees).toBe(before.par_mois[2].entrees + 1);
    expect(after.par_mois[10].sorties).toBe(before.par_mois[10].sorties + 1);
    const { p, a } = (await S().db.query<{ p: number; a: number }>(`SELECT count(*) FILTER (WHERE l.status = 1)::int AS p, count(*) FILTER (WHERE l.status = 0)::int AS a
      FROM scheduler_event_emargement_etudiants l JOIN scheduler_event_emargements s ON s.id = l.emargement_id AND s.status <> 0
      JOIN scheduler_events ev ON ev.id = s.event_id JOIN etudiants t ON t.id = l.etudiant_id
      WHERE t.cfa_id = 1 AND t.type = 1 AND date_part('year', ev.dt_start) = $1`, [new Date().getFullYear()])).rows[0]!;
    const now = (await S().req('GET', '/api/etudiants_statistiques_filtres?etat=-1', { token: T().superviseur })).body;
    expect(now.assiduite).toMatchObject({ presences: p, absences: a });
    if (p + a > 0) expect(now.assiduite.taux).toBeCloseTo((100 * p) / (p + a), 0);
  });
});
