// Journey: a planner opens the site settings (« Paramétrage du site »), closes a site for a week (the table is
// redrawn from the create's closing list), and sees a period overlapping it refused by the server in French,
// nothing added; the period is then deleted. An antenne-level user has no « Paramétrage du site » in the menu
// and is refused the page.
import { apiToken, expect, fillDate, signIn, test } from '../support.ts';

/** A Monday in the far future that differs on each run (a retry must not meet the first attempt's week). */
function futureMonday(): Date {
  const d = new Date(Date.UTC(2030, 0, 7)); // a Monday (closings are bounded to 20 years ahead)
  d.setUTCDate(d.getUTCDate() + 7 * (Math.floor(Date.now() / 1000) % 700));
  return d;
}
const iso = (d: Date) => d.toISOString().slice(0, 10);
const fr = (d: Date) => `${iso(d).slice(8, 10)}/${iso(d).slice(5, 7)}/${iso(d).slice(0, 4)}`;
const plus = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

test('un planificateur ferme un site une semaine et voit refuser une fermeture qui la chevauche', async ({ page, request }) => {
  const monday = futureMonday();
  const friday = plus(monday, 4);
  const label = `Semaine ${iso(monday)}`;
  await signIn(page, 'admin@demo.fr');
  await page.getByRole('menuitem', { name: 'Paramétrage du site' }).click();
  await expect(page).toHaveURL(/\/antenne\/parametrage-du-site/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paramétrage du site' })).toBeVisible();
  // Choose the Toulon site.
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'Antenne de Toulon' }).click();
  await expect(page).toHaveURL(/\?antenne=\d+$/);
  await expect(page.getByRole('region', { name: 'Identité du site' }).getByText('Antenne de Toulon')).toBeVisible();
  const antenne = Number(new URL(page.url()).searchParams.get('antenne'));

  const form = page.getByRole('form', { name: 'Ajouter une fermeture' });
  await form.getByRole('textbox', { name: 'Motif' }).fill(label);
  await fillDate(form, 'Du', fr(monday));
  await fillDate(form, 'Au', fr(friday));
  const created = page.waitForResponse((r) => r.url().endsWith('/api/antenne_fermetures') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enregistrer la fermeture' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Période de fermeture ajoutée avec succès')).toBeVisible();
  const table = page.getByRole('table', { name: 'Périodes de fermeture du site' });
  const row = table.getByRole('row', { name: new RegExp(label) });
  await expect(row).toContainText(fr(monday));
  await expect(row).toContainText(fr(friday));

  // A bridge overlapping the Friday: refused in French, nothing added.
  await form.getByRole('textbox', { name: 'Motif' }).fill('Pont du vendredi');
  await fillDate(form, 'Du', fr(friday));
  await fillDate(form, 'Au', fr(plus(friday, 3)));
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/antenne_fermetures') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enregistrer la fermeture' }).click();
  expect((await refused).status()).toBe(422);
  const message = `Du : Cette période chevauche la fermeture « ${label} » (du ${fr(monday)} au ${fr(friday)}) : deux périodes de fermeture d'une antenne ne peuvent pas se chevaucher.`;
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(table.getByRole('row', { name: /Pont du vendredi/ })).toHaveCount(0);
  const token = await apiToken(request);
  const list = await request.get(`/api/antenne_fermetures?antenne=${antenne}&pagination=false`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  const labels = ((await list.json()) as { 'hydra:member': { label: string }[] })['hydra:member'].map((f) => f.label);
  expect(labels).toContain(label);
  expect(labels).not.toContain('Pont du vendredi');

  // Deleted, it leaves the table.
  await row.getByRole('button', { name: /^Supprimer la fermeture/ }).click();
  await expect(page.getByText('Période de fermeture supprimée')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(label) })).toHaveCount(0);
});

test('un utilisateur d’antenne ne voit pas le paramétrage du site', async ({ page }) => {
  await signIn(page, 'antenne1@demo.fr');
  await expect(page.getByRole('menuitem', { name: 'Stagiaires', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Paramétrage du site' })).toHaveCount(0);
  await page.goto('/antenne/parametrage-du-site');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramétrage du site' })).toHaveCount(0);
});
