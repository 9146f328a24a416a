// Journey: in the trainee form reached from the menu's list, the wished tutor picked among the company's contacts
// has its « Choisir un autre tuteur » button (spec 000 §3, orderFieldsTrainingForm's btn_choose_another_tuteur): it
// empties the tutor and the name typed with it, another name is typed and saved.
import { antenneIri, expect, seed, signIn, test, uniqueName, openTraineeFromList } from '../support.ts';

test('choisir un autre tuteur dans le formulaire du stagiaire', async ({ page, request }) => {
  // The list, the trainee page and its form: more than one screen's time on a loaded machine.
  test.setTimeout(120_000);
  const antenne = await antenneIri(request, 'Toulon');
  const company = await seed(request, 'entreprises', { name: uniqueName('Garage '), antenne });
  const contact = await seed(request, 'entreprise_contacts', { entreprise: company['@id'], lastname: 'Lemoine', firstname: 'Claire' });
  const lastname = uniqueName('Tutore');
  const trainee = await seed(request, 'etudiants', {
    type: 1, lastname, firstname: 'Max', antenne, desired_entreprise: company['@id'], desired_tutor: contact['@id'],
    desired_tutor_lastname: 'Lemoine', desired_tutor_firstname: 'Claire',
  });

  await signIn(page);
  await openTraineeFromList(page, lastname, trainee.id);
  await page.getByRole('link', { name: 'Modifier' }).click();

  const tutor = page.getByRole('combobox', { name: 'Tuteur souhaité', exact: true });
  await expect(tutor).toHaveValue(/Lemoine/);
  await page.getByRole('button', { name: 'Choisir un autre tuteur' }).click();
  await expect(tutor).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Nom du tuteur souhaité', exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Choisir un autre tuteur' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Nom du tuteur souhaité', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Prénom du tuteur souhaité', exact: true }).fill('Jules');
  const patched = page.waitForResponse((r) => r.url().endsWith(`/api/etudiants/${trainee.id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const patch = await patched;
  expect(patch.status()).toBe(200);
  expect(JSON.parse(patch.request().postData() ?? '{}')).toEqual({ desired_tutor: null, desired_tutor_lastname: 'Durand', desired_tutor_firstname: 'Jules' });
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
});
