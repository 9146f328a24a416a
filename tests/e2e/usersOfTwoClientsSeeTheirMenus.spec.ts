// Journey: users of two clients sign in and each gets the menu their client profile gives (clients/demo.json,
// clients/sport.json): their own headings, only entries that lead to a screen. Each centre is served its own
// profile only: a sign-out then a sign-in of another centre's user on the same page gets that user's menu.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('l’administrateur du centre de démonstration voit le menu de son profil', async ({ page }) => {
  await signIn(page, 'admin@demo.fr');
  await expect(menu(page).getByRole('menu', { name: 'GESTION', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menu', { name: 'GESTION DU RÉSEAU' })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Antennes UFA' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Stagiaires', exact: true })).toBeVisible();
  // The dashboard and the GED have their screens now: both offered.
  await expect(menu(page).getByRole('menuitem', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'GED collaborative' })).toHaveAttribute('href', '/antenne/ged-collaborative');
  await menu(page).getByRole('menuitem', { name: 'Antennes UFA' }).click();
  await expect(page).toHaveURL(/\/futurosud\/antennes$/);
});

test('l’administrateur du réseau sportif voit les intitulés de son client', async ({ page }) => {
  await signIn(page, 'sport@demo.fr');
  await expect(menu(page).getByRole('menu', { name: 'GESTION DU RÉSEAU' })).toBeVisible();
  await expect(menu(page).getByRole('menu', { name: 'GESTION', exact: true })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Antennes UFA' })).toBeVisible();
});

test('après la déconnexion d’un centre, l’utilisateur d’un autre centre reçoit le menu de son profil', async ({ page }) => {
  const bundles: string[][] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/clients/' && response.request().method() === 'GET') {
      bundles.push(Object.keys(((await response.json()) as { files: Record<string, string> }).files));
    }
  });
  await signIn(page, 'admin@demo.fr');
  await expect(menu(page).getByRole('menu', { name: 'GESTION', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  // On the same page, without loading it again.
  await page.getByLabel('Adresse e-mail').fill('sport@demo.fr');
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(menu(page).getByRole('menu', { name: 'GESTION DU RÉSEAU' })).toBeVisible();
  await expect(menu(page).getByRole('menu', { name: 'GESTION', exact: true })).toHaveCount(0);
  // The login page was served no profile; each sign-in its own centre's only.
  await expect.poll(() => bundles).toEqual([[], ['demo.json'], ['sport.json']]);
});
