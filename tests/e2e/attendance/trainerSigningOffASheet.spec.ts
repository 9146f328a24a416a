// Journey: a trainer marks one trainee absent, signs the sheet on screen and signs it off; the absence shows
// on the trainee's page; turned present and signed again with a reason (the correction listed on the sheet),
// the absence is gone; the signed sheet downloads
// as a PDF. The month's list names each sheet's antenne and shows one antenne's sheets when asked.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiToken, expect, signIn, test, uniqueName } from '../support.ts';
import { eventWithSheet, frDate, todayParis } from './support.ts';

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: "Signature de l'intervenant" });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + 40 + (i % 2) * 40);
  await page.mouse.up();
}

async function openSheet(page: Page, title: string) {
  await page.goto('/stagiaire/emargement');
  await page.getByRole('button', { name: `Ouvrir la feuille ${title} du ${frDate(todayParis())} 00:00` }).click();
  return page.getByRole('dialog', { name: `Feuille d'émargement – ${title}` });
}

test('signer une feuille avec un absent, corriger en présent, télécharger le PDF', async ({ page, request }) => {
  // Sign, download, two visits of the detail page and a second signature: more than the default minute.
  test.setTimeout(150_000);
  const title = uniqueName('Émargement ');
  const { event, lines } = await eventWithSheet(request, title);
  const [absent, ...others] = lines;
  const traineeId = absent!.etudiant.split('/').pop();
  const token = await apiToken(request);
  const antenne = ((await (await request.get(String(event.antenne), { headers: { Authorization: `Bearer ${token}` } })).json()) as { name: string }).name;

  await signIn(page);
  await page.goto('/stagiaire/emargement');
  const month = page.getByRole('table', { name: "Feuilles d'émargement du mois" });
  const sheetRow = month.getByRole('row').filter({ hasText: title });
  await expect(sheetRow.getByRole('cell').nth(3)).toHaveText(antenne);
  const filter = page.getByRole('combobox', { name: 'Antenne' });
  await filter.click();
  await page.getByRole('option').filter({ hasNotText: antenne }).nth(1).click();
  await expect(sheetRow).toHaveCount(0);
  await filter.click();
  await page.getByRole('option', { name: antenne, exact: true }).click();
  await expect(sheetRow).toBeVisible();
  for (const cell of await month.getByRole('row').filter({ has: page.getByRole('cell') }).all()) await expect(cell.getByRole('cell').nth(3)).toHaveText(antenne);
  let dialog = await openSheet(page, title);
  await dialog.getByRole('group', { name: `Présence de ${absent!.etudiant_name}` }).getByRole('button', { name: 'Absent' }).click();
  for (const l of others) await dialog.getByRole('group', { name: `Présence de ${l.etudiant_name}` }).getByRole('button', { name: 'Présent' }).click();
  await expect(dialog.getByRole('button', { name: 'Signer la feuille' })).toBeDisabled();
  await drawSignature(page);
  await dialog.getByRole('button', { name: 'Signer la feuille' }).click();
  await expect(page.getByText("La feuille d'émargement a bien été signée")).toBeVisible();
  await expect(dialog.getByText(/Feuille signée le/)).toBeVisible();

  // The PDF of the signed sheet.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^emargement-\d{4}-\d{2}-\d{2}-\d+\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // The absence on the trainee's page.
  await page.goto(`/stagiaires/${traineeId}?onglet=absences`);
  // The detail page loads several child lists: on a busy machine this takes a while.
  const absences = page.getByRole('region', { name: 'Absences' });
  await expect(absences.getByText(frDate(todayParis())).first()).toBeVisible({ timeout: 30_000 });
  // And in the running attendance rate of the same page.
  const unjustified = () => page.getByRole('region', { name: 'Assiduité' }).getByText(/^Absences injustifiées : /);
  await expect(unjustified()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Assiduité' }).getByText(/^Assiduité : /)).toBeVisible();

  // Turned present and signed again: the absence is gone.
  dialog = await openSheet(page, title);
  await dialog.getByRole('group', { name: `Présence de ${absent!.etudiant_name}` }).getByRole('button', { name: 'Présent' }).click();
  await drawSignature(page);
  // A signed sheet is corrected with a reason, kept with the author on the sheet.
  await expect(dialog.getByRole('button', { name: 'Signer à nouveau' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Motif de la correction' }).fill('Présent : arrivé par l’autre porte');
  await dialog.getByRole('button', { name: 'Signer à nouveau' }).click();
  await expect(page.getByText("La feuille d'émargement a bien été signée")).toBeVisible();
  const corrections = dialog.getByRole('region', { name: 'Corrections de la feuille' });
  await expect(corrections.getByText(/« Présent : arrivé par l’autre porte »/)).toBeVisible();
  await expect(corrections.getByText(`${absent!.etudiant_name} : Absent(e) → Présent(e)`)).toBeVisible();
  await page.goto(`/stagiaires/${traineeId}?onglet=absences`);
  await expect(page.getByRole('region', { name: 'Absences' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Absences' }).getByText(frDate(todayParis()))).toHaveCount(0);
  await expect(unjustified()).toBeVisible({ timeout: 30_000 });
});
