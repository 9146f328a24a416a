// Journey: a list opened directly (a bookmark, a reload) shows its first page before the app has started
// (src/admin/instant/): the same columns, labels and values as the list, then the app's own list takes its
// place; a row clicked meanwhile opens its record. The app's script is held back here so that the early page
// can be looked at, then let go.
import type { Page } from '@playwright/test';
import { antenneIri, checkA11y, expect, seed, signIn, test } from './support.ts';

// The first column is the selection's (bulk actions: « Exporter la sélection »), without a title.
const COLUMNS = ['', 'Civilité', 'Nom', 'Prénom', 'Date de naissance', 'Ville', 'Antenne', 'Session de diplôme', 'Type de cursus', 'Statut', 'État'];

/** Holds the app's script (not the early page's) until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/startApp-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

// Upper case and "AAA": first in the list's order (by name), whatever the other journeys add.
const firstName = () => `AAA-TÔT-${Date.now().toString(36).toUpperCase()}`;

test('la première page d’une liste ouverte directement est la même que celle de la liste', async ({ page, request }) => {
  const lastname = firstName();
  await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Inès', civility: 1, etat: 1, city: 'Antibes', antenne: await antenneIri(request, 'Nice'), birthdate: '2001-03-04' });
  await signIn(page);
  const release = await holdApp(page);
  await page.goto('/stagiaires');

  const early = page.locator('.fs-instant');
  await expect(early.getByRole('columnheader')).toHaveText(COLUMNS);
  // Accessible as the app's pages are: axe on the early page alone.
  await checkA11y(page, '.fs-instant');
  // Shown with the session: the last path visited (spec 000 section 2), as the app would record it.
  expect(await page.evaluate(() => localStorage.getItem('lastPath'))).toBe('/stagiaires');
  const row = early.getByRole('row').filter({ hasText: lastname });
  await expect(row.getByRole('cell')).toHaveText(['', 'Madame', lastname, 'Inès', '04/03/2001', 'Antibes', 'Antenne de Nice', 'Non placé', 'Non renseigné', 'Non renseigné', 'Sorti']);
  const rows = early.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  const cells: string[][] = [];
  for (let i = 0; i < count; i++) cells.push(await rows.nth(i).getByRole('cell').allInnerTexts());

  // The app starts: the early page goes, the list shows the very same rows and cells.
  release();
  await expect(early).toHaveCount(0);
  const listed = page.locator('#root tbody tr');
  await expect(listed).toHaveCount(count);
  for (let i = 0; i < count; i++) await expect(listed.nth(i).getByRole('cell')).toHaveText(cells[i]!);
  await expect(page.getByRole('table')).toHaveCount(1);
  // It is the working list: its search filters.
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  await expect(listed).toHaveCount(1);
});

test('une ligne cliquée sur la première page ouvre l’enregistrement', async ({ page, request }) => {
  const lastname = firstName();
  const trainee = await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Noé', antenne: await antenneIri(request, 'Marseille') });
  await signIn(page);
  const release = await holdApp(page);
  await page.goto('/stagiaires');
  const early = page.locator('.fs-instant');
  await early.getByRole('row').filter({ hasText: lastname }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await expect(early).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: `${lastname} Noé` })).toBeVisible();
  await expect(page.getByText('Antenne de Marseille').first()).toBeVisible();
});

test('une ligne de la première page s’ouvre au clavier', async ({ page, request }) => {
  const lastname = firstName();
  const trainee = await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Léon', antenne: await antenneIri(request, 'Nice') });
  await signIn(page);
  const release = await holdApp(page);
  await page.goto('/stagiaires');
  const row = page.locator('.fs-instant').getByRole('row').filter({ hasText: lastname });
  await expect(row).toBeVisible();
  // Each row is a tab stop (the trainees of the tests above sort before this one).
  for (let i = 0; i < 5 && !(await row.evaluate((tr) => tr === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  release();
  await expect(page.getByRole('heading', { level: 1, name: `${lastname} Léon` })).toBeVisible();
});
