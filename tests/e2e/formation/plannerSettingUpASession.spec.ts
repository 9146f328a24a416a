// Journey: a planner sets up a new diploma session in an antenne with the form, then on the session's page
// writes its details (a stage, a parcours and an evaluation, saved in one call) and names two delegates
// among the session's trainees in one dialog. A line the server refuses (an end before its start) is named
// in French and nothing is saved; a delegate refused by the server shows the red notice, never a success.
import type { APIRequestContext } from '@playwright/test';
import { antenneIri, apiToken, chooseOption, dateField, expect, seed, signIn, test, typeInPicker, uniqueName } from '../support.ts';

const PLANNER = 'coordinateur@demo.fr';

async function firstDiplome(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  const res = await request.get('/api/diplomes?pagination=false', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  return ((await res.json()) as { 'hydra:member': { '@id': string }[] })['hydra:member'][0]!['@id'];
}

test('un planificateur crée une session avec ses détails (étapes, parcours, évaluations) et deux délégués', async ({ page, request }) => {
  // A long journey (a session, its details typed in five date pickers, two delegates): past 60 s on a loaded machine.
  test.setTimeout(120_000);
  const prefix = uniqueName('Ses');
  const toulon = await antenneIri(request, 'Toulon');
  const ds = await seed(request, 'diplome_sessions', { diplome: await firstDiplome(request), name: `Session ${prefix}` });
  const names = ['A', 'B', 'C'].map((l) => `${prefix}${l}`);
  const trainees = [];
  for (const lastname of names) trainees.push(await seed(request, 'etudiants', { type: 1, civility: 1, lastname, firstname: 'Léa', antenne: toulon, diplome_session: ds['@id'] }));

  await signIn(page, PLANNER);
  await page.goto('/antenne_diplome_sessions/nouveau');
  await chooseOption(page, 'Antenne', 'Toulon', 'Antenne de Toulon');
  await chooseOption(page, 'Session de diplôme', prefix, `Session ${prefix}`);
  await page.getByRole('textbox', { name: 'Lieu de formation' }).fill('Campus de Toulon');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Détails de la session : étapes, parcours et évaluations' })).toBeVisible();
  await expect(page.getByText('Aucun détail pour cette session.')).toBeVisible();

  // The details: a stage whose end is before its start is refused, named, and nothing is saved.
  const form = page.getByRole('form', { name: 'Nouveau détail de session' });
  await form.getByRole('textbox', { name: 'Intitulé', exact: true }).fill('Organisation de l’année');
  await form.getByRole('button', { name: 'Ajouter une étape' }).click();
  await form.getByRole('textbox', { name: 'Intitulé de l’étape 1' }).fill('Stage en entreprise');
  await typeInPicker(dateField(form, 'Début (1)').first(), '16/03/2026');
  await typeInPicker(dateField(form, 'Fin (1)').first(), '02/03/2026');
  await form.getByRole('textbox', { name: 'Heures (1)' }).first().fill('70');
  await form.getByRole('button', { name: 'Ajouter un parcours' }).click();
  await form.getByRole('textbox', { name: 'Intitulé du parcours 1' }).fill('Parcours renforcé');
  await form.getByRole('button', { name: 'Ajouter une évaluation' }).click();
  await form.getByRole('textbox', { name: 'Intitulé de l’évaluation 1' }).fill('Évaluation de mi-parcours');
  await typeInPicker(dateField(form, 'Date (1)'), '10/04/2026');
  const refused = page.waitForResponse((r) => r.url().endsWith('/details') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enregistrer le détail' }).click();
  expect((await refused).status()).toBe(422);
  await expect(form.getByRole('alert')).toHaveText('Étape 1 — Fin : Cette valeur ne peut pas précéder « Début ».');
  await expect(page.getByText('Aucun détail pour cette session.')).toBeVisible();

  await typeInPicker(dateField(form, 'Fin (1)').first(), '27/03/2026');
  const saved = page.waitForResponse((r) => r.url().endsWith('/details') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enregistrer le détail' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Détail de session ajouté avec succès')).toBeVisible();
  const detail = page.getByRole('article', { name: 'Organisation de l’année' });
  await expect(detail).toContainText('Stage en entreprise · 16/03/2026 → 27/03/2026 · 70 h');
  await expect(detail).toContainText('Parcours renforcé');
  await expect(detail).toContainText('Évaluation de mi-parcours · 10/04/2026');

  // Two delegates among the session's trainees, in one dialog and one request.
  const section = page.getByRole('region', { name: /Délégués/ });
  await section.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Délégués : ajouter' });
  const searched = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/etudiants') && r.url().includes(prefix));
  await dialog.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
  await searched;
  await expect(dialog.getByRole('checkbox', { name: /^Sélectionner / })).toHaveCount(3);
  await dialog.getByRole('checkbox', { name: `Sélectionner ${names[0]} Léa` }).check();
  await dialog.getByRole('checkbox', { name: `Sélectionner ${names[1]} Léa` }).check();
  await dialog.getByRole('button', { name: 'Ajouter la sélection (2)' }).click();
  const patched = page.waitForResponse((r) => r.url().endsWith('/delegues') && r.request().method() === 'PATCH');
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await patched).status()).toBe(200);
  for (const name of names.slice(0, 2)) await expect(section.getByRole('cell', { name, exact: true })).toBeVisible();

  // A third delegate who has meanwhile left the session: the server refuses, the notice is red, not a success.
  await section.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Délégués : ajouter' });
  const searchedAgain = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/etudiants') && r.url().includes(prefix));
  await again.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
  await searchedAgain;
  await again.getByRole('checkbox', { name: `Sélectionner ${names[2]} Léa` }).check();
  await again.getByRole('button', { name: 'Ajouter la sélection (1)' }).click();
  const token = await apiToken(request);
  const other = await seed(request, 'diplome_sessions', { diplome: await firstDiplome(request), name: `Autre ${prefix}` });
  const moved = await request.patch(`/api/etudiants/${trainees[2]!.id}`, {
    data: { diplome_session: other['@id'] }, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/merge-patch+json' },
  });
  expect(moved.status()).toBe(200);
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/n'est pas inscrit à cette session/)).toBeVisible();
  await expect(page.getByText('Délégué ajouté avec succès')).toHaveCount(0);
});
