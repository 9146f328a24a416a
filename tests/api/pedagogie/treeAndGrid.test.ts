// Issue 15 against a real seeded server: editing a referential's tree (nodes added by the generic CRUD,
// reordered, deleted with their children), the lock (a locked referential refuses every change of its tree
// and its fields but the unlocking, in French, changing nothing), and the evaluation grid (a group evaluated
// in one transaction, unit scores by the shared rule, a trainee of another antenne refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';
import { gridUnitScores } from '../../../src/shared/pedagogie/grid.ts';
import { UNIT_SCORE_CASES } from '../../support/unitScoreCases.ts';

let s: TestServer;
let admin: string, antenne1: string;
const MARSEILLE = '/api/antennes/2';
const FRENCH = /\b(la|le|les|une?|des|du|ce|cette|doit|est|n'est|n'existe|il|être)\b/i;
let repo: number;

const one = async (sql: string, params: unknown[] = []) => (await s.db.query<any>(sql, params)).rows[0];
const count = async (sql: string, params: unknown[] = []) => Number((await one(`SELECT count(*)::int AS n FROM ${sql}`, params)).n);
const make = async (token: string, resource: string, body: Record<string, unknown>) => {
  const res = await s.req('POST', `/api/${resource}`, { token, body });
  expect(res.status, res.text).toBe(201);
  return res.body['@id'] as string;
};
const refused = (res: { status: number; body: any; text: string }, status: number, path?: string) => {
  expect(res.status, res.text).toBe(status);
  expect(res.body['hydra:description']).toMatch(FRENCH);
  if (path !== undefined) expect(res.body.violations.map((v: any) => v.propertyPath), res.text).toContain(path);
};
const patch = (token: string, iri: string, body: Record<string, unknown>) =>
  s.req('PATCH', iri, { token, body, headers: { 'content-type': 'application/merge-patch+json' } });

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, antenne1] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr'].map((e) => s.login(e)));
  repo = (await one("SELECT id FROM antenne_referentiels WHERE cfa_id = 1 AND type = 'repository' AND antenne_id IS NULL ORDER BY id LIMIT 1")).id;
});
afterAll(async () => s?.close());

/** The antenne's own copy of the centre's referential, with a unit, two skills and a descriptor of its own. */
async function antenneCopy(label: string) {
  const copy = await s.req('POST', '/api/antenne_referentiel_copy', { token: antenne1, body: { id: `/api/antenne_referentiels/${repo}`, label } });
  expect(copy.status, copy.text).toBe(201);
  expect(copy.body.antenne).toBe(MARSEILLE);
  const ref = copy.body['@id'] as string;
  const unit = await make(antenne1, 'antenne_referentiel_unite_competences', { antenne_referentiel: ref, antenne: MARSEILLE, label: 'Unité ajoutée', ordre: 9 });
  const a = await make(antenne1, 'antenne_referentiel_competences', { antenne_referentiel: ref, unite_competence: unit, antenne: MARSEILLE, label: 'Compétence A', ordre: 1 });
  const b = await make(antenne1, 'antenne_referentiel_competences', { antenne_referentiel: ref, unite_competence: unit, antenne: MARSEILLE, label: 'Compétence B', ordre: 2 });
  const d = await make(antenne1, 'antenne_referentiel_descripteurs', { competence: a, antenne: MARSEILLE, label: 'Descripteur A1' });
  return { ref, unit, a, b, d };
}
const detail = async (ref: string) => (await s.req('GET', `/api/antenne_referentiel_detail/${idOf(ref)}`, { token: antenne1 })).body;

describe('referential tree', () => {
  it('reorders the skills of a unit and deletes a unit with its skills and descriptors, in one call each', async () => {
    const { ref, unit, a, b } = await antenneCopy('Copie à réordonner');
    const re = await s.req('POST', '/api/antenne_referentiel_reorder', { token: antenne1, body: { type: 'SKILL', ids: [b, a] } });
    expect(re.status, re.text).toBe(200);
    const added = re.body.unite_competences.find((u: any) => u['@id'] === unit);
    expect(added.competences.map((c: any) => c.label)).toEqual(['Compétence B', 'Compétence A']);

    const other = (await detail(ref)).unite_competences[0].competences[0]['@id'];
    refused(await s.req('POST', '/api/antenne_referentiel_reorder', { token: antenne1, body: { type: 'SKILL', ids: [a, other] } }), 422, 'ids');
    refused(await s.req('POST', '/api/antenne_referentiel_reorder', { token: antenne1, body: { type: 'LEAF', ids: [a] } }), 422, 'type');

    const before = await count('antenne_referentiel_descripteurs WHERE cfa_id = 1');
    const del = await s.req('POST', '/api/antenne_referentiel_node_delete', { token: antenne1, body: { type: 'UNIT', id: unit } });
    expect(del.status, del.text).toBe(200);
    expect(del.body.unite_competences.map((u: any) => u['@id'])).not.toContain(unit);
    expect(await count('antenne_referentiel_competences WHERE id = ANY($1::int[])', [[idOf(a), idOf(b)]])).toBe(0);
    expect(await count('antenne_referentiel_descripteurs WHERE cfa_id = 1')).toBe(before - 1);
  });

  it("refuses to delete a node a sequence uses (409), and the centre's referential to an antenne user (403)", async () => {
    const { ref, unit, a } = await antenneCopy('Copie utilisée');
    const seq = await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: {
      label: 'Séquence qui utilise la copie', type: 'POSITIONNING', antenne: MARSEILLE, antenne_referentiel: ref, sequences_content: [{ type_node: 'SKILL', competence: a }] } });
    expect(seq.status, seq.text).toBe(201);
    refused(await s.req('POST', '/api/antenne_referentiel_node_delete', { token: antenne1, body: { type: 'UNIT', id: unit } }), 409);
    expect(await count('antenne_referentiel_competences WHERE id = $1', [idOf(a)])).toBe(1);
    const centreUnit = await one('SELECT id FROM antenne_referentiel_unite_competences WHERE antenne_referentiel_id = $1 LIMIT 1', [repo]);
    const units = await count('antenne_referentiel_unite_competences WHERE antenne_referentiel_id = $1', [repo]);
    refused(await s.req('POST', '/api/antenne_referentiel_node_delete', { token: antenne1, body: { type: 'UNIT', id: centreUnit.id } }), 403);
    expect(await count('antenne_referentiel_unite_competences WHERE antenne_referentiel_id = $1', [repo])).toBe(units);
  });

  it("another antenne's copy is out of reach: its nodes are neither deleted nor reordered (404), nothing changes", async () => {
    const nice = await s.req('POST', '/api/antenne_referentiel_copy', { token: admin, body: { id: `/api/antenne_referentiels/${repo}`, antenne: '/api/antennes/3', label: 'Copie de Nice' } });
    expect(nice.status, nice.text).toBe(201);
    const unit = nice.body.unite_competences[0];
    const skills = unit.competences.map((c: any) => c['@id']);
    refused(await s.req('POST', '/api/antenne_referentiel_node_delete', { token: antenne1, body: { type: 'UNIT', id: unit['@id'] } }), 404);
    refused(await s.req('POST', '/api/antenne_referentiel_reorder', { token: antenne1, body: { type: 'SKILL', ids: [...skills].reverse() } }), 404);
    const after = (await s.req('GET', `/api/antenne_referentiel_detail/${idOf(nice.body['@id'])}`, { token: admin })).body;
    expect(after.unite_competences[0].competences.map((c: any) => c['@id'])).toEqual(skills);
  });

  it('a locked referential refuses every change of its tree and fields but its unlocking, changing nothing', async () => {
    const { ref, unit, a, b, d } = await antenneCopy('Copie à verrouiller');
    const lock = await patch(antenne1, ref, { editable: false });
    expect(lock.status, lock.text).toBe(200);
    expect(lock.body.editable).toBe(false);
    const snapshot = JSON.stringify(await detail(ref));

    refused(await s.req('POST', '/api/antenne_referentiel_competences', { token: antenne1, body: { antenne_referentiel: ref, unite_competence: unit, antenne: MARSEILLE, label: 'Refusée' } }), 422, 'antenne_referentiel');
    refused(await patch(antenne1, a, { label: 'Renommée' }), 422, 'antenne_referentiel');
    refused(await patch(antenne1, unit, { label: 'Renommée' }), 422, 'antenne_referentiel');
    refused(await patch(antenne1, d, { label: 'Renommé' }), 422, 'antenne_referentiel');
    refused(await s.req('POST', '/api/antenne_referentiel_descripteurs', { token: antenne1, body: { competence: a, antenne: MARSEILLE, label: 'Refusé' } }), 422, 'antenne_referentiel');
    refused(await s.req('DELETE', d, { token: antenne1 }), 422, 'antenne_referentiel');
    refused(await s.req('DELETE', unit, { token: antenne1 }), 422, 'antenne_referentiel');
    refused(await s.req('POST', '/api/antenne_referentiel_node_delete', { token: antenne1, body: { type: 'SKILL', id: a } }), 422, 'id');
    refused(await s.req('POST', '/api/antenne_referentiel_reorder', { token: antenne1, body: { type: 'SKILL', ids: [b, a] } }), 422, 'id');
    refused(await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: antenne1, body: { id: ref, label: 'Autre' } }), 422, 'label');
    refused(await patch(antenne1, ref, { label: 'Autre intitulé' }), 422, 'editable');
    const res = await s.req('POST', '/api/antenne_referentiel_competences', { token: antenne1, body: { antenne_referentiel: ref, antenne: MARSEILLE, label: 'x' } });
    expect(res.body.violations[0].message).toBe("Ce référentiel est verrouillé : déverrouillez-le avant d'en modifier l'arborescence.");
    // Saved back unchanged (an edit form's "Enregistrer" alone) is no change: accepted.
    expect((await patch(antenne1, a, { label: 'Compétence A' })).status).toBe(200);
    expect((await patch(antenne1, ref, { label: 'Copie à verrouiller' })).status).toBe(200);
    expect(JSON.stringify(await detail(ref))).toBe(snapshot);

    expect((await patch(antenne1, ref, { editable: true })).status).toBe(200);
    expect((await patch(antenne1, a, { label: 'Renommée' })).status).toBe(200);
  });
});

describe('evaluation grid', () => {
  it('evaluates five trainees in one call: one evaluation each, skills scored, units by the shared rule', async () => {
    const { ref, unit, a, b } = await antenneCopy('Copie évaluée');
    const seq = await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: {
      label: 'Séquence de la grille', type: 'POSITIONNING', antenne: MARSEILLE, antenne_referentiel: ref,
      sequences_content: [{ type_node: 'UNIT', unite_competence: unit }, { type_node: 'SKILL', competence: a }, { type_node: 'SKILL', competence: b }] } });
    expect(seq.status, seq.text).toBe(201);
    const trainees = (await s.db.query<any>('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 1 ORDER BY id LIMIT 5')).rows.map((r) => `/api/etudiants/${r.id}`);
    expect(trainees.length).toBe(5);
    const grid: [number | null, number | null][] = [[3, 3], [3, 2], [2, 2], [1, 3], [null, null]];
    const rows = trainees.map((etudiant, i) => ({ etudiant, absent: i === 4, commentaire: i === 0 ? 'Très bien' : '', scores: { [a]: grid[i]![0], [b]: grid[i]![1] } }));
    const evaluations = await count('antenne_evaluations');
    const res = await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: { antenne_sequence: seq.body['@id'], date_evaluation: '2026-11-20', rows } });
    expect(res.status, res.text).toBe(201);
    expect(await count('antenne_evaluations')).toBe(evaluations + 5);
    const skills = [{ competence: idOf(a), unit: idOf(unit) }, { competence: idOf(b), unit: idOf(unit) }];
    const expected = [3, 2, 2, 1, 0];
    for (const [i, e] of res.body.evaluations.entries()) {
      const live = gridUnitScores([idOf(unit)], skills, { [idOf(a)]: grid[i]![0], [idOf(b)]: grid[i]![1] });
      const stored = await one("SELECT score FROM antenne_evaluation_contents WHERE antenne_evaluation_id = $1 AND type_node = 'UNIT'", [idOf(e['@id'])]);
      expect(stored.score).toBe(expected[i]);
      expect(e.unites[idOf(unit)]).toBe(expected[i]);
      if (i < 4) expect(live[idOf(unit)]).toBe(stored.score);
      expect(await count('antenne_evaluation_contents WHERE antenne_evaluation_id = $1', [idOf(e['@id'])])).toBe(3);
    }
    const first = await one('SELECT * FROM antenne_evaluations WHERE id = $1', [idOf(res.body.evaluations[0]['@id'])]);
    expect(first).toMatchObject({ commentaire: 'Très bien', absent: false, antenne_id: 2, type: 'POSITIONNING' });
    expect((await one('SELECT absent FROM antenne_evaluations WHERE id = $1', [idOf(res.body.evaluations[4]['@id'])])).absent).toBe(true);
    // The server's own completion call finds nothing to change: the same rule, the same scores.
    const again = await s.req('POST', '/api/add_antenne_evaluation_contents', { token: antenne1, body: { id: res.body.evaluations[1]['@id'] } });
    expect(again.status, again.text).toBe(200);
    expect(again.body.created).toBe(0);
    expect(again.body.updated).toBe(0);
    // The grid read back and saved again the same day replaces the trainee's evaluation: no second one.
    const redo = await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: {
      antenne_sequence: seq.body['@id'], date_evaluation: '2026-11-20', rows: [{ etudiant: trainees[1], absent: false, commentaire: 'Revu', scores: { [a]: 0, [b]: 0 } }] } });
    expect(redo.status, redo.text).toBe(201);
    expect(redo.body.evaluations[0]['@id']).toBe(res.body.evaluations[1]['@id']);
    expect(await count('antenne_evaluations')).toBe(evaluations + 5);
    expect(await count('antenne_evaluation_contents WHERE antenne_evaluation_id = $1', [idOf(redo.body.evaluations[0]['@id'])])).toBe(3);
    expect((await one("SELECT score FROM antenne_evaluation_contents WHERE antenne_evaluation_id = $1 AND type_node = 'UNIT'", [idOf(redo.body.evaluations[0]['@id'])])).score).toBe(0);
    expect((await one('SELECT commentaire FROM antenne_evaluations WHERE id = $1', [idOf(redo.body.evaluations[0]['@id'])])).commentaire).toBe('Revu');
  });

  it("stores for each of the spec's unit score cases the unit score the rule gives (the table the admin's grid is tested on)", async () => {
    const { ref, unit, a, b } = await antenneCopy('Copie des cas de la règle');
    const c = await make(antenne1, 'antenne_referentiel_competences', { antenne_referentiel: ref, unite_competence: unit, antenne: MARSEILLE, label: 'Compétence C', ordre: 3 });
    const d = await make(antenne1, 'antenne_referentiel_competences', { antenne_referentiel: ref, unite_competence: unit, antenne: MARSEILLE, label: 'Compétence D', ordre: 4 });
    const skills = [a, b, c, d];
    const seq = await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: {
      label: 'Séquence des cas', type: 'POSITIONNING', antenne: MARSEILLE, antenne_referentiel: ref,
      sequences_content: [{ type_node: 'UNIT', unite_competence: unit }, ...skills.map((competence) => ({ type_node: 'SKILL', competence }))] } });
    expect(seq.status, seq.text).toBe(201);
    const etudiant = `/api/etudiants/${(await one('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 1 ORDER BY id LIMIT 1')).id}`;
    for (const { name, scores, unit: expected } of UNIT_SCORE_CASES) {
      const row = { etudiant, scores: Object.fromEntries(skills.map((skill, i) => [skill, scores[i]])) };
      const res = await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: { antenne_sequence: seq.body['@id'], date_evaluation: '2026-11-21', rows: [row] } });
      expect(res.status, `${name}: ${res.text}`).toBe(201);
      const evaluation = res.body.evaluations[0]['@id'] as string;
      const stored = await one("SELECT score FROM antenne_evaluation_contents WHERE antenne_evaluation_id = $1 AND type_node = 'UNIT'", [idOf(evaluation)]);
      expect(stored.score, name).toBe(expected);
      expect(res.body.evaluations[0].unites[idOf(unit)], name).toBe(expected);
    }
  });

  it("refuses a trainee of another antenne, a score out of 0–3, a skill outside the sequence: nothing created", async () => {
    const seq = (await one("SELECT s.id FROM antenne_sequences s WHERE s.antenne_id = 2 AND EXISTS (SELECT 1 FROM antenne_sequence_contents c WHERE c.antenne_sequence_id = s.id AND c.type_node = 'SKILL') ORDER BY s.id LIMIT 1")).id;
    const skill = (await one("SELECT competence_id FROM antenne_sequence_contents WHERE antenne_sequence_id = $1 AND type_node = 'SKILL' LIMIT 1", [seq])).competence_id;
    const mine = `/api/etudiants/${(await one('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 1 ORDER BY id LIMIT 1')).id}`;
    const nice = `/api/etudiants/${(await one('SELECT id FROM etudiants WHERE antenne_id = 3 AND type = 1 ORDER BY id LIMIT 1')).id}`;
    const before = await count('antenne_evaluations');
    const body = (rows: unknown[]) => ({ antenne_sequence: `/api/antenne_sequences/${seq}`, rows });
    refused(await s.req('POST', '/api/antenne_evaluation_grid', { token: admin, body: body([{ etudiant: mine, scores: { [skill]: 2 } }, { etudiant: nice, scores: { [skill]: 2 } }]) }), 422, 'rows[1].etudiant');
    refused(await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: body([{ etudiant: nice, scores: {} }]) }), 422, 'rows[0].etudiant');
    refused(await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: body([{ etudiant: mine, scores: { [skill]: 4 } }]) }), 422, `rows[0].scores.${skill}`);
    refused(await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: body([{ etudiant: mine, scores: { 999999: 1 } }]) }), 422, 'rows[0].scores.999999');
    refused(await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: body([{ etudiant: mine }, { etudiant: mine }]) }), 422, 'rows[1].etudiant');
    refused(await s.req('POST', '/api/antenne_evaluation_grid', { token: antenne1, body: body([]) }), 422, 'rows');
    expect(await count('antenne_evaluations')).toBe(before);
  });
});
