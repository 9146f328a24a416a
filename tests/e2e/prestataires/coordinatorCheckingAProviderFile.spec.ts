// Journey (providers): a coordinator opens a trainer's page and reads its file: the expired document
// and the criminal record extract over one month old are flagged, the missing documents listed; a photo is
// dropped through the spec's photo call and shown through the protected display.
import { antenneIri, checkA11y, expect, seed, signIn, test, uniqueName } from '../support.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const iso = (d: Date) => d.toISOString().slice(0, 10);
const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');

test("lire le dossier d'un formateur : document expiré signalé, photo déposée", async ({ page, request }) => {
  const nice = await antenneIri(request, 'Nice');
  const lastname = uniqueName('Formateur');
  const provider = await seed(request, 'prestataires', { type: 1, civility: 0, lastname, firstname: 'Jean', antenne: nice });
  const old = new Date(Date.now() - 70 * 86_400_000);
  await seed(request, 'prestataire_documents', { prestataire: provider['@id'], type: 3, name: 'Carte professionnelle', date_document: '2020-01-01', date_expiration: '2025-01-01' });
  await seed(request, 'prestataire_documents', { prestataire: provider['@id'], type: 5, name: 'Extrait de casier', date_document: iso(old) });
  await seed(request, 'prestataire_documents', { prestataire: provider['@id'], type: 1, name: 'CV' });

  await signIn(page, 'coordinateur@demo.fr');
  await page.goto(`/antenne/gestion-prestataires/${provider.id}`);
  const file = page.getByRole('region', { name: 'Dossier du prestataire' });
  await expect(file).toBeVisible();
  // The file is named once (no second title over the panel's own).
  await expect(page.getByRole('heading', { name: 'Dossier du prestataire' })).toHaveCount(1);
  await checkA11y(page);
  await expect(file.getByText('Expiré le 01/01/2025')).toBeVisible();
  await expect(file.getByText(`Plus d'un mois : à renouveler depuis le ${fr(iso(new Date(old.getTime() + 31 * 86_400_000)))}`)).toBeVisible();
  await expect(file.getByText('Manquant : Copie des diplômes')).toBeVisible();
  await expect(file.getByText("Manquant : Pièce d'identité")).toBeVisible();
  await expect(file.getByText('4 point(s) à régulariser.')).toBeVisible();
  await expect(file.getByText('Aucune photo.')).toBeVisible();

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/prestataires/${provider.id}`) && r.request().method() === 'POST'),
    file.getByLabel('Déposer une photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG }),
  ]);
  expect(response.status()).toBe(201);
  await expect(page.getByText('Photo modifiée avec succès.')).toBeVisible();
  await expect(file.getByRole('img', { name: `Photo de Jean ${lastname}` })).toBeVisible();
});
