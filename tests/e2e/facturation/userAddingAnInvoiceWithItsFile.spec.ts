// Journey (invoicing): a user adds a trainee's invoice with its PDF through the invoices' form; the
// spec's notice « Facture ajoutée avec succès » shows and the invoice keeps its file. Then, from the menu's
// « Aides mobilisées », the trainee's line shows the invoice, its agreement number (the demo profile allows it)
// and what is still due; the payment filter and the CSV follow.
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { antenneIri, apiToken, checkA11y, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';

test('ajouter une facture avec son PDF', async ({ page, request }) => {
  const lastname = uniqueName('Facturé');
  const nice = await antenneIri(request, 'Nice');
  const convention = uniqueName('CONV-');
  const agreement = await seed(request, 'antenne_conventions', { type: 1, convention_number: convention, name: 'Convention aides', antenne: nice });
  await seed(request, 'etudiants', { type: 1, etat: 0, lastname, firstname: 'Mia', antenne: nice, antenne_convention: agreement['@id'] });
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(lastname, { x: 10, y: 100, size: 8 });
  const pdf = Buffer.from(await doc.save());
  const numero = uniqueName('FAC-');

  await signIn(page);
  await page.goto('/facturation/factures');
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/facturation\/factures\/nouveau/);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await checkA11y(page);
  const who = page.getByRole('combobox', { name: 'Stagiaire' });
  const searched = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes(encodeURIComponent(lastname)));
  await who.fill(lastname);
  await searched;
  await page.getByRole('option', { name: new RegExp(lastname) }).first().click();
  await expect(who).toHaveValue(new RegExp(lastname));
  await page.getByRole('combobox', { name: 'Type de facture' }).click();
  await page.getByRole('option', { name: 'Coût pédagogique', exact: true }).click();
  await page.getByRole('textbox', { name: 'Numéro de facture' }).fill(numero);
  await fillDate(page, 'Date de facture', '15/10/2026');
  await page.getByRole('textbox', { name: /^Montant/ }).fill('1250,50');
  await page.locator('input[type="file"][name="file"]').setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('button', { name: 'Télécharger facture.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Facture ajoutée avec succès')).toBeVisible();

  const token = await apiToken(request);
  const list = await (await request.get(`/api/etudiant_document_factures?numero=${encodeURIComponent(numero)}`, { headers: { Authorization: `Bearer ${token}` } })).json() as { 'hydra:member': { montant: number; file: string | null }[] };
  expect(list['hydra:member']).toHaveLength(1);
  expect(list['hydra:member'][0]).toMatchObject({ montant: 1250.5, file: expect.stringMatching(/^\/api\/media_objects\/\d+$/) });

  // The aid billing list, from the menu.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Aides mobilisées' }).click();
  await expect(page).toHaveURL(new RegExp('/facturation/aides-mobilisees$'));
  await expect(page.getByRole('heading', { level: 1, name: 'Aides mobilisées' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom du stagiaire' }).fill(lastname);
  const table = page.getByRole('table', { name: 'Facturation des aides par stagiaire' });
  const row = table.getByRole('row', { name: new RegExp(lastname) });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('columnheader', { name: 'Convention' })).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([`${lastname} Mia`, convention, '1', /^1\s250,50\s€$/, /^0,00\s€$/, /^1\s250,50\s€$/, '15/10/2026']);
  await checkA11y(page);
  // Nothing paid yet: « Tout payé » leaves it out, « Reste dû » keeps it.
  await page.getByRole('combobox', { name: 'Paiement' }).click();
  await page.getByRole('option', { name: 'Tout payé' }).click();
  await expect(page.getByText('Aucun stagiaire pour ces filtres.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Paiement' }).click();
  await page.getByRole('option', { name: 'Reste dû' }).click();
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('aides-mobilisees.csv');
  const csv = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(csv[0]).toBe('\uFEFFStagiaire;Convention;Factures;Montant total;Payé;Restant;Dernière facture');
  expect(csv.slice(1, -1)).toEqual([`${lastname} Mia;${convention};1;1250,5;0;1250,5;15/10/2026`]);
  await expect(page.getByText('Fichier des aides mobilisées téléchargé.')).toBeVisible();
});
