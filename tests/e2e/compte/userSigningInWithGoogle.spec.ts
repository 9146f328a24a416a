// Journey: from the user menu's « Google Forms », the staff member signs in at Google (here a real local OpenID
// provider, oidc-provider, with its own login and consent pages, and a stand-in of the Forms and Drive endpoints,
// both started by this journey on the ports its server was configured with), comes back through
// /google-auth-verify to the remembered return path /google-forms and sees their Forms; then, from a trainee's
// documents, links Google Drive and comes back through /google-drive-callback to that trainee; then unlinks.
import { googleStandInPorts } from '../port.ts';
import { startGoogleStandIns, type GoogleStandIns } from '../../support/googleStandIns.ts';
import { apiToken, expect, openTraineeFromList, seed, signIn, test, uniqueName } from '../support.ts';

let google: GoogleStandIns | undefined;
test.beforeAll(async ({}, testInfo) => {
  google = await startGoogleStandIns(new URL(testInfo.project.use.baseURL!).origin, googleStandInPorts());
});
test.afterAll(async () => google?.close());

test('se connecter à Google depuis le menu, revenir à Google Forms et voir ses formulaires', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A retry starts unlinked: the first try may have linked the account before it failed.
  const token = await apiToken(request);
  await request.post('/api/google-api/logout', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  const lastname = uniqueName('Drive');
  const trainee = await seed(request, 'etudiants', {
    type: 1,
    lastname,
    firstname: 'Inès',
    antenne: '/api/antennes/2',
  });
  // The provider's pages ask a web font: nothing leaves the machine.
  await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
  await signIn(page);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Google Forms' }).click();
  await expect(page).toHaveURL(/\/google-forms$/);
  await expect(page.getByRole('status').filter({ hasText: "Aucun compte Google n'est relié" })).toBeVisible();

  await page.getByRole('button', { name: 'Se connecter à Google (Forms)' }).click();
  // The provider's login page, then its consent page.
  await page.locator('input[name="login"]').fill('camille');
  await page.locator('input[name="password"]').fill('secret');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back through /google-auth-verify (the server exchanges the code with the provider) to the remembered path.
  await expect(page).toHaveURL(/\/google-forms$/, { timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Connecté à Google avec le compte camille@gmail.test.' }),
  ).toBeVisible({ timeout: 30_000 });
  const forms = page.getByRole('region', { name: 'Vos formulaires Google Forms' });
  await expect(forms.getByText('Questionnaire de satisfaction')).toBeVisible();

  // Drive asks its own consent, from the trainee's documents, and comes back to that trainee.
  await openTraineeFromList(page, lastname, trainee.id);
  await page.getByRole('tab', { name: 'Documents', exact: true }).click();
  await page.getByRole('button', { name: 'Relier Google Drive pour importer' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}`), { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Importer depuis Google Drive' })).toBeVisible();

  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Google Forms' }).click();
  await page.getByRole('button', { name: 'Se déconnecter de Google' }).click();
  await expect(page.getByText('Déconnexion de Google réussie')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "Aucun compte Google n'est relié" })).toBeVisible();
});
