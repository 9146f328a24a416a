// API of the trainee sub-resources (PIF, interviews, contracts, motivation grids, invoices), groups and
// sessions, actions, delegates, closing periods, session details, inscriptions and registration requests:
// generic CRUD, the filters the admin's calls use, French 422, antenne and centre isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { crudSuite, make, storedFile, type CrudCase, type Sides, type Tokens } from '../domain-cases.ts';

let s: TestServer;
let t: Tokens;
const sides: Sides = { own: {}, other: {} };
const closingCalls = new Map<object, number>();

async function side(antenneId: number): Promise<Record<string, string>> {
  const etu = await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = $1 AND type = 1 ORDER BY id LIMIT 1', [antenneId]);
  const ads = await s.db.query<{ id: number }>('SELECT id FROM antenne_diplome_sessions WHERE antenne_id = $1 ORDER BY id LIMIT 1', [antenneId]);
  const f: Record<string, string> = {
    antenne: `/api/antennes/${antenneId}`,
    etudiant: `/api/etudiants/${etu.rows[0]!.id}`,
    ads: `/api/antenne_diplome_sessions/${ads.rows[0]!.id}`,
  };
  f.groupe = await make(s, t.admin, 'groupes', { name: `Groupe test ${antenneId}`, antenne: f.antenne });
  f.action = await make(s, t.admin, 'antenne_actions', { name: `Action test ${antenneId}`, antenne: f.antenne });
  f.detail = await make(s, t.admin, 'antenne_diplome_session_details', { antenne_diplome_session: f.ads, label: 'Détail test' });
  f.contact = await make(s, t.admin, 'external_registration_contacts', { antenne: f.antenne, lastname: 'Durand', firstname: 'Léa' });
  return f;
}

beforeAll(async () => {
  s = await startServer(import.meta.url);
  const [admin, antenne1, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  t = { admin: admin!, antenne1: antenne1!, sport: sport! };
  sides.own = await side(2);
  sides.other = await side(3);
  sides.own.media = await storedFile(s);
  sides.other.media = sides.own.media;
});
afterAll(async () => s?.close());

const cases: CrudCase[] = [
  { resource: 'etudiant_plan_individuel_formations', scope: 'antenne',
    body: (f) => ({ etudiant: f.etudiant, allegement: 'Dispense du bloc 1 (acquis)', objectifs: 'Obtenir le titre', step_to_reach: 'UC2 puis UC3', etat: 0 }),
    filter: (_c, f) => `etudiant=${f.etudiant}&etat=0`, patch: { objectifs: 'Obtenir le titre en un an', etat: 1 },
    bad: () => ({ allegement: 'sans stagiaire' }), badPath: 'etudiant' },
  { resource: 'etudiant_interviews', scope: 'antenne',
    body: (f) => ({ etudiant: f.etudiant, type: 6, type_details: 2, mode: 3, date_interview: '2025-03-12', subject: 'Point mi-parcours' }),
    filter: (_c, f) => `etudiant=${f.etudiant}&type=6`, patch: { compte_rendu: 'Bonne progression.', is_shared: true },
    bad: (f) => ({ etudiant: f.etudiant, type: 99, date_interview: '2025-03-12' }), badPath: 'type' },
  { resource: 'etudiant_contrats', scope: 'antenne',
    body: (f) => ({ etudiant: f.etudiant, type_contrat: 11, date_debut: '2024-09-02', date_fin: '2026-08-31', opco: 1, tuteur_lastname: 'Martin' }),
    filter: (_c, f) => `etudiant=${f.etudiant}&exists[date_rupture]=false`, patch: { date_rupture: '2025-01-15', motif_rupture: 12, commentaire_rupture: "À l'initiative de l'employeur" },
    bad: (f) => ({ etudiant: f.etudiant, date_debut: '2024-09-02', date_rupture: '2025-01-15' }), badPath: 'motif_rupture' },
  { resource: 'etudiant_grille_motivations', scope: 'antenne',
    body: (f) => ({ etudiant: f.etudiant, date_grille: '2024-06-10', motivation: 4, projet_professionnel: 3, avis_favorable: true }),
    filter: (_c, f) => `etudiant=${f.etudiant}`, patch: { savoir_etre: 5 },
    bad: (f) => ({ etudiant: f.etudiant, date_grille: '2024-06-10', motivation: 9 }), badPath: 'motivation' },
  { resource: 'etudiant_document_factures', scope: 'antenne',
    body: (f) => ({ etudiant: f.etudiant, type_facture: 1, detail_facture: 2, numero: 'FA-2025-001', date_facture: '2025-02-01', montant: 1250.5, file: f.media }),
    filter: (_c, f) => `etudiant=${f.etudiant}&type_facture=1&montant[gte]=1000`, patch: { date_paiement: '2025-03-01' },
    bad: (f) => ({ etudiant: f.etudiant, type_facture: 1, date_facture: '01/02/2025', montant: 10 }), badPath: 'date_facture' },
  { resource: 'groupes', scope: 'antenne',
    body: (f) => ({ name: 'Promo BPJEPS 2025', antenne: f.antenne, couleur: 'teal-3', annee: 5 }),
    filter: (_c, f) => `etat=0&antenne=${f.antenne}`, patch: { etat: 1 },
    bad: (f) => ({ name: 'Couleur inconnue', antenne: f.antenne, couleur: 'fuchsia' }), badPath: 'couleur' },
  { resource: 'groupe_etudiants', scope: 'antenne',
    body: (f) => ({ groupe: f.groupe, etudiant: f.etudiant }),
    filter: (_c, f) => `groupe=${f.groupe}`, patch: { date_entree: '2024-09-15' },
    bad: (f) => ({ groupe: f.groupe }), badPath: 'etudiant' },
  { resource: 'antenne_groupe_sessions', scope: 'antenne',
    body: (f) => ({ name: 'Rentrée septembre', dropdown_label: 'Sept. 2025', antenne: f.antenne, groupe: f.groupe, dt_start: '2025-09-01' }),
    filter: (_c, f) => `etat=0&antenne=${f.antenne}`, patch: { dt_end: '2026-06-30' },
    bad: (f) => ({ antenne: f.antenne }), badPath: 'name' },
  { resource: 'antenne_actions', scope: 'antenne',
    body: (f) => ({ name: 'Remise à niveau', antenne: f.antenne, type_action: 2, duration_hours: 70 }),
    filter: (_c, f) => `etat=0&antenne=${f.antenne}`, patch: { etat: 1 },
    bad: (f) => ({ name: 'Type inconnu', antenne: f.antenne, type_action: 7 }), badPath: 'type_action' },
  { resource: 'antenne_action_sessions', scope: 'antenne',
    body: (f) => ({ action: f.action, name: 'Session printemps', dt_start: '2025-03-03', hours: 35 }),
    filter: (_c, f) => `action=${f.action}&antenne=${f.antenne}`, patch: { training_place: 'Salle 2' },
    bad: () => ({ action: '/api/antenne_actions/999999', name: 'Orpheline' }), badPath: 'action' },
  { resource: 'antenne_diplome_session_delegues', scope: 'antenne',
    body: (f) => ({ antenne_diplome_session: f.ads, etudiant: f.etudiant, date_election: '2024-10-01' }),
    filter: (_c, f) => `antenne_diplome_session=${f.ads}`, patch: { is_suppleant: true },
    bad: (f) => ({ etudiant: f.etudiant }), badPath: 'antenne_diplome_session' },
  { resource: 'antenne_fermetures', scope: 'antenne',
    // Two closing periods of one antenne may not overlap (sites/closings.ts): the create test posts then compares
    // the same body (and deletes it), the scope test posts twice in its own antenne, the second a year later.
    body: (f) => {
      const n = closingCalls.get(f) ?? 0;
      closingCalls.set(f, n + 1);
      const year = 2033 + Math.max(0, n - 2);
      return { antenne: f.antenne, label: 'Vacances de Noël', annee: 4, dt_start: `${year}-12-23`, dt_end: `${year + 1}-01-03` };
    },
    filter: (_c, f) => `antenne=${f.antenne}`, patch: { comment: 'Accueil fermé' },
    bad: (f) => ({ antenne: f.antenne, label: 'Sans dates' }), badPath: 'dt_start' },
  { resource: 'antenne_diplome_session_details', scope: 'antenne',
    body: (f) => ({ antenne_diplome_session: f.ads, label: 'Organisation 2025' }),
    filter: (_c, f) => `antenne_diplome_session=${f.ads}`, patch: { description: 'Alternance 2 semaines / 2 semaines' },
    bad: (f) => ({ antenne_diplome_session: f.ads, label: '' }), badPath: 'label' },
  { resource: 'antenne_diplome_session_detail_stages', scope: 'antenne',
    body: (f) => ({ detail: f.detail, label: 'Stage 1', dt_start: '2025-01-06', dt_end: '2025-01-31', hours: 140 }),
    filter: (_c, f) => `detail=${f.detail}`, patch: { hours: 147 },
    bad: (f) => ({ detail: f.detail, label: 'Stage', hours: -4 }), badPath: 'hours' },
  { resource: 'antenne_diplome_session_detail_parcours', scope: 'antenne',
    body: (f) => ({ detail: f.detail, label: 'Bloc 1', hours: 120 }),
    filter: (_c, f) => `detail=${f.detail}`, patch: { label: 'Bloc 1 : encadrement' },
    bad: () => ({ label: 'Sans détail' }), badPath: 'detail' },
  { resource: 'antenne_diplome_session_detail_evaluations', scope: 'antenne',
    body: (f) => ({ detail: f.detail, label: 'ECF 1', type_evaluation: 1, periode: 2, date_evaluation: '2025-02-14' }),
    filter: (_c, f) => `detail=${f.detail}&type_evaluation=1`, patch: { date_evaluation: '2025-02-21' },
    bad: (f) => ({ detail: f.detail, label: 'ECF', periode: 8 }), badPath: 'periode' },
  { resource: 'antenne_inscriptions', scope: 'antenne',
    body: (f) => ({ etudiant: f.etudiant, antenne_diplome_session: f.ads, date_inscription: '2024-07-01', type_session: 0 }),
    filter: (_c, f) => `etudiant=${f.etudiant}&etat=0`, patch: { type_session: 1 },
    bad: (f) => ({ etudiant: f.etudiant }), badPath: 'antenne_diplome_session' },
  { resource: 'external_registration_contacts', scope: 'antenne',
    body: (f) => ({ antenne: f.antenne, lastname: 'Bernard', firstname: 'Hugo', mail: 'hugo.bernard@exemple.fr' }),
    filter: (_c, f) => `antenne=${f.antenne}&exists[status]=false`, patch: { status: 2 },
    bad: (f) => ({ antenne: f.antenne, lastname: 'Bernard', firstname: 'Hugo', mail: 'pas-un-courriel' }), badPath: 'mail' },
  { resource: 'external_registration_documents', scope: 'antenne',
    body: (f) => ({ contact: f.contact, name: 'CV', type_document: 1, file: f.media }),
    filter: (_c, f) => `contact=${f.contact}`, patch: { name: 'CV à jour' },
    bad: (f) => ({ contact: f.contact }), badPath: 'name' },
];

crudSuite(() => ({ s, t, sides }), cases);

describe('registration request status', () => {
  it('takes only 1 (accepted and converted to a candidacy, spec 001 §4) or 2 (refused)', async () => {
    const accepted = await make(s, t.admin, 'external_registration_contacts', { antenne: sides.own.antenne, lastname: 'Petit', firstname: 'Léon' });
    // A PUT with status 1 accepts: the candidate is created in the same transaction (as POST …/accepter).
    const put = await s.req('PUT', accepted, { token: t.admin, body: { antenne: sides.own.antenne, lastname: 'Petit', firstname: 'Léon', status: 1 } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.status).toBe(1);
    const iri = await make(s, t.admin, 'external_registration_contacts', { antenne: sides.own.antenne, lastname: 'Petit', firstname: 'Zoé' });
    expect((await s.req('PUT', iri, { token: t.admin, body: { antenne: sides.own.antenne, lastname: 'Petit', firstname: 'Zoé', status: 2 } })).body.status).toBe(2);
    const bad = await s.req('PATCH', iri, { token: t.admin, body: { status: 3 } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].message).toBe('Statut : Cette valeur ne fait pas partie des choix possibles.');
  });
});

describe('rating stars (note, 1 to 5)', () => {
  it('are stored on actions and referentials; outside 1..5 or not an integer: French 422, nothing changed', async () => {
    const action = await make(s, t.admin, 'antenne_actions', { name: 'Action notée', antenne: sides.own.antenne, note: 3 });
    const referentiel = await make(s, t.admin, 'antenne_referentiels', { label: 'Référentiel noté', type: 'repository', note: 5 });
    for (const iri of [action, referentiel]) {
      const before = (await s.req('GET', iri, { token: t.admin })).body.note;
      for (const [note, message] of [
        [0, 'Note : Cette valeur doit être supérieure ou égale à 1.'],
        [6, 'Note : Cette valeur doit être inférieure ou égale à 5.'],
      ] as const) {
        const bad = await s.req('PATCH', iri, { token: t.admin, body: { note } });
        expect(bad.status).toBe(422);
        expect(bad.body.violations).toMatchObject([{ propertyPath: 'note', message }]);
        expect(bad.body['hydra:description']).toContain(message);
      }
      expect((await s.req('PATCH', iri, { token: t.admin, body: { note: 2.5 } })).status).toBe(422);
      expect((await s.req('GET', iri, { token: t.admin })).body.note).toBe(before);
      const cleared = await s.req('PATCH', iri, { token: t.admin, body: { note: null } });
      expect(cleared.status).toBe(200);
      expect(cleared.body.note).toBeNull();
    }
    const badCreate = await s.req('POST', '/api/antenne_actions', { token: t.admin, body: { name: 'Trop notée', antenne: sides.own.antenne, note: 7 } });
    expect(badCreate.status).toBe(422);
    expect((await s.req('GET', '/api/antenne_actions?name=Trop%20not', { token: t.admin })).body['hydra:totalItems']).toBe(0);
  });

  it('the demo data rates some actions and referentials', async () => {
    const count = async (table: string, where: string) =>
      (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE cfa_id = 1 AND ${where}`)).rows[0]!.n;
    expect(await count('antenne_actions', "note BETWEEN 1 AND 5 AND name NOT LIKE 'Action not%'")).toBeGreaterThanOrEqual(1);
    expect(await count('antenne_actions', 'note IS NULL')).toBeGreaterThanOrEqual(1);
    expect(await count('antenne_referentiels', "note BETWEEN 1 AND 5 AND label NOT LIKE 'Référentiel not%'")).toBeGreaterThanOrEqual(1);
  });
});

describe('demo data', () => {
  it('gives the demo centre living groups, sessions and trainee follow-up', async () => {
    const count = async (q: string) => (await s.req('GET', `/api/${q}`, { token: t.admin })).body['hydra:totalItems'] as number;
    expect(await count('groupes?etat=0')).toBeGreaterThanOrEqual(6);
    expect(await count('groupe_etudiants')).toBeGreaterThanOrEqual(40);
    expect(await count('etudiant_interviews')).toBeGreaterThanOrEqual(30);
    expect(await count('etudiant_plan_individuel_formations')).toBeGreaterThanOrEqual(10);
    expect(await count('etudiant_contrats?exists[date_rupture]=true')).toBeGreaterThanOrEqual(1);
    expect(await count('external_registration_contacts?exists[status]=false')).toBeGreaterThanOrEqual(3);
    expect(await count('antenne_fermetures')).toBeGreaterThanOrEqual(3);
    const sportGroups = await s.req('GET', '/api/groupes', { token: t.sport });
    expect(sportGroups.body['hydra:totalItems']).toBeGreaterThanOrEqual(1);
  });
});
