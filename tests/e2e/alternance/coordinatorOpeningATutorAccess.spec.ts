// Journey: a coordinator opens a company tutor's contact from the contacts' list and « Créer un accès »; the tutor
// reads the invitation in its mail (the e2e server writes each mail to MAIL_DIR), chooses its password through the
// link, signs in with it and lands in its own space, « Mes apprentis ».
import { mailsTo } from '../files.ts';
import { antenneIri, expect, seed, signIn, submitLogin, test, uniqueName } from '../support.ts';

test('un coordinateur crée l’accès d’un tuteur, qui choisit son mot de passe depuis le courriel', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lastname = uniqueName('Tuteur');
  const email = `${lastname.toLowerCase()}@entreprise-demo.fr`;
  const entreprise = await seed(request, 'entreprises', { name: uniqueName('Salle de sport '), antenne: await antenneIri(request, 'Antenne de Marseille') });
  await seed(request, 'entreprise_contacts', { entreprise: entreprise['@id'], lastname, firstname: 'Karim', mail: email, is_tuteur: true });

  await signIn(page, 'coordinateur@demo.fr');
  await page.goto('/entreprise_contacts');
  await page.getByRole('textbox', { name: 'Nom' }).fill(lastname);
  await page.getByRole('cell', { name: lastname, exact: true }).click();
  await expect(page).toHaveURL((url) => /^\/entreprise_contacts\/.+/.test(url.pathname));
  await page.getByRole('button', { name: 'Créer un accès' }).click();
  await expect(page.getByText(`Accès créé : l'invitation à choisir son mot de passe est envoyée à ${email}.`)).toBeVisible();

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail).toMatch(/espace tuteur/);
  const link = /https?:\/\/\S+\/reset-password\/reset\?token=\S+/.exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: /Déconnexion|Se déconnecter/ }).click();
  await page.goto(link!);
  await page.getByLabel('Nouveau mot de passe').fill('tuteur-karim-2026');
  await page.getByLabel('Confirmez le mot de passe').fill('tuteur-karim-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await submitLogin(page, email, 'tuteur-karim-2026');
  await expect(page).toHaveURL((url) => url.pathname === '/tuteur/apprentis');
  await expect(page.getByText("Aucun apprenti ne vous est rattaché pour l'instant.")).toBeVisible();
});
