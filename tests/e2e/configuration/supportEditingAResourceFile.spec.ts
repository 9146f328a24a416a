// Journey: the platform's support (ROLE_PLATFORM) reshapes the trainee list in the configuration editor without a release. In the form view
// it renames a column and moves a filter of /stagiaires, previews the draft as an antenne user would see it (the columns: the platform sees no centre's records), publishes; a
// second browser already open on /stagiaires sees it after a reload; the history shows the diff and the change
// is rolled back in one action. A mistake (a column naming a field that does not exist) is refused with its
// JSON path, in the editor and by the server; a file published by someone else meanwhile is not overwritten (the
// editor says to reload it). Every change is rolled back: the other journeys share the server.
import type { Page } from '@playwright/test';
import { withResourceFile } from '../files.ts';
import { apiToken, expect, signIn, test } from '../support.ts';

const EDITOR = '/antenne/parametrage-configuration';

/** The header of the list's column titled `title` (its sort button names it too). */
const column = (page: Page, title: string) => page.getByRole('columnheader').getByText(title, { exact: true });

/** The filters the « Ajouter un filtre » menu of the trainee list offers, in order. */
async function offeredFilters(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitemcheckbox', { name: 'Prénom' }) });
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('menuitemcheckbox').allTextContents();
  await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

test('le support renomme une colonne et déplace un filtre des stagiaires, prévisualise, publie puis restaure', async ({ page, browser, baseURL }) => {
  // Two browsers, a preview, a publication and a rollback: a long journey on a shared machine.
  test.setTimeout(180_000);
  // A user already working on the trainee list, in another browser.
  const other = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const user = await other.newPage();
  await signIn(user);
  await user.goto('/stagiaires');
  await expect(column(user, 'Nom')).toBeVisible();
  const before = await offeredFilters(user);
  expect(before.indexOf('Prénom')).toBeLessThan(before.indexOf('Ville'));

  await signIn(page, 'support@demo.fr');
  // Its home offers the configuration, its only page, not a centre's counts and to-dos it could not open.
  await expect(page.getByRole('link', { name: /^Paramétrage de la configuration/ })).toBeVisible();
  await expect(page.getByTestId('count-stagiaires')).toHaveCount(0);
  await expect(page.getByTestId('count-candidatures')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'À faire' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Paramétrage de la configuration' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDITOR}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Paramétrage de la configuration' })).toBeVisible();
  await page.getByRole('list', { name: 'Fichiers de ressources' }).getByRole('button', { name: /^stagiaires\.json/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^resources\/stagiaires\.json — version \d+$/ })).toBeVisible();

  // Form view: the column « Nom » becomes « Nom de famille », the filter « Ville » goes above « Prénom ».
  await page.getByLabel('Libellé de « lastname »').fill('Nom de famille');
  const filters = page.getByRole('region', { name: 'Filtres de la liste' });
  for (let i = 0; i < 3; i++) await filters.getByRole('button', { name: 'Monter le filtre « Ville »' }).click();
  await expect(page.getByText('Le brouillon est valide.')).toBeVisible();

  // Preview as a user of an antenne: the draft's list, not the published one.
  await page.getByRole('tab', { name: 'Aperçu' }).click();
  const preview = page.getByRole('region', { name: 'Aperçu du brouillon (non publié)' });
  await expect(preview.getByLabel('Niveau de connexion')).toHaveText('Antenne');
  // The platform's support sees no centre's records: no antenne to choose, the draft's columns over an empty list.
  await expect(preview.getByRole('combobox', { name: 'Antenne', exact: true })).toHaveCount(0);
  await expect(preview.getByText('Aucune donnée visible pour ce compte : seules les colonnes du brouillon sont montrées.')).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Nom de famille', exact: true })).toBeVisible();
  const chips = await preview.getByLabel('Liste : filtres').locator('.MuiChip-label').allTextContents();
  expect(chips.indexOf('Ville')).toBeLessThan(chips.indexOf('Prénom'));
  // The user's list is unchanged until it is published.
  await user.reload();
  await expect(column(user, 'Nom')).toBeVisible();

  await page.getByLabel('Commentaire (facultatif)').fill('Colonne « Nom de famille », filtre Ville avant Prénom');
  await page.getByRole('button', { name: 'Publier' }).click();
  const published = page.getByText(/^Version \d+ publiée/);
  await expect(published).toBeVisible();
  const version = Number(/Version (\d+)/.exec((await published.textContent()) ?? '')?.[1]);

  await user.reload();
  await expect(column(user, 'Nom de famille')).toBeVisible();
  const after = await offeredFilters(user);
  expect(after.indexOf('Ville')).toBeLessThan(after.indexOf('Prénom'));

  // History: who, the comment, the diff; then back to the version before, in one action.
  await page.getByRole('tab', { name: 'Historique' }).click();
  const mine = page.getByRole('article', { name: `Version ${version}` });
  await expect(mine.getByText(/par support@demo\.fr/i)).toBeVisible();
  await expect(mine.getByText('Colonne « Nom de famille », filtre Ville avant Prénom')).toBeVisible();
  await expect(mine.getByRole('insertion').filter({ hasText: '"lastname": { "label": "Nom de famille" }' })).toBeVisible();
  await page.getByRole('article', { name: `Version ${version - 1}` }).getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(page.getByText(`Version ${version - 1} restaurée (publiée comme version ${version + 1}).`)).toBeVisible();

  await user.reload();
  await expect(column(user, 'Nom')).toBeVisible();
  await expect(column(user, 'Nom de famille')).toHaveCount(0);
  await other.close();
});

test('une colonne qui nomme un champ inexistant est refusée avec son chemin JSON', async ({ page, request }) => {
  await signIn(page, 'support@demo.fr');
  await page.goto(`${EDITOR}?fichier=resources/stagiaires.json`);
  await page.getByRole('tab', { name: 'JSON' }).click();
  const editor = page.getByLabel('Contenu JSON du fichier');
  // The third column, « firstname », becomes a field the trainees do not have: the editor's search and replace
  // (Ctrl+F) from the top of the file, whose first match is the list's columns.
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+f');
  await page.getByPlaceholder('Rechercher').fill('"firstname", "birthdate"');
  await page.getByRole('button', { name: 'suivant' }).click();
  await page.getByPlaceholder('Remplacer').fill('"prenom_inconnu", "birthdate"');
  await page.getByRole('button', { name: 'remplacer', exact: true }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Le brouillon ne peut pas être publié' });
  await expect(problems).toContainText('/list/columns/2 : champ inconnu « prenom_inconnu » dans etudiants');
  await expect(page.getByRole('button', { name: 'Publier' })).toBeDisabled();
  await page.getByRole('button', { name: 'Annuler les modifications' }).click();
  await expect(problems).toHaveCount(0);

  // The server refuses it too, whoever sends it, and keeps the file as it was.
  const token = await apiToken(request, 'support@demo.fr');
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
  const current = (await (await request.get('/api/configuration_files/resources/stagiaires.json', { headers })).json()) as { version: number; content: string };
  const broken = current.content.replace('"firstname", "birthdate"', '"prenom_inconnu", "birthdate"');
  expect(broken).not.toBe(current.content);
  const refused = await request.put('/api/configuration_files/resources/stagiaires.json', { headers, data: { content: broken, baseVersion: current.version } });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { violations: { propertyPath: string; message: string }[] };
  expect(body.violations.map((v) => `${v.propertyPath} ${v.message}`).join('\n')).toContain('/list/columns/2');
  const after = (await (await request.get('/api/configuration_files/resources/stagiaires.json', { headers })).json()) as { version: number };
  expect(after.version).toBe(current.version);
});

test('une modification publiée par un autre entre-temps est signalée : il faut recharger le fichier', async ({ page }) => {
  await signIn(page, 'support@demo.fr');
  await page.goto(`${EDITOR}?fichier=resources/etudiant_absences.json`);
  await expect(page.getByRole('heading', { level: 2, name: /^resources\/etudiant_absences\.json — version \d+$/ })).toBeVisible();
  await page.getByLabel('Libellé de « raison »').fill('Remarque');
  // Someone else publishes the same file meanwhile (then puts it back).
  await withResourceFile('etudiant_absences.json', (file) => ({ ...file, label: { one: 'Absence', many: 'Absences du stagiaire' } }), async () => {
    await page.getByRole('button', { name: 'Publier' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: "depuis que vous l'avez ouvert" });
    await expect(conflict).toContainText('Rechargez le fichier pour repartir de la version publiée');
    await conflict.getByRole('button', { name: 'Recharger le fichier' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(page.getByLabel('Libellé au pluriel')).toHaveValue('Absences du stagiaire');
    await expect(page.getByLabel('Libellé de « raison »')).toHaveValue('');
  });
});
