// Journey: on a trainee's page, the « Parcours » section's « Sortie du parcours » asks for the date
// and the reason, confirms, and the trainee is « Sorti » with its reason; the absences up to the exit date are
// reported to the pointage and nothing after it is counted.
import { antenneIri, expect, fillDate, signIn, test, uniqueName } from '../support.ts';
import { api, pointageDates, traineeWithAbsences } from './support.ts';

test('un stagiaire sort avec un motif et son pointage s’arrête à la date de sortie', async ({ page, request }) => {
  const lastname = uniqueName('Sortant');
  const trainee = await traineeWithAbsences(request, await antenneIri(request, 'Toulon'), lastname);
  // A pointage record after the coming exit, which the exit must remove.
  await api(request, 'POST', '/api/etudiant_pointages', { etudiant: trainee['@id'], raison: 1, dt_start: '2026-03-02', dt_end: '2026-03-02' });

  await signIn(page);
  await page.goto(`/stagiaires/${trainee.id}`);
  const parcours = page.getByRole('region', { name: 'Parcours' });
  await expect(parcours.getByText('Présent')).toBeVisible();
  await parcours.getByRole('button', { name: 'Sortie du parcours' }).click();

  const dialog = page.getByRole('dialog', { name: new RegExp(`Sortie du parcours de ${lastname}`) });
  await fillDate(dialog, 'Date de sortie', '15/08/2025');
  await dialog.getByRole('combobox', { name: 'Motif de sortie' }).click();
  await page.getByRole('option', { name: 'Abandon' }).click();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  // Before the entry: refused in French, the dialog stays open.
  await expect(dialog.getByText("La date de sortie ne peut pas être antérieure à la date d'entrée (01/09/2025).")).toBeVisible();

  await fillDate(dialog, 'Date de sortie', '15/01/2026');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Le stagiaire est sorti : 1 absence(s) reportée(s) au pointage, 1 pointage(s) postérieur(s) retiré(s).')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(parcours.getByText('Sorti', { exact: true })).toBeVisible();
  await expect(parcours.getByText('Abandon', { exact: true })).toBeVisible();
  await expect(parcours.getByText('15/01/2026', { exact: true })).toBeVisible();
  // The course state shows the exit.
  await expect(parcours.getByText('Sorti le 15/01/2026', { exact: true })).toBeVisible();
  await expect(parcours.getByRole('button', { name: 'Sortie du parcours' })).toHaveCount(0);
  expect(await pointageDates(request, trainee['@id'])).toEqual(['2025-10-06']);
});
