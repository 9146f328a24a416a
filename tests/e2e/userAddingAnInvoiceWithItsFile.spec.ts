// Journey (issue 16, invoicing): a user adds a trainee's invoice with its PDF through the invoices' form; the
// spec's notice « Facture ajoutée avec succès » shows and the invoice keeps its file.
import { PDFDocument } from 'pdf-lib';
import { antenneIri, apiToken, checkA11y, expect, fillDate, seed, signIn, test, uniqueName } from './support.ts';

test('ajouter une facture avec son PDF', async ({ page, request }) => {
  const lastname = uniqueName('Facturé');
  await seed(request, 'etudiants', { type: 1, etat: 0, lastname, firstname: 'Mia', antenne: await antenneIri(request, 'Nice') });
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
});
