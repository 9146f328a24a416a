// Journey: from the menu, a coordinator looks up the RNCP code of a diploma and the job prepared by the
// apprentices; the external lookups (France compétences, ROME job sheets) are not configured here and say so in French.
import { expect, signIn, test } from '../support.ts';

test('les codes RNCP des diplômes et les fiches métiers viennent de nos données, les services externes non configurés le disent', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('menuitem', { name: 'France Compétences' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formation/france_competences');
  await expect(page.getByRole('heading', { level: 1, name: 'France compétences' })).toBeVisible();
  await expect(page.getByText(/La recherche auprès de France compétences n'est pas configurée sur ce serveur/)).toBeVisible();
  const diplomas = page.getByRole('table', { name: 'France compétences' });
  await expect(diplomas.getByRole('link', { name: /Voir la fiche sur francecompetences\.fr : RNCP\d+/ }).first()).toBeVisible();
  const rows = await diplomas.getByRole('row').count();
  await page.getByRole('searchbox', { name: 'Rechercher un diplôme' }).fill('RNCP');
  await expect(diplomas.getByRole('row')).not.toHaveCount(0);
  expect(await diplomas.getByRole('row').count()).toBeLessThanOrEqual(rows);

  await menu.getByRole('menuitem', { name: 'Fiches métiers' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entreprise/apifichemetier');
  await expect(page.getByRole('heading', { level: 1, name: 'Fiches métiers' })).toBeVisible();
  await expect(page.getByText(/La consultation des fiches métiers ROME de France Travail n'est pas configurée/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fiches métiers' }).getByRole('row').nth(1)).toBeVisible();
});
