// Journey: from a trainee's page, the Absences section lists the trainee's absences; « Ajouter » opens the
// absence form with the trainee already chosen, dates typed DD/MM/YYYY in the French pickers (an end before the start is refused in
// French under the field, naming it), and saving comes back to the trainee.
import { antenneIri, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';

test('ajouter une absence depuis la fiche du stagiaire', async ({ page, request }) => {
  const lastname = uniqueName('Absent');
  const trainee = await seed(request, 'etudiants', {
    type: 1, civility: 1, lastname, firstname: 'Léa', antenne: await antenneIri(request, 'Toulon'),
  });
  await signIn(page);
  await page.goto(`/stagiaires/${trainee.id}`);
  // The trainee page is in tabs: absences and attendance have theirs (reopened when coming back).
  await page.getByRole('tab', { name: 'Absences et assiduité' }).click();
  const absences = page.getByRole('region', { name: 'Absences' });
  await expect(absences).toBeVisible();
  await expect(absences.getByText('Aucun enregistrement pour le moment.')).toBeVisible();

  await absences.getByRole('link', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/etudiant_absences\/nouveau\?/);
  await expect(page.getByRole('combobox', { name: 'Stagiaire' })).toHaveValue(new RegExp(lastname));
  await page.getByRole('combobox', { name: 'Motif' }).click();
  await page.getByRole('option').first().click();
  await fillDate(page, 'Date de début', '02/03/2026');
  await fillDate(page, 'Date de fin', '01/03/2026');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Date de fin : Cette valeur ne peut pas précéder « Date de début ».')).toBeVisible();
  await expect(page).toHaveURL(/\/etudiant_absences\/nouveau\?/);
  await fillDate(page, 'Date de fin', '03/03/2026');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await expect(absences.getByRole('cell', { name: '02/03/2026' })).toBeVisible();
  await expect(absences.getByRole('cell', { name: '03/03/2026' })).toBeVisible();
});
