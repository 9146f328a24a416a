// Journey: the apprentice, on its phone (390 px wide), opens « Mes documents » from its space's menu and downloads
// its exam notice and its ACA certificate (the demo's); then « Mes enquêtes », where the demo's survey waits, answers
// a survey its centre sends it now (its own, made through the API: answering changes it, and a retry needs a fresh one),
// and sees it answered.
import { apiToken, checkA11y, expect, seed, submitLogin, test, uniqueName, PASSWORD } from '../support.ts';

test('un apprenti télécharge sa convocation et répond à une enquête depuis son espace sur son téléphone', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
  const account = (await (await request.get('/api/users?email=apprenti@demo.fr', { headers: auth })).json())['hydra:member'][0] as { etudiant: string };
  const apprentice = (await (await request.get(account.etudiant, { headers: auth })).json()) as { mail: string | null };
  // A campaign is mailed: the trainee needs an address on file.
  if (!apprentice.mail) {
    expect((await request.patch(account.etudiant, { headers: { ...auth, 'Content-Type': 'application/merge-patch+json' }, data: { mail: 'apprenti.enquete@exemple.fr' } })).status()).toBe(200);
  }
  const survey = await seed(request, 'enquetes', {
    name: uniqueName('Satisfaction à mi-parcours '), categorie: 1, etat: 0,
    questions: [{ id: 'accueil', label: 'Comment jugez-vous l’accueil ?', kind: 'scale' }, { id: 'remarques', label: 'Vos remarques', kind: 'text', required: false }],
  });
  const sent = await request.post(`/api/enquetes/${survey.id}/envoi`, { headers: auth, data: { etudiants: [account.etudiant] } });
  expect(sent.status(), await sent.text()).toBe(201);

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const learner = await phone.newPage();
  await submitLogin(learner, 'apprenti@demo.fr', PASSWORD);
  const menu = learner.getByRole('navigation', { name: 'Menu de mon espace' });

  await learner.getByRole('button', { name: 'Menu de mon espace' }).click();
  await menu.getByRole('link', { name: 'Mes documents' }).click();
  await expect(learner).toHaveURL((url) => url.pathname === '/mon-espace/documents');
  const docs = learner.getByRole('list', { name: 'Liste de mes documents' });
  const name = 'Convocation à l\'examen';
  const download = learner.waitForEvent('download');
  await docs.getByRole('listitem', { name }).getByRole('button', { name: `Télécharger « ${name} »` }).click();
  expect((await download).suggestedFilename()).toBe('convocation-examen.pdf');
  // Its finalised ACA: the certificate is built as a PDF on the phone.
  const aca = 'Attestation de compétences acquises (ACA)';
  const certificate = learner.waitForEvent('download');
  await docs.getByRole('listitem', { name: aca }).getByRole('button', { name: `Télécharger « ${aca} »` }).click();
  expect((await certificate).suggestedFilename()).toMatch(/^aca-.+\.pdf$/);
  expect(await learner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(learner);

  await learner.getByRole('button', { name: 'Menu de mon espace' }).click();
  await menu.getByRole('link', { name: 'Mes enquêtes' }).click();
  await expect(learner).toHaveURL((url) => url.pathname === '/mon-espace/enquetes');
  const surveys = learner.getByRole('list', { name: 'Liste de mes enquêtes' });
  await expect(surveys.getByRole('listitem', { name: 'Satisfaction en fin de formation' }).getByText('À répondre')).toBeVisible();
  const card = surveys.getByRole('listitem', { name: String(survey.name) });
  await expect(card.getByText('À répondre')).toBeVisible();
  await card.getByRole('button', { name: 'Répondre' }).click();
  // The required question unanswered: said in French, nothing sent.
  await card.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(card.getByText('Répondez aux questions obligatoires avant d’envoyer.')).toBeVisible();
  await card.getByRole('radio', { name: 'Très satisfaisant' }).check();
  await card.getByRole('textbox', { name: 'Vos remarques' }).fill('Un accueil chaleureux.');
  await card.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(learner.getByRole('status').filter({ hasText: 'Merci, votre réponse a bien été enregistrée.' })).toBeVisible();
  await expect(card.getByText('Répondue', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Répondre' })).toHaveCount(0);
  expect(await learner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
