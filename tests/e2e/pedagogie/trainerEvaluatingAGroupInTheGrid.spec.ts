// A trainer of the Marseille antenne evaluates five trainees of a group of six on a sequence in one grid, by keyboard
// only (digits 0–3 score and go down, arrows move), sees each unit score computed live, saves once, and finds
// the server's stored unit scores equal to the live ones and to the shared rule (evaluations); the sixth, left
// empty, gets no evaluation; a reload keeps the group and shows the saved scores.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, signIn, test, uniqueName } from '../support.ts';
import { gridUnitScores } from '../../../src/shared/pedagogie/grid.ts';

type Json = Record<string, any>;

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<Json> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json', 'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' };
  const res = await request.fetch(path, { method, headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Json;
}

/** A sequence of the antenne on its own copy of the centre's referential: one unit and its first three skills. */
async function setUp(request: APIRequestContext, token: string) {
  const repos = await api(request, token, 'GET', '/api/antenne_referentiels_cfa_repositories?type=repository');
  const copy = await api(request, token, 'POST', '/api/antenne_referentiel_copy', { id: repos['hydra:member'][0]['@id'], label: uniqueName('Grille ') });
  const unit = copy.unite_competences.find((u: Json) => u.competences.length >= 3);
  const skills = unit.competences.slice(0, 3);
  const label = uniqueName('Séquence évaluée ');
  const sequence = await api(request, token, 'POST', '/api/add_antenne_sequences', {
    label, type: 'POSITIONNING', antenne: '/api/antennes/2', antenne_referentiel: copy['@id'],
    sequences_content: [{ type_node: 'UNIT', unite_competence: unit['@id'] }, ...skills.map((s: Json) => ({ type_node: 'SKILL', competence: s['@id'] }))],
  });
  const trainees = (await api(request, token, 'GET', '/api/etudiants?antenne=/api/antennes/2&type=1&etat=0&order[lastname]=asc&itemsPerPage=6'))['hydra:member'] as Json[];
  const group = await api(request, token, 'POST', '/api/groupes', { name: uniqueName('Groupe évalué '), antenne: '/api/antennes/2' });
  await api(request, token, 'PATCH', `/api/groupes/${group.id}/etudiants`, { etudiants: trainees.map((t) => t['@id']) });
  const members = (await api(request, token, 'GET', `/api/groupes/${group.id}/etudiants`)).etudiants as Json[];
  return { sequence, label, unit, skills, group, members };
}

test('un formateur évalue un groupe de cinq stagiaires au clavier et retrouve les scores d’unité du serveur', async ({ page, request }) => {
  const token = await apiToken(request, 'antenne1@demo.fr');
  const { sequence, label, unit, skills, group, members: all } = await setUp(request, token);
  expect(all).toHaveLength(6);
  // Five are scored; the sixth, left empty, is not evaluated.
  const members = all.slice(0, 5);
  const unscored = all[5]!;
  // Scores per trainee (columns), per skill (rows).
  const scores = [[3, 3, 3], [3, 2, 3], [2, 2, 1], [1, 0, 3], [0, 0, 0]];

  await signIn(page, 'antenne1@demo.fr');
  await page.goto(`/pedagogie/sequences/${sequence.id}`);
  await page.getByRole('link', { name: 'Évaluer dans la grille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grille d’évaluation' })).toBeVisible();
  // Each antenne has its copy of a sequence: the antenne's name tells them apart.
  await expect(page.getByRole('combobox', { name: 'Séquence évaluée' })).toHaveText(`${label} — Antenne de Marseille`);
  await page.getByRole('combobox', { name: 'Groupe de stagiaires' }).click();
  await page.getByRole('option', { name: group.name }).click();

  const name = (m: Json) => `${m.lastname} ${m.firstname}`;
  const cell = (m: Json, s: Json) => page.getByRole('textbox', { name: `Note de ${name(m)} pour « ${s.label} »` });
  await cell(members[0]!, skills[0]).click();
  for (const [col, column] of scores.entries()) {
    for (const value of column) await page.keyboard.press(String(value));
    if (col < scores.length - 1) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
    }
  }
  const units: number[] = [];
  for (const [col, m] of members.entries()) {
    for (const [row, s] of skills.entries()) await expect(cell(m, s)).toHaveValue(String(scores[col]![row]));
    const rule = gridUnitScores([unit.id], skills.map((s: Json) => ({ competence: s.id, unit: unit.id })), Object.fromEntries(skills.map((s: Json, row: number) => [s.id, scores[col]![row]])))[unit.id]!;
    await expect(page.getByLabel(`Score de l’unité « ${unit.label} » pour ${name(m)}`)).toHaveText(String(rule));
    units.push(rule);
  }
  expect(units).toEqual([3, 2, 1, 1, 0]);
  await page.getByLabel(`Commentaire pour ${name(members[0]!)}`).fill('Autonome sur toute l’unité');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/antenne_evaluation_grid') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Enregistrer les évaluations' }).click();
  const answer = (await (await saved).json()) as { evaluations: { '@id': string; etudiant: string; unites: Record<string, number> }[] };
  await expect(page.getByText('5 évaluation(s) enregistrée(s).')).toBeVisible();
  // A success says so in the success colour (green), not as a mere information (blue).
  await expect(page.getByRole('alert').filter({ hasText: '5 évaluation(s) enregistrée(s).' })).toHaveClass(/MuiAlert-colorSuccess/);
  await expect(page.getByRole('table', { name: 'Scores d’unité enregistrés par le serveur' })).toBeVisible();
  for (const [col, m] of members.entries()) {
    const evaluation = answer.evaluations.find((e) => e.etudiant === m['@id'])!;
    expect(evaluation.unites[String(unit.id)]).toBe(units[col]);
    const stored = await api(request, token, 'GET', `/api/antenne_evaluation_contents?antenne_evaluation=${encodeURIComponent(evaluation['@id'])}&type_node=UNIT`);
    expect(stored['hydra:member'].map((c: Json) => c.score)).toEqual([units[col]]);
  }
  expect(answer.evaluations.map((e) => e.etudiant)).not.toContain(unscored['@id']);
  const none = await api(request, token, 'GET', `/api/antenne_evaluations?antenne_sequence=${encodeURIComponent(sequence['@id'])}&etudiant=${encodeURIComponent(unscored['@id'])}`);
  expect(none['hydra:totalItems']).toBe(0);

  // A reload keeps the sequence and the group, and reads the saved scores back into the grid.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Groupe de stagiaires' })).toHaveText(group.name);
  await expect(cell(members[1]!, skills[1])).toHaveValue(String(scores[1]![1]));
  await expect(cell(members[3]!, skills[2])).toHaveValue(String(scores[3]![2]));
  await expect(cell(unscored, skills[0])).toHaveValue('');
  await expect(page.getByLabel(`Commentaire pour ${name(members[0]!)}`)).toHaveValue('Autonome sur toute l’unité');
  await expect(page.getByRole('table', { name: 'Scores d’unité enregistrés par le serveur' })).toBeVisible();

  // The first trainee's page shows the evaluation in its history, with the unit's score, and the chart.
  await page.goto(`/stagiaires/${members[0]!.id}`);
  const tab = page.getByRole('tab', { name: 'Scores des évaluations', exact: true });
  await tab.click();
  const history = page.getByRole('table', { name: 'Historique des évaluations' });
  await expect(history.getByRole('row').filter({ hasText: label })).toContainText(`${unit.label} : ${units[0]}`);
  await expect(page.getByRole('img', { name: 'Scores des unités au fil des évaluations (0 à 3)' })).toBeVisible();
});
