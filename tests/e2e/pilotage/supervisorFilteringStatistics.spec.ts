// Journey: a supervisor opens the statistics, filters them by year and antenne, and the charts'
// tables change with the filters; « Toutes » is offered to the supervisor and not to an antenne's user. The kind of
// course the first view counts (apprenticeship) is shown as a filter, and « Tous » counts every course.
import { expect, signIn, test } from '../support.ts';

test('un superviseur filtre les statistiques par année et antenne ; « Toutes » lui est réservé', async ({ page }) => {
  await signIn(page, 'superviseur@demo.fr');
  await page.goto('/antenne/statistiques');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  const total = page.getByTestId('stats-total');
  await expect(total).toHaveText(/^Stagiaires : \d+$/);
  const byAntenne = page.getByRole('table', { name: 'Tableau : Stagiaires par antenne' });
  await expect(byAntenne.getByRole('row')).not.toHaveCount(2); // header + several antennes
  const initial = await total.textContent();
  await expect(page.getByRole('combobox', { name: 'Type de cursus' })).toHaveText('Apprentissage');

  // The antenne filter offers « Toutes » first.
  await page.getByRole('combobox', { name: 'Antenne' }).click();
  await expect(page.getByRole('option', { name: 'Toutes' })).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('/api/etudiants_statistiques_filtres') && r.url().includes('antenne=4'));
  await page.getByRole('option', { name: 'Antenne de Toulon' }).click();
  await answer;
  await expect(byAntenne.getByRole('row')).toHaveCount(2);
  await expect(byAntenne.getByRole('row').nth(1)).toContainText('Antenne de Toulon');

  // A year among the current one and the four before.
  const year = String(new Date().getFullYear() - 1);
  await page.getByRole('combobox', { name: 'Année' }).click();
  await expect(page.getByRole('option')).toHaveCount(6); // « Tous » + 5 years
  const filtered = page.waitForResponse((r) => r.url().includes(`annee=${year}`));
  await page.getByRole('option', { name: year }).click();
  await filtered;
  await expect(page.getByRole('heading', { name: `Entrées et sorties par mois (${year})` })).toBeVisible();
  const months = page.getByRole('table', { name: `Tableau : Entrées et sorties par mois (${year})` });
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(total).not.toHaveText(initial!);
  const everyCourse = page.waitForResponse((r) => r.url().includes('/api/etudiants_statistiques_filtres') && r.url().includes('type_cursus=-1'));
  await page.getByRole('combobox', { name: 'Type de cursus' }).click();
  await page.getByRole('option', { name: 'Tous', exact: true }).click();
  const all = (await (await everyCourse).json()) as { total: number; filtres: { type_cursus: number | null } };
  expect(all.filtres.type_cursus).toBeNull();
  await expect(total).toHaveText(`Stagiaires : ${all.total}`);

  // The table of a chart shown instead of it, and saved as CSV.
  const block = page.getByRole('region', { name: 'Stagiaires par statut' });
  await block.getByRole('button', { name: 'Voir le tableau' }).click();
  await expect(block.getByRole('table')).toBeVisible();
  const download = page.waitForEvent('download');
  await block.getByRole('button', { name: 'Exporter en CSV' }).click();
  expect((await download).suggestedFilename()).toBe('statistiques-stagiaires-par-statut.csv');
});

test("l'utilisateur d'une antenne ne voit que la sienne, sans « Toutes »", async ({ page }) => {
  await signIn(page, 'antenne1@demo.fr');
  await page.goto('/antenne/statistiques');
  await expect(page.getByTestId('stats-total')).toHaveText(/^Stagiaires : \d+$/);
  await page.getByRole('combobox', { name: 'Antenne' }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Toutes' })).toHaveCount(0);
});
