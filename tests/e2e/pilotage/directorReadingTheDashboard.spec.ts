// Journey: a director opens the dashboard from the menu: the antennes with their totals, one antenne's detail, the
// providers, the OPCO trainees, the OPCO files and their status, the aid billing exported as CSV, the active agreements and the invoices; picking
// one antenne narrows the table to it.
import { antenneIri, expect, seed, signIn, test, uniqueName } from '../support.ts';

test("un directeur lit le tableau de bord, ouvre le détail d'une antenne et exporte la facturation", async ({ page, request }) => {
  // An apprenticeship file just filed with its OPCO: the latest of the dashboard's OPCO files.
  const trainee = await seed(request, 'etudiants', { type: 1, lastname: uniqueName('Opco'), firstname: 'Lina', antenne: await antenneIri(request, 'Toulon') });
  const contract = await seed(request, 'etudiant_contrats', { etudiant: trainee['@id'], type_contrat: 11, date_debut: '2025-09-01', date_fin: '2027-08-31' });
  const numero = uniqueName('DEP-');
  await seed(request, 'opco_depots', { etudiant_contrat: contract['@id'], opco: 2, statut: 'depose', numero_depot: numero, date_envoi: new Date().toISOString(), message: 'Dossier reçu' });
  await signIn(page, 'superviseur@demo.fr');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Tableau de bord', exact: true }).click();
  await expect(page).toHaveURL(/\/antenne\/tableau_de_bord$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const antennes = page.getByRole('table', { name: 'Antennes' });
  await expect(antennes.getByRole('row').last()).toContainText('Total');
  await antennes.getByRole('button', { name: "Détail de l'antenne Antenne de Nice" }).click();
  const dialog = page.getByRole('dialog', { name: "Détail de l'antenne Antenne de Nice" });
  await expect(dialog.getByRole('table')).toContainText('Stagiaires');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await expect(page.getByRole('region', { name: 'Prestataires' })).toContainText(/Total : \d+/);
  await expect(page.getByRole('region', { name: 'Stagiaires par OPCO' })).toContainText(/Stagiaires : \d+/);
  const depots = page.getByRole('region', { name: 'Dossiers OPCO' });
  await expect(depots).toContainText(/Prêts à envoyer : \d+ · déposés : [1-9]\d* · en échec : \d+/);
  await expect(depots.getByRole('row', { name: new RegExp(`AKTO Déposé ${numero} Dossier reçu`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conventions actives' })).toContainText(/convention\(s\) active\(s\)/);
  await expect(page.getByRole('table', { name: 'Factures' })).toBeVisible();
  // Money in the French format wherever it shows: « 2 250,00 € », never « 2250 ».
  const amounts = page.getByRole('table', { name: 'Factures' }).getByRole('row').nth(1).getByRole('cell').nth(3);
  await expect(amounts).toHaveText(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
  await expect(page.getByRole('table', { name: 'Facturation des aides' }).getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^-?\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter la facturation (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('facturation-aides.csv');

  await page.getByRole('combobox', { name: 'Antenne' }).click();
  await page.getByRole('option', { name: 'Antenne de Toulon' }).click();
  await expect(antennes.getByRole('row')).toHaveCount(3); // header, Toulon, total
  await expect(antennes.getByRole('row').nth(1)).toContainText('Antenne de Toulon');
});
