// Journey: the trainee list shows French column labels and labelled values, and filters by name and state;
// candidates (same API resource, type 0) stay out of it.
import { antenneIri, expect, seed, signIn, test, uniqueName } from '../support.ts';

test('la liste des stagiaires est en français et se filtre', async ({ page, request }) => {
  const lastname = uniqueName('Filtrage');
  const antenne = await antenneIri(request, 'Nice');
  await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Inès', civility: 1, etat: 1, city: 'Antibes', antenne, birthdate: '2001-03-04' });
  await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Hugo', civility: 0, etat: 0, city: 'Menton', antenne });
  await seed(request, 'etudiants', { type: 0, lastname, firstname: 'Candidat', civility: 0, antenne });

  await signIn(page);
  await page.getByRole('menuitem', { name: 'Stagiaires', exact: true }).click();
  await expect(page).toHaveURL(/\/stagiaires$/);
  // The selection column first (bulk actions), without a title.
  await expect(page.getByRole('columnheader')).toHaveText(
    ['', 'Civilité', 'Nom', 'Prénom', 'Date de naissance', 'Ville', 'Antenne', 'Session de diplôme', 'Type de cursus', 'Statut', 'État'],
  );
  await expect(page.getByText('Lignes par page')).toBeVisible();

  // Search by name (the search box sends q, x-search): only this test's two trainees, not the candidate.
  const search = page.getByRole('textbox', { name: 'Rechercher par nom' });
  const filtered = page.waitForResponse((r) => r.url().includes('/api/etudiants') && r.url().includes(`q=${lastname}`));
  await search.fill(lastname);
  await filtered;
  const rows = page.getByRole('row').filter({ hasText: lastname });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'Candidat' })).toHaveCount(0);

  // Labelled values, never raw ids or IRIs: civility, state, antenne name, DD/MM/YYYY date.
  const ines = page.getByRole('row').filter({ hasText: 'Inès' });
  await expect(ines).toContainText('Madame');
  await expect(ines).toContainText('Sorti');
  await expect(ines).toContainText('Antenne de Nice');
  await expect(ines).toContainText('04/03/2001');
  await expect(ines).not.toContainText('/api/');

  // Filter by state "Présent": Inès (sortie) disappears.
  await page.getByRole('combobox', { name: 'État' }).click();
  await page.getByRole('option', { name: 'Présent' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Hugo');
});

test('les candidatures sont une autre vue de la même ressource', async ({ page, request }) => {
  const lastname = uniqueName('Vue');
  const antenne = await antenneIri(request, 'Toulon');
  await seed(request, 'etudiants', { type: 0, lastname, firstname: 'Candidate', antenne, candidature_type: 2 });
  await signIn(page);
  await page.goto('/candidatures');
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  const row = page.getByRole('row').filter({ hasText: lastname });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Prescrite');
  await page.goto('/stagiaires');
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  await expect(page.getByText('Aucun résultat ne correspond aux filtres.')).toBeVisible();
});

test('un tri, une page et une recherche demandent la liste au serveur une seule fois, dès le clic', async ({ page }) => {
  await signIn(page);
  await page.getByRole('menuitem', { name: 'Stagiaires', exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // When the address takes the new parameters (react-admin writes them on the next tick, then draws the list again).
  await page.evaluate(() => {
    const w = window as unknown as { addressAt: number[] };
    w.addressAt = [];
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      w.addressAt.push(performance.now());
      push(...args);
    };
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/api\/etudiants\?/.test(r.url())) asked.push(decodeURIComponent(r.url()));
  });
  /** The list's request sent for the last change: it left before the address changed. */
  const sentBeforeTheAddress = () =>
    page.evaluate(() => {
      const w = window as unknown as { addressAt: number[] };
      const lists = performance.getEntriesByType('resource').filter((e) => /\/api\/etudiants\?/.test(e.name));
      return lists.at(-1)!.startTime < w.addressAt.at(-1)!;
    });

  await page.getByRole('columnheader', { name: 'Prénom' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=firstname/);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('order[firstname]=ASC');
  expect(await sentBeforeTheAddress()).toBe(true);

  await page.getByRole('button', { name: 'Aller à la page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(2);
  expect(asked[1]).toMatch(/page=2.*order\[firstname\]=ASC|order\[firstname\]=ASC.*page=2/);
  expect(await sentBeforeTheAddress()).toBe(true);

  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill('Martin');
  await expect(page).toHaveURL(/Martin/);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(3);
  expect(asked[2]).toContain('q=Martin');
  expect(await sentBeforeTheAddress()).toBe(true);
  await expect(page.getByRole('row').nth(1)).toContainText('Martin');
});
