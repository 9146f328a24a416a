// Journey: from the menu's trainee list, a trainee's page lists the trainee's absences; « Ajouter » opens the
// absence form with the trainee already chosen, dates typed DD/MM/YYYY in the French pickers (an end before the
// start is refused in French under the field, naming it), and saving comes back to the trainee. The trainee has
// a planned exit, so the absence saved by that generic form reaches the pointage (spec 000 §7, the rule of
// attendance/hooks.ts), and editing it from the tab moves its pointage record: the menu's « Pointage » shows it.
import { antenneIri, expect, fillDate, seed, signIn, test, uniqueName, openTraineeFromList } from '../support.ts';
import { frDate, workingDayOfThisMonthParis } from './support.ts';

test('ajouter une absence depuis la fiche du stagiaire, puis la retrouver au pointage', async ({ page, request }) => {
  // Two forms, the trainee page twice and the pointage: longer than one screen's journey.
  test.setTimeout(150_000);
  // A name that sorts first, so the trainee is in the pointage's first rows.
  const lastname = uniqueName('Aaa-Absent');
  const day = workingDayOfThisMonthParis();
  const trainee = await seed(request, 'etudiants', {
    type: 1, etat: 0, civility: 1, lastname, firstname: 'Léa', antenne: await antenneIri(request, 'Toulon'),
    dt_date_entree: `${Number(day.slice(0, 4)) - 1}-09-01`, date_sortie_prevue: `${Number(day.slice(0, 4)) + 1}-07-01`,
  });
  await signIn(page);
  await openTraineeFromList(page, lastname, trainee.id);
  // The trainee page is in tabs: absences and attendance have theirs (reopened when coming back).
  await page.getByRole('tab', { name: 'Absences et assiduité' }).click();
  const absences = page.getByRole('region', { name: 'Absences' });
  await expect(absences).toBeVisible();
  await expect(absences.getByText('Aucun enregistrement pour le moment.')).toBeVisible();

  await absences.getByRole('link', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/etudiant_absences\/nouveau\?/);
  await expect(page.getByRole('combobox', { name: 'Stagiaire' })).toHaveValue(new RegExp(lastname));
  await page.getByRole('combobox', { name: 'Motif' }).click();
  await page.getByRole('option', { name: 'Absence injustifiée (centre)', exact: true }).click();
  await fillDate(page, 'Date de début', '02/03/2026');
  await fillDate(page, 'Date de fin', '01/03/2026');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Date de fin : Cette valeur ne peut pas précéder « Date de début ».')).toBeVisible();
  await expect(page).toHaveURL(/\/etudiant_absences\/nouveau\?/);
  await fillDate(page, 'Date de fin', '03/03/2026');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'absence a bien été ajoutée")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await expect(absences.getByRole('cell', { name: '02/03/2026' })).toBeVisible();
  await expect(absences.getByRole('cell', { name: '03/03/2026' })).toBeVisible();

  // Edited from the tab: one day of this month; its pointage record follows.
  await absences.getByRole('cell', { name: '02/03/2026' }).click();
  await page.getByRole('link', { name: 'Modifier' }).click();
  await fillDate(page, 'Date de début', frDate(day));
  await fillDate(page, 'Date de fin', frDate(day));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'absence a bien été modifiée")).toBeVisible();
  await page.getByRole('link', { name: `${lastname} Léa` }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await page.getByRole('tab', { name: 'Absences et assiduité' }).click();
  await expect(absences.getByRole('cell', { name: frDate(day) }).first()).toBeVisible();

  await page.getByRole('menu', { name: 'STAGIAIRES' }).getByRole('menuitem', { name: 'Pointage' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaire/pointage');
  const row = page.getByRole('table', { name: 'Pointage par stagiaire' }).getByRole('row').filter({ hasText: `${lastname} Léa` });
  await row.getByRole('button', { name: `Détail du pointage de ${lastname} Léa` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Pointage de ${lastname} Léa du `) });
  await expect(dialog.getByRole('heading', { name: 'Absences reportées au pointage' })).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^${frDate(day)} · Absence injustifiée \\(centre\\) · `))).toHaveCount(1);
  await expect(dialog.getByText(/^02\/03.* · /)).toHaveCount(0);
});
