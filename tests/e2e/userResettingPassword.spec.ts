// Journey: a user who forgot the password asks for a link, reads it in the mail (the e2e server writes each
// mail to MAIL_DIR), sets a new password through the link and signs in with it; the old one no longer works.
import { mailsTo } from './files.ts';
import { expect, PASSWORD, seed, signIn, submitLogin, test, uniqueName } from './support.ts';

test('mot de passe oublié : courriel, lien, nouveau mot de passe, connexion', async ({ page, request }) => {
  const email = `${uniqueName('oubli').toLowerCase()}@demo.fr`;
  await seed(request, 'users', { email, lastname: 'Oubli', firstname: 'Camille', roles: ['ROLE_USER'], password: PASSWORD });

  await page.goto('/mot-de-passe-oublie');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toHaveText(/Si un compte existe pour cette adresse/);

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const link = /https?:\/\/\S+\/reset-password\/reset\?token=\S+/.exec(mailsTo(email)[0]!)?.[0];
  expect(link, mailsTo(email)[0]).toBeDefined();

  await page.goto(link!);
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-mdp-2024');
  await page.getByLabel('Confirmez le mot de passe').fill('nouveau-mdp-2024');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);

  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/:\d+\/$/);
  await signIn(page, email, 'nouveau-mdp-2024');
});
