// Journey: the exit saved through the trainee's generic form (« Modifier », section « Parcours »: État « Sorti »,
// the exit date and its reason), reached from the menu's trainee list, runs the exit rule as the « Sortie du
// parcours » dialog does (attendance/hooks.ts on every write path): the absences up to the exit date are reported
// to the pointage and the pointage after it is removed.
import { antenneIri, expect, fillDate, signIn, test, uniqueName, openTraineeFromList } from '../support.ts';
import { api, pointageDates, traineeWithAbsences } from './support.ts';

test('une sortie enregistrée dans le formulaire du stagiaire arrête son pointage à la date de sortie', async ({ page, request }) => {
  // The list, the trainee page and its form: more than one screen's time on a loaded machine.
  test.setTimeout(120_000);
  const lastname = uniqueName('Formulaire');
  const trainee = await traineeWithAbsences(request, await antenneIri(request, 'Toulon'), lastname);
  // A pointage record after the coming exit, which the exit must remove.
  await api(request, 'POST', '/api/etudiant_pointages', { etudiant: trainee['@id'], raison: 1, dt_start: '2026-03-02', dt_end: '2026-03-02' });

  await signIn(page);
  await openTraineeFromList(page, lastname, trainee.id);
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}/modifier$`));

  await page.getByRole('combobox', { name: 'État', exact: true }).click();
  await page.getByRole('option', { name: 'Sorti', exact: true }).click();
  await fillDate(page, 'Date de sortie', '15/01/2026');
  await page.getByRole('combobox', { name: 'Motif de sortie' }).click();
  await page.getByRole('option', { name: 'Abandon' }).click();
  const patched = page.waitForResponse((r) => r.url().endsWith(`/api/etudiants/${trainee.id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await patched).status()).toBe(200);
  await expect(page.getByText('La donnée a bien été mise à jour')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  const parcours = page.getByRole('region', { name: 'Parcours' });
  await expect(parcours.getByText('Sorti', { exact: true })).toBeVisible();
  await expect(parcours.getByText('15/01/2026', { exact: true })).toBeVisible();
  // The absence of 06/10/2025 reported, the one of 02/02/2026 and the record of 02/03/2026 after the exit gone.
  expect(await pointageDates(request, trainee['@id'])).toEqual(['2025-10-06']);
});
