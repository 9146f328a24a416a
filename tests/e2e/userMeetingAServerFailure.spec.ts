// Journey: the server fails while a user works (an error of its own, not a refusal it explains): the trainees'
// list and a trainee's record say so in the spec's words, in a red notice, and the rest of the app still works.
import { expect, signIn, test } from './support.ts';

test('une panne du serveur pendant la lecture des stagiaires est dite avec les mots de la spécification', async ({ page }) => {
  await signIn(page, 'admin@demo.fr');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The list opens, then the server fails on the trainees for a moment.
  await menu.getByRole('menuitem', { name: 'Stagiaires', exact: true }).click();
  const first = page.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await page.route('**/api/etudiants**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
  await page.getByRole('columnheader', { name: 'Prénom' }).getByRole('button').click();
  await expect(page.getByText('Erreur lors du chargement des stagiaires')).toBeVisible();
  await page.unroute('**/api/etudiants**');
  // Back: a record opened from the list; then its reading fails too.
  await page.reload();
  await page.getByRole('row').nth(1).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/\/stagiaires\/\d+$/);
  await page.route(/\/api\/etudiants\/\d+$/, (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  await expect(page.getByText("Erreur lors du chargement des détails de l'étudiant.")).toBeVisible();
});
