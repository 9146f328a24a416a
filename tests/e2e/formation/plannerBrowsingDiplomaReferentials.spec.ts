// Journey: a planner opens « Référentiels diplômes » from the menu (the route was the not-found page): the
// centre's catalogue, each diploma with its referentials; a referential linked to a diploma is listed under it
// and opens its page. An antenne-level user sees its branch's diplomas (the spec's visibility rule).
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

async function firstDiplome(request: APIRequestContext): Promise<{ '@id': string; name: string }> {
  const token = await apiToken(request);
  const res = await request.get('/api/liste_diplomes?pagination=false', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  return ((await res.json()) as { 'hydra:member': { '@id': string; name: string }[] })['hydra:member'][0]!;
}

test('les référentiels de chaque diplôme, depuis le menu', async ({ page, request }) => {
  const diplome = await firstDiplome(request);
  const label = uniqueName('Référentiel ');
  const ref = await seed(request, 'antenne_referentiels', { label, diplome: diplome['@id'], type: 'repository' });
  await signIn(page, 'admin@demo.fr');
  await page.getByRole('menuitem', { name: 'Référentiels diplômes' }).click();
  await expect(page).toHaveURL(/\/organisme_de_formation\/referentiels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Référentiels diplômes' })).toBeVisible();
  await expect(page.getByText('Le catalogue du centre, avec les référentiels de chaque diplôme.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un diplôme' }).fill(diplome.name);
  const card = page.getByRole('region', { name: new RegExp(`^${diplome.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
  await card.getByRole('link', { name: `Ouvrir le référentiel ${label}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pedagogie/referentiels/${ref.id}$`));
});

test('un utilisateur d’antenne voit les diplômes de son antenne', async ({ page }) => {
  await signIn(page, 'antenne1@demo.fr');
  await page.goto('/organisme_de_formation/referentiels');
  await expect(page.getByRole('heading', { level: 1, name: 'Référentiels diplômes' })).toBeVisible();
  await expect(page.getByText("Les diplômes proposés par l'antenne, avec les référentiels de chaque diplôme.")).toBeVisible();
});
