// Journey: on a trainee's page, the « Plan de formation (PIF) » tab: a plan is added (« Le PIF a bien
// été ajouté. »), edited (« Le PIF a bien été modifié. ») and archived by its own call.
import { antenneIri, expect, seed, signIn, test, uniqueName } from '../support.ts';

test('un PIF est ajouté, modifié puis archivé depuis la fiche du stagiaire', async ({ page, request }) => {
  const trainee = await seed(request, 'etudiants', { type: 1, civility: 1, lastname: uniqueName('Plan'), firstname: 'Zoé', antenne: await antenneIri(request, 'Marseille') });
  await signIn(page);
  await page.goto(`/stagiaires/${trainee.id}`);
  // The trainee page shows its course above the tabs; the plan de formation are a tab.
  await page.getByRole('tab', { name: 'Plan de formation (PIF)' }).click();
  const pif = page.getByRole('region', { name: 'Plan de formation (PIF)' });
  await expect(pif.getByText('Aucun plan individualisé de formation pour ce stagiaire.')).toBeVisible();
  await pif.getByRole('button', { name: 'Ajouter un PIF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan individualisé de formation' });
  await dialog.getByRole('textbox', { name: 'Objectifs' }).fill('Obtenir le BPJEPS');
  await dialog.getByRole('textbox', { name: 'Allègement de parcours' }).fill('Bloc 1 validé');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le PIF a bien été ajouté.')).toBeVisible();
  await expect(pif.getByRole('cell', { name: 'Obtenir le BPJEPS' })).toBeVisible();

  await pif.getByRole('button', { name: 'Modifier' }).click();
  await dialog.getByRole('textbox', { name: 'Objectifs' }).fill('Obtenir le BPJEPS AAN');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le PIF a bien été modifié.')).toBeVisible();
  await expect(pif.getByRole('cell', { name: 'Obtenir le BPJEPS AAN' })).toBeVisible();

  await pif.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByText("L'état du PIF a été modifié.")).toBeVisible();
  await expect(pif.getByRole('cell', { name: 'Archivé' })).toBeVisible();
  await expect(pif.getByRole('button', { name: 'Réactiver' })).toBeVisible();
});
