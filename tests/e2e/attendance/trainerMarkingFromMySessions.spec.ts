// Journey: a trainer, on its phone (390 px), signs in and lands on « Mes séances » (today's first), makes the sheet
// of its session of the day, marks each learner present, signs on screen and signs the sheet off; the session then
// shows its signed sheet. From the same session it opens its group's evaluation grid, scores a learner on a sequence
// and saves it. The home announces its own document expiring soon: it opens « Mes documents », then « Mes
// disponibilités » by its space's menu, declares itself unavailable on Sunday mornings and removes that slot again;
// « Mes notifications » lists what the centre told it (its card expiring, and one sent now), it marks the new one as
// read and opens the page it points at; it comes back by the menu.
import { apiToken, checkA11y, dateField, expect, seed, test, typeInPicker, uniqueName, PASSWORD } from '../support.ts';
import { routePattern } from '../a11y.ts';
import { drawFor, groupWithTrainees, todayParis } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('un formateur émarge et signe la feuille de sa séance depuis « Mes séances »', async ({ page, request }) => {
  test.setTimeout(120_000);
  const own = await apiToken(request, 'formateur@demo.fr');
  const me = (await (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${own}` } })).json()) as {
    id: number;
  };
  const token = await apiToken(request);
  const speakers = (await (
    await request.get(`/api/scheduler_speakers?user=/api/users/${me.id}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
    })
  ).json()) as { 'hydra:member': { '@id': string }[] };
  const note = uniqueName('Votre attestation d’assurance expire bientôt ');
  await seed(request, 'notifications', {
    user: `/api/users/${me.id}`,
    title: note,
    message: 'Déposez-en une version à jour auprès du centre.',
    uri: '/formateur/documents',
  });
  const title = uniqueName('Séance du formateur ');
  await seed(request, 'scheduler_events', {
    title,
    dt_start: todayParis(),
    hr_start: '00:00',
    hr_end: '00:30',
    ...(await groupWithTrainees(request)),
    speaker: speakers['hydra:member'][0]!['@id'],
  });

  await page.goto('/');
  await page.getByLabel('Adresse e-mail').fill('formateur@demo.fr');
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/seances');
  const session = page.getByRole('article', { name: new RegExp(`^${title}`) });
  await expect(session.getByText("Aujourd'hui")).toBeVisible();
  await expect(page.getByRole('article').first().getByText("Aujourd'hui")).toBeVisible();
  await checkA11y(page);
  await expect(
    page.getByRole('alert').filter({ hasText: /document\(s\) à renouveler : .*Carte professionnelle/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes documents' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/documents');
  await expect(
    page.getByRole('article').filter({ hasText: 'Carte professionnelle' }).first().getByText('Expire bientôt'),
  ).toBeVisible();
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Menu de mon espace' }).click();
  await page
    .getByRole('navigation', { name: 'Menu de mon espace' })
    .getByRole('link', { name: 'Mes disponibilités' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/disponibilites');
  const why = uniqueName('Culte ');
  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  const slotDialog = page.getByRole('dialog', { name: 'Nouveau créneau' });
  await slotDialog.getByRole('combobox', { name: 'Jour de la semaine' }).click();
  await page.getByRole('option', { name: 'Dimanche' }).click();
  await typeInPicker(dateField(slotDialog, 'Heure de début'), '06:00');
  await typeInPicker(dateField(slotDialog, 'Heure de fin'), '07:00');
  await slotDialog.getByLabel('Disponible').uncheck();
  await slotDialog.getByLabel('Commentaire').fill(why);
  await checkA11y(page);
  await slotDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le créneau a bien été enregistré.')).toBeVisible();
  const slot = page.getByRole('article', { name: 'le dimanche de 06:00 à 07:00' }).filter({ hasText: why });
  await expect(slot.getByText('Indisponible')).toBeVisible();
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await slot.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Le créneau a bien été supprimé.')).toBeVisible();
  await expect(slot).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu de mon espace' }).click();
  await page
    .getByRole('navigation', { name: 'Menu de mon espace' })
    .getByRole('link', { name: 'Mes notifications' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/notifications');
  const notes = page.getByRole('list', { name: 'Mes notifications' });
  await expect(
    notes.getByRole('listitem', { name: /^Votre document « Carte professionnelle » expire le / }),
  ).toBeVisible();
  const fresh = notes.getByRole('listitem', { name: note });
  await expect(fresh.getByText('Non lue')).toBeVisible();
  await expect(fresh.getByText('Déposez-en une version à jour auprès du centre.')).toBeVisible();
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await fresh.getByRole('button', { name: `Marquer « ${note} » comme lue` }).click();
  await expect(fresh.getByText(/^Lue le \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(fresh.getByText('Non lue')).toHaveCount(0);
  await fresh.getByRole('link', { name: `Voir « ${note} »` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/documents');
  await page.getByRole('button', { name: 'Menu de mon espace' }).click();
  await page.getByRole('navigation', { name: 'Menu de mon espace' }).getByRole('link', { name: 'Mes séances' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/seances');
  await session.getByRole('button', { name: 'Créer la feuille' }).click();
  const sheet = page.getByRole('dialog', { name: `Feuille d'émargement – ${title}` });
  const groups = sheet.getByRole('group', { name: /^Présence de / });
  await expect(groups.first()).toBeVisible();
  for (const g of await groups.all()) await g.getByRole('button', { name: 'Présent' }).click();
  const sign = sheet.getByRole('button', { name: 'Signer la feuille' });
  await drawFor(page, "Signature de l'intervenant", sign);
  await sign.click();
  await expect(page.getByText("La feuille d'émargement a bien été signée")).toBeVisible();
  await expect(sheet.getByText(/Feuille signée le/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await expect(session.getByText('Feuille signée')).toBeVisible();

  await session.getByRole('link', { name: 'Grille d’évaluation' }).click();
  await expect.poll(() => routePattern(page.url())).toBe('/formateur/seances/:id/grille');
  await expect(page.getByRole('heading', { name: 'Grille d’évaluation du groupe' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Séquence évaluée' }).click();
  await page.getByRole('option').first().click();
  const firstSkill = page.getByRole('group', { name: /^Note de .+ pour « / }).first();
  await firstSkill.getByRole('button', { name: '3' }).click();
  await expect(firstSkill.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Enregistrer les évaluations' }).click();
  await expect(page.getByText('1 évaluation(s) enregistrée(s).')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à mes séances' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formateur/seances');
});
