// API of companies, providers and agreements: for each resource the life cycle (create, read, the filters the
// spec's calls use, update, French 422, delete) and the scope (another antenne, another centre).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { crudLifecycle, firstIri, type Tokens } from './domainCrud.ts';

let s: TestServer;
let tokens: Tokens;
const ref: Record<string, string> = {};
const NICE = '/api/antennes/3';

const first = (table: string, where: string) => firstIri(s, table, where);

beforeAll(async () => {
  s = await startServer(import.meta.url);
  const [admin, antenne1, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  tokens = { admin: admin!, antenne1: antenne1!, sport: sport! };
  ref.entreprise = await first('entreprises', 'antenne_id = 3');
  ref.contact = await first('entreprise_contacts', 'antenne_id = 3');
  ref.etudiant = await first('etudiants', 'antenne_id = 3');
  ref.prestataire = await first('prestataires', 'antenne_id = 3');
  ref.competenceType = await first('prestataire_competence_types', 'cfa_id = 1');
  ref.convention = await first('antenne_conventions', 'antenne_id = 3 AND type = 0');
  ref.diplome = await first('diplomes', 'cfa_id = 1');
  ref.session = await first('diplome_sessions', 'cfa_id = 1');
});
afterAll(async () => s?.close());

const S = () => s;
const T = () => tokens;

describe('demo data', () => {
  it('gives every antenne of the demo centre a living company directory and the second centre a small one', async () => {
    const n = async (sql: string) => (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;
    expect(await n('entreprises WHERE antenne_id = 2')).toBeGreaterThanOrEqual(10);
    expect(await n('entreprises WHERE cfa_id = 2')).toBeGreaterThan(0);
    expect(await n('entreprise_contacts WHERE antenne_id = 2')).toBeGreaterThan(10);
    expect(await n('prestataires WHERE antenne_id = 2')).toBeGreaterThan(3);
    expect(await n('antenne_conventions WHERE antenne_id = 2 AND type = 1')).toBe(1);
    const withTaxes = await s.req('GET', '/api/entreprise_taxes?exists[taxes]=true&pagination=false', { token: tokens.antenne1 });
    expect(withTaxes.body['hydra:member'].length).toBeGreaterThan(0);
    expect(withTaxes.body['hydra:member'].every((t: any) => t.taxes !== null && t.antenne === '/api/antennes/2')).toBe(true);
    const comptables = await s.req('GET', '/api/entreprises?is_comptable=true', { token: tokens.admin });
    expect(comptables.body['hydra:member'].length).toBeGreaterThan(0);
    expect(comptables.body['hydra:member'].every((e: any) => e.is_comptable === true)).toBe(true);
  });
});

describe('companies', () => {
  crudLifecycle(S, T, {
    resource: 'entreprises', scope: 'antenne',
    body: () => ({ name: 'Club Test Azur', siret: '73282932000074', type: 2, statut: 3, forme_juridique: 92, secteur_activite: 93, is_comptable: false, antenne: NICE }),
    filter: () => 'name=Test%20Azur&etat=0', update: { city: 'Antibes', postal_code: '06600' },
    bad: { body: () => ({ name: 'Sans SIRET valide', siret: '123', antenne: NICE }), property: 'siret' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_contacts', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, lastname: 'Durand', firstname: 'Claire', birthdate: '1980-04-12', is_tuteur: true }),
    filter: () => `entreprise=${ref.entreprise}`, update: { fonction: 'Tutrice' },
    bad: { body: () => ({ entreprise: ref.entreprise, firstname: 'Sans nom' }), property: 'lastname' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_suivis', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, date_suivi: '2025-10-14', type: 1, objet: 'Visite de mi-parcours', etudiant: ref.etudiant }),
    filter: () => `entreprise=${ref.entreprise}&type=1`, update: { compte_rendu: 'Tuteur présent, missions conformes.' },
    bad: { body: () => ({ entreprise: ref.entreprise, date_suivi: '14/10/2025', type: 1, objet: 'x' }), property: 'date_suivi' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_taxes', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, annee: 2026, taxes: 1250.5, diplome: ref.diplome }),
    filter: () => `exists[taxes]=true&entreprise=${ref.entreprise}`, update: { date_versement: '2026-05-31' },
    bad: { body: () => ({ entreprise: ref.entreprise, annee: 2026, taxes: -5 }), property: 'taxes' },
  });
  crudLifecycle(S, T, {
    resource: 'entreprise_documents', scope: 'antenne',
    body: () => ({ entreprise: ref.entreprise, type: 1, name: 'Extrait Kbis 2026', date_reception: '2026-01-10' }),
    filter: () => `entreprise=${ref.entreprise}&type=1`, update: { date_expiration: '2026-04-10' },
    bad: { body: () => ({ entreprise: ref.entreprise, type: 42, name: 'Type inconnu' }), property: 'type' },
  });
});

describe('providers', () => {
  crudLifecycle(S, T, {
    resource: 'prestataires', scope: 'antenne',
    body: () => ({ type: 1, lastname: 'Lefèvre', firstname: 'Marc', mission: 1, statut_rattachement: 1, antenne: NICE }),
    filter: () => `antenne=${NICE}&etat=0&type=1`, update: { etat: 1, statut_rattachement: 4 },
    bad: { body: () => ({ lastname: 'Sans type', antenne: NICE }), property: 'type' },
  });
  crudLifecycle(S, T, {
    resource: 'prestataire_competence_types', scope: 'cfa',
    body: () => ({ name: 'Escalade' }), filter: () => 'name=Escalade', update: { description: 'Encadrement en salle et en falaise' },
    bad: { body: () => ({ name: '' }), property: 'name' },
  });
  crudLifecycle(S, T, {
    resource: 'prestataire_competences', scope: 'antenne',
    body: () => ({ prestataire: ref.prestataire, competence_type: ref.competenceType, intitule: 'Natation', annees_experience: 6 }),
    filter: () => `prestataire=${ref.prestataire}`, update: { annees_experience: 7 },
    bad: { body: () => ({ prestataire: ref.prestataire, competence_type: '/api/diplomes/1' }), property: 'competence_type' },
  });
  crudLifecycle(S, T, {
    resource: 'prestataire_documents', scope: 'antenne',
    body: () => ({ prestataire: ref.prestataire, type: 5, name: 'Casier judiciaire', date_document: '2026-01-05' }),
    filter: () => `prestataire=${ref.prestataire}&type=5`, update: { name: 'Extrait de casier judiciaire' },
    bad: { body: () => ({ prestataire: ref.prestataire, type: 99, name: 'x' }), property: 'type' },
  });
});

describe('agreements', () => {
  crudLifecycle(S, T, {
    resource: 'antenne_conventions', scope: 'antenne',
    body: () => ({ type: 0, convention_number: 'CONV-TEST-01', antenne: NICE, date_start: '2026-01-01', date_end: '2026-12-31' }),
    filter: () => `antenne=${NICE}&type=0`, update: { etat: 1 },
    bad: { body: () => ({ type: 3, convention_number: 'X', antenne: NICE }), property: 'type' },
  });
  crudLifecycle(S, T, {
    resource: 'antenne_convention_prices', scope: 'antenne',
    body: () => ({ antenne_convention: ref.convention, type_of_fee: 0, number_of_hours: 120, hourly_cost: 32.5 }),
    filter: () => `antenne_convention=${ref.convention}&etat=0`, update: { hourly_cost: 35 },
    bad: { body: () => ({ antenne_convention: ref.convention, type_of_fee: 0, number_of_hours: -1 }), property: 'number_of_hours' },
  });
  crudLifecycle(S, T, {
    resource: 'antenne_convention_sessions', scope: 'antenne',
    body: () => ({ antenne_convention: ref.convention, diplome_session: ref.session, date_start: '2026-01-05', date_end: '2026-06-30' }),
    filter: () => `antenne_convention=${ref.convention}`, update: { etat: 1 },
    bad: { body: () => ({ antenne_convention: ref.convention, date_start: '2026-13-45' }), property: 'date_start' },
  });
  crudLifecycle(S, T, {
    resource: 'antenne_convention_documents', scope: 'antenne',
    body: () => ({ antenne_convention: ref.convention, name: 'Convention signée (scan)', date_reception: '2026-02-01' }),
    filter: () => `antenne_convention=${ref.convention}`, update: { name: 'Convention signée' },
    bad: { body: () => ({ name: 'Sans convention' }), property: 'antenne_convention' },
  });
});

describe('calls beyond CRUD', () => {
  it('serves the light lists of companies: all active ones, providers usable, accounting firms, within scope', async () => {
    const all = await s.req('GET', '/api/entreprises_light_list', { token: tokens.antenne1 });
    expect(all.status).toBe(200);
    const active = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM entreprises WHERE antenne_id = 2 AND etat = 0')).rows[0]!.n;
    expect(all.body['hydra:totalItems']).toBe(active);
    expect(Object.keys(all.body['hydra:member'][0]).sort()).toEqual(['@id', '@type', 'city', 'id', 'is_comptable', 'name', 'siret']);
    const comptables = await s.req('GET', '/api/entreprises_comptables?is_comptable=1', { token: tokens.antenne1 });
    expect(comptables.body['hydra:member'].length).toBeGreaterThan(0);
    expect(comptables.body['hydra:member'].every((e: any) => e.is_comptable)).toBe(true);
    const presta = await s.req('GET', '/api/entreprises_light_list_presta', { token: tokens.antenne1 });
    expect(presta.body['hydra:member'].map((e: any) => e.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Formasport Conseil/)]));
    const sport = await s.req('GET', '/api/entreprises_light_list', { token: tokens.sport });
    expect(sport.body['hydra:member'].some((e: any) => e['@id'] === ref.entreprise)).toBe(false);
  });

  it("lists a company's follow-ups, contacts and taxes, and answers 404 outside the scope", async () => {
    for (const sub of ['suivis', 'contacts', 'taxes', 'documents']) {
      const res = await s.req('GET', `${ref.entreprise}/${sub}`, { token: tokens.admin });
      expect(res.status, sub).toBe(200);
      expect(res.body['hydra:member'].every((m: any) => m.entreprise === ref.entreprise), sub).toBe(true);
    }
    const contacts = await s.req('GET', `${ref.entreprise}/contacts`, { token: tokens.admin });
    expect(contacts.body['hydra:totalItems']).toBeGreaterThan(0);
    expect((await s.req('GET', `${ref.entreprise}/contacts`, { token: tokens.antenne1 })).status).toBe(404);
    expect((await s.req('GET', `${ref.entreprise}/suivis`, { token: tokens.sport })).status).toBe(404);
  });

  it('lists providers of the antenne only (head office: all) and the light list of agreements', async () => {
    const mine = await s.req('GET', '/api/providers_list', { token: tokens.antenne1 });
    expect(mine.body['hydra:member'].length).toBeGreaterThan(0);
    expect(mine.body['hydra:member'].every((p: any) => p.antenne === '/api/antennes/2' && p.etat === 0)).toBe(true);
    const all = await s.req('GET', '/api/providers_list', { token: tokens.admin });
    expect(new Set(all.body['hydra:member'].map((p: any) => p.antenne)).size).toBeGreaterThan(1);
    const conventions = await s.req('GET', '/api/antenne_convention_light_list', { token: tokens.antenne1 });
    expect(conventions.body['hydra:member'].map((c: any) => c.type).sort()).toEqual([0, 1]);
  });
});
