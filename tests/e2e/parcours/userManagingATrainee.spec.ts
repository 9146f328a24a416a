// Journey: create a trainee through the form (type set by the view), see it, edit it, meet the form's French
// plausibility errors (postal code, birth date in the future) and a French validation error from the API.
import { apiToken, chooseOption, dateField, expect, fillDate, signIn, test, uniqueName } from '../support.ts';

test('créer, consulter et modifier un stagiaire', async ({ page, request }) => {
  const lastname = uniqueName('Création');
  await signIn(page);
  await page.goto('/stagiaires');
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/stagiaires\/nouveau$/);

  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastname);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await fillDate(page, 'Date de naissance', '14/07/2003');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Hyères');
  await chooseOption(page, 'Antenne', 'Toulon', 'Antenne de Toulon');
  // What the form holds before it is sent (a failure here names the field instead of a missing request).
  await expect(dateField(page, 'Date de naissance').locator('input')).toHaveValue('14/07/2003');
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(lastname);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/etudiants') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enregistrer' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: number; type: number; antenne: string };
  expect(body.type).toBe(1);
  expect(body.antenne).toMatch(/^\/api\/antennes\/\d+$/);

  // The detail page, at /stagiaires/<id>.
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${body.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${lastname} Camille` })).toBeVisible();
  await expect(page.getByText('14/07/2003')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Antenne de Toulon' }).first()).toBeVisible();

  // Edit: the city changes, the default notice shows, back to the detail page.
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${body.id}/modifier$`));
  // A malformed address is refused by the form in French (no browser tooltip: the form is noValidate).
  await page.getByRole('textbox', { name: 'Courriel', exact: true }).fill('camille@exemple');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Cette valeur n'est pas une adresse électronique valide \(nom@domaine\.fr\)\./).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Courriel', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('La Seyne-sur-Mer');
  const patched = page.waitForResponse((r) => r.url().endsWith(`/api/etudiants/${body.id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const patch = await patched;
  expect(patch.request().headers()['content-type']).toContain('application/merge-patch+json');
  expect(JSON.parse(patch.request().postData() ?? '{}')).toEqual({ city: 'La Seyne-sur-Mer' });
  await expect(page.getByText('La donnée a bien été mise à jour')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${body.id}$`));
  await expect(page.getByText('La Seyne-sur-Mer')).toBeVisible();

  // Stored as a trainee (type 1) in the API.
  const token = await apiToken(request);
  const stored = await request.get(`/api/etudiants/${body.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { city: string; type: number })).toMatchObject({ city: 'La Seyne-sur-Mer', type: 1 });
});

test('une valeur invraisemblable est refusée en français sous le champ, puis une erreur de l’API aussi', async ({ page }) => {
  await signIn(page);
  await page.goto('/stagiaires/nouveau');
  const posts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/etudiants')) posts.push(r.url()); });
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(uniqueName('Erreur'));
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
  await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('123');
  await fillDate(page, 'Date de naissance', '14/07/2035');
  await chooseOption(page, 'Antenne', 'Nice', 'Antenne de Nice');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The schema's plausibility rules, checked in the form (src/shared/plausible), name the field: nothing is sent.
  await expect(page.getByText("Code postal : Cette valeur n'a pas le format attendu. Un code postal compte 5 chiffres (ex. 13001).")).toBeVisible();
  await expect(page.getByText('Date de naissance : Cette date ne peut pas être dans le futur.')).toBeVisible();
  expect(posts).toEqual([]);

  // A rule only the API checks (a « Salarié » needs the status details): its French message shows under the input.
  await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('06000');
  await fillDate(page, 'Date de naissance', '14/07/2003');
  await page.getByRole('combobox', { name: 'Statut', exact: true }).click();
  await page.getByRole('option', { name: 'Salarié', exact: true }).click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/etudiants') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enregistrer' }).click(),
  ]);
  expect(response.status()).toBe(422);
  const { violations } = (await response.json()) as { violations: { propertyPath: string; message: string }[] };
  expect(violations).toEqual([{ propertyPath: 'type_status_autre_details', message: 'Précision du statut : Ce champ est obligatoire.' }]);
  await expect(page).toHaveURL(/\/stagiaires\/nouveau$/);
  await expect(page.getByText(violations[0]!.message, { exact: true }).first()).toBeVisible();
});
