// Journey: support publishes a change of a resource file (through the configuration API) and the users see the
// new list columns after a reload; a broken file is refused in French (its JSON path) and the published one stays.
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

test('un fichier de ressource invalide est refusé en français et la liste publiée reste en place', async ({ page }) => {
  await signIn(page);
  // The configuration API checks every publication: the unknown column is refused with its JSON path.
  await expect(withResourceFile('etudiant_absences.json', (file) => ({ ...file, list: { columns: ['etudiant', 'inconnu'] } }), async () => {}))
    .rejects.toThrow('"propertyPath":"/list/columns/1","message":"Champ inconnu « inconnu » dans etudiant_absences"');
  await page.goto('/etudiant_absences');
  await expect(page.getByRole('columnheader', { name: 'Motif' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Antennes UFA' })).toBeVisible();
});
