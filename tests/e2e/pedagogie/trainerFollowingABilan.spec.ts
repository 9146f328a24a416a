// A trainer of the Marseille antenne, on a trainee's bilan de parcours: archives it (it moves to the archived
// bilans), restores it, then records an RPP follow-up with three competences picked from the dialog (which
// offers only those not yet selected) and free text, and uploads the trainee's CV to it (bilans). The
// bilan's page gathers what it is drawn up from: the trainee's contracts, evaluations and interviews, its reference
// companies and contacts. And from
// « Bilans de parcours », the trainee list: finds a trainee, opens its bilan, creates another trainee's first bilan.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

type Json = Record<string, any>;
async function get(request: APIRequestContext, token: string, path: string): Promise<Json> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Json;
}
async function archive(request: APIRequestContext, token: string, path: string): Promise<void> {
  const res = await request.patch(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json', 'Content-Type': 'application/merge-patch+json' }, data: { is_deleted: true } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('un formateur archive puis restaure un bilan et y enregistre un suivi RPP avec trois compétences et un CV', async ({ page, request }) => {
  const token = await apiToken(request, 'antenne1@demo.fr');
  const lastname = uniqueName('Bilan');
  const trainee = await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Noé', antenne: '/api/antennes/2' }, 'antenne1@demo.fr');
  const titre = uniqueName('Bilan de fin de module ');
  const bilan = await seed(request, 'etudiant_bilan_parcours', { etudiant: trainee['@id'], titre, date_bilan: '2026-04-02' }, 'antenne1@demo.fr');
  const as1 = 'antenne1@demo.fr';
  const company = await seed(request, 'entreprises', { name: uniqueName('Boulangerie '), antenne: '/api/antennes/2', city: 'Aubagne' }, as1);
  await seed(request, 'entreprise_contacts', { entreprise: company['@id'], lastname: 'Roux', firstname: 'Inès', fonction: 'Responsable RH' }, as1);
  await seed(request, 'etudiant_contrats', { etudiant: trainee['@id'], entreprise: company['@id'], type_contrat: 11, date_debut: '2025-09-01', date_fin: '2027-08-31',
    tuteur_lastname: 'Marin', tuteur_firstname: 'Paul', tuteur_mail: 'paul.marin@exemple.fr' }, as1);
  await seed(request, 'antenne_evaluations', { etudiant: trainee['@id'], label: 'Positionnement d’entrée', type: 'POSITIONNING', date_evaluation: '2025-09-15' }, as1);
  await seed(request, 'antenne_evaluations', { etudiant: trainee['@id'], label: 'Compétences psychosociales', type: 'CPS', date_evaluation: '2026-01-20' }, as1);
  await seed(request, 'etudiant_interviews', { etudiant: trainee['@id'], type: 3, date_interview: '2026-02-10', subject: 'Point à mi-parcours' }, as1);
  const domain = uniqueName('Savoir-faire ');
  const names = ['Accueillir un groupe', 'Conduire une séance', 'Évaluer les progrès', 'Rendre compte'];
  for (const name of names) await seed(request, 'competence_rpps', { name, domaine_titre: domain });
  const typeName = uniqueName('Repérage ');
  await seed(request, 'type_rpps', { name: typeName, actif: true });

  await signIn(page, 'antenne1@demo.fr');
  await page.goto(`/pedagogie/bilan_parcours/${bilan.id}`);
  await expect(page.getByRole('heading', { name: 'Suivi du bilan' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ce bilan est actif.' })).toBeVisible();
  // The RPP follow-ups are the panel's, not a second list under it.
  await expect(page.getByRole('heading', { name: 'Suivis RPP' })).toHaveCount(1);
  // What the bilan is drawn up from.
  const course = page.getByRole('region', { name: 'Parcours du stagiaire' });
  await expect(course.getByRole('table', { name: 'Contrats' }).getByRole('row').nth(1)).toHaveText(/01\/09\/2025.*31\/08\/2027.*—/);
  const evaluations = course.getByRole('table', { name: 'Évaluations' });
  await expect(evaluations.getByRole('row', { name: /Positionnement d’entrée.*Évaluation du centre.*15\/09\/2025/ })).toBeVisible();
  await expect(evaluations.getByRole('row', { name: /Compétences psychosociales.*Évaluation CPS.*20\/01\/2026/ })).toBeVisible();
  // Its reference companies (those of its contracts) and contacts (theirs, and the contract's tutor).
  await expect(course.getByRole('table', { name: 'Entreprises de référence' }).getByRole('row', { name: new RegExp(`${company.name}.*Aubagne`) })).toBeVisible();
  const contacts = course.getByRole('table', { name: 'Contacts de référence' });
  await expect(contacts.getByRole('row', { name: new RegExp(`Roux Inès.*Responsable RH.*${company.name}`) })).toBeVisible();
  await expect(contacts.getByRole('row', { name: new RegExp(`Marin Paul.*Tuteur.*${company.name}.*paul.marin@exemple.fr`) })).toBeVisible();
  await expect(course.getByRole('table', { name: 'Entretiens' }).getByRole('row', { name: /10\/02\/2026.*Mi-parcours.*Point à mi-parcours/ })).toBeVisible();

  await page.getByRole('button', { name: 'Archiver le bilan' }).click();
  await expect(page.getByText('Bilan archivé avec succès.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ce bilan est archivé' })).toBeVisible();
  expect((await get(request, token, `/api/etudiant_bilan_parcours/${bilan.id}`)).is_deleted).toBe(true);
  const archived = await get(request, token, `/api/etudiant_bilan_parcours?is_deleted=true&titre=${encodeURIComponent(titre)}`);
  expect(archived['hydra:member'].map((b: Json) => b['@id'])).toEqual([bilan['@id']]);
  await page.getByRole('button', { name: 'Restaurer le bilan' }).click();
  await expect(page.getByText('Bilan restauré avec succès.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ce bilan est actif.' })).toBeVisible();
  expect((await get(request, token, `/api/etudiant_bilan_parcours/${bilan.id}`)).is_deleted).toBe(false);

  await page.getByRole('button', { name: 'Nouveau suivi RPP' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau suivi RPP' });
  await form.getByRole('combobox', { name: 'Type de suivi RPP' }).click();
  await page.getByRole('option', { name: typeName }).click();
  await form.getByRole('button', { name: 'Choisir des compétences : Domaines de compétences' }).click();
  const picker = page.getByRole('dialog', { name: /Compétences à ajouter/ });
  const group = picker.getByRole('group', { name: domain });
  for (const name of names.slice(0, 3)) await group.getByRole('checkbox', { name }).check();
  await picker.getByRole('button', { name: 'Ajouter la sélection' }).click();
  await expect(picker).toBeHidden();
  // Asked again, the dialog offers only the competence not yet selected.
  await form.getByRole('button', { name: 'Choisir des compétences : Domaines de compétences' }).click();
  await expect(picker.getByRole('group', { name: domain }).getByRole('checkbox')).toHaveCount(1);
  await expect(picker.getByRole('checkbox', { name: names[3] })).toBeVisible();
  await picker.getByRole('button', { name: 'Annuler' }).click();
  await form.getByLabel('Texte libre : Besoins, attentes et freins').fill('Horaires aménagés');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Suivi RPP créé avec succès')).toBeVisible();
  const card = page.getByRole('region', { name: new RegExp(`^Suivi « ${typeName} »`) });
  await expect(card).toContainText(`${names[0]} ; ${names[1]} ; ${names[2]}`);
  await expect(card).toContainText('En cours');

  await card.getByLabel('Déposer un CV ou un document').setInputFiles({ name: 'cv-noe.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
  await expect(page.getByText('Document uploadé avec succès')).toBeVisible();
  await expect(card.getByText('cv-noe.pdf')).toBeVisible();

  const suivis = (await get(request, token, `/api/suivi_rpps?etudiant_bilan_parcours=${encodeURIComponent(bilan['@id'])}`))['hydra:member'] as Json[];
  expect(suivis).toHaveLength(1);
  expect(suivis[0]!.selected_data.domainesCompetences.selectedIds).toHaveLength(3);
  expect(suivis[0]!.selected_data.besoinsAttentesFreins.freeText).toBe('Horaires aménagés');
  const docs = (await get(request, token, `/api/document_suivi_rpps?suivi_rpp=${encodeURIComponent(suivis[0]!['@id'])}`))['hydra:member'] as Json[];
  expect(docs.map((d) => [d.nom, d.type_document])).toEqual([['cv-noe.pdf', 'cv']]);
});

// The trainer opens « Bilans de parcours »: the trainees in training with their active bilans (GET
// stagiaires_bilan_parcours?etat=0&type=1); finds one by name and opens its last bilan; creates the first bilan of
// a trainee without one (refused in French without a title, then « Bilan créé avec succès »).
test('un formateur trouve un stagiaire dans les bilans de parcours, ouvre son bilan et crée celui d’un autre', async ({ page, request }) => {
  const as1 = 'antenne1@demo.fr';
  const token = await apiToken(request, as1);
  const family = uniqueName('Parcours');
  const followed = await seed(request, 'etudiants', { type: 1, etat: 0, lastname: `${family}A`, firstname: 'Inès', antenne: '/api/antennes/2' }, as1);
  await seed(request, 'etudiant_bilan_parcours', { etudiant: followed['@id'], titre: 'Bilan d’entrée', date_bilan: '2026-01-12' }, as1);
  const last = await seed(request, 'etudiant_bilan_parcours', { etudiant: followed['@id'], titre: 'Bilan de mi-parcours', date_bilan: '2026-03-09' }, as1);
  const archived = await seed(request, 'etudiant_bilan_parcours', { etudiant: followed['@id'], titre: 'Bilan annulé', date_bilan: '2026-05-20' }, as1);
  await archive(request, token, `/api/etudiant_bilan_parcours/${archived.id}`);
  const newcomer = await seed(request, 'etudiants', { type: 1, etat: 0, lastname: `${family}B`, firstname: 'Yanis', antenne: '/api/antennes/2' }, as1);

  await signIn(page, as1);
  await page.getByRole('menuitem', { name: 'Bilans de parcours' }).click();
  await expect(page).toHaveURL(/\/pedagogie\/bilan_parcours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bilans de parcours' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un stagiaire' }).fill(`${family}A inès`);
  const table = page.getByRole('table', { name: 'Stagiaires et bilans de parcours' });
  await expect(table.getByRole('row')).toHaveCount(2);
  // Two active bilans (the archived one left out), the last on 09/03/2026.
  await expect(table.getByRole('row').nth(1)).toHaveText(new RegExp(`${family}A Inès\\s*2\\s*09/03/2026`));
  await table.getByRole('link', { name: `Ouvrir le bilan de ${family}A Inès` }).click();
  await expect(page).toHaveURL(new RegExp(`/pedagogie/bilan_parcours/${last.id}$`));
  await expect(page.getByRole('heading', { name: 'Suivi du bilan' })).toBeVisible();

  await page.goBack();
  await page.getByRole('searchbox', { name: 'Rechercher un stagiaire' }).fill(`${family}B`);
  await expect(table.getByRole('row').nth(1)).toHaveText(new RegExp(`${family}B Yanis\\s*0\\s*—`));
  await expect(table.getByRole('link', { name: `Ouvrir le bilan de ${family}B Yanis` })).toHaveCount(0);
  await table.getByRole('button', { name: `Nouveau bilan pour ${family}B Yanis` }).click();
  const dialog = page.getByRole('dialog', { name: `Nouveau bilan pour ${family}B Yanis` });
  await dialog.getByLabel('Titre du bilan').fill('');
  await dialog.getByRole('button', { name: 'Créer le bilan' }).click();
  // The server's hydra:description, as the red notice.
  await expect(page.getByText(/Intitulé : Ce champ ne doit pas être vide/)).toBeVisible();
  expect((await get(request, token, `/api/stagiaires_bilan_parcours/${newcomer.id}`)).etudiant_bilan_parcours).toEqual([]);
  await dialog.getByLabel('Titre du bilan').fill('Bilan d’intégration');
  await dialog.getByRole('button', { name: 'Créer le bilan' }).click();
  await expect(page.getByText('Bilan créé avec succès')).toBeVisible();
  const created = (await get(request, token, `/api/stagiaires_bilan_parcours/${newcomer.id}`)).etudiant_bilan_parcours as Json[];
  expect(created.map((b) => [b.titre, b.is_deleted ?? false])).toEqual([['Bilan d’intégration', false]]);
  await expect(page).toHaveURL(new RegExp(`/pedagogie/bilan_parcours/${created[0]!.id}$`));
  await expect(page.getByRole('heading', { name: 'Suivi du bilan' })).toBeVisible();
});
