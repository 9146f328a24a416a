// Journey: a coordinator plans the post-training follow-ups of a trainee who left almost three months
// ago, finds the 3-month one due, records the trainee's situation and shares it with the trainee.
import { apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

test('le suivi à 3 mois d’un stagiaire sorti est planifié puis saisi', async ({ page, request }) => {
  const family = uniqueName('Sortie');
  const toulon = (await (await request.get('/api/antennes?name=Toulon', { headers: { Authorization: `Bearer ${await apiToken(request)}` } })).json())['hydra:member'][0]['@id'];
  // Left 3 months minus 5 days ago: the 3-month follow-up falls due within the fortnight.
  const exit = new Date();
  exit.setMonth(exit.getMonth() - 3);
  exit.setDate(exit.getDate() + 5);
  await seed(request, 'etudiants', { type: 1, etat: 1, lastname: family, firstname: 'Inès', antenne: toulon, dt_date_entree: '2024-09-02', date_sortie: exit.toISOString().slice(0, 10) });

  await signIn(page);
  await page.goto('/post-formation/suivi-stagiaire');
  await expect(page.getByRole('heading', { name: 'Suivi des stagiaires après la formation' })).toBeVisible();
  await page.getByRole('button', { name: 'Planifier les suivis d’un stagiaire sorti' }).click();
  const plan = page.getByRole('dialog');
  const searched = page.waitForResponse((r) => r.url().includes('/api/etudiants?') && r.url().includes(family));
  await plan.getByRole('combobox', { name: 'Stagiaire sorti' }).fill(family);
  await searched;
  await page.getByRole('option', { name: `${family} Inès` }).click();
  await plan.getByRole('button', { name: 'Planifier' }).click();
  await expect(page.getByText('4 suivi(s) planifié(s).')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher un stagiaire' }).fill(family);
  const table = page.getByRole('table', { name: 'Suivis post-formation' });
  await expect(table.getByRole('row')).toHaveCount(5);
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('3 mois');
  await expect(first).toContainText('À faire');
  await first.getByRole('button', { name: `Saisir le suivi 3 mois de ${family} Inès` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Situation' }).click();
  await page.getByRole('option', { name: 'En emploi' }).click();
  await dialog.getByRole('combobox', { name: 'Type de contrat' }).click();
  await page.getByRole('option', { name: 'CDI à temps plein' }).click();
  await dialog.getByLabel('Employeur ou organisme').fill('Centre aquatique de Toulon');
  await dialog.getByLabel('Partager avec le stagiaire (visible sur son portail)').check();
  const saved = page.waitForResponse((r) => r.url().includes('/api/suivi_post_formations/') && r.request().method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Le suivi a bien été enregistré.')).toBeVisible();
  const done = table.getByRole('row').filter({ hasText: '3 mois' }).filter({ hasText: 'Fait' });
  await expect(done).toContainText('En emploi');
  await expect(done).toContainText('Oui');
});
