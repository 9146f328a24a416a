// Journey (cerfa 10103): a user fills the apprenticeship contract form of a trainee in contract, in
// four steps pre-filled from the contract, the trainee, the company and the tutor; the form refuses in French an
// apprentice under 15, the required boxes left empty (the apprentice's past, the master's job) and reversed dates; each step is saved on the contract: after a reload the entered values,
// the steps filled and the status are still there; once the four steps are valid, the status is « Validation du
// formulaire », then moves to « Envoi à l'entreprise », and the PDF is generated and holds the entered values
// (read back from its fields with pdf-lib).
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { antenneIri, checkA11y, dateField, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';
import { validSiret } from '../registryStub.ts';

test("remplir le cerfa 10103 d'un stagiaire en contrat et en générer le PDF", async ({ page, request }) => {
  const nice = await antenneIri(request, 'Nice');
  const lastname = uniqueName('Apprentie');
  const company = await seed(request, 'entreprises', { name: uniqueName('Club Nautique '), siret: validSiret(Date.now() + 99), statut: 3, idcc: '2511', antenne: nice });
  const trainee = await seed(request, 'etudiants', { type: 1, etat: 0, civility: 1, lastname, firstname: 'Léa', birthdate: '2007-03-14', city: 'Nice', antenne: nice });
  const contract = await seed(request, 'etudiant_contrats', {
    etudiant: trainee['@id'], entreprise: company['@id'], type_contrat: 11, date_conclusion: '2026-08-20', date_debut: '2026-09-01', date_fin: '2028-08-31',
    duree_hebdo: 35, tuteur_lastname: 'Durand', tuteur_firstname: 'Paul',
  });

  await signIn(page);
  // From the trainee's « Contrats et ruptures » tab: the contract's row opens its page, which opens the cerfa.
  await page.goto(`/stagiaires/${trainee.id}`);
  await page.getByRole('tab', { name: 'Contrats et ruptures' }).click();
  const contrats = page.getByRole('region', { name: 'Contrats et ruptures' });
  await expect(contrats.getByRole('link', { name: 'Cerfa 10103 du contrat 01/09/2026 → 31/08/2028' }))
    .toHaveAttribute('href', `/stagiaire/contrats/${contract.id}/cerfa`);
  await contrats.getByRole('link', { name: 'Fiche du contrat 01/09/2026 → 31/08/2028' }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaire/contrats/${contract.id}$`));
  await page.getByRole('link', { name: 'Remplir le cerfa 10103' }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaire/contrats/${contract.id}/cerfa$`));
  await expect(page.getByRole('heading', { level: 1, name: "Contrat d'apprentissage (cerfa 10103)" })).toBeVisible();
  await checkA11y(page);
  const next = page.getByRole('button', { name: 'Valider et continuer' });

  // 1. The employer, from the company.
  await expect(page.getByRole('textbox', { name: 'Nom et prénom ou dénomination' })).toHaveValue(String(company.name));
  await expect(page.getByRole('combobox', { name: "Type d'employeur" })).toHaveText(/15 - Association/);
  await next.click();
  await expect(page.getByText('Étapes validées : 1 sur 4')).toBeVisible();
  await expect(page.getByText('Statut : formulaire en cours de saisie')).toBeVisible();

  // 2. The apprentice: under 15 at the start of the contract is refused.
  await expect(page.getByRole('textbox', { name: 'Nom de naissance' })).toHaveValue(lastname);
  // The dates are French pickers (JJ/MM/AAAA whatever the browser's language).
  await fillDate(page, 'Date de naissance', '10/01/2012');
  await next.click();
  await expect(page.getByText("L'apprenti doit avoir au moins 15 ans au début du contrat.")).toBeVisible();
  await fillDate(page, 'Date de naissance', '14/03/2007');
  await page.getByRole('textbox', { name: 'Commune' }).fill('Antibes');
  // The boxes the official form requires, which the records do not hold, are asked for before the step is valid.
  await next.click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  await expect(page.getByText('Étapes validées : 1 sur 4')).toBeVisible();
  for (const [box, option] of [['Situation avant ce contrat', '1 - Scolaire'], ['Diplôme ou titre le plus élevé obtenu', '41 - Baccalauréat professionnel'],
    ['Dernière classe / année suivie', '1 - Dernière année du cycle suivie, diplôme ou titre obtenu']]) {
    await page.getByRole('combobox', { name: box }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await next.click();
  await expect(page.getByText('Étapes validées : 2 sur 4')).toBeVisible();

  // Saved on the contract: a reload opens the next step, and the apprentice's step keeps what was entered.
  await page.reload();
  await expect(page.getByText('Étapes validées : 2 sur 4')).toBeVisible();
  await expect(page.getByText('Statut : formulaire en cours de saisie')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "Le(s) maître(s) d'apprentissage" })).toBeVisible();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByRole('textbox', { name: 'Commune' })).toHaveValue('Antibes');
  await expect(dateField(page, 'Date de naissance').locator('input')).toHaveValue('14/03/2007');
  await next.click();
  await expect(page.getByText('Étapes validées : 2 sur 4')).toBeVisible();

  // 3. The master of apprenticeship, from the contract's tutor.
  const master = page.getByRole('group', { name: "Maître d'apprentissage n° 1" });
  await expect(master.getByRole('textbox', { name: 'Nom de naissance' })).toHaveValue('Durand');
  await fillDate(master, 'Date de naissance', '02/05/1980');
  await master.getByRole('textbox', { name: 'Emploi occupé' }).fill('Moniteur de voile');
  await master.getByRole('combobox', { name: 'Diplôme ou titre le plus élevé obtenu' }).click();
  await page.getByRole('option', { name: '41 - Baccalauréat professionnel' }).click();
  await master.getByRole('textbox', { name: "Années d'expérience professionnelle" }).fill('5');
  await next.click();
  await expect(page.getByText('Étapes validées : 3 sur 4')).toBeVisible();

  // 4. The contract and the training: reversed dates are refused; the remuneration follows the age brackets.
  await fillDate(page, 'Date de fin du contrat', '01/08/2026');
  await next.click();
  await expect(page.getByText("La date de fin du contrat doit être postérieure à sa date de début d'exécution.")).toBeVisible();
  await fillDate(page, 'Date de fin du contrat', '31/08/2028');
  await expect(page.getByRole('textbox', { name: 'Année 2 : % du SMIC' })).toHaveValue('51');
  await page.getByRole('combobox', { name: 'Diplôme ou titre visé' }).click();
  await page.getByRole('option', { name: '41 - Baccalauréat professionnel' }).click();
  await page.getByRole('textbox', { name: 'Intitulé précis' }).fill('BPJEPS Activités nautiques');
  await next.click();
  await expect(page.getByText('Étapes validées : 4 sur 4')).toBeVisible();
  await expect(page.getByText('Formulaire complet : le PDF peut être généré.')).toBeVisible();
  await expect(page.getByText('Statut : Validation du formulaire')).toBeVisible();
  await page.getByRole('button', { name: "Passer à « Envoi à l'entreprise »" }).click();
  await expect(page.getByText("Statut : Envoi à l'entreprise")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Statut : Envoi à l'entreprise")).toBeVisible();
  await expect(page.getByText('Étapes validées : 4 sur 4')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Générer le PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`cerfa-10103-${lastname}.pdf`);
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  const form = pdf.getForm();
  expect(form.getTextField('employeur.denomination').getText()).toBe(String(company.name));
  expect(form.getTextField('apprenti.nom').getText()).toBe(lastname);
  expect(form.getTextField('apprenti.date_naissance').getText()).toBe('14/03/2007');
  expect(form.getTextField('apprenti.commune').getText()).toBe('Antibes');
  expect(form.getTextField('maitres.0.nom').getText()).toBe('Durand');
  expect(form.getTextField('contrat.date_fin').getText()).toBe('31/08/2028');
  expect(form.getTextField('contrat.remunerations.0').getText()).toBe('43');
  expect(form.getTextField('formation.intitule').getText()).toBe('BPJEPS Activités nautiques');
});
