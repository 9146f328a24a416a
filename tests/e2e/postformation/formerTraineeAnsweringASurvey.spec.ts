// Journey: a coordinator sends a satisfaction survey to three trainees; one of them, a former trainee,
// opens the personal link of the mail on a phone without signing in and answers; a second use of the same link is
// refused in French; the coordinator then reads the results.
import { mailsTo } from '../files.ts';
import { apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

test('un ancien stagiaire répond à l’enquête depuis son téléphone, une seule fois', async ({ page, browser, request }) => {
  const family = uniqueName('Avis');
  const survey = `Satisfaction ${family}`;
  const toulon = (await (await request.get('/api/antennes?name=Toulon', { headers: { Authorization: `Bearer ${await apiToken(request)}` } })).json())['hydra:member'][0]['@id'];
  const mails = ['a', 'b', 'c'].map((s) => `${family.toLowerCase()}.${s}@exemple.fr`);
  for (const [i, mail] of mails.entries()) {
    await seed(request, 'etudiants', { type: 1, etat: 1, lastname: family, firstname: ['Alice', 'Bruno', 'Chloé'][i], mail, antenne: toulon });
  }
  await seed(request, 'enquetes', { name: survey, categorie: 1, questions: [
    { id: 'accueil', label: "Comment jugez-vous l'accueil ?", kind: 'scale' },
    { id: 'recommander', label: 'Recommanderiez-vous la formation ?', kind: 'choice', choices: ['Oui', 'Non'] },
    { id: 'remarques', label: 'Vos remarques', kind: 'text', required: false }] });

  // The coordinator sends it to the three trainees.
  await signIn(page);
  await page.goto('/post-formation/enquete-satisfaction');
  await page.getByRole('button', { name: `Envoyer « ${survey} » à des stagiaires` }).click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('combobox', { name: 'Stagiaires' });
  const searched = page.waitForResponse((r) => r.url().includes('/api/etudiants?') && r.url().includes(family));
  await box.fill(family);
  await searched;
  for (const first of ['Alice', 'Bruno', 'Chloé']) await page.getByRole('option', { name: new RegExp(`${family} ${first}`) }).click();
  await dialog.getByRole('heading', { name: `Envoyer « ${survey} »` }).click();
  const sent = page.waitForResponse((r) => r.url().includes('/envoi'));
  await dialog.getByRole('button', { name: 'Envoyer l’enquête' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("L'enquête a été envoyée à 3 stagiaire(s).")).toBeVisible();

  // Alice opens her link on a phone, without a session.
  await expect.poll(() => mailsTo(mails[0]!).length).toBe(1);
  const link = /https?:\/\/\S+\/survey\/form\/[\w-]+/.exec(mailsTo(mails[0]!)[0]!)?.[0];
  expect(link).toBeDefined();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const form = await phone.newPage();
  await form.goto(link!);
  await expect(form.getByRole('heading', { name: survey })).toBeVisible();
  await form.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(form.getByText('Répondez aux questions obligatoires avant d’envoyer.')).toBeVisible();
  await form.getByRole('radiogroup').first().getByLabel('Très satisfaisant').check();
  await form.getByLabel('Oui').check();
  await form.getByRole('textbox', { name: 'Vos remarques' }).fill('Formateurs très disponibles.');
  const answered = form.waitForResponse((r) => r.url().includes('/api/survey_forms/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  expect((await answered).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText('Merci, votre réponse a bien été enregistrée.');
  const width = await form.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The same link a second time: refused in French.
  await form.goto(link!);
  await expect(form.getByRole('alert')).toHaveText('Vous avez déjà répondu à cette enquête avec ce lien : une seule réponse est acceptée.');
  await form.goto('/survey/form/lien-inconnu-0000000000000000');
  await expect(form.getByRole('alert')).toHaveText("Ce lien d'enquête est inconnu ou n'est plus valable.");
  await phone.close();

  // The coordinator reads the results.
  await page.reload();
  await page.getByRole('button', { name: `Résultats de « ${survey} »` }).click();
  const results = page.getByRole('dialog');
  await expect(results.getByText('1 réponse(s) sur 3 envoi(s) (33,3 %)')).toBeVisible();
  await expect(results.getByText('Très satisfaisant : 1')).toBeVisible();
  // Answers are counted in whole numbers: the count axis reads 0, 1…, never 0.2.
  const ticks = results.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(ticks.first()).toBeVisible();
  for (const tick of await ticks.allTextContents()) expect(tick).toMatch(/^\d+$/);
  await expect(results.getByText('Formateurs très disponibles.')).toBeVisible();
  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Télécharger les résultats (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^enquete-\d+-resultats\.csv$/);
});
