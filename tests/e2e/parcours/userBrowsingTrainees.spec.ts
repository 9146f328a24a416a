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
