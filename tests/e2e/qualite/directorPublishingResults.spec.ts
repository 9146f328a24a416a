// Journey: a director opens the published results from the menu, publishes last year's, and the public page its
// link opens is read by a visitor who is not signed in (a browser without session).
import { expect, signIn, test } from '../support.ts';

test('un directeur publie les résultats et la page publique s’ouvre sans connexion', async ({ page, browser }) => {
  const year = new Date().getFullYear() - 1;
  await signIn(page);
  await page.getByRole('menu', { name: 'QUALITÉ' }).getByRole('menuitem', { name: 'Résultats publiés' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/qualite/resultats');
  await expect(page.getByRole('heading', { name: 'Résultats publiés', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(`Les résultats ${year} sont publiés.`)).toBeVisible();
  const link = page.getByRole('link', { name: 'Ouvrir la page publique des résultats' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/resultats\/[0-9a-f]{32}$/);

  const visitor = await browser.newContext();
  const pub = await visitor.newPage();
  await pub.goto(new URL(href!, page.url()).toString());
  await expect(pub.getByRole('heading', { name: `Résultats ${year} — Futurosud Formation`, level: 1 })).toBeVisible();
  await expect(pub.getByRole('link', { name: 'Télécharger en PDF' })).toBeVisible();
  await visitor.close();
});
