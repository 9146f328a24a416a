// Journey: a planner creates a group with the form, adds five trainees in one dialog (one PATCH of the group's
// trainee list), then transfers two of them to another active group of the antenne from the group's page:
// one request, both groups' counts change (3 left, 2 arrived) and the member list reloads. The group's
// timetable opens the planning. A guest sees the count but no transfer.
import type { APIRequestContext, Page } from '@playwright/test';
import { antenneIri, apiToken, chooseOption, expect, seed, signIn, test, uniqueName } from '../support.ts';

const PLANNER = 'coordinateur@demo.fr';

async function membersOf(request: APIRequestContext, id: number): Promise<string[]> {
  const token = await apiToken(request);
  const res = await request.get(`/api/groupes/${id}/etudiants`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  return ((await res.json()) as { etudiants: { lastname: string }[] }).etudiants.map((t) => t.lastname).sort();
}

async function addInDialog(page: Page, prefix: string, names: string[]) {
  const section = page.getByRole('region', { name: /Stagiaires du groupe/ });
  await section.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Stagiaires du groupe : ajouter' });
  const searched = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/etudiants') && r.url().includes(prefix));
  await dialog.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
  await searched;
  for (const name of names) await dialog.getByRole('checkbox', { name: `Sélectionner ${name} Léa` }).check();
  await dialog.getByRole('button', { name: `Ajouter la sélection (${names.length})` }).click();
  await expect(dialog).toBeHidden();
  const saved = page.waitForResponse((r) => r.url().includes('/api/groupes/') && r.url().endsWith('/etudiants') && r.request().method() === 'PATCH');
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  return section;
}

test('un planificateur crée un groupe, y ajoute cinq stagiaires d’un coup, en transfère deux et voit les deux effectifs changer', async ({ page, request }) => {
  const prefix = uniqueName('Trf');
  const toulon = await antenneIri(request, 'Toulon');
  const names = ['A', 'B', 'C', 'D', 'E'].map((l) => `${prefix}${l}`);
  for (const lastname of names) await seed(request, 'etudiants', { type: 1, civility: 1, lastname, firstname: 'Léa', antenne: toulon });
  const other = await seed(request, 'groupes', { name: `${prefix} accueil`, antenne: toulon, etat: 0 });
  await seed(request, 'groupes', { name: `${prefix} archivé`, antenne: toulon, etat: 1 });

  await signIn(page, PLANNER);
  await page.goto('/stagiaire/gestion-des-groupes');
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${prefix} départ`);
  await chooseOption(page, 'Antenne', 'Toulon', 'Antenne de Toulon');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Groupe ajouté avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} départ` })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const section = await addInDialog(page, prefix, names);
  await expect(section.getByText('(5 membre(s))')).toBeVisible();
  // The count follows the member list once the page is back in focus; reload to read it now.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Organisation du groupe' }).getByText('Ce groupe compte 5 stagiaire(s).')).toBeVisible();

  // Transfer two to the other active group: the archived one is not offered.
  await page.getByRole('button', { name: 'Transférer des stagiaires' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transférer des stagiaires vers un autre groupe' });
  await dialog.getByRole('combobox', { name: 'Groupe de destination' }).click();
  await expect(page.getByRole('option', { name: `${prefix} archivé` })).toHaveCount(0);
  await page.getByRole('option', { name: `${prefix} accueil` }).click();
  await dialog.getByRole('checkbox', { name: `Sélectionner ${names[0]} Léa` }).check();
  await dialog.getByRole('checkbox', { name: `Sélectionner ${names[1]} Léa` }).check();
  const moved = page.waitForResponse((r) => r.url().endsWith(`/api/groupes/${id}/transfer`) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Transférer (2)' }).click();
  expect((await moved).status()).toBe(200);
  await expect(page.getByText(`2 stagiaire(s) transféré(s) vers « ${prefix} accueil ».`)).toBeVisible();
  const panel = page.getByRole('region', { name: 'Organisation du groupe' });
  await expect(panel.getByText('Ce groupe compte 3 stagiaire(s).')).toBeVisible();
  await expect(panel.getByText(`Le groupe « ${prefix} accueil » compte maintenant 2 stagiaire(s).`)).toBeVisible();
  await expect(page.getByRole('region', { name: /Stagiaires du groupe/ }).getByText('(3 membre(s))')).toBeVisible();
  expect(await membersOf(request, id)).toEqual(names.slice(2).sort());
  expect(await membersOf(request, other.id)).toEqual(names.slice(0, 2).sort());

  // The other group's page counts two.
  await panel.getByRole('link', { name: `Ouvrir le groupe « ${prefix} accueil »` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} accueil` })).toBeVisible();
  await expect(page.getByRole('region', { name: /Stagiaires du groupe/ }).getByText('(2 membre(s))')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organisation du groupe' }).getByText('Ce groupe compte 2 stagiaire(s).')).toBeVisible();

  // Its timetable opens the planning filtered on it.
  await page.getByRole('link', { name: 'Emploi du temps du groupe' }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaire/planning\\?groupe=${other.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
});

test('un invité lit l’effectif du groupe sans pouvoir transférer', async ({ page, request }) => {
  const toulon = await antenneIri(request, 'Toulon');
  const group = await seed(request, 'groupes', { name: uniqueName('Lecture '), antenne: toulon, etat: 0 });
  await signIn(page, 'invite@demo.fr');
  await page.goto(`/stagiaire/gestion-des-groupes/${group.id}`);
  const panel = page.getByRole('region', { name: 'Organisation du groupe' });
  await expect(panel.getByText('Ce groupe compte 0 stagiaire(s).')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Transférer des stagiaires' })).toHaveCount(0);
});
