// Journey: a trainee's address is shared and reloaded; the server serves the app for the deep link and the
// same record shows again.
import { antenneIri, expect, seed, signIn, test, uniqueName } from './support.ts';

test('un lien direct vers un stagiaire se recharge', async ({ page, request }) => {
  const lastname = uniqueName('Lien');
  const trainee = await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Noé', antenne: await antenneIri(request, 'Marseille') });
  await signIn(page);
  await expect(page).toHaveURL(/\/accueil$/);
  await page.goto(`/stagiaires/${trainee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${lastname} Noé` })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${lastname} Noé` })).toBeVisible();
  await expect(page.getByText('Antenne de Marseille').first()).toBeVisible();
});
