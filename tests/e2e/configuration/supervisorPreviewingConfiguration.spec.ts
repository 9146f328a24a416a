// Journey: a supervisor opens the client-profile preview page (a bespoke page, its own chunk) and sees the
// sports network's menu headings; an administrator gets the French "accès refusé" page instead.
import { expect, signIn, test } from '../support.ts';

test('le superviseur prévisualise les profils clients', async ({ page }) => {
  await signIn(page, 'superviseur@demo.fr');
  await page.goto('/antenne/apercu-configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Prévisualisation des profils clients' })).toBeVisible();
  await expect(page.getByText('clients/demo.json')).toBeVisible();
});

test('un administrateur ne peut pas ouvrir la prévisualisation', async ({ page }) => {
  await signIn(page, 'admin@demo.fr');
  await page.goto('/antenne/apercu-configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Prévisualisation des profils clients' })).toHaveCount(0);
});
