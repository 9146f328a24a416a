// Journey: a coordinator opens a pending registration request (« En attente »), sees its
// attachment, accepts it: the candidate exists with its document; then « Inscrire » places it in a group and
// a session, and the trainee page opens. Another request is refused with a reason (red notice). A candidate of an
// antenne without a group for its training gets one created in the « Inscrire » dialog, chosen, then enrolled.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await apiToken(request);
  const response = await request.fetch(path, {
    method, data, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/ld+json', Accept: 'application/ld+json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

interface Group { '@id': string; name: string; antenne: string; diplome_session: string | null }

/** A request for the training of an active group that follows a session, with a CV attached. */
async function pendingRequest(request: APIRequestContext, lastname: string) {
  const groups = await api<{ 'hydra:member': Group[] }>(request, 'GET', '/api/groupes?etat=0&itemsPerPage=100');
  const group = groups['hydra:member'].find((g) => g.diplome_session)!;
  const session = await api<{ '@id': string; name: string; diplome: string }>(request, 'GET', group.diplome_session!);
  const contact = await api<{ '@id': string; id: number }>(request, 'POST', '/api/external_registration_contacts', {
    antenne: group.antenne, civility: 1, lastname, firstname: 'Maëlle', mail: `${lastname.toLowerCase()}@exemple.fr`, diplome: session.diplome,
  });
  await api(request, 'POST', '/api/external_registration_documents', { contact: contact['@id'], name: `CV ${lastname}`, type_document: 13 });
  return { contact, group, session };
}

test('une demande d’inscription acceptée devient une candidature avec ses pièces, puis est inscrite en stagiaire', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lastname = uniqueName('Demande');
  const { contact, group, session } = await pendingRequest(request, lastname);
  await signIn(page, 'coordinateur@demo.fr');

  // The list: a pending request reads « En attente ».
  await page.goto('/candidatures/demande-inscriptions');
  // The row is opened once the search has answered: the list's delayed filter would otherwise bring the page back.
  const searched = page.waitForResponse((r) => r.url().includes('/api/') && r.url().includes(lastname));
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  await searched;
  // The newest request is already on the first page: wait for the search itself, or the click lands on a row the
  // filtered list is replacing.
  await expect(page).toHaveURL(/filter=.*lastname/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: lastname });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('En attente')).toBeVisible();
  await row.getByText(lastname, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/demande-inscriptions/${contact.id}$`));
  // The list stays on screen while the detail page's chunk loads (slow on a loaded machine).
  await expect(page.getByRole('heading', { name: 'Pièces jointes' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: `CV ${lastname}`, exact: true })).toBeVisible();

  // « Accepter »: confirmed, one call, the green notice.
  await page.getByRole('button', { name: 'Accepter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accepter la demande ?' });
  const [accepted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/external_registration_contacts/${contact.id}/accepter`)),
    dialog.getByRole('button', { name: 'Accepter' }).click(),
  ]);
  expect(accepted.status()).toBe(200);
  await expect(page.getByText('Demande acceptée : la candidature a été créée avec 1 pièce(s) jointe(s).')).toBeVisible();
  await expect(page.getByText('Acceptée', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accepter' })).toHaveCount(0);

  // The candidate, with the request's document.
  await page.getByRole('link', { name: 'Voir la candidature' }).click();
  await expect(page).toHaveURL(/\/candidatures\/\d+$/);
  const candidateId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `${lastname} Maëlle` })).toBeVisible();
  await page.getByRole('tab', { name: 'Documents', exact: true }).click();
  await expect(page.getByRole('cell', { name: `CV ${lastname}`, exact: true })).toBeVisible();

  // « Inscrire »: the group proposes its session; the trainee page opens, placed.
  await page.getByRole('button', { name: 'Inscrire' }).click();
  const enrol = page.getByRole('dialog', { name: `Inscrire ${lastname} Maëlle comme stagiaire` });
  await enrol.getByRole('combobox', { name: 'Groupe' }).click();
  await page.getByRole('option', { name: group.name }).click();
  await expect(enrol.getByRole('combobox', { name: 'Session de diplôme' })).toHaveText(session.name);
  const [enrolled] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/etudiants/${candidateId}/inscrire`)),
    enrol.getByRole('button', { name: 'Inscrire' }).click(),
  ]);
  expect(enrolled.status()).toBe(200);
  await expect(page.getByText(`Stagiaire ajouté : ${lastname} Maëlle est inscrit.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${candidateId}$`));
  await expect(page.getByText('Stagiaire', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Non placé/)).toHaveCount(0);
  // The trainee's page reloads its record once more after the enrolment, which can reset the tabs under a click made
  // at that moment: the tab is clicked until it is the one shown, as a user would click it again.
  const formation = page.getByRole('tab', { name: 'Formation', exact: true });
  await expect(async () => {
    await formation.click();
    await expect(formation).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    await expect(page.getByRole('heading', { name: 'Groupes' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: group.name }).first()).toBeVisible();

  const stored = await api<{ type: number; diplome_session: string; etat_parcours: number }>(request, 'GET', `/api/etudiants/${candidateId}`);
  expect(stored).toMatchObject({ type: 1, diplome_session: session['@id'], etat_parcours: 1 });
});

test('une demande refusée l’est avec un motif, en rouge', async ({ page, request }) => {
  const lastname = uniqueName('Refus');
  const { contact } = await pendingRequest(request, lastname);
  await signIn(page, 'coordinateur@demo.fr');
  await page.goto(`/candidatures/demande-inscriptions/${contact.id}`);
  await page.getByRole('button', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuser la demande' });
  await dialog.getByRole('combobox', { name: 'Motif du refus' }).click();
  await page.getByRole('option', { name: "Hors critères d'admissibilité" }).click();
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill('Prérequis sportifs non atteints.');
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByText('Demande refusée.')).toBeVisible();
  await expect(page.getByText("Motif : Hors critères d'admissibilité")).toBeVisible();
  const stored = await api<{ status: number; refusal_reason: number }>(request, 'GET', `/api/external_registration_contacts/${contact.id}`);
  expect(stored).toMatchObject({ status: 2, refusal_reason: 2 });

  // In the list, the status filter finds it under « Refusée », no longer under « En attente ».
  await page.goto('/candidatures/demande-inscriptions');
  // The row is opened once the search has answered: the list's delayed filter would otherwise bring the page back.
  const searched = page.waitForResponse((r) => r.url().includes('/api/') && r.url().includes(lastname));
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  await searched;
  await expect(page).toHaveURL(/filter=.*lastname/);
  const status = page.getByRole('combobox', { name: 'Statut' });
  await status.click();
  await page.getByRole('option', { name: 'En attente' }).click();
  await expect(page).toHaveURL(/filter=.*status.*vide/);
  await expect(page.getByText('Aucun résultat ne correspond aux filtres.')).toBeVisible();
  await status.click();
  await page.getByRole('option', { name: 'Refusée' }).click();
  await expect(page.getByRole('row').filter({ hasText: lastname }).getByText('Refusée')).toBeVisible();
});

test('sans groupe pour sa formation dans son antenne, un groupe est créé dans la fenêtre « Inscrire », puis choisi', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lastname = uniqueName('Sansgroupe');
  // A new antenne has no group at all; the candidate wishes a training that has an active session.
  const antenne = await seed(request, 'antennes', { name: uniqueName('Antenne neuve ') });
  const sessions = await api<{ 'hydra:member': { '@id': string; name: string; diplome: string | null }[] }>(
    request, 'GET', '/api/diplome_sessions?etat=0&itemsPerPage=100');
  const session = sessions['hydra:member'].find((s) => s.diplome)!;
  const candidate = await seed(request, 'etudiants', {
    type: 0, etat: 0, civility: 1, lastname, firstname: 'Inès', antenne: antenne['@id'], diplome: session.diplome,
  });
  await signIn(page, 'coordinateur@demo.fr');

  // From the menu: the candidates' list, the candidate's page.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Candidatures', exact: true }).click();
  // The row is opened once the search has answered: the list's delayed filter would otherwise bring the page back.
  const searched = page.waitForResponse((r) => r.url().includes('/api/') && r.url().includes(lastname));
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  await searched;
  await page.getByRole('row').filter({ hasText: lastname }).getByText(lastname, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/candidatures/${candidate.id}$`));
  await page.getByRole('button', { name: 'Inscrire' }).click();
  const enrol = page.getByRole('dialog', { name: `Inscrire ${lastname} Inès comme stagiaire` });
  // Why nothing can be chosen, and the way out: a group for one of the training's sessions, created here.
  await expect(enrol.getByText("Aucun groupe actif de l'antenne ne suit une session de cette formation", { exact: false })).toBeVisible();
  await expect(enrol.getByRole('button', { name: 'Inscrire' })).toBeDisabled();
  const creating = enrol.getByRole('group', { name: 'Créer un groupe pour cette session' });
  await creating.getByRole('combobox', { name: 'Session de diplôme' }).click();
  await page.getByRole('option', { name: session.name, exact: true }).click();
  const groupName = uniqueName('Groupe créé ');
  await creating.getByRole('textbox', { name: 'Nom du nouveau groupe' }).fill(groupName);
  await creating.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(enrol.getByText(`Groupe « ${groupName} » créé : il est choisi ci-dessous.`)).toBeVisible();
  await expect(enrol.getByRole('combobox', { name: 'Groupe' })).toHaveText(groupName);
  await expect(enrol.getByRole('combobox', { name: 'Session de diplôme' }).last()).toHaveText(session.name);
  const [enrolled] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/etudiants/${candidate.id}/inscrire`)),
    enrol.getByRole('button', { name: 'Inscrire' }).click(),
  ]);
  expect(enrolled.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${candidate.id}$`));

  // The group exists in the candidate's antenne, follows the session, and holds the new trainee.
  const groups = await api<{ 'hydra:member': Group[] }>(request, 'GET', `/api/groupes?antenne=${encodeURIComponent(antenne['@id'])}`);
  expect(groups['hydra:member'].map((g) => [g.name, g.diplome_session])).toEqual([[groupName, session['@id']]]);
  const stored = await api<{ type: number; diplome_session: string }>(request, 'GET', `/api/etudiants/${candidate.id}`);
  expect(stored).toMatchObject({ type: 1, diplome_session: session['@id'] });
});
