// Journey: the platform's support (an integrator, ROLE_PLATFORM) onboards a new centre from the admin, without
// code, test edit or restart: from the menu, « Nouveau client » copies the sports network's profile for « Centre Nouvelle Vague », checks the name, previews the
// menu, publishes; a user of that centre then signs in and sees that menu (the sports network's headings, where
// the defaults gave « GESTION » before).
import { expect, signIn, test } from '../support.ts';

test('un intégrateur crée le client d’un nouveau centre et un utilisateur de ce centre voit son menu', async ({ page, browser, baseURL }) => {
  await signIn(page, 'support@demo.fr');
  // The platform's menu: the configuration only (it reads no centre's records).
  const platformMenu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(platformMenu.getByRole('menuitem', { name: 'Stagiaires' })).toHaveCount(0);
  await platformMenu.getByRole('menuitem', { name: 'Paramétrage de la configuration' }).click();
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
  await dialog.getByRole('combobox', { name: 'Profil à copier' }).click();
  await page.getByRole('option', { name: 'sport.json' }).click();
  // The centre by name, among those without a profile only (the sports network's centre has one).
  await dialog.getByRole('combobox', { name: 'Centre', exact: true }).click();
  const offered = page.getByRole('option', { name: 'Centre Nouvelle Vague' });
  await expect(offered).toBeVisible();
  await expect(page.getByRole('option', { name: 'Sport Avenir' })).toHaveCount(0);
  await offered.click();

  const name = dialog.getByLabel('Nom du fichier (ex. : centre-nouvelle-vague)');
  await name.fill('Centre Nouvelle Vague');
  await expect(dialog.getByText(/^Le nom ne contient que des minuscules/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publier' })).toBeDisabled();
  await name.fill('sport');
  await expect(dialog.getByText('Un profil « sport.json » existe déjà.')).toBeVisible();
  await name.fill('centre-nouvelle-vague');

  // Preview: the copied menu, with the sports network's headings.
  const menu = dialog.getByLabel('Menu résolu');
  await expect(menu.getByRole('list', { name: 'GESTION DU RÉSEAU' }).getByText('Tableau de bord', { exact: true })).toBeVisible();
  await expect(menu.getByRole('list', { name: 'PÉDAGOGIE' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^clients\/centre-nouvelle-vague\.json — version 1$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Profils clients' }).getByRole('button', { name: /^centre-nouvelle-vague\.json/ })).toBeVisible();
  // Named after the centre by the server.
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByLabel('Contenu JSON du fichier')).toContainText('"label": "Centre Nouvelle Vague"');
  // Every centre now has a profile: « Nouveau client » says so.
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await expect(dialog.getByText('Tous les centres ont déjà un profil client : aucun nouveau client ne peut être créé.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // A user of the new centre, in their own browser: the new profile's menu.
  const other = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const user = await other.newPage();
  await signIn(user, 'nouveau@demo.fr');
  const nav = user.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('menu', { name: 'GESTION DU RÉSEAU' }).getByRole('menuitem', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await expect(nav.getByRole('menu', { name: 'PÉDAGOGIE' })).toBeVisible();
  await expect(nav.getByRole('menu', { name: 'GESTION', exact: true })).toHaveCount(0);
  await other.close();
});
