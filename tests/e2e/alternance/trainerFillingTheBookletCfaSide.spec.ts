// Journey: a trainer, on its phone (390 px), opens « Mes apprenants » from its space's menu, opens the booklet of the
// demo apprentice (a learner of its sessions' group), writes the CFA's side of a period the tutor has written; the
// apprentice then reads both sides in « Mon livret ».
import { apiToken, checkA11y, expect, submitLogin, test, uniqueName, PASSWORD } from '../support.ts';
import { routePattern } from '../a11y.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('un formateur remplit le volet du centre du livret ; l’apprenti lit les deux volets', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  // A period the tutor has written for its apprentice (the tutor's own call).
  const tutor = await apiToken(request, 'tuteur@demo.fr');
  const headers = { Authorization: `Bearer ${tutor}`, Accept: 'application/ld+json' };
  const apprentice = ((await (await request.get('/api/tuteur/apprentis', { headers })).json()) as { 'hydra:member': { id: number; firstname: string; lastname: string }[] })['hydra:member'][0]!;
  const titre = uniqueName('Période ');
  const made = await request.post(`/api/tuteur/apprentis/${apprentice.id}/livret`, { headers: { ...headers, 'Content-Type': 'application/ld+json' }, data: {
    titre, date_debut: '2026-10-01', date_fin: '2026-10-31', appreciation_tuteur: 'Très bon accueil du public.',
    activites: [{ competence: null, competence_label: null, taches: 'Animation du cours collectif du jeudi' }],
  } });
  expect(made.status()).toBe(201);

  await submitLogin(page, 'formateur@demo.fr', PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/seances');
  await page.getByRole('button', { name: 'Menu de mon espace' }).click();
  await page.getByRole('navigation', { name: 'Menu de mon espace' }).getByRole('link', { name: 'Mes apprenants' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/apprenants');
  const name = `${apprentice.firstname} ${apprentice.lastname}`;
  const card = page.getByRole('list', { name: 'Liste de mes apprenants' }).getByRole('listitem', { name });
  await expect(card.getByText(/volet\(s\) du centre à remplir/)).toBeVisible();
  await card.getByRole('link', { name: `Ouvrir le livret : ${name}` }).click();
  await expect.poll(() => routePattern(page.url())).toBe('/formateur/apprenants/:id');
  const period = page.getByRole('article', { name: titre });
  await expect(period.getByText(/Animation du cours collectif du jeudi/)).toBeVisible();
  const form = period.getByRole('form', { name: `Volet du centre de formation : ${titre}` });
  await form.getByLabel('Volet du centre (formateur)').fill('Prépare ses séances avec méthode ; à consolider : la sécurité.');
  await form.getByRole('button', { name: 'Enregistrer le volet du centre' }).click();
  await expect(page.getByText('Le volet du centre est enregistré.')).toBeVisible();
  await expect(period.getByRole('region', { name: 'Volet du centre de formation' }).getByText(/^Saisi par .+ le /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const learner = await phone.newPage();
  await submitLogin(learner, 'apprenti@demo.fr', PASSWORD);
  await learner.getByRole('button', { name: 'Menu de mon espace' }).click();
  await learner.getByRole('navigation', { name: 'Menu de mon espace' }).getByRole('link', { name: 'Mon livret' }).click();
  await expect(learner).toHaveURL((url) => url.pathname === '/mon-espace/livret');
  const read = learner.getByRole('article', { name: titre });
  await expect(read.getByRole('region', { name: 'Volet entreprise' }).getByText(/Très bon accueil du public/)).toBeVisible();
  await expect(read.getByRole('region', { name: 'Volet du centre de formation' }).getByText(/Prépare ses séances avec méthode/)).toBeVisible();
  await phone.close();
});
