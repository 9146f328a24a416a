// API of assessments (bilans), RPP follow-ups, ACA, alerts, notifications, document models and tickets: for
// each resource the life cycle (create, read, the filters the spec's calls use, update, French 422, delete)
// and the scope (another antenne, another centre), plus notifications seen only by the user they are for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { crudLifecycle, firstIri, type Tokens } from './domainCrud.ts';

let s: TestServer;
let tokens: Tokens;
const ref: Record<string, string> = {};

const first = (table: string, where: string) => firstIri(s, table, where);

beforeAll(async () => {
  s = await startServer(import.meta.url);
  const [admin, antenne1, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  tokens = { admin: admin!, antenne1: antenne1!, sport: sport! };
  ref.etudiant = await first('etudiants', 'antenne_id = 3 AND type = 1');
  ref.bilan = await first('etudiant_bilan_parcours', 'antenne_id = 3');
  ref.typeRpp = await first('type_rpps', 'cfa_id = 1');
  ref.suivi = await first('suivi_rpps', 'antenne_id = 3');
  ref.alerte = await first('global_alertes', 'cfa_id = 1');
  // The seed gives each user a setting for the first two alerts only: the fourth has none yet.
  ref.alerteSansReglage = await first('global_alertes', 'cfa_id = 1 AND type = 4');
  ref.dossier = await first('modele_dossiers', "cfa_id = 1 AND slug = 'stagiaire_documents'");
  ref.modele = await first('modeles', 'cfa_id = 1');
  ref.diplome = await first('diplomes', 'cfa_id = 1');
  ref.admin = (await s.req('GET', '/api/users/me', { token: admin })).body['@id'];
});
afterAll(async () => s?.close());

const S = () => s;
const T = () => tokens;

describe('assessments and RPP', () => {
  crudLifecycle(S, T, {
    resource: 'etudiant_bilan_parcours', scope: 'antenne',
    body: () => ({ etudiant: ref.etudiant, titre: 'Bilan intermédiaire', date_bilan: '2026-01-20', is_deleted: false }),
    filter: () => `etudiant=${ref.etudiant}&is_deleted=false`, update: { is_deleted: true },
    bad: { body: () => ({ etudiant: ref.etudiant, date_bilan: '2026-01-20' }), property: 'titre' },
  });
  crudLifecycle(S, T, {
    resource: 'type_rpps', scope: 'cfa',
    body: () => ({ name: 'Validation des acquis', actif: true }), filter: () => 'actif=true', update: { actif: false },
    bad: { body: () => ({ name: 'x', actif: 'oui' }), property: 'actif' },
  });
  crudLifecycle(S, T, {
    resource: 'competence_rpps', scope: 'cfa',
    body: () => ({ name: 'Gérer un budget', type_rpp: ref.typeRpp }), filter: () => 'domaine_titre=Autres', update: { niveau: 2 },
    bad: { body: () => ({ name: 'Niveau nul', niveau: 0 }), property: 'niveau' },
  });
  crudLifecycle(S, T, {
    resource: 'suivi_rpps', scope: 'antenne',
    body: () => ({ etudiant_bilan_parcours: ref.bilan, type_rpp: ref.typeRpp,
      selected_data: { domainesCompetences: { selectedIds: [1, 2], freeText: 'Autonome' } } }),
    filter: () => `etudiant_bilan_parcours=${ref.bilan}`, update: { status: 2 },
    bad: { body: () => ({ etudiant_bilan_parcours: ref.bilan }), property: 'type_rpp' },
  });
  crudLifecycle(S, T, {
    resource: 'document_suivi_rpps', scope: 'antenne',
    body: () => ({ suivi_rpp: ref.suivi, nom: 'CV 2026' }), filter: () => `suivi_rpp=${ref.suivi}&type_document=cv`, update: { type_document: 'attestation' },
    bad: { body: () => ({ suivi_rpp: ref.suivi, nom: 'x', type_document: 'photo' }), property: 'type_document' },
  });
  crudLifecycle(S, T, {
    resource: 'etudiant_acas', scope: 'antenne',
    body: () => ({ etudiant: ref.etudiant, diplome: ref.diplome }), filter: () => `etudiant=${ref.etudiant}&statut=brouillon`, update: { statut: 'finalisee' },
    bad: { body: () => ({ etudiant: ref.etudiant, statut: 'validee' }), property: 'statut' },
  });

  it('fills the defaults of the spec: follow-up status 1, document type cv, domain Autres, level 1, ACA draft', async () => {
    const token = tokens.admin;
    const suivi = await s.req('POST', '/api/suivi_rpps', { token, body: { etudiant_bilan_parcours: ref.bilan, type_rpp: ref.typeRpp } });
    expect([suivi.body.status, suivi.body.antenne]).toEqual([1, '/api/antennes/3']);
    const doc = await s.req('POST', '/api/document_suivi_rpps', { token, body: { suivi_rpp: suivi.body['@id'], nom: 'CV' } });
    expect(doc.body.type_document).toBe('cv');
    const comp = await s.req('POST', '/api/competence_rpps', { token, body: { name: 'Parler en public' } });
    expect([comp.body.domaine_titre, comp.body.niveau]).toEqual(['Autres', 1]);
    const aca = await s.req('POST', '/api/etudiant_acas', { token, body: { etudiant: ref.etudiant } });
    expect([aca.body.statut, aca.body.antenne]).toEqual(['brouillon', '/api/antennes/3']);
  });
});

describe('alerts, notifications, models, tickets', () => {
  crudLifecycle(S, T, {
    resource: 'global_alertes', scope: 'cfa',
    body: () => ({ type: 7, title: 'Contrats à renouveler' }), filter: () => 'type=7', update: { etat: 1 },
    bad: { body: () => ({ type: 0, title: 'Type zéro' }), property: 'type' },
  });
  crudLifecycle(S, T, {
    resource: 'user_alertes_global_params', scope: 'antenne',
    body: () => ({ user: ref.admin, global_alerte: ref.alerte, uri: ref.alerte }), filter: () => `user=${ref.admin}`, update: { etat: 1 },
    bad: { body: () => ({ global_alerte: ref.alerte }), property: 'user' },
  });
  crudLifecycle(S, T, {
    resource: 'notifications', scope: 'antenne',
    body: () => ({ user: ref.admin, title: 'Nouveau document déposé' }), filter: () => 'exists[read_at]=false', update: { read_at: '2026-02-01T08:30:00+00:00' },
    bad: { body: () => ({ user: ref.admin, title: 'Date illisible', read_at: 'hier' }), property: 'read_at' },
  });
  crudLifecycle(S, T, {
    resource: 'modele_dossiers', scope: 'cfa',
    body: () => ({ name: 'Documents RPP', slug: 'rpp_documents' }), filter: () => 'slug=rpp_documents', update: { name: 'Documents des suivis RPP' },
    bad: { body: () => ({ name: 'Slug invalide', slug: 'Avec Espaces' }), property: 'slug' },
  });
  crudLifecycle(S, T, {
    resource: 'modeles', scope: 'cfa',
    body: () => ({ name: 'Attestation de fin de formation', folder: ref.dossier, slug: 'attestation_fin' }),
    filter: () => `folder=${ref.dossier}`, update: { format: 'pdf' },
    bad: { body: () => ({ name: 'Sans dossier' }), property: 'folder' },
  });
  crudLifecycle(S, T, {
    resource: 'modele_action_formations', scope: 'cfa',
    body: () => ({ modele: ref.modele, diplome: ref.diplome }), filter: () => `modele=${ref.modele}`, update: { etat: 1 },
    bad: { body: () => ({ modele: ref.modele, diplome: 'diplome-1' }), property: 'diplome' },
  });
  crudLifecycle(S, T, {
    resource: 'tickets', scope: 'antenne',
    body: () => ({ module: 5, type: 2, subject: 'Fusion de deux entreprises', message: 'Deux fiches pour la même entreprise.', user: ref.admin }),
    filter: () => 'status=1&module=5', update: { status: 3 },
    bad: { body: () => ({ module: 9, type: 2, subject: 'x', message: 'y', user: ref.admin }), property: 'module' },
  });

  it('shows each user only their own notifications, whatever user filter is asked', async () => {
    const mine = await s.req('GET', '/api/notifications?pagination=false', { token: tokens.antenne1 });
    const me = (await s.req('GET', '/api/users/me', { token: tokens.antenne1 })).body['@id'];
    expect(mine.body['hydra:member'].length).toBeGreaterThan(0);
    expect(mine.body['hydra:member'].every((n: any) => n.user === me)).toBe(true);
    const asked = await s.req('GET', `/api/notifications?user=${ref.admin}&pagination=false`, { token: tokens.antenne1 });
    expect(asked.body['hydra:member'].every((n: any) => n.user === me)).toBe(true);
    const adminOnes = await s.req('GET', '/api/notifications?pagination=false', { token: tokens.admin });
    const theirs = adminOnes.body['hydra:member'][0]['@id'];
    expect((await s.req('PATCH', theirs, { token: tokens.antenne1, body: { read_at: '2026-01-01T00:00:00Z' } })).status).toBe(404);
    const unread = await s.req('GET', '/api/notifications?exists[read_at]=false', { token: tokens.antenne1 });
    expect(unread.body['hydra:member'].every((n: any) => n.read_at === null && n.user === me)).toBe(true);
  });
});

describe('calls beyond CRUD', () => {
  it('lists trainees (etat=0, type=1) each with their assessments, and one trainee with its list', async () => {
    const list = await s.req('GET', '/api/stagiaires_bilan_parcours?etat=0&type=1', { token: tokens.antenne1 });
    expect(list.status).toBe(200);
    const members = list.body['hydra:member'];
    expect(members.every((t: any) => t.etat === 0 && t.type === 1 && t.antenne === '/api/antennes/2')).toBe(true);
    expect(members.some((t: any) => t.etudiant_bilan_parcours.length > 0)).toBe(true);
    const one = await s.req('GET', `/api/stagiaires_bilan_parcours/${ref.etudiant.split('/').pop()}`, { token: tokens.admin });
    expect(one.body.etudiant_bilan_parcours.every((b: any) => b.etudiant === ref.etudiant)).toBe(true);
    expect((await s.req('GET', `/api/stagiaires_bilan_parcours/${ref.etudiant.split('/').pop()}`, { token: tokens.antenne1 })).status).toBe(404);
  });

  it('checks ACA eligibility, generates a draft (regenerating the same draft), finalizes it', async () => {
    const bilan = (await s.req('GET', ref.bilan, { token: tokens.admin })).body;
    const trainee = bilan.etudiant as string;
    const check = await s.req('GET', `${trainee}/check-aca-eligibility`, { token: tokens.admin });
    expect(check.status).toBe(200);
    expect(check.body.details.bilan.ok).toBe(true);
    expect(typeof check.body.eligible).toBe('boolean');
    const draft = await s.req('POST', `${trainee}/etudiant_acas`, { token: tokens.admin });
    expect(draft.status, draft.text).toBe(201);
    expect([draft.body.statut, draft.body.etudiant]).toEqual(['brouillon', trainee]);
    expect(Array.isArray(draft.body.competences)).toBe(true);
    const again = await s.req('POST', `${trainee}/etudiant_acas`, { token: tokens.admin });
    expect(again.body['@id']).toBe(draft.body['@id']);
    expect((await s.req('POST', `${trainee}/etudiant_acas`, { token: tokens.antenne1 })).status).toBe(404);
    const done = await s.req('POST', `${draft.body['@id']}/finalize`, { token: tokens.admin });
    expect([done.status, done.body.statut]).toEqual([200, 'finalisee']);
    expect(done.body.date_finalisation).not.toBeNull();
    const archived = await s.req('PUT', draft.body['@id'], { token: tokens.admin, body: { ...done.body, statut: 'archivee' } });
    expect(archived.status, archived.text).toBe(200);
    const refused = await s.req('POST', `${draft.body['@id']}/finalize`, { token: tokens.admin });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].message).toBe('Une ACA archivée ne peut pas être finalisée.');
    const listed = await s.req('GET', `/api/etudiant_attest_compet_acquis/${trainee.split('/').pop()}`, { token: tokens.admin });
    expect(listed.body.etudiant_acas.map((a: any) => a['@id'])).toContain(draft.body['@id']);
  });

  it("records the signed-in user's setting of an alert (created, then updated)", async () => {
    const first = await s.req('POST', '/api/edit_user_alertes_global_params/', { token: tokens.antenne1, body: { global_alerte: ref.alerteSansReglage, etat: 1 } });
    expect(first.status, first.text).toBe(201);
    const me = (await s.req('GET', '/api/users/me', { token: tokens.antenne1 })).body['@id'];
    expect([first.body.user, first.body.etat]).toEqual([me, 1]);
    const second = await s.req('POST', '/api/edit_user_alertes_global_params/', { token: tokens.antenne1, body: { global_alerte: ref.alerteSansReglage, etat: 0 } });
    expect([second.status, second.body['@id'], second.body.etat]).toEqual([200, first.body['@id'], 0]);
    const bad = await s.req('POST', '/api/edit_user_alertes_global_params/', { token: tokens.antenne1, body: { global_alerte: ref.alerteSansReglage, etat: 5 } });
    expect(bad.status).toBe(422);
  });

  it('filters models by their folder slug', async () => {
    const res = await s.req('GET', '/api/modeles?folder.slug=stagiaire_documents', { token: tokens.admin });
    expect(res.body['hydra:member'].length).toBeGreaterThan(0);
    expect(res.body['hydra:member'].every((m: any) => m.folder === ref.dossier)).toBe(true);
    const none = await s.req('GET', '/api/modeles?folder.slug=inconnu', { token: tokens.admin });
    expect(none.body['hydra:totalItems']).toBe(0);
  });
});

describe('calls as the spec writes them', () => {
  it('accepts the camelCase names of the RPP and notification calls (etudiantBilanParcours, typeRpp, selectedData, readAt)', async () => {
    const created = await s.req('POST', '/api/suivi_rpps', { token: tokens.admin, body: {
      etudiantBilanParcours: ref.bilan, typeRpp: ref.typeRpp, selectedData: { besoinsAttentesFreins: { selectedIds: [], freeText: 'Horaires' } } } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.selected_data.besoinsAttentesFreins.freeText).toBe('Horaires');
    const listed = await s.req('GET', `/api/suivi_rpps?etudiantBilanParcours=${ref.bilan}&pagination=false`, { token: tokens.admin });
    expect(listed.body['hydra:member'].map((m: any) => m['@id'])).toContain(created.body['@id']);
    expect(listed.body['hydra:member'].every((m: any) => m.etudiant_bilan_parcours === ref.bilan)).toBe(true);
    const mine = await s.req('GET', '/api/notifications?exists[readAt]=false', { token: tokens.antenne1 });
    const target = mine.body['hydra:member'][0]['@id'];
    const read = await s.req('PUT', target, { token: tokens.antenne1, body: { ...mine.body['hydra:member'][0], read_at: undefined, readAt: '2026-03-01T09:00:00+00:00' } });
    expect([read.status, read.body.read_at]).toEqual([200, '2026-03-01T09:00:00+00:00']);
  });

  it('sends a ticket as form data with an attachment, authored by the signed-in user, in French on a bad form', async () => {
    const form = new FormData();
    form.append('module', '5');
    form.append('type', '2');
    form.append('subject', "Doublon d'entreprise");
    form.append('message', 'Deux fiches pour la même entreprise.');
    form.append('file', new Blob(['capture'], { type: 'text/plain' }), 'capture.txt');
    const res = await fetch(`${s.base}/api/send_ticket`, { method: 'POST', headers: { authorization: `Bearer ${tokens.antenne1}` }, body: form });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    const me = (await s.req('GET', '/api/users/me', { token: tokens.antenne1 })).body['@id'];
    expect([body.user, body.status, body.antenne, body.module]).toEqual([me, 1, '/api/antennes/2', 5]);
    expect(body.file).toMatch(/^\/api\/media_objects\/\d+$/);
    const bad = new FormData();
    bad.append('module', '9');
    bad.append('subject', 'Sans message');
    const refused = await fetch(`${s.base}/api/send_ticket`, { method: 'POST', headers: { authorization: `Bearer ${tokens.antenne1}` }, body: bad });
    const violations = (await refused.json()).violations.map((v: any) => `${v.propertyPath}: ${v.message}`);
    expect(refused.status).toBe(422);
    expect(violations).toEqual(expect.arrayContaining(['message: Message : Ce champ est obligatoire.', 'module: Module : Cette valeur ne fait pas partie des choix possibles.']));
  });
});
