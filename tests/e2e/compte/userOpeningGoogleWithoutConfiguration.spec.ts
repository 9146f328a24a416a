// Journey: on a server without Google configuration, the three Google pages open and say in French
// that Google is not configured, offering no button that would fail.
import { expect, signIn, test } from '../support.ts';

test('les pages Google disent que Google n’est pas configuré', async ({ page }) => {
  await signIn(page);
  for (const [path, title] of [['/google-forms', 'Google Forms'], ['/google-auth-verify', 'Vérification de la connexion Google'], ['/google-drive-callback', 'Google Drive']]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "La connexion à Google n'est pas configurée" })).toBeVisible();
    await expect(page.getByRole('button', { name: /Se connecter à Google/ })).toHaveCount(0);
  }
});
