// Journey (exports): a coordinator filters the trainee list by antenne, exports it, and the CSV
// downloaded holds exactly the rows shown (count and first row), in French (`;`, BOM, labels, DD/MM/YYYY);
// then exports only a selected row; a refused export shows the spec's red notice.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { antenneIri, chooseOption, expect, seed, signIn, test, uniqueName } from './support.ts';

/** The rows of a downloaded CSV (`;`, no quoted cells in these rows), checked to start with a UTF-8 BOM. */
async function csvRows(download: Download): Promise<string[][]> {
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean).map((line) => line.split(';'));
}

async function exportCsv(page: Page, button: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  // The trainees' view also offers Excel: a menu.
  await page.getByRole('menuitem', { name: 'Fichier CSV' }).click();
  return downloading;
}

test('la liste filtrée par antenne est exportée telle quelle', async ({ page, request }) => {
  const lastname = uniqueName('Export');
  const nice = await antenneIri(request, 'Nice');
  const toulon = await antenneIri(request, 'Toulon');
  for (const [firstname, birthdate] of [['Anaïs', '2001-03-04'], ['Bruno', '1999-12-31'], ['Chloé', null]] as const) {
    await seed(request, 'etudiants', { type: 1, etat: 0, lastname, firstname, antenne: nice, birthdate, city: 'Nice' });
  }
  await seed(request, 'etudiants', { type: 1, etat: 0, lastname, firstname: 'Damien', antenne: toulon });
  await seed(request, 'etudiants', { type: 0, etat: 0, lastname, firstname: 'Candidate', antenne: nice });

  await signIn(page, 'coordinateur@demo.fr');
  await page.goto('/stagiaires');
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  const rows = page.getByRole('row').filter({ hasText: lastname });
  await expect(rows).toHaveCount(4);
  await chooseOption(page, 'Antenne', 'Nice', 'Antenne de Nice');
  await expect(rows).toHaveCount(3);
  const firstShown = rows.first();
  await expect(firstShown).toContainText('Anaïs');

  const download = await exportCsv(page, 'Exporter');
  expect(download.suggestedFilename()).toMatch(/^etudiants-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = await csvRows(download);
  const col = (line: string[], title: string) => line[header!.indexOf(title)];
  expect(lines).toHaveLength(await rows.count());
  expect(col(lines[0]!, 'Nom')).toBe(lastname);
  expect(col(lines[0]!, 'Prénom')).toBe('Anaïs');
  expect(col(lines[0]!, 'Date de naissance')).toBe('04/03/2001');
  await expect(firstShown).toContainText(col(lines[0]!, 'Date de naissance')!);
  expect(lines.map((l) => col(l, 'Antenne'))).toEqual(['Antenne de Nice', 'Antenne de Nice', 'Antenne de Nice']);
  expect(lines.map((l) => col(l, 'Prénom'))).toEqual(['Anaïs', 'Bruno', 'Chloé']);

  // Only the selected row.
  await rows.filter({ hasText: 'Bruno' }).getByRole('checkbox').check();
  const selected = await csvRows(await exportCsv(page, 'Exporter la sélection'));
  expect(selected).toHaveLength(2);
  expect(selected[1]![selected[0]!.indexOf('Prénom')]).toBe('Bruno');
});

test("un export refusé affiche le message de l'application", async ({ page }) => {
  await signIn(page, 'coordinateur@demo.fr');
  await page.route('**/api/etudiants/export.csv**', (route) => route.fulfill({ status: 500, contentType: 'application/ld+json', body: '{}' }));
  await page.goto('/stagiaires');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Exporter', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Fichier CSV' }).click();
  await expect(page.getByText("Échec de l'export du fichier CSV.")).toBeVisible();
});
