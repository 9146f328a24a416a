// Journey: a user of the sports network (clients/sport.json, entretien.interviewsType: 12 of the 21 interview
// types) records an interview and is offered exactly its client's 12 types, in the form and in the list's
// filter; a user of the demo centre (no list in its profile) is offered all 21.
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { types_entretien } from '../../../src/shared/reference/entretiens.ts';
import { apiToken, chooseOption, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';

const sportProfile = JSON.parse(readFileSync('clients/sport.json', 'utf8')) as { common: { entretien: { interviewsType: number[] } } };
const labelsOf = (ids: readonly number[]) => types_entretien.filter((t) => ids.includes(t.id)).map((t) => t.label);
const sportLabels = labelsOf(sportProfile.common.entretien.interviewsType);
const allLabels = types_entretien.map((t) => t.label);

/** The options a select offers (its empty choice left out), closing it again. */
async function offered(page: Page, name: string, scope = page.locator('body')): Promise<string[]> {
  await scope.getByRole('combobox', { name, exact: true }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const names = (await listbox.getByRole('option').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== '' && t !== '—');
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  return names;
}

async function sportAntenne(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, 'sport@demo.fr');
  const response = await request.get('/api/antennes', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  const body = (await response.json()) as { 'hydra:member': { '@id': string }[] };
  expect(body['hydra:member'].length).toBeGreaterThan(0);
  return body['hydra:member'][0]!['@id'];
}

test('l’utilisateur du réseau sportif se voit proposer les 12 types d’entretien de son profil', async ({ page, request }) => {
  expect(sportLabels).toHaveLength(12);
  const lastname = uniqueName('Entretien');
  await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Léo', antenne: await sportAntenne(request) }, 'sport@demo.fr');
  await signIn(page, 'sport@demo.fr');

  // The list's filter offers the same 12 types.
  await page.goto('/stagiaire/entretiens');
  expect(await offered(page, "Type d'entretien")).toEqual(sportLabels);

  await page.goto('/stagiaire/entretiens/nouveau');
  expect(await offered(page, "Type d'entretien")).toEqual(sportLabels);

  // An offered type is recorded.
  await chooseOption(page, 'Stagiaire', lastname, `${lastname} Léo`);
  await page.getByRole('combobox', { name: "Type d'entretien", exact: true }).click();
  await page.getByRole('option', { name: 'Positionnement', exact: true }).click();
  await fillDate(page, "Date de l'entretien", '12/03/2025');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/etudiant_interviews') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enregistrer' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { type: number }).type).toBe(12);
});

test('l’administrateur du centre de démonstration se voit proposer les 21 types d’entretien', async ({ page }) => {
  await signIn(page, 'admin@demo.fr');
  await page.goto('/stagiaire/entretiens/nouveau');
  expect(await offered(page, "Type d'entretien")).toEqual(allLabels);
});
