// Journey: create a trainee through the form (type set by the view), see it, edit it, and meet a French
// validation error from the API.
import { expect, test } from '@playwright/test';
import { apiToken, chooseOption, signIn, uniqueName } from './support.ts';

test('créer, consulter et modifier un stagiaire', async ({ page, request }) => {
  const lastname = uniqueName('Création');
  await signIn(page);
  await page.goto('/stagiaires');
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/stagiaires\/nouveau$/);

  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastname);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: 'Date de naissance', exact: true }).fill('14/07/2003');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Hyères');
  await chooseOption(page, 'Antenne', 'Toulon', 'Antenne de Toulon');
  // What the form holds before it is sent (a failure here names the field instead of a missing request).
  await expect(page.getByRole('textbox', { name: 'Date de naissance', exact: true })).toHaveValue('14/07/2003');
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

test('une erreur de validation de l’API s’affiche en français', async ({ page }) => {
  await signIn(page);
  await page.goto('/stagiaires/nouveau');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(uniqueName('Erreur'));
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
  await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('ABC');
  await chooseOption(page, 'Antenne', 'Nice', 'Antenne de Nice');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/etudiants') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enregistrer' }).click(),
  ]);
  expect(response.status()).toBe(422);
  const { violations } = (await response.json()) as { violations: { propertyPath: string; message: string }[] };
  const violation = violations.find((v) => v.propertyPath === 'postal_code');
  expect(violation?.message).toBeTruthy();
  await expect(page).toHaveURL(/\/stagiaires\/nouveau$/);
  // The API's French message shows under the postal code input.
  await expect(page.getByText(violation!.message, { exact: true }).first()).toBeVisible();
});
