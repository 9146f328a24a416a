// Journeys through two instances of the product on one PostgreSQL, behind a proxy that alternates between them
// request by request (tests/e2e/ops/twoInstances.ts starts them and runs these with E2E_BASE_URL; the proxy names
// the instance that answered in `x-upstream`). Skipped in the ordinary run, where one server answers everything.
//   - a document deposited in the GED through one instance is downloaded through the other, byte for byte;
//   - a generation of 30 documents started on one is followed to 30 / 30 and its ZIP downloaded from the other.
import PizZip from 'pizzip';
import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { antenneIri, apiToken, expect, signIn, test, uniqueName } from '../support.ts';

test.skip(!process.env.E2E_BASE_URL, 'two instances behind the proxy only (tests/e2e/ops/twoInstances.ts)');

const upstreamOf = (r: Response) => r.headers()['x-upstream'];

/** Clicks `click` until the response `matches` comes from another instance than `other`; returns the download. */
async function downloadFromTheOther(
  page: Page,
  other: string,
  matches: (r: Response) => boolean,
  click: () => Promise<void>,
) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const answered = page.waitForResponse(matches);
    const download = page.waitForEvent('download');
    await click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const file = await (await download).path();
    if (upstreamOf(response) !== other) return readFileSync(file);
  }
  throw new Error(`every download was served by instance ${other}`);
}

test('un document déposé par une instance est téléchargé par l’autre', async ({ page }) => {
  const bytes = Buffer.from(`%PDF-1.4\n% ${uniqueName('deux instances ')}\n%%EOF\n`);
  await signIn(page, 'antenne1@demo.fr');
  await page.getByRole('menuitem', { name: 'GED collaborative' }).click();
  const tree = page.getByRole('tree', { name: 'Arborescence des dossiers' });
  await tree.getByText(/^Antenne – Antenne de Marseille \(\d+\)$/).click();
  await page.getByRole('button', { name: 'Déposer un document' }).click();
  const dialog = page.getByRole('dialog', { name: /^Déposer un document dans/ });
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/media_objects') && r.request().method() === 'POST',
  );
  await dialog
    .getByLabel('Fichier', { exact: true })
    .setInputFiles({ name: 'deux-instances.pdf', mimeType: 'application/pdf', buffer: bytes });
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  const from = upstreamOf(upload);
  expect(from).toMatch(/^[01]$/);
  const got = await downloadFromTheOther(
    page,
    from!,
    (r) => r.url().endsWith('/download') && r.request().method() === 'GET',
    () => dialog.getByRole('button', { name: 'Télécharger deux-instances.pdf' }).click(),
  );
  expect(got.equals(bytes)).toBe(true);
});

test('une génération de 30 documents lancée sur une instance est suivie et son ZIP téléchargé depuis l’autre', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const family = uniqueName('Lot');
  const toulon = await antenneIri(request, 'Toulon');
  const token = await apiToken(request);
  for (let i = 0; i < 30; i++) {
    const res = await request.post('/api/etudiants', {
      data: {
        type: 1,
        etat: 0,
        lastname: family,
        firstname: `Prénom${String(i).padStart(2, '0')}`,
        antenne: toulon,
        birthdate: '2005-04-12',
      },
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/ld+json',
        Accept: 'application/ld+json',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signIn(page, 'coordinateur@demo.fr');
  await page
    .getByRole('menu', { name: 'STAGIAIRES' })
    .getByRole('menuitem', { name: 'Stagiaires', exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaires');
  const searched = page.waitForResponse((r) => r.url().includes('/api/etudiants') && r.url().includes(`q=${family}`));
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(family);
  await searched;
  const rows = page.getByRole('row').filter({ hasText: family });
  // The first page shows 25 of the 30; 50 rows a page show them all.
  await expect(rows).toHaveCount(25);
  await page.getByRole('combobox', { name: /Lignes par page/ }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(rows).toHaveCount(30);
  await page.getByRole('columnheader').getByRole('checkbox').check();
  await page.getByRole('link', { name: 'Générer un document' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/antenne/modeles' && url.searchParams.get('etudiants')?.split(',').length === 30,
  );
  const panel = page.getByRole('region', { name: 'Générer un document' });
  const model = page
    .getByRole('table', { name: 'Modèles du dossier' })
    .getByRole('row')
    .filter({ hasText: "Attestation d'entrée en formation" });
  await model.getByRole('button', { name: "Générer Attestation d'entrée en formation" }).click();
  await panel.getByRole('radio', { name: 'PDF' }).check();
  const started = page.waitForResponse((r) => r.url().includes('/generer') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Lancer la génération' }).click();
  const start = await started;
  expect(start.status()).toBe(202);
  const from = upstreamOf(start);
  expect(from).toMatch(/^[01]$/);

  // Its progress is polled through the proxy, so read from both instances in turn.
  await expect(page.getByRole('progressbar', { name: '30 / 30 documents' })).toBeVisible({ timeout: 120_000 });
  const zip = await downloadFromTheOther(
    page,
    from!,
    (r) => r.url().includes('.zip') || (r.headers()['content-type'] ?? '').includes('zip'),
    () => panel.getByRole('button', { name: 'Télécharger le ZIP' }).click(),
  );
  const names = Object.keys(new PizZip(zip).files);
  expect(names).toHaveLength(30);
  expect(names.every((n) => n.startsWith('Attestation-d-entree-en-formation-') && n.endsWith('.pdf'))).toBe(true);
});
