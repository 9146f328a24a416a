// Journey: from a trainee's page, a contract is added with its tutor (the course goes « En contrat »),
// then broken with a date and a reason: the course goes « En rupture », the planned exit moves to six months after
// the rupture and the absences up to it are reported to the pointage.
import { antenneIri, expect, fillDate, signIn, test, uniqueName } from '../support.ts';
import { pointageDates, traineeWithAbsences } from '../parcours/support.ts';

test('un contrat est rompu : l’état du parcours et le pointage suivent', async ({ page, request }) => {
  const lastname = uniqueName('Rompu');
  const trainee = await traineeWithAbsences(request, await antenneIri(request, 'Nice'), lastname);
  await signIn(page);
  await page.goto(`/stagiaires/${trainee.id}`);
  // The trainee page shows its course above the tabs; the contrats et ruptures are a tab.
  await page.getByRole('tab', { name: 'Contrats et ruptures' }).click();
  const parcours = page.getByRole('region', { name: 'Parcours' });
  const contrats = page.getByRole('region', { name: 'Contrats et ruptures' });
  await expect(contrats.getByText('Aucun contrat pour ce stagiaire.')).toBeVisible();
  await expect(parcours.getByText('En formation')).toBeVisible();

  await contrats.getByRole('button', { name: 'Ajouter un contrat' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau contrat' });
  await fillDate(form, "Date de début d'exécution", '01/09/2025');
  await fillDate(form, 'Date de fin du contrat', '31/08/2027');
  await form.getByRole('textbox', { name: 'Nom du tuteur', exact: true }).fill('Garnier');
  await form.getByRole('textbox', { name: 'Prénom du tuteur', exact: true }).fill('Paul');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le contrat a été ajouté.')).toBeVisible();
  await expect(contrats.getByRole('cell', { name: 'Garnier Paul' })).toBeVisible();
  await expect(contrats.getByRole('cell', { name: 'En cours' })).toBeVisible();
  await expect(parcours.getByText('En contrat')).toBeVisible();

  await contrats.getByRole('button', { name: 'Rompre le contrat' }).click();
  const rupture = page.getByRole('dialog', { name: 'Rompre le contrat' });
  await fillDate(rupture, 'Date de rupture', '20/09/2027');
  await rupture.getByRole('combobox', { name: 'Motif de rupture' }).click();
  await page.getByRole('option', { name: "Rupture après la période d'essai d'un commun accord, avec maintien en formation" }).click();
  await rupture.getByRole('button', { name: 'Confirmer' }).click();
  await expect(rupture.getByText('La date de rupture ne peut pas être postérieure à la date de fin du contrat.')).toBeVisible();
  await fillDate(rupture, 'Date de rupture', '20/09/2025');
  await rupture.getByRole('button', { name: 'Confirmer' }).click();

  await expect(page.getByText('Le contrat est rompu : le stagiaire est « En rupture », sortie prévue au plus tard le 20/03/2026. Le pointage a bien été mis à jour')).toBeVisible();
  await expect(contrats.getByRole('cell', { name: 'Rompu le 20/09/2025' })).toBeVisible();
  await expect(parcours.getByText('En rupture')).toBeVisible();
  await expect(parcours.getByText('20/03/2026')).toBeVisible();
  expect(await pointageDates(request, trainee['@id'])).toEqual(['2025-10-06', '2026-02-02']);
});
