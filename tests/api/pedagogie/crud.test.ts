// API of pedagogy: referentials (units, skills, descriptors), sequence groups, sequences and their contents,
// evaluations and their scored contents, pedagogy documents: generic CRUD, the filters the admin's calls use,
// French 422, antenne and centre isolation, and demo evaluations whose unit scores follow the shared rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { crudSuite, make, storedFile, type CrudCase, type Sides, type Tokens } from '../domain-cases.ts';
import { unitScore } from '../../../src/shared/pedagogie/unitScore.ts';

let s: TestServer;
let t: Tokens;
const sides: Sides = { own: {}, other: {} };
const shared: Record<string, string> = {};

async function side(antenneId: number): Promise<Record<string, string>> {
  const etu = await s.db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = $1 AND type = 1 ORDER BY id LIMIT 1', [antenneId]);
  const f: Record<string, string> = { ...shared, antenne: `/api/antennes/${antenneId}`, etudiant: `/api/etudiants/${etu.rows[0]!.id}` };
  f.groupe = await make(s, t.admin, 'antenne_sequence_groupes', { label: 'Groupe test', antenne: f.antenne, antenne_referentiel: f.ref });
  f.sequence = await make(s, t.admin, 'antenne_sequences', { label: 'Séquence test', type: 'POSITIONNING', sequence_groupe: f.groupe });
  f.evaluation = await make(s, t.admin, 'antenne_evaluations', { label: 'Évaluation test', etudiant: f.etudiant, antenne_sequence: f.sequence });
  return f;
}

beforeAll(async () => {
  s = await startServer(import.meta.url);
  const [admin, antenne1, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  t = { admin: admin!, antenne1: antenne1!, sport: sport! };
  shared.diplome = '/api/diplomes/1';
  shared.ref = await make(s, t.admin, 'antenne_referentiels', { label: 'Référentiel test', type: 'repository', diplome: shared.diplome });
  shared.unite = await make(s, t.admin, 'antenne_referentiel_unite_competences', { antenne_referentiel: shared.ref, label: 'UC test' });
  shared.competence = await make(s, t.admin, 'antenne_referentiel_competences', { unite_competence: shared.unite, label: 'Compétence test' });
  shared.media = await storedFile(s);
  sides.own = await side(2);
  sides.other = await side(3);
});
afterAll(async () => s?.close());

const cases: CrudCase[] = [
  { resource: 'antenne_referentiels', scope: 'cfa',
    body: (f) => ({ label: 'Référentiel BPJEPS AF', type: 'repository', diplome: f.diplome, editable: true }),
    filter: (_c, f) => `type=repository&etat=0&diplome=${f.diplome}`, patch: { editable: false, etat: 1 },
    bad: () => ({ label: 'Type inconnu', type: 'autre' }), badPath: 'type' },
  { resource: 'antenne_referentiel_unite_competences', scope: 'cfa',
    body: (f) => ({ antenne_referentiel: f.ref, label: 'Conduire une séance', code: 'UC9', ordre: 9 }),
    filter: (_c, f) => `antenne_referentiel=${f.ref}`, patch: { label: 'Conduire une séance en sécurité' },
    bad: () => ({ label: 'Sans référentiel' }), badPath: 'antenne_referentiel' },
  { resource: 'antenne_referentiel_competences', scope: 'cfa',
    body: (f) => ({ unite_competence: f.unite, label: 'Évaluer la séance' }),
    filter: (_c, f) => `unite_competence=${f.unite}&antenne_referentiel=${f.ref}`, patch: { first_node: true },
    bad: () => ({ label: 'Ni unité ni référentiel' }), badPath: 'antenne_referentiel' },
  { resource: 'antenne_referentiel_descripteurs', scope: 'cfa',
    body: (f) => ({ competence: f.competence, label: 'Adapte la séance au public', ordre: 1 }),
    filter: (_c, f) => `competence=${f.competence}`, patch: { ordre: 2 },
    bad: (f) => ({ competence: f.competence, label: '' }), badPath: 'label' },
  { resource: 'antenne_sequence_groupes', scope: 'antenne',
    body: (f) => ({ label: 'Parcours 2025', antenne: f.antenne, antenne_referentiel: f.ref }),
    filter: (_c, f) => `antenne=${f.antenne}&etat=0`, patch: { etat: 1 },
    bad: () => ({ label: 'Sans antenne' }), badPath: 'antenne' },
  { resource: 'antenne_sequences', scope: 'antenne',
    body: (f) => ({ label: "Positionnement d'entrée", type: 'POSITIONNING', sequence_groupe: f.groupe, hours: 7 }),
    filter: (_c, f) => `type=POSITIONNING&antenne=${f.antenne}&etat=0`, patch: { etat: 1 },
    bad: (f) => ({ label: 'Quiz', type: 'QUIZ', sequence_groupe: f.groupe }), badPath: 'type' },
  { resource: 'antenne_sequence_contents', scope: 'antenne',
    body: (f) => ({ antenne_sequence: f.sequence, type_node: 'SKILL', competence: f.competence, label: 'Compétence test' }),
    filter: (_c, f) => `antenne_sequence=${f.sequence}`, patch: { ordre: 3 },
    bad: (f) => ({ antenne_sequence: f.sequence, type_node: 'LEAF' }), badPath: 'type_node' },
  { resource: 'antenne_evaluations', scope: 'antenne',
    body: (f) => ({ label: 'Positionnement', type: 'POSITIONNING', etudiant: f.etudiant, antenne_sequence: f.sequence, date_evaluation: '2024-09-20', global_score: 2 }),
    filter: (_c, f) => `etudiant=${f.etudiant}&etat=0`, patch: { global_score: 2.5, commentaire: 'Bon niveau' },
    bad: (f) => ({ label: 'Trop haut', etudiant: f.etudiant, global_score: 4 }), badPath: 'global_score' },
  { resource: 'antenne_evaluation_contents', scope: 'antenne',
    body: (f) => ({ antenne_evaluation: f.evaluation, type_node: 'SKILL', competence: f.competence, score: 2 }),
    filter: (_c, f) => `antenne_evaluation=${f.evaluation}&type_node=SKILL`, patch: { score: 3, commentaire: 'Acquis', date_evaluation: '2024-10-02' },
    bad: (f) => ({ antenne_evaluation: f.evaluation, type_node: 'SKILL', score: 4 }), badPath: 'score' },
  { resource: 'antenne_pedagogie_documents', scope: 'antenne',
    body: (f) => ({ name: 'Grille de positionnement', type: 78, antenne: f.antenne, evaluation: f.evaluation, file: f.media }),
    filter: (_c, f) => `antenne=${f.antenne}&evaluation=${f.evaluation}`, patch: { name: 'Grille signée' },
    bad: (f) => ({ name: 'Sans fichier', antenne: f.antenne }), badPath: 'file' },
];

crudSuite(() => ({ s, t, sides }), cases);

describe('referential skills', () => {
  it('take their referential from their unit', async () => {
    const res = await s.req('GET', shared.competence!, { token: t.admin });
    expect(res.body.antenne_referentiel).toBe(shared.ref);
  });
});

describe('demo data', () => {
  it('has referentials with units, skills and descriptors, and sequences per antenne', async () => {
    const count = async (q: string, token = t.admin) => (await s.req('GET', `/api/${q}`, { token })).body['hydra:totalItems'] as number;
    expect(await count('antenne_referentiels?type=cps&etat=0')).toBeGreaterThanOrEqual(1);
    expect(await count('antenne_referentiels?type=repository&editable=false')).toBeGreaterThanOrEqual(3);
    expect(await count('antenne_referentiel_descripteurs')).toBeGreaterThanOrEqual(50);
    expect(await count('antenne_sequences?type=POSITIONNING', t.antenne1)).toBeGreaterThanOrEqual(1);
    expect(await count('antenne_evaluations?etat=0', t.antenne1)).toBeGreaterThanOrEqual(10);
    expect(await count('antenne_sequences', t.sport)).toBeGreaterThanOrEqual(2);
  });

  it('scores each unit of an evaluation from its skills', async () => {
    const evals = await s.req('GET', '/api/antenne_evaluations?absent=false&type=POSITIONNING&itemsPerPage=3', { token: t.admin });
    for (const e of evals.body['hydra:member']) {
      const nodes = (await s.req('GET', `/api/antenne_evaluation_contents?antenne_evaluation=${e['@id']}&pagination=false`, { token: t.admin })).body['hydra:member'];
      const units = nodes.filter((n: any) => n.type_node === 'UNIT');
      expect(units.length).toBe(3);
      for (const u of units) {
        const skills = nodes.filter((n: any) => n.type_node === 'SKILL' && n.unite_competence === u.unite_competence).map((n: any) => n.score);
        expect(u.score).toBe(unitScore(skills));
      }
    }
  });
});
