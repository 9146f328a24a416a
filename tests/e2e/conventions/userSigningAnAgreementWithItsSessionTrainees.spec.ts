// Journey (agreements): from the agreements list of the menu, « Créer » opens the four-step wizard, where
// a user creates an agreement: the agreement, a session tied to a diploma session with trainees and one tied to a
// diploma session without any, two fees (their totals as typed), a document; the server saves it in one
// transaction and the first session's trainees are attached: the notice says how many, and « Pas de stagiaire
// dans cette session. » for the second; the agreement's page lists the trainees.
import { antenneIri, apiToken, checkA11y, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';

test("créer une convention avec deux frais et une session qui rattache ses stagiaires", async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
  const diplome = ((await (await request.get('/api/diplomes?itemsPerPage=1', { headers })).json()) as { 'hydra:member': { '@id': string }[] })['hydra:member'][0]!['@id'];
  const sessionName = uniqueName('Session convention ');
  const ds = await seed(request, 'diplome_sessions', { diplome, name: sessionName });
  const emptyName = uniqueName('Session sans stagiaire ');
  await seed(request, 'diplome_sessions', { diplome, name: emptyName });
  const nice = await antenneIri(request, 'Nice');
  const lastnames = [uniqueName('Conventionné'), uniqueName('Rattaché')];
  for (const lastname of lastnames) await seed(request, 'etudiants', { type: 1, etat: 0, lastname, firstname: 'Lou', antenne: nice, diplome_session: ds['@id'] });
  const number = uniqueName('CONV-');

  await signIn(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Conventions' }).click();
  await expect(page).toHaveURL(/\/antenne_conventions$/);
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/antenne_conventions/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle convention ou avenant' })).toBeVisible();
  // The page checked (axe) before menus open over it.
  await checkA11y(page);

  // Step 1: the agreement; the number is required before going on.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de convention' }).fill(number);
  await page.getByRole('textbox', { name: 'Intitulé' }).fill('Convention de formation BPJEPS');
  await page.getByRole('combobox', { name: 'Antenne' }).click();
  await page.getByRole('option', { name: /Nice/ }).first().click();
  await fillDate(page, 'Début', '01/09/2026');
  await fillDate(page, 'Fin', '30/06/2027');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 2: a session tied to the diploma session.
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une session' }).click();
  const session = page.getByRole('group', { name: 'Session 1' });
  await session.getByRole('combobox', { name: 'Session de diplôme' }).fill(sessionName);
  await page.getByRole('option', { name: sessionName }).click();
  await page.getByRole('button', { name: 'Ajouter une session' }).click();
  const empty = page.getByRole('group', { name: 'Session 2' });
  await empty.getByRole('combobox', { name: 'Session de diplôme' }).fill(emptyName);
  await page.getByRole('option', { name: emptyName }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 3: two fees, the totals follow.
  await page.getByRole('button', { name: 'Ajouter des frais' }).click();
  await page.getByRole('button', { name: 'Ajouter des frais' }).click();
  const fee1 = page.getByRole('group', { name: 'Frais 1' });
  await fee1.getByRole('textbox', { name: "Nombre d'heures" }).fill('120');
  await fee1.getByRole('textbox', { name: 'Coût horaire (€)' }).fill('32,5');
  const fee2 = page.getByRole('group', { name: 'Frais 2' });
  await fee2.getByRole('combobox', { name: 'Type de frais' }).click();
  await page.getByRole('option', { name: 'Jury' }).click();
  await fee2.getByRole('textbox', { name: "Nombre d'heures" }).fill('7,5');
  await fee2.getByRole('textbox', { name: 'Coût horaire (€)' }).fill('45,1');
  await expect(page.getByText(/^Total : 127,5 h · 4\s238,25\s€$/)).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 4: a document, then the one-transaction save.
  await page.getByRole('button', { name: 'Ajouter un document' }).click();
  await page.getByRole('textbox', { name: 'Intitulé du document' }).fill('Convention signée');
  await page.getByLabel('Fichier 1').setInputFiles({ name: 'convention.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/antenne_conventions_assistant') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Créer la convention' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: number; total_amount: number; convention_prices: unknown[]; convention_sessions: { stagiaires: unknown[] }[] };
  expect(created.total_amount).toBe(4238.25);
  expect(created.convention_prices).toHaveLength(2);
  expect(created.convention_sessions[0]!.stagiaires).toHaveLength(2);
  expect(created.convention_sessions[1]!.stagiaires).toHaveLength(0);

  await expect(page).toHaveURL(new RegExp(`/antenne_conventions/${created.id}$`));
  await expect(page.getByText('Convention ajoutée. Session 1 : 2 stagiaires rattachés à la convention. '
    + 'Session 2 : Pas de stagiaire dans cette session.')).toBeVisible();
  for (const lastname of lastnames) await expect(page.getByText(lastname, { exact: false }).first()).toBeVisible();
});
