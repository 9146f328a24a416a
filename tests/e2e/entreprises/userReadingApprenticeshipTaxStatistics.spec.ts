// Journey (taxes): a user records the apprenticeship tax a company paid, reads the statistics page
// (per year, then the year's companies and antennes), and opens the company's taxes page from it.
import { antenneIri, checkA11y, expect, seed, signIn, test, uniqueName } from '../support.ts';

test("lire les statistiques de la taxe d'apprentissage et ouvrir l'entreprise versante", async ({ page, request }) => {
  const nice = await antenneIri(request, 'Nice');
  const name = uniqueName('Club Taxe ');
  const company = await seed(request, 'entreprises', { name, antenne: nice });
  await seed(request, 'entreprise_taxes', { entreprise: company['@id'], annee: 2041, taxes: 2500.5, montant_promis: 3000 });
  await seed(request, 'entreprise_taxes', { entreprise: company['@id'], annee: 2041, taxes: 499.5 });

  await signIn(page);
  await page.goto('/taxes/statistiques');
  await expect(page.getByRole('heading', { level: 1, name: "Statistiques de la taxe d'apprentissage" })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Taxe reçue par année' }).getByRole('row', { name: /^2041/ })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('combobox', { name: 'Année' }).click();
  await page.getByRole('option', { name: '2041' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Entreprises versantes en 2041' })).toBeVisible();
  const companies = page.getByRole('table', { name: 'Entreprises versantes en 2041' });
  await expect(companies.getByRole('row', { name: new RegExp(name) })).toContainText(/3\s000,00\s€/);
  await expect(page.getByRole('status').filter({ hasText: 'Total 2041' })).toContainText(/3\s000,00\s€ versés, 3\s000,00\s€ promis/);

  await companies.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/taxes/entreprise/${company.id}$`));
  await page.getByRole('tab', { name: /Taxe d’apprentissage/ }).click();
  await expect(page.getByText(/Total versé : 3\s000,00\s€/)).toBeVisible();
});
