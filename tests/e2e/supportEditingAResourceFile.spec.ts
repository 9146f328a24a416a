// Journey: support edits a resource file on the server and the users see the new list columns after a
// reload; a broken file is named in French (file and JSON path) and the app keeps working with guessed views.
import { withResourceFile } from './files.ts';
import { expect, signIn, test } from './support.ts';

test('modifier les colonnes d’un fichier de ressource change la liste au rechargement', async ({ page }) => {
  await signIn(page);
  await page.goto('/etudiant_absences');
  await expect(page.getByRole('columnheader', { name: 'Motif' })).toBeVisible();
  await withResourceFile('etudiant_absences.json', (file) => ({ ...file, list: { ...(file.list as object), columns: ['etudiant', 'comment'] } }), async () => {
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Commentaire' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Motif' })).toHaveCount(0);
  });
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Motif' })).toBeVisible();
});

test('un fichier de ressource invalide est signalé en français et l’application continue', async ({ page }) => {
  await signIn(page);
  await withResourceFile('etudiant_absences.json', (file) => ({ ...file, list: { columns: ['etudiant', 'inconnu'] } }), async () => {
    await page.goto('/stagiaires');
    await expect(page.getByText('resources/etudiant_absences.json : /list/columns/1 champ inconnu « inconnu » dans etudiant_absences')).toBeVisible();
    await expect(page.getByRole('columnheader').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Antennes UFA' })).toBeVisible();
    // The broken view still answers with guessed columns.
    await page.goto('/etudiant_absences');
    await expect(page.getByRole('columnheader').first()).toBeVisible();
  });
});
