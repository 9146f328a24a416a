// Journey: a user who forgot the password asks for a link (same French confirmation whatever the email), and
// a stale reset link is refused in French without leaving the page.
import { expect, test } from './support.ts';

test('la demande de lien affiche la même confirmation quel que soit l’e-mail', async ({ page }) => {
  for (const email of ['admin@demo.fr', 'personne@exemple.fr']) {
    await page.goto('/');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
    // The sign-in page has an « Adresse e-mail » too, and stays shown while this page's code loads.
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill(email);
    const sent = page.waitForResponse((r) => r.url().includes('/api/forgot_password/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    expect((await sent).status()).toBeLessThan(300);
    await expect(page.getByRole('status')).toHaveText(/Si un compte existe pour cette adresse/);
  }
});

test('un lien de réinitialisation invalide est refusé en français', async ({ page }) => {
  await page.goto('/reset-password/reset?token=jeton-perime');
  await page.getByLabel('Nouveau mot de passe').fill('un-nouveau-mdp');
  await page.getByLabel('Confirmez le mot de passe').fill('un-autre-mdp');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Les deux mots de passe ne sont pas identiques.');
  await page.getByLabel('Confirmez le mot de passe').fill('un-nouveau-mdp');
  const refused = page.waitForResponse((r) => r.url().includes('/api/forgot_password/jeton-perime'));
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  expect((await refused).status()).toBeGreaterThanOrEqual(400);
  await expect(page.getByRole('alert').first()).toContainText(/invalide|expiré/);
  await expect(page).toHaveURL(/\/reset-password\/reset/);
});

test('une adresse mal formée est signalée en français, sans rien envoyer', async ({ browser, baseURL }) => {
  // An English browser: the message must still be French (the browser's own tooltip would be English).
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  let posted = 0;
  page.on('request', (r) => { if (r.url().includes('/api/forgot_password/') && r.method() === 'POST') posted++; });
  await page.goto('/');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('camille@exemple');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText("Cette valeur n'est pas une adresse électronique valide (nom@domaine.fr).")).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Saisissez votre adresse e-mail.')).toBeVisible();
  expect(posted).toBe(0);
  await context.close();
});
