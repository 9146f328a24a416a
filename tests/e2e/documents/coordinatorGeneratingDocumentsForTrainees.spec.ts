// Journey: a coordinator selects five trainees on the trainee list, « Générer un document »
// opens the models page with them, they generate the « Attestation d'entrée en formation » as PDF, follow the
// progress bar to 5 / 5, download the ZIP of the five documents, and find the document in one trainee's
// documents tab.
import PizZip from 'pizzip';
import { readFileSync } from 'node:fs';
import { antenneIri, expect, seed, signIn, test, uniqueName } from '../support.ts';

test('un modèle est généré pour cinq stagiaires, avec l’avancement, le ZIP et le document de chacun', async ({ page, request }) => {
  // The conversion alone may take most of a minute on two busy cores.
  test.setTimeout(150_000);
  const family = uniqueName('Attest');
  const toulon = await antenneIri(request, 'Toulon');
  const firstnames = ['Anna', 'Bruno', 'Chloé', 'David', 'Emma'];
  const trainees = [];
  for (const firstname of firstnames) trainees.push(await seed(request, 'etudiants', { type: 1, etat: 0, lastname: family, firstname, antenne: toulon, birthdate: '2005-04-12' }));

  await signIn(page, 'coordinateur@demo.fr');
  await page.goto('/stagiaires');
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(family);
  const rows = page.getByRole('row').filter({ hasText: family });
  await expect(rows).toHaveCount(5);
  for (const firstname of firstnames) await rows.filter({ hasText: firstname }).getByRole('checkbox').check();
  await page.getByRole('link', { name: 'Générer un document' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/antenne/modeles' && url.searchParams.get('etudiants')?.split(',').length === 5);
  await expect(page.getByRole('heading', { name: 'Modèles de documents', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Générer un document' });
  for (const firstname of firstnames) await expect(panel.getByRole('button', { name: `${family.toUpperCase()} ${firstname}` })).toBeVisible();
  // The model chosen from the folder's table; the variables it uses are shown there.
  const models = page.getByRole('table', { name: 'Modèles du dossier' });
  const model = models.getByRole('row').filter({ hasText: "Attestation d'entrée en formation" });
  await expect(model).toContainText('{etudiant.nom}');
  // The training actions a model is offered for (modele_action_formations): the demo links the first model of the
  // folder to two diplomas, the others to every training.
  await expect(model.getByRole('cell').nth(3)).toHaveText('Toutes');
  await expect(models.getByRole('row').filter({ hasText: 'Attestation de présence' }).getByRole('cell').nth(3)).toHaveText(/\S+, \S+/);
  await model.getByRole('button', { name: "Générer Attestation d'entrée en formation" }).click();
  await expect(panel.getByRole('combobox', { name: 'Modèle à générer' })).toHaveText("Attestation d'entrée en formation");
  await panel.getByRole('radio', { name: 'PDF' }).check();
  const started = page.waitForResponse((r) => r.url().includes('/generer') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Lancer la génération' }).click();
  expect((await started).status()).toBe(202);

  // LibreOffice converts the five in one start (a fresh profile each job): seconds on a quiet machine, more beside the
  // other worker's journeys; its own limit is a minute (LIBREOFFICE_TIMEOUT_MS).
  await expect(page.getByRole('progressbar', { name: '5 / 5 documents' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('5 document(s) généré(s), rangé(s) dans les documents des stagiaires.')).toBeVisible();
  const results = panel.getByRole('list', { name: 'Documents générés' });
  await expect(results.getByRole('link')).toHaveCount(5);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Télécharger le ZIP' }).click();
  const zipFile = await (await download).path();
  const names = Object.keys(new PizZip(readFileSync(zipFile)).files);
  expect(names).toHaveLength(5);
  expect(names.every((n) => n.startsWith(`Attestation-d-entree-en-formation-${family.toUpperCase()}`) && n.endsWith('.pdf'))).toBe(true);

  // One trainee's documents tab holds the generated document.
  await results.getByRole('link', { name: `${family.toUpperCase()} Chloé` }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainees[2]!.id}\\?onglet=documents`));
  const section = page.getByRole('region', { name: 'Documents administratifs' });
  await expect(section.getByRole('row').filter({ hasText: "Attestation d'entrée en formation" })).toBeVisible();
});
