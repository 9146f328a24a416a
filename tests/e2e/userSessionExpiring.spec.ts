// Journey: the token becomes invalid during use; the next API answer is a 401, which wipes the browser
// storage and returns to the login page.
import { expect, signIn, test } from './support.ts';

test('un 401 pendant l’utilisation efface le stockage et renvoie à la connexion', async ({ page }) => {
  const badges = page.waitForResponse((r) => r.url().includes('/api/pilotage_badges'));
  await signIn(page);
  await expect(page).toHaveURL(/\/accueil$/);
  // The home's lazy parts (the day's counts, the app bar's badges) have asked the API before the token breaks.
  await expect(page.getByRole('list', { name: 'À faire' })).toBeVisible();
  await badges;
  await page.evaluate(() => {
    localStorage.setItem('token', 'jeton-invalide');
    sessionStorage.setItem('trace', 'à effacer');
  });
  // The list's first call refused: its filters' choices (antennes, états) may ask before its rows do.
  const unauthorized = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/') && r.status() === 401);
  await page.getByRole('menuitem', { name: 'Stagiaires', exact: true }).click();
  await unauthorized;
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});
