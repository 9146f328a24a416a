// Journey (catalogue): a planner of a client whose profile has the rating stars
// (accessRight.hasActionsRatingStars, the sport client) rates an action with stars in its form, and sees the
// stars in the actions list and on the action's page; a planner of a client without them (the demo client)
// sees no « Note » column, field or stars.
import type { APIRequestContext, Page } from '@playwright/test';
import { antenneIri, apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

const SPORT = 'sport@demo.fr';
const LIST = '/pedagogie/actions';

async function firstAntenne(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiToken(request, email);
  const res = await request.get('/api/antennes', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  return ((await res.json()) as { 'hydra:member': { '@id': string }[] })['hydra:member'][0]!['@id'];
}

async function noteOf(request: APIRequestContext, email: string, id: number): Promise<unknown> {
  const token = await apiToken(request, email);
  const res = await request.get(`/api/antenne_actions/${id}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  return ((await res.json()) as { note: unknown }).note;
}

async function search(page: Page, name: string): Promise<void> {
  await page.goto(LIST);
  await page.getByRole('textbox', { name: 'Rechercher une action' }).fill(name);
}

test('avec les étoiles du profil, une action est notée et ses étoiles se voient dans la liste', async ({ page, request }) => {
  const name = uniqueName('Action notée ');
  const action = await seed(request, 'antenne_actions', { name, antenne: await firstAntenne(request, SPORT) }, SPORT);
  await signIn(page, SPORT);
  await search(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(page.getByRole('columnheader', { name: 'Note' })).toBeVisible();
  await expect(row.getByText('Non noté')).toBeVisible();

  await page.goto(`${LIST}/${action.id}/modifier`);
  await expect(page.getByText('Note', { exact: true })).toBeVisible();
  // The user clicks the fourth star (the label drawn over its radio input).
  await page.locator('label', { hasText: '4 étoiles' }).click();
  await expect(page.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(() => noteOf(request, SPORT, action.id)).toBe(4);

  await search(page, name);
  await expect(row.getByRole('img', { name: '4 étoiles' })).toBeVisible();
  await page.goto(`${LIST}/${action.id}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('img', { name: '4 étoiles' })).toBeVisible();
});

test('sans les étoiles du profil, ni colonne, ni champ, ni étoiles', async ({ page, request }) => {
  const name = uniqueName('Action sans note ');
  const action = await seed(request, 'antenne_actions', { name, antenne: await antenneIri(request, 'Toulon'), note: 5 });
  await signIn(page, 'admin@demo.fr');
  await search(page, name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Note' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /étoile/ })).toHaveCount(0);
  await page.goto(`${LIST}/${action.id}/modifier`);
  await expect(page.getByRole('textbox', { name: /Intitulé/ })).toHaveValue(name);
  await expect(page.getByRole('radio', { name: /étoile/ })).toHaveCount(0);
  await expect(page.getByText('Note', { exact: true })).toHaveCount(0);
  await page.goto(`${LIST}/${action.id}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /étoile/ })).toHaveCount(0);
});
