// Journey: an unknown address shows the French not-found page with a way home.
import { expect, signIn, test } from './support.ts';

test('une adresse inconnue affiche la page introuvable', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/accueil$/);
  await page.goto('/cette/page/nexiste/pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/accueil$/);
});

test('sans session aussi, une adresse inconnue est introuvable', async ({ page }) => {
  await page.goto('/pas-de-page-ici');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});
