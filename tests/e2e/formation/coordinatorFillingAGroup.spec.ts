// Journey: a coordinator fills a group from its page. « Ajouter » opens a dialog listing the trainees of the
// group's antenne, searched by name and paged; five are ticked at once, shown as pending, and « Enregistrer »
// saves them in exactly one request (the group's trainee list, PATCH /api/groupes/{id}/etudiants). Removals
// are pending too and « Annuler les modifications » discards them; a server refusal shows its French message
// and changes nothing. A guest sees the members without any editing control.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { antenneIri, apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

const COORDINATOR = 'coordinateur@demo.fr';

/** The serious or critical accessibility violations (axe) inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`);
}

async function groupMembers(request: APIRequestContext, id: number): Promise<string[]> {
  const token = await apiToken(request);
  const res = await request.get(`/api/groupes/${id}/etudiants`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { etudiants: { lastname: string }[] }).etudiants.map((t) => t.lastname).sort();
}

/** A group of the Toulon antenne and six trainees of it whose names share `prefix`, plus one of another antenne. */
async function groupWithCandidates(request: APIRequestContext, prefix: string) {
  const toulon = await antenneIri(request, 'Toulon');
  const group = await seed(request, 'groupes', { name: `Groupe ${prefix}`, antenne: toulon, etat: 0 });
  const names = ['A', 'B', 'C', 'D', 'E', 'F'].map((l) => `${prefix}${l}`);
  const trainees = [];
  for (const lastname of names) trainees.push(await seed(request, 'etudiants', { type: 1, civility: 1, lastname, firstname: 'Léa', antenne: toulon }));
  const elsewhere = await antenneIri(request, 'Nice');
  await seed(request, 'etudiants', { type: 1, civility: 1, lastname: `${prefix}Z`, firstname: 'Hors', antenne: elsewhere });
  return { group, names, trainees };
}

async function pickInDialog(page: Page, prefix: string, names: string[]) {
  const section = page.getByRole('region', { name: /Stagiaires du groupe/ });
  await section.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Stagiaires du groupe : ajouter' });
  await expect(dialog).toBeVisible();
  const searched = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/etudiants') && r.url().includes(prefix));
  await dialog.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
  await searched;
  // Only the trainees of the group's antenne are offered: the one of another antenne is not.
  await expect(dialog.getByRole('checkbox', { name: /^Sélectionner / })).toHaveCount(6);
  await expect(dialog.getByText(`${prefix}Z`)).toHaveCount(0);
  for (const name of names) await dialog.getByRole('checkbox', { name: `Sélectionner ${name} Léa` }).check();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: `Ajouter la sélection (${names.length})` }).click();
  await expect(dialog).toBeHidden();
  return section;
}

test('cinq stagiaires ajoutés au groupe dans un seul dialogue, enregistrés en une seule requête', async ({ page, request }) => {
  const prefix = uniqueName('Grp');
  const { group, names } = await groupWithCandidates(request, prefix);
  await signIn(page, COORDINATOR);
  await page.goto(`/stagiaire/gestion-des-groupes/${group.id}`);
  const section = await pickInDialog(page, prefix, names.slice(0, 5));

  // Pending, not saved: five rows marked « À ajouter », nothing in the API yet.
  await expect(section.getByText('Modifications non enregistrées : 5 ajout(s), 0 retrait(s).')).toBeVisible();
  await expect(section.getByText('À ajouter')).toHaveCount(5);
  expect(await groupMembers(request, group.id)).toEqual([]);

  const writes: Request[] = [];
  const listener = (r: Request) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') writes.push(r);
  };
  page.on('request', listener);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/groupes/${group.id}/etudiants`) && r.request().method() === 'PATCH');
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('La donnée a bien été mise à jour')).toBeVisible();
  await expect(section.getByText('À ajouter')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  page.off('request', listener);
  expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([`PATCH /api/groupes/${group.id}/etudiants`]);
  expect(JSON.parse(writes[0]!.postData() ?? '{}').etudiants).toHaveLength(5);

  // The group lists them, and the API agrees.
  for (const name of names.slice(0, 5)) await expect(section.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(section.getByText('(5 membre(s))')).toBeVisible();
  expect(await groupMembers(request, group.id)).toEqual(names.slice(0, 5).sort());

  // Removing two is pending until saved; « Annuler les modifications » discards it.
  await section.getByRole('checkbox', { name: `Sélectionner ${names[0]} Léa` }).check();
  await section.getByRole('checkbox', { name: `Sélectionner ${names[1]} Léa` }).check();
  expect(await seriousViolations(page, 'main section')).toEqual([]);
  await section.getByRole('button', { name: 'Retirer la sélection (2)' }).click();
  await expect(section.getByText('Modifications non enregistrées : 0 ajout(s), 2 retrait(s).')).toBeVisible();
  expect(await seriousViolations(page, 'main section')).toEqual([]);
  await section.getByRole('button', { name: 'Annuler les modifications' }).click();
  await expect(section.getByText('À retirer')).toHaveCount(0);
  expect(await groupMembers(request, group.id)).toEqual(names.slice(0, 5).sort());
});

test('un refus du serveur affiche son message en français et ne change rien', async ({ page, request }) => {
  const prefix = uniqueName('Ref');
  const { group, names, trainees } = await groupWithCandidates(request, prefix);
  await signIn(page, COORDINATOR);
  await page.goto(`/stagiaire/gestion-des-groupes/${group.id}`);
  const section = await pickInDialog(page, prefix, [names[5]!]);
  // Meanwhile the trainee is deleted by someone else: the server refuses to add a deleted trainee.
  const token = await apiToken(request);
  const gone = await request.patch(`/api/etudiants/${trainees[5]!.id}`, {
    data: { etat: 3 }, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/merge-patch+json' },
  });
  expect(gone.status()).toBe(200);
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Le stagiaire Léa ${names[5]} est supprimé : il ne peut pas être ajouté au groupe.`)).toBeVisible();
  // Nothing changed on the server; the change is still pending, to be cancelled.
  expect(await groupMembers(request, group.id)).toEqual([]);
  await expect(section.getByText('À ajouter')).toHaveCount(1);
  await section.getByRole('button', { name: 'Annuler les modifications' }).click();
  await expect(section.getByText('Aucun membre pour le moment.')).toBeVisible();
});

test('un invité voit les membres du groupe sans aucun contrôle de modification', async ({ page, request }) => {
  const prefix = uniqueName('Inv');
  const { group, names, trainees } = await groupWithCandidates(request, prefix);
  const token = await apiToken(request);
  const filled = await request.patch(`/api/groupes/${group.id}/etudiants`, {
    data: { etudiants: [trainees[0]!['@id']] }, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/merge-patch+json' },
  });
  expect(filled.status()).toBe(200);
  await signIn(page, 'invite@demo.fr');
  await page.goto(`/stagiaire/gestion-des-groupes/${group.id}`);
  const section = page.getByRole('region', { name: /Stagiaires du groupe/ });
  await expect(section.getByRole('cell', { name: names[0], exact: true })).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section.getByRole('checkbox')).toHaveCount(0);
});
