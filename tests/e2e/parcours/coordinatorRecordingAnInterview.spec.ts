// Journey: on the interviews dashboard (the menu's Stagiaires › « Suivi des entretiens »), a coordinator finds a trainee
// without interview by name, records an interview from its row (the client's types), and the row shows it:
// one interview, the latest's date and type. The interviews' CSV export downloads.
import { antenneIri, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';

test('un entretien enregistré apparaît au tableau de bord des entretiens', async ({ page, request }) => {
  const lastname = uniqueName('Suivi');
  await seed(request, 'etudiants', { type: 1, civility: 1, lastname, firstname: 'Inès', antenne: await antenneIri(request, 'Marseille'), dt_date_entree: '2025-09-01' });
  await signIn(page, 'coordinateur@demo.fr');
  await page.getByRole('menu', { name: 'STAGIAIRES' }).getByRole('menuitem', { name: 'Suivi des entretiens' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaire/tableau-de-bord-entretiens');
  await expect(page.getByRole('heading', { name: 'Suivi des entretiens', level: 1 })).toBeVisible();
  await page.getByLabel('Nom du stagiaire').fill(lastname);
  await page.getByLabel('Sans entretien uniquement').check();
  const row = page.getByRole('row', { name: new RegExp(lastname) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');

  await row.getByRole('button', { name: 'Ajouter un entretien' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Nouvel entretien – ${lastname}`) });
  await dialog.getByRole('combobox', { name: "Type d'entretien" }).click();
  await page.getByRole('option', { name: 'Mi-parcours', exact: true }).click();
  await dialog.getByRole('combobox', { name: "Mode d'entretien" }).click();
  await page.getByRole('option', { name: 'Téléphone' }).click();
  await fillDate(dialog, "Date de l'entretien", '10/11/2025');
  await dialog.getByLabel('Objet').fill('Point à mi-parcours');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'entretien a été ajouté.")).toBeVisible();

  // No longer « without interview »: the filter off, the row shows it.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Sans entretien uniquement').uncheck();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell', { name: '10/11/2025 – Mi-parcours' })).toBeVisible();
  // Filtered by type, it is still there.
  await page.getByRole('combobox', { name: "Type d'entretien" }).click();
  await page.getByRole('option', { name: 'Mi-parcours', exact: true }).click();
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter les entretiens (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('entretiens.csv');
});
