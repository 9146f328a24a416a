// Journey (companies): from the companies directory of the menu, « Créer » opens the creation from a
// SIRET, where a user creates a company. The SIRET is checked as it is typed
// (Luhn) and shown grouped; the registry (a local stub) answers 404 and 503 with the spec's messages, the form
// says once that the company may be entered by hand; then the registry fills the form, the company is saved and
// its page shows its identity and the panel of its contacts, follow-ups, taxes, documents and contracts.
import type { Page } from '@playwright/test';
import { checkA11y, expect, seed as seedRecord, signIn, test } from '../support.ts';
import { startRegistryStub, validSiret, type RegistryStub } from '../registryStub.ts';

/** The directory from the menu, then its « Créer ». */
async function openSiretCreation(page: Page): Promise<void> {
  await page.getByRole('menu', { name: 'ENTREPRISES' }).getByRole('menuitem', { name: 'Annuaire des entreprises' }).click();
  await expect(page).toHaveURL(/\/entreprise\/annuaire-entreprise$/);
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entreprise/creation-siret');
}

let stub: RegistryStub;
test.beforeAll(async () => { stub = await startRegistryStub(); });
test.afterAll(async () => { await stub?.close(); });

test("créer une entreprise depuis son SIRET, avec les messages de l'annuaire", async ({ page, request }) => {
  const seed = Date.now();
  const good = validSiret(seed);
  const missing = validSiret(seed + 7);
  const down = validSiret(seed + 13);
  stub.failures.set(missing, 404);
  stub.failures.set(down, 503);
  const name = `CLUB NAUTIQUE ${seed.toString(36).toUpperCase()}`;
  stub.units.set(good, {
    siren: good.slice(0, 9), nom_complet: name, nom_raison_sociale: name, nature_juridique: '9220', activite_principale: '93.12Z', etat_administratif: 'A',
    siege: { siret: good, numero_voie: '12', type_voie: 'QUAI', libelle_voie: 'DES ETATS UNIS', code_postal: '06300', libelle_commune: 'NICE', departement: '06',
      activite_principale: '93.12Z', est_siege: true, etat_administratif: 'A', liste_enseignes: null },
    matching_etablissements: [],
  });

  await signIn(page);
  await openSiretCreation(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle entreprise' })).toBeVisible();
  await checkA11y(page);
  const siret = page.getByRole('textbox', { name: 'SIRET ou SIREN' });
  const lookup = page.getByRole('button', { name: "Rechercher dans l'annuaire" });

  // A wrong check digit is refused as typed, before any call.
  const wrong = good.slice(0, 13) + String((Number(good[13]) + 1) % 10);
  await siret.fill(wrong);
  await expect(page.getByText("Le SIRET n'est pas valide : le chiffre de contrôle ne correspond pas.")).toBeVisible();
  await lookup.click();
  expect(stub.asked).not.toContain(wrong);

  // 404 and 503: the spec's messages; the hand-entry note shows once.
  await siret.fill(missing);
  await lookup.click();
  await expect(page.getByRole('status').getByText("L'entreprise n'a pas été trouvée.")).toBeVisible();
  await siret.fill(down);
  await lookup.click();
  await expect(page.getByRole('status').getByText('Le service est indisponible.')).toBeVisible();
  const byHand = page.getByText("L'annuaire des entreprises ne répond pas : vous pouvez saisir l'entreprise à la main.");
  await expect(byHand).toHaveCount(1);
  await lookup.click();
  await expect(page.getByRole('status').getByText('Le service est indisponible.')).toBeVisible();
  await expect(byHand).toHaveCount(1);

  // The registry fills the form; the SIRET is shown grouped.
  await siret.fill(`${good.slice(0, 3)} ${good.slice(3, 6)} ${good.slice(6, 9)} ${good.slice(9)}`);
  await lookup.click();
  await expect(page.getByRole('status').getByText(`Fiche remplie depuis l'annuaire : ${name}. Vérifiez-la puis enregistrez.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Raison sociale' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Ville', exact: true })).toHaveValue('NICE');
  await expect(page.getByRole('textbox', { name: 'Code postal' })).toHaveValue('06300');
  const grouped = `${good.slice(0, 3)} ${good.slice(3, 6)} ${good.slice(6, 9)} ${good.slice(9)}`;
  await expect(page.getByText(`SIRET : ${grouped} · SIREN : ${good.slice(0, 3)} ${good.slice(3, 6)} ${good.slice(6, 9)}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('04 93 00 00 00');

  await page.getByRole('combobox', { name: 'Antenne' }).click();
  await page.getByRole('option', { name: /Nice/ }).first().click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/entreprises') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enregistrer' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: number; siret: string; code_naf: string; departement: string };
  expect(created).toMatchObject({ siret: good, code_naf: '93.12Z', departement: '06' });

  // The company's page: its identity, and its panel (a new company has no contact yet).
  await expect(page).toHaveURL(new RegExp(`/entreprise/${created.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(grouped).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "Dans l'entreprise" })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contacts (0)' })).toBeVisible();
  // Contacts, follow-ups, taxes and documents are the panel's tabs only, not a second time as lists below it.
  await expect(page.getByRole('heading', { name: 'Contacts', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Taxe d'apprentissage", exact: true })).toHaveCount(0);
  await expect(page.getByText('Aucun contact.')).toBeVisible();
  await page.getByRole('tab', { name: /Stagiaires et contrats/ }).click();
  await expect(page.getByText("Aucun stagiaire n'est employé par cette entreprise.")).toBeVisible();

  // A contact's phone, stored as typed, reads as everywhere else: in pairs.
  await seedRecord(request, 'entreprise_contacts', { entreprise: `/api/entreprises/${created.id}`, lastname: 'Martin', firstname: 'Paul', phone: '0611223344' });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Contacts (1)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '06 11 22 33 44' })).toBeVisible();
});

test("sans réponse de l'annuaire, l'entreprise est saisie à la main", async ({ page }) => {
  const siret = validSiret(Date.now() + 29);
  stub.failures.set(siret, 503);
  const name = `ATELIER MAIN ${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await openSiretCreation(page);
  await page.getByRole('textbox', { name: 'SIRET ou SIREN' }).fill(siret);
  await page.getByRole('button', { name: "Rechercher dans l'annuaire" }).click();
  await expect(page.getByText("L'annuaire des entreprises ne répond pas : vous pouvez saisir l'entreprise à la main.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Raison sociale' }).fill(name);
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('TOULON');
  await page.getByRole('combobox', { name: 'Antenne' }).click();
  await page.getByRole('option', { name: /Toulon/ }).first().click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/entreprises') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enregistrer' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: number; siret: string; name: string };
  expect(created).toMatchObject({ siret, name });
  await expect(page).toHaveURL(new RegExp(`/entreprise/${created.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
