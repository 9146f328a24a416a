// Journey: a staff member signs in, lands on the home page with the centre and counts, then signs out.
import { expect, PASSWORD, signIn, submitLogin, test } from './support.ts';

test('un membre du personnel se connecte et arrive sur l’accueil', async ({ page }) => {
  await signIn(page, 'admin@demo.fr');
  await expect(page).toHaveURL(/\/accueil$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await expect(page.getByText('Centre : Futurosud Formation')).toBeVisible();

  // The session is stored as spec 000 section 4 says: token, user without roles, roles.
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null,
    roles: JSON.parse(localStorage.getItem('roles') ?? 'null') as unknown,
  }));
  expect(session.token).toBeTruthy();
  expect(session.user?.email).toBe('admin@demo.fr');
  expect(session.user).not.toHaveProperty('roles');
  expect(session.roles).toContain('ROLE_ADMIN');

  // Counts of trainees and candidates, each a link to its list.
  const trainees = page.getByRole('link', { name: /Stagiaires : Voir la liste/ });
  await expect(trainees).toContainText(/\d+/);
  await expect(page.getByRole('link', { name: /Candidatures : Voir la liste/ })).toContainText(/\d+/);
  await trainees.click();
  await expect(page).toHaveURL(/\/stagiaires$/);

  // Sign out: storage wiped, back on the login page.
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('après connexion, l’utilisateur revient sur la dernière page visitée', async ({ page }) => {
  await signIn(page, 'admin@demo.fr');
  await expect(page).toHaveURL(/\/accueil$/);
  await page.goto('/futurosud/antennes');
  // The first column holds the selection boxes (bulk actions); the first field's column follows.
  await expect(page.getByRole('columnheader').nth(1)).toHaveText('Nom');
  // Session lost (e.g. another tab signed out) but the last path is remembered.
  await page.evaluate(() => { localStorage.removeItem('user'); localStorage.removeItem('token'); });
  await page.goto('/futurosud/diplomes');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'admin@demo.fr');
  await expect(page).toHaveURL(/\/futurosud\/antennes$/);
});

test('un apprenti qui se connecte arrive sur son espace, pas sur l’accueil du personnel', async ({ page }) => {
  await submitLogin(page, 'apprenti@demo.fr', PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/mon-espace/planning');
  await expect(page.getByText('Mon planning').first()).toBeVisible();
  await expect(page.getByText('Configuration du client invalide')).toHaveCount(0);
});
