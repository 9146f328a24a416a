// Journeys of the company tutor on its phone (390 px): it lands on « Mes apprentis », opens its apprentice, downloads
// its contract's uploaded cerfa and the cerfa 10103 the server draws, writes a
// booklet period (a task against a skill of the referential, an appreciation), saves and signs it with the signature
// pad, and fills the evaluation in the company; the apprentice then reads the period in « Mon livret » from its
// space's menu. Another company's apprentice opened by its address is refused in French.
import type { Page } from '@playwright/test';
import { apiToken, checkA11y, expect, fillDate, submitLogin, test, uniqueName, PASSWORD } from '../support.ts';
import { drawFor } from '../attendance/support.ts';
import { routePattern } from '../a11y.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The login page's form, as the tutor or the apprentice fills it on its phone. */
const signInAs = (page: Page, email: string) => submitLogin(page, email, PASSWORD);

test('un tuteur remplit et signe une période du livret et l’évaluation sur son téléphone ; l’apprenti la lit', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const titre = uniqueName('Période ');
  // The contract's cerfa the centre filed for the tutor's (first) apprentice.
  const own = await apiToken(request, 'tuteur@demo.fr');
  const first_ = (
    (await (
      await request.get('/api/tuteur/apprentis', {
        headers: { Authorization: `Bearer ${own}`, Accept: 'application/ld+json' },
      })
    ).json()) as { 'hydra:member': { id: number }[] }
  )['hydra:member'][0]!;
  const admin = { Authorization: `Bearer ${await apiToken(request)}` };
  const media = (await (
    await request.post('/api/media_objects', {
      headers: admin,
      multipart: { file: { name: 'cerfa.txt', mimeType: 'text/plain', buffer: Buffer.from('cerfa 10103') } },
    })
  ).json()) as { '@id': string };
  const cerfa = uniqueName('Cerfa signé ');
  expect(
    (
      await request.post('/api/etudiant_documents', {
        headers: { ...admin, 'Content-Type': 'application/ld+json' },
        data: {
          etudiant: `/api/etudiants/${first_.id}`,
          type_document: 26,
          name: cerfa,
          file: media['@id'],
        },
      })
    ).status(),
  ).toBe(201);
  await signInAs(page, 'tuteur@demo.fr');
  await expect(page).toHaveURL((url) => url.pathname === '/tuteur/apprentis');
  const first = page.getByRole('list', { name: 'Liste de mes apprentis' }).getByRole('listitem').first();
  await first.getByRole('link', { name: /^Ouvrir/ }).click();
  await expect.poll(() => routePattern(page.url())).toBe('/tuteur/apprentis/:id');
  await page.getByRole('button', { name: 'Contrat' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger : ${cerfa}` }).click();
  expect((await download).suggestedFilename()).toBe('cerfa.txt');
  // The cerfa 10103 the server draws from the contract the centre filled (the demo apprentice's is filled).
  const drawn = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le cerfa 10103 du contrat' }).first().click();
  expect((await drawn).suggestedFilename()).toMatch(/^cerfa-10103-contrat-\d+\.pdf$/);
  const form = page.getByRole('form', { name: 'Nouvelle période' });
  await form.getByLabel('Intitulé de la période').fill(titre);
  await fillDate(form, 'Début de la période', '01/09/2026');
  await fillDate(form, 'Fin de la période', '30/09/2026');
  await form
    .getByLabel('Tâches réalisées en entreprise 1')
    .fill('Accueil des adhérents et animation du cours collectif du mardi');
  await form.getByLabel('Appréciation du tuteur').fill('Apprenti sérieux, à l’aise avec le public.');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La période du livret est enregistrée.')).toBeVisible();
  const period = page.getByRole('form', { name: `Livret d'apprentissage : ${titre}` });
  await expect(period).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);
  const sign = period.getByRole('button', { name: 'Signer la période' });
  // The pad of this period (the demo apprentice has another one waiting for its signature).
  await drawFor(page, 'Signature du tuteur', sign, period);
  await sign.click();
  await expect(page.getByText('La période est signée.')).toBeVisible();
  const signed = page.getByRole('article', { name: titre });
  await expect(signed.getByText('Signée par le tuteur')).toBeVisible();

  await page.getByRole('button', { name: 'Évaluation en entreprise' }).click();
  const evaluation = page.getByRole('form', { name: 'Évaluation en entreprise' });
  for (const label of [
    'Assiduité et ponctualité',
    'Savoir-être et respect des consignes',
    'Savoir-faire et qualité du travail',
    'Autonomie et prise d’initiative',
    "Intégration dans l'équipe",
  ]) {
    await evaluation.getByLabel(label).click();
    await page.getByRole('option', { name: '3' }).click();
  }
  await evaluation.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(page.getByText("L'évaluation est enregistrée.")).toBeVisible();

  // The apprentice, from its space's menu.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const learner = await phone.newPage();
  await signInAs(learner, 'apprenti@demo.fr');
  await learner.getByRole('button', { name: 'Menu de mon espace' }).click();
  await learner
    .getByRole('navigation', { name: 'Menu de mon espace' })
    .getByRole('link', { name: 'Mon livret' })
    .click();
  await expect(learner).toHaveURL((url) => url.pathname === '/mon-espace/livret');
  const read = learner.getByRole('article', { name: titre });
  await expect(read.getByText(/Accueil des adhérents/)).toBeVisible();
  await expect(read.getByText(/Apprenti sérieux/)).toBeVisible();
  await expect(read.getByRole('region', { name: 'Volet du centre de formation' })).toBeVisible();
  await phone.close();
});

test('un tuteur qui ouvre par son adresse l’apprenti d’une autre entreprise est refusé en français', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const list = (await (
    await request.get('/api/etudiant_contrats?etat=0&itemsPerPage=50', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
    })
  ).json()) as { 'hydra:member': { etudiant: string; tuteur?: string | null }[] };
  const other = list['hydra:member'].find((c) => !c.tuteur)!;
  await signInAs(page, 'tuteur@demo.fr');
  await expect(page).toHaveURL((url) => url.pathname === '/tuteur/apprentis');
  await page.goto(`/tuteur/apprentis/${other.etudiant.split('/').pop()}`);
  await expect(page.getByText(/^Cet apprenti n'est pas l'un des vôtres/)).toBeVisible();
});
