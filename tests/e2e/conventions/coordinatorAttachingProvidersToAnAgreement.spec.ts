// Journey: a join list without a domain call is saved by generic writes. On an agreement's page, the
// coordinator ticks two providers in the « Prestataires rattachés » dialog: saving creates one link row each
// (POST /api/prestataire_conventions); removing one deletes its row, and nothing else is written.
import type { APIRequestContext, Request } from '@playwright/test';
import { antenneIri, apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

async function links(request: APIRequestContext, agreement: string): Promise<string[]> {
  const token = await apiToken(request);
  const res = await request.get(`/api/prestataire_conventions?antenne_convention=${encodeURIComponent(agreement)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
  });
  return ((await res.json()) as { 'hydra:member': { prestataire: string }[] })['hydra:member'].map((l) => l.prestataire).sort();
}

test('rattacher puis détacher des prestataires depuis la convention, par écritures génériques', async ({ page, request }) => {
  const prefix = uniqueName('Prest');
  const toulon = await antenneIri(request, 'Toulon');
  const agreement = await seed(request, 'antenne_conventions', { type: 0, convention_number: `CONV-${prefix}`, antenne: toulon });
  const providers = [];
  for (const l of ['A', 'B', 'C']) providers.push(await seed(request, 'prestataires', { type: 1, lastname: `${prefix}${l}`, firstname: 'Paul', antenne: toulon }));

  await signIn(page, 'coordinateur@demo.fr');
  await page.goto(`/antenne_conventions/${agreement.id}`);
  const section = page.getByRole('region', { name: /Prestataires rattachés/ });
  await section.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Prestataires rattachés : ajouter' });
  const searched = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/prestataires') && r.url().includes(prefix));
  await dialog.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
  await searched;
  await expect(dialog.getByRole('checkbox', { name: /^Sélectionner / })).toHaveCount(3);
  await dialog.getByRole('checkbox', { name: `Sélectionner Paul ${prefix}A` }).check();
  await dialog.getByRole('checkbox', { name: `Sélectionner Paul ${prefix}B` }).check();
  await dialog.getByRole('button', { name: 'Ajouter la sélection (2)' }).click();

  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') writes.push(r);
  });
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La donnée a bien été mise à jour')).toBeVisible();
  await expect(section.getByText('À ajouter')).toHaveCount(0);
  expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/prestataire_conventions', 'POST /api/prestataire_conventions']);
  expect(await links(request, agreement['@id'])).toEqual([providers[0]!['@id'], providers[1]!['@id']].sort());

  writes.length = 0;
  await section.getByRole('checkbox', { name: `Sélectionner Paul ${prefix}A` }).check();
  await section.getByRole('button', { name: 'Retirer la sélection (1)' }).click();
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(section.getByText('À retirer')).toHaveCount(0);
  await expect(section.getByRole('cell', { name: `${prefix}A`, exact: true })).toHaveCount(0);
  expect(writes.map((r) => r.method())).toEqual(['DELETE']);
  expect(await links(request, agreement['@id'])).toEqual([providers[1]!['@id']]);
});
