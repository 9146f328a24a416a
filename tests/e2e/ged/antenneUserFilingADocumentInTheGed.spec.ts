// Journey (GED): Marseille's antenne user opens the GED collaborative, creates a folder in its antenne's
// space, deposits a document (the upload's progress bar shows while the file is sent), deposits a new version,
// moves the document to another folder, finds it again by words and type, downloads its first version and deletes
// it; a folder still holding documents is not deleted (the server's reason in red). The centre's shared folder is
// read-only for the antenne, and Nice's documents appear neither in the tree nor in a search.
import { checkA11y, expect, signIn, test, uniqueName } from '../support.ts';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

test("un utilisateur d'antenne range un document dans la GED, le versionne, le déplace, le retrouve, le télécharge puis le supprime", async ({ page }) => {
  const folderName = uniqueName('Chartes ');
  const docName = uniqueName('Charte informatique ');
  await signIn(page, 'antenne1@demo.fr');
  await page.goto('/antenne/ged-collaborative');
  await expect(page.getByRole('heading', { name: 'GED collaborative', level: 1 })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Arborescence des dossiers' });
  await expect(tree.getByRole('treeitem', { name: /^Antenne – Antenne de Marseille/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /Antenne de Nice/ })).toHaveCount(0);

  // The centre's folder: read, not changed.
  // (A tree item holds its subfolders: its own label is what is clicked.)
  await tree.getByText(/^Centre \(\d+\)$/).click();
  await expect(page.getByText('Ce dossier est partagé par le centre')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déposer un document' })).toBeDisabled();

  // A new folder in Marseille's space.
  await tree.getByText(/^Antenne – Antenne de Marseille \(\d+\)$/).click();
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  const folderDialog = page.getByRole('dialog');
  await folderDialog.getByLabel(/^Nom du dossier/).fill(folderName);
  await folderDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le dossier a bien été créé.')).toBeVisible();
  // The new folder is open: its path is the heading of the documents.
  await expect(tree.getByRole('treeitem', { name: `${folderName} (0)` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Antenne – Antenne de Marseille / ${folderName}` })).toBeVisible();

  // A document, the file sent with its progress bar (the upload is held a moment to see it).
  await page.route('**/api/media_objects', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Déposer un document' }).click();
  const upload = page.getByRole('dialog', { name: `Déposer un document dans « ${folderName} »` });
  await upload.getByLabel('Fichier', { exact: true }).setInputFiles({ name: 'charte-v1.pdf', mimeType: 'application/pdf', buffer: pdf('version 1') });
  await expect(upload.getByRole('progressbar')).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Télécharger charte-v1.pdf' })).toBeVisible();
  await upload.getByLabel(/^Nom du document/).fill(docName);
  await upload.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Formulaire' }).click();
  await upload.getByLabel('Commentaire de version').fill('Première diffusion');
  await checkA11y(page, '[role="dialog"]');
  await upload.getByRole('button', { name: 'Déposer' }).click();
  await expect(page.getByText('Le document a bien été déposé.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Documents du dossier' });
  const row = table.getByRole('row').filter({ hasText: docName });
  await expect(row).toContainText('Formulaire');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row).toContainText('Antoine Rinaldi');

  // A new version.
  await row.getByRole('button', { name: 'Nouvelle version' }).click();
  const version = page.getByRole('dialog', { name: `Nouvelle version de « ${docName} »` });
  await version.getByLabel('Fichier', { exact: true }).setInputFiles({ name: 'charte-v2.pdf', mimeType: 'application/pdf', buffer: pdf('version 2') });
  await expect(version.getByRole('button', { name: 'Télécharger charte-v2.pdf' })).toBeVisible();
  await version.getByLabel('Commentaire de version').fill('Article sur les mots de passe');
  await version.getByRole('button', { name: 'Déposer' }).click();
  await expect(page.getByText('La version 2 a bien été déposée.')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');

  // Moved to the « Réunions pédagogiques » folder: it leaves this one.
  await row.getByRole('button', { name: `Déplacer « ${docName} »` }).click();
  const move = page.getByRole('dialog', { name: `Déplacer « ${docName} »` });
  await move.getByRole('combobox', { name: 'Dossier de destination' }).click();
  await page.getByRole('option', { name: 'Antenne – Antenne de Marseille / Réunions pédagogiques' }).click();
  await move.getByRole('button', { name: 'Déplacer' }).click();
  await expect(page.getByText('Le déplacement a bien été effectué.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: docName })).toHaveCount(0);
  await expect(table).toContainText('Aucun document.');

  // Found again by words and type, in its new folder.
  await page.getByRole('searchbox', { name: 'Rechercher un document' }).fill(docName.split(' ').slice(1).join(' '));
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Formulaire' }).click();
  const found = table.getByRole('row').filter({ hasText: docName });
  await expect(found).toContainText('Antenne – Antenne de Marseille / Réunions pédagogiques');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Its versions, the first one downloaded under its own name.
  await found.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: `Versions de « ${docName} »` });
  await expect(versions.getByRole('row').nth(1)).toContainText('Version 2');
  await expect(versions.getByRole('row').nth(2)).toContainText('Première diffusion');
  await checkA11y(page, '[role="dialog"]');
  const download = page.waitForEvent('download');
  await versions.getByRole('button', { name: 'Télécharger charte-v1.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('charte-v1.pdf');
  await versions.getByRole('button', { name: 'Fermer' }).click();
  // The Marseille user may also delete it, with all its versions.
  await found.getByRole('button', { name: `Supprimer « ${docName} »` }).click();
  await page.getByRole('dialog', { name: `Supprimer le document « ${docName} » ?` }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Le document a bien été supprimé.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: docName })).toHaveCount(0);

  // Nice's documents stay out of Marseille's search.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Tous les types' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher un document' }).fill('livret accueil');
  await expect(table.getByRole('row').filter({ hasText: "Livret d'accueil des apprentis – Marseille" })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Nice' })).toHaveCount(0);

  // A folder that still holds documents is not deleted: the server's reason in a red notice.
  await tree.getByText(/^Livret d'accueil \(\d+\)$/).click();
  await page.getByRole('button', { name: 'Supprimer le dossier' }).click();
  await page.getByRole('dialog', { name: "Supprimer le dossier « Livret d'accueil » ?" }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText("Ce dossier n'est pas vide (0 sous-dossier, 2 documents) : videz-le avant de le supprimer.")).toBeVisible();
  await expect(tree.getByText(/^Livret d'accueil \(2\)$/)).toBeVisible();
});
