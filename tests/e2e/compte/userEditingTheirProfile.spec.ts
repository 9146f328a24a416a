// Journey: a user opens « Modifier mon profil » from their menu in the app bar, changes their first name
// and, with the current password, their password; a wrong current password is refused in French; the app bar
// shows the new name at once; the session goes on with the new token and the new password signs in.
import { expect, PASSWORD, seed, signIn, submitLogin, test, uniqueName } from '../support.ts';

test('un utilisateur modifie son profil et son mot de passe', async ({ page, request }) => {
  const email = `${uniqueName('profil').toLowerCase()}@demo.fr`;
  await seed(request, 'users', { email, lastname: 'Profil', firstname: 'Camille', roles: ['ROLE_USER'], password: PASSWORD });
  await signIn(page, email);
  await expect(page.getByRole('button', { name: 'Profil' })).toContainText('Camille Profil');
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Modifier mon profil' }).click();
  await expect(page).toHaveURL(/\/modifier-profil$/);
  await expect(page.getByRole('menuitem', { name: 'Modifier mon profil' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Modifier mon profil', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Nom', { exact: false }).first()).toHaveValue('Profil');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Camille-Anne');
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill('pas-le-bon');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp-2026');
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('nouveau-mdp-2026');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect.').first()).toBeVisible();

  await page.getByLabel('Mot de passe actuel', { exact: true }).fill(PASSWORD);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Votre profil et votre mot de passe ont bien été enregistrés ; vos autres sessions sont fermées.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profil' })).toContainText('Camille-Anne Profil');
  // The session holds with the fresh token: the page reloads signed in.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille-Anne');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await submitLogin(page, email, 'nouveau-mdp-2026');
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
});
