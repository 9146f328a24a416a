// Journey (files): a coordinator attaches a PDF as an administrative document of a trainee through
// the admin. The drop zone shows the server's limits; an executable and a file over the limit are refused in the
// widget with the French reason, a file whose content lies about its type is refused by the server with its
// French message, and none of them is stored (API count). The PDF is sent, the document is listed with its type,
// its file and its end of validity (red: past); opened, its file downloads with the bearer token and the
// bytes are the ones sent. Also: the document types offered are the client profile's, and a provider's photo
// is drawn from an object URL of an authenticated fetch.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { antenneIri, apiToken, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';
import { types_document_administratif } from '../../../src/shared/reference/documents.ts';

const COORDINATOR = 'coordinateur@demo.fr';

/** A small but well-formed PDF (one empty page), with a marker so that its bytes are this test's. */
function pdfBytes(marker: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = `%PDF-1.4\n% ${marker}\n`;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function count(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
}

test('un coordinateur joint un PDF comme document administratif d\'un stagiaire', async ({ page, request }) => {
  const lastname = uniqueName('Dossier');
  const trainee = await seed(request, 'etudiants', {
    type: 1, civility: 1, lastname, firstname: 'Inès', antenne: await antenneIri(request, 'Toulon'),
  });
  const token = await apiToken(request, COORDINATOR);
  const files = () => count(request, token, '/api/media_objects?itemsPerPage=1');
  const documents = () => count(request, token, `/api/etudiant_documents?etudiant=${encodeURIComponent(trainee['@id'])}`);
  const limits = await (await request.get('/api/media_objects/limits', { headers: { Authorization: `Bearer ${token}` } })).json() as { maxBytes: number; maxSize: string };
  const filesBefore = await files();

  await signIn(page, COORDINATOR);
  // The documents tab of the trainee page, by its address; it reopens when coming back from the form.
  await page.goto(`/stagiaires/${trainee.id}?onglet=documents`);
  const section = page.getByRole('region', { name: 'Documents administratifs' });
  await expect(section.getByText('Aucun enregistrement pour le moment.')).toBeVisible();
  await section.getByRole('link', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/etudiant_documents\/nouveau\?/);
  await expect(page.getByRole('combobox', { name: 'Stagiaire' })).toHaveValue(new RegExp(lastname));

  await page.getByRole('combobox', { name: 'Type de document' }).click();
  await page.getByRole('option', { name: "Carte nationale d'identité", exact: true }).click();
  await page.getByRole('textbox', { name: 'Intitulé' }).fill("Carte d'identité recto verso");
  await fillDate(page, 'Fin de validité', '31/01/2026');

  // The limits are shown before anything is sent.
  await expect(page.getByText(new RegExp(`^Taille maximale : ${limits.maxSize}\\. Types acceptés : pdf, png, jpg`))).toBeVisible();
  const input = page.locator('input[type="file"][name="file"]');
  const refusal = page.getByRole('alert').filter({ hasText: 'Le fichier' });

  // An executable: refused in the widget, by its type.
  await input.setInputFiles({ name: 'installateur.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1') });
  await expect(refusal).toHaveText(/^Le fichier « installateur\.exe » n'est pas d'un type accepté\. Types acceptés : pdf, /);
  // Over the limit: refused in the widget, naming its size and the limit.
  const tooBig = Buffer.alloc(limits.maxBytes + 2 * 1024 * 1024, 0x20);
  tooBig.write('%PDF-1.4\n');
  await input.setInputFiles({ name: 'scan-complet.pdf', mimeType: 'application/pdf', buffer: tooBig });
  await expect(refusal).toHaveText(`Le fichier « scan-complet.pdf » pèse 12 Mo : la taille maximale autorisée est ${limits.maxSize}.`);
  // An executable renamed .pdf passes the widget's check by name; the server reads its content and refuses it.
  await input.setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00binaire', 'latin1') });
  await expect(refusal).toHaveText('Le fichier « facture.pdf » est vide ou son contenu ne correspond pas à son extension.');
  expect(await files()).toBe(filesBefore);

  // A first file, then replaced by the PDF before saving: the first one is not kept.
  await input.setInputFiles({ name: 'brouillon.txt', mimeType: 'text/plain', buffer: Buffer.from('Brouillon\n') });
  await expect(page.getByRole('button', { name: 'Télécharger brouillon.txt' })).toBeVisible();
  await expect(page.getByText('10 o · Texte')).toBeVisible();
  expect(await files()).toBe(filesBefore + 1);

  // The PDF: sent with its progress, then shown with its name, size and type.
  const pdf = pdfBytes(lastname);
  await input.setInputFiles({ name: 'carte-identite.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('button', { name: 'Télécharger carte-identite.pdf' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByText(/ o · PDF$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remplacer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer' })).toBeVisible();
  await expect.poll(files).toBe(filesBefore + 1);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // Back on the trainee: the document is listed with its type, its file and its end of validity, past (red).
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  const row = section.getByRole('row').filter({ hasText: "Carte d'identité recto verso" });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: "Carte nationale d'identité" })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Télécharger carte-identite.pdf' })).toBeVisible();
  await expect(row.getByText('Expiré depuis le 31/01/2026')).toBeVisible();
  await expect(row.locator('[data-expiry="expired"]')).toHaveCSS('color', 'rgb(183, 28, 28)');
  expect(await documents()).toBe(1);

  // Opened: a preview, and the download gives back the very bytes sent, under the original name.
  await row.getByRole('cell', { name: "Carte nationale d'identité" }).click();
  await expect(page).toHaveURL(/\/etudiant_documents\/\d+$/);
  await expect(page.getByTitle('Aperçu de carte-identite.pdf')).toBeVisible();
  const downloading = page.waitForEvent('download', (d) => d.suggestedFilename() === 'carte-identite.pdf');
  await page.getByRole('button', { name: 'Télécharger carte-identite.pdf' }).click();
  const download = await downloading;
  const received = await readFile((await download.path())!);
  expect(received.equals(pdf)).toBe(true);
  expect(await files()).toBe(filesBefore + 1);
});

test('les types de document administratif proposés sont ceux du profil du client', async ({ page }) => {
  // The sport centre's profile names 12 administrative document types; the demo centre's names none (all 70).
  const sport = JSON.parse(readFileSync('clients/sport.json', 'utf8')) as { common: { stagiaire: { typeDocumentAdministratifs: number[] } } };
  const listed = types_document_administratif.filter((t) => sport.common.stagiaire.typeDocumentAdministratifs.includes(t.id as number)).map((t) => t.label);
  expect(listed).toHaveLength(12);
  for (const [email, expected] of [['sport@demo.fr', listed], [COORDINATOR, types_document_administratif.map((t) => t.label)]] as const) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email);
    await page.goto('/etudiant_documents/nouveau');
    await page.getByRole('combobox', { name: 'Type de document' }).click();
    await expect(page.getByRole('option')).toHaveCount(expected.length);
    expect(await page.getByRole('option').allTextContents()).toEqual(expected);
    await page.keyboard.press('Escape');
  }
});

test("la photo d'un prestataire s'affiche, chargée avec le jeton de session et non par une adresse publique", async ({ page, request }) => {
  const token = await apiToken(request, COORDINATOR);
  const auth = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
  const provider = await seed(request, 'prestataires', { type: 1, lastname: uniqueName('Portrait'), antenne: await antenneIri(request, 'Toulon') }, COORDINATOR);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const photo = await request.post('/api/media_objects', { headers: auth, multipart: { file: { name: 'portrait.png', mimeType: 'image/png', buffer: png } } });
  expect(photo.status(), await photo.text()).toBe(201);
  const patched = await request.patch(provider['@id'], {
    headers: { ...auth, 'Content-Type': 'application/merge-patch+json' }, data: { photo: ((await photo.json()) as { '@id': string })['@id'] },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  // Without the token, the file is not served.
  expect((await request.get(`${((await photo.json()) as { '@id': string })['@id']}/download`)).status()).toBe(401);

  await signIn(page, COORDINATOR);
  await page.goto(`/antenne/gestion-prestataires/${provider.id}`);
  const image = page.getByRole('img', { name: 'Aperçu de portrait.png' });
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
