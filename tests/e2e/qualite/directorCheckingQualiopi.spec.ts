// Journey: a director opens Qualiopi for this year from the menu, sees indicator 8 (positioning) partial with
// the trainees lacking a positioning test, opens one of them, a test is recorded for that trainee, and back on
// Qualiopi the trainee is no longer listed and one more trainee is covered; « Préparer l'audit » downloads the
// audit pack, whose index and criteria folders are found in the ZIP.
import { readFile } from 'node:fs/promises';
import PizZip from 'pizzip';
import { expect, seed, signIn, test, uniqueName, antenneIri } from '../support.ts';

test('un directeur suit l’indicateur Qualiopi 8 et voit le positionnement le faire bouger', async ({ page, request }) => {
  const lastname = uniqueName('Aaqualiopi');
  const today = new Date().toISOString().slice(0, 10);
  const trainee = await seed(request, 'etudiants', {
    type: 1, etat: 0, lastname, firstname: 'Léa', antenne: await antenneIri(request, 'Toulon'), dt_date_entree: today,
  });
  await signIn(page);
  await page.getByRole('menu', { name: 'QUALITÉ' }).getByRole('menuitem', { name: 'Qualiopi' }).click();
  await expect(page.getByRole('heading', { name: 'Qualiopi — indicateurs et preuves', level: 1 })).toBeVisible();

  const summary = page.getByRole('button', { name: /^Indicateur 8\b/ });
  await expect(summary).toContainText('Partiel');
  const before = /(\d+) sur (\d+)/.exec((await summary.textContent()) ?? '')!;
  await summary.click();
  const lacking = page.getByRole('region', { name: /^Indicateur 8\b/ });
  await expect(lacking.getByText('Stagiaires sans test de positionnement', { exact: false })).toBeVisible();
  await lacking.getByRole('link', { name: `${lastname} Léa` }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}`));
  await expect(page.getByText(lastname).first()).toBeVisible();

  await seed(request, 'antenne_evaluations', {
    label: 'Positionnement à l’entrée', type: 'POSITIONNING', etudiant: trainee['@id'], date_evaluation: today,
  });
  await page.goBack();
  const after = page.getByRole('button', { name: /^Indicateur 8\b/ });
  await expect(after).toContainText(`${Number(before[1]) + 1} sur ${before[2]}`);
  await after.click();
  await expect(page.getByRole('link', { name: `${lastname} Léa` })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Graine du tirage (facultative)' }).fill('audit-e2e');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Préparer l'audit" }).click();
  const zipFile = await download;
  expect(zipFile.suggestedFilename()).toMatch(/^audit-qualiopi-.*-graine-audit-e2e\.zip$/);
  const entries = Object.keys(new PizZip(await readFile((await zipFile.path())!)).files);
  expect(entries).toContain('index.pdf');
  expect(entries.some((n) => n.startsWith('critere-7-'))).toBe(true);
  expect(entries.some((n) => n.startsWith('echantillon/'))).toBe(true);
});
