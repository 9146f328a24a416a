// Journey: an integrator opens the API reference from the admin's user menu. Swagger UI draws the OpenAPI
// document under the server's CSP (no script error, nothing fetched from another origin); a resource's list
// shows its filters and pagination, and the bearer login is offered; Swagger UI's labels are French.
import { expect, signIn, test } from './support.ts';

// The document is large (every resource and route): Swagger UI's first drawing takes seconds, more on a busy machine.
test.setTimeout(120_000);

test('un intégrateur ouvre la référence de l’API depuis le menu de l’utilisateur', async ({ page, context, baseURL }) => {
  const errors: string[] = [];
  const elsewhere: string[] = [];
  context.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  context.on('weberror', (e) => errors.push(e.error().message));
  context.on('request', (r) => { if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) elsewhere.push(r.url()); });

  await signIn(page, 'admin@demo.fr');
  await page.getByRole('button', { name: 'Profil' }).click();
  const link = page.getByRole('menuitem', { name: "Référence de l'API" });
  await expect(link).toHaveAttribute('href', /\/api\/docs$/);
  const [reference] = await Promise.all([context.waitForEvent('page'), link.click()]);

  await expect(reference.getByRole('heading', { name: /API Futurosud/ })).toBeVisible({ timeout: 60_000 });
  await expect(reference.getByRole('link', { name: '/api/docs.jsonld' }).first()).toBeVisible();
  await expect(reference.locator('.opblock-tag[data-tag="Authentification"]')).toBeVisible();
  await reference.locator('.opblock-tag[data-tag="etudiants"]').click();
  const list = reference.locator('#operations-etudiants-get_etudiants');
  await list.locator('.opblock-summary').click();
  await expect(list).toContainText('birthdate[after]');
  await expect(list).toContainText('itemsPerPage');
  await expect(list).toContainText('Portée : rattaché à une antenne');
  // Swagger UI's own labels are in French too.
  await expect(list.getByRole('heading', { name: 'Paramètres' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Essayer' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Réponses' })).toBeVisible();
  await expect(reference.getByPlaceholder('Filtrer par étiquette ou chemin')).toBeVisible();
  await expect(reference.getByRole('button', { name: /S’authentifier/ })).toBeVisible();
  await expect(reference.getByText('Try it out')).toHaveCount(0);

  expect(errors).toEqual([]);
  expect(elsewhere).toEqual([]);
});
