// Journey: a wrong password shows the French error and stores no session.
import { expect, submitLogin, test } from './support.ts';

test('un mauvais mot de passe affiche l’erreur en français', async ({ page }) => {
  await submitLogin(page, 'admin@demo.fr', 'pas-le-bon');
  await expect(page.getByRole('alert').filter({ hasText: 'Identifiant ou mot de passe incorrect.' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('une page restreinte sans session renvoie à la connexion', async ({ page }) => {
  await page.goto('/stagiaires');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('un utilisateur enregistré illisible est effacé et renvoie à la connexion', async ({ page }) => {
  await page.goto('/');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.evaluate(() => { localStorage.setItem('user', '{pas du json'); localStorage.setItem('token', 'x'); });
  await page.goto('/accueil');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(errors.some((e) => e.includes('illisible'))).toBe(true);
});
