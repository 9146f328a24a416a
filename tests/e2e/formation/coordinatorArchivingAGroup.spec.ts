// Journey: a coordinator's group list shows the active groups (etat 0); archived ones appear only with the
// « Archivés » chip. A group is archived from its page after a confirmation (the spec's notice), leaves the
// default list, shows with the chip, and comes back with « Désarchiver »; then the same from a row of the list,
// and through the list's bulk actions. A group's page lists its active sessions, the archived ones with its
// own chip. A guest sees no such control.
import type { APIRequestContext, Page } from '@playwright/test';
import { antenneIri, apiToken, chooseOption, expect, seed, signIn, test, uniqueName } from '../support.ts';

const COORDINATOR = 'coordinateur@demo.fr';
const LIST = '/stagiaire/gestion-des-groupes';

async function etatOf(request: APIRequestContext, id: number): Promise<number> {
  const token = await apiToken(request, COORDINATOR);
  const answer = await request.get(`/api/groupes/${id}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  return ((await answer.json()) as { etat: number }).etat;
}

/** The groups of this run only: the list's search box narrows to the run's prefix. */
async function search(page: Page, prefix: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Rechercher un groupe' });
  // The list keeps its filters while the app runs: back on it, the search is still there.
  if ((await box.inputValue()) === prefix) return;
  const searched = page.waitForResponse((r) => r.url().includes('/api/groupes?') && r.url().includes(`name=${prefix}`));
  await box.fill(prefix);
  await searched;
}

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test('un groupe archivé est caché jusqu’à la puce « Archivés », puis revient avec « Désarchiver »', async ({ page, request }) => {
  const prefix = uniqueName('Arch');
  const antenne = await antenneIri(request, 'Toulon');
  const active = await seed(request, 'groupes', { name: `${prefix} actif`, antenne }, COORDINATOR);
  await seed(request, 'groupes', { name: `${prefix} ancien`, antenne, etat: 1 }, COORDINATOR);

  await signIn(page, COORDINATOR);
  // Opened directly, the list (and its first page drawn before the app starts) asks for the active groups.
  const first = page.waitForRequest((r) => r.url().includes('/api/groupes?') && r.url().includes('etat=0'));
  await page.goto(LIST);
  await first;
  await search(page, prefix);
  await expect(row(page, `${prefix} actif`)).toBeVisible();
  await expect(row(page, `${prefix} ancien`)).toHaveCount(0);

  // The chip shows the archived ones instead.
  const chip = page.getByRole('button', { name: 'Archivés' });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, `${prefix} ancien`)).toBeVisible();
  await expect(row(page, `${prefix} actif`)).toHaveCount(0);
  await chip.click();
  await expect(row(page, `${prefix} actif`)).toBeVisible();

  // Archived from its page, with the spec's notice.
  await row(page, `${prefix} actif`).click();
  await expect(page).toHaveURL(new RegExp(`/${active.id}$`));
  // The list stays on screen while the detail page's chunk loads: wait for the page itself.
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} actif` })).toBeVisible();
  const patched = page.waitForResponse((r) => r.url().endsWith(`/api/groupes/${active.id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Archiver', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Archiver « ${prefix} actif » ?` });
  await expect(confirm).toContainText('peut être désarchivé');
  await confirm.getByRole('button', { name: 'Archiver' }).click();
  expect(JSON.parse((await patched).request().postData() ?? '{}')).toEqual({ etat: 1 });
  await expect(page.getByText('Groupe archivé avec succès')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Désarchiver', exact: true })).toBeVisible();
  expect(await etatOf(request, active.id)).toBe(1);

  // Gone from the default list, there with the chip.
  await page.getByRole('link', { name: 'Groupes' }).click();
  await search(page, prefix);
  await expect(page.getByText('Aucun résultat ne correspond aux filtres.')).toBeVisible();
  await expect(row(page, `${prefix} actif`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Archivés' }).click();
  await expect(row(page, `${prefix} actif`)).toBeVisible();
  await expect(row(page, `${prefix} ancien`)).toBeVisible();

  // « Désarchiver » brings it back.
  await row(page, `${prefix} actif`).click();
  await page.getByRole('button', { name: 'Désarchiver', exact: true }).click();
  await page.getByRole('dialog', { name: `Désarchiver « ${prefix} actif » ?` }).getByRole('button', { name: 'Désarchiver' }).click();
  await expect(page.getByText('Groupe désarchivé avec succès')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archiver', exact: true })).toBeVisible();
  expect(await etatOf(request, active.id)).toBe(0);
  await page.getByRole('link', { name: 'Groupes' }).click();
  // The list remembers its filters: « Archivés » is still on, one click turns it off.
  await expect(page.getByRole('button', { name: 'Archivés' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Archivés' }).click();
  await expect(page.getByRole('button', { name: 'Archivés' })).toHaveAttribute('aria-pressed', 'false');
  await search(page, prefix);
  await expect(row(page, `${prefix} actif`)).toBeVisible();
  await expect(row(page, `${prefix} ancien`)).toHaveCount(0);
});

test('archiver une ligne de la liste après confirmation, la désarchiver de même ; les sessions d’un groupe', async ({ page, request }) => {
  const prefix = uniqueName('Ligne');
  const antenne = await antenneIri(request, 'Toulon');
  const group = await seed(request, 'groupes', { name: `${prefix} A`, antenne }, COORDINATOR);
  await seed(request, 'groupes', { name: `${prefix} B`, antenne }, COORDINATOR);
  await seed(request, 'antenne_groupe_sessions', { name: `${prefix} session en cours`, antenne, groupe: group['@id'] }, COORDINATOR);
  await seed(request, 'antenne_groupe_sessions', { name: `${prefix} session close`, antenne, groupe: group['@id'], etat: 1 }, COORDINATOR);

  await signIn(page, COORDINATOR);
  await page.goto(LIST);
  await search(page, prefix);
  // One control of the state: the chip, no « État » filter beside it.
  await expect(page.getByRole('combobox', { name: 'État' })).toHaveCount(0);
  // « Archiver » of a row asks first; « Annuler » leaves the group as it was, on its list.
  await row(page, `${prefix} A`).getByRole('button', { name: `Archiver ${prefix} A` }).click();
  const confirm = page.getByRole('dialog', { name: `Archiver « ${prefix} A » ?` });
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${LIST}(\\?|$)`));
  expect(await etatOf(request, group.id)).toBe(0);
  await row(page, `${prefix} A`).getByRole('button', { name: `Archiver ${prefix} A` }).click();
  await confirm.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByText('Groupe archivé avec succès')).toBeVisible();
  await expect(row(page, `${prefix} A`)).toHaveCount(0);
  await expect(row(page, `${prefix} B`)).toBeVisible();
  expect(await etatOf(request, group.id)).toBe(1);
  await page.getByRole('button', { name: 'Archivés' }).click();
  await row(page, `${prefix} A`).getByRole('button', { name: `Désarchiver ${prefix} A` }).click();
  await page.getByRole('dialog', { name: `Désarchiver « ${prefix} A » ?` }).getByRole('button', { name: 'Désarchiver' }).click();
  await expect(page.getByText('Groupe désarchivé avec succès')).toBeVisible();
  await expect(row(page, `${prefix} A`)).toHaveCount(0);
  expect(await etatOf(request, group.id)).toBe(0);

  // The group's page lists its active sessions; its own « Archivés » chip shows the archived one.
  await page.goto(`${LIST}/${group.id}`);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('row', { name: new RegExp(`${prefix} session en cours`) })).toBeVisible();
  await expect(sessions.getByRole('row', { name: new RegExp(`${prefix} session close`) })).toHaveCount(0);
  await sessions.getByRole('button', { name: 'Archivés' }).click();
  await expect(sessions.getByRole('row', { name: new RegExp(`${prefix} session close`) })).toBeVisible();
  await expect(sessions.getByRole('row', { name: new RegExp(`${prefix} session en cours`) })).toHaveCount(0);
});

test('archiver puis désarchiver une sélection depuis la liste', async ({ page, request }) => {
  const prefix = uniqueName('Lot');
  const antenne = await antenneIri(request, 'Toulon');
  const groups = [];
  for (const n of [1, 2, 3]) groups.push(await seed(request, 'groupes', { name: `${prefix} ${n}`, antenne }, COORDINATOR));

  await signIn(page, COORDINATOR);
  await page.goto(LIST);
  await search(page, prefix);
  for (const n of [1, 2]) await row(page, `${prefix} ${n}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Archiver la sélection' }).click();
  await expect(page.getByText('Sélection archivée : 2 enregistrement(s)')).toBeVisible();
  await expect(row(page, `${prefix} 1`)).toHaveCount(0);
  await expect(row(page, `${prefix} 2`)).toHaveCount(0);
  await expect(row(page, `${prefix} 3`)).toBeVisible();
  expect(await etatOf(request, groups[0]!.id)).toBe(1);
  expect(await etatOf(request, groups[2]!.id)).toBe(0);

  await page.getByRole('button', { name: 'Archivés' }).click();
  await row(page, `${prefix} 1`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Désarchiver la sélection' }).click();
  await expect(page.getByText('Sélection désarchivée : 1 enregistrement(s)')).toBeVisible();
  await expect(row(page, `${prefix} 1`)).toHaveCount(0);
  await expect(row(page, `${prefix} 2`)).toBeVisible();
  expect(await etatOf(request, groups[0]!.id)).toBe(0);
});

test('un invité voit la puce mais ni « Archiver », ni « Supprimer », ni archivage de la sélection', async ({ page, request }) => {
  const prefix = uniqueName('Invit');
  const antenne = await antenneIri(request, 'Toulon');
  const group = await seed(request, 'groupes', { name: `${prefix} lu`, antenne }, COORDINATOR);
  await signIn(page, 'invite@demo.fr');
  await page.goto(LIST);
  await search(page, prefix);
  await expect(row(page, `${prefix} lu`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archivés' })).toBeVisible();
  // He may select rows to export them, never to archive them.
  await row(page, `${prefix} lu`).getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Exporter la sélection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archiver la sélection' })).toHaveCount(0);
  await row(page, `${prefix} lu`).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/${group.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} lu` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archiver' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await page.goBack();
  await expect(row(page, `${prefix} lu`)).toBeVisible();
  await expect(row(page, `${prefix} lu`).getByRole('button', { name: /Archiver/ })).toHaveCount(0);
});

test('un type de compétence est supprimé définitivement après confirmation, avec la notice de la spécification', async ({ page, request }) => {
  const type = await seed(request, 'prestataire_competence_types', { name: uniqueName('Soudure ') }, COORDINATOR);
  await signIn(page, COORDINATOR);
  await page.goto(`/prestataire_competence_types/${type.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(type.name));
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('La suppression est définitive');
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/prestataire_competence_types/${type.id}`) && r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText('Compétence type supprimée avec succès. (suppression définitive)')).toBeVisible();
  await expect(page).toHaveURL(/\/prestataire_competence_types$/);
});

test('un groupe créé puis modifié par le formulaire : les notices de la spécification, non la notice générique', async ({ page }) => {
  const name = uniqueName('Nouveau ');
  await signIn(page, COORDINATOR);
  await page.goto(LIST);
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await chooseOption(page, 'Antenne', 'Toulon', 'Antenne de Toulon');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Groupe ajouté avec succès')).toBeVisible();
  await expect(page.getByText('La donnée a bien été créée')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Modifier' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${name} bis`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La donnée a bien été mise à jour')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} bis` })).toBeVisible();
});
