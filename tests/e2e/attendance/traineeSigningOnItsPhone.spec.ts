// Journey: the coordinator opens today's sheet from the menu and « Faire signer » (and its texts for SMS); the
// apprentice, on its phone (a second browser context, 390 px wide), opens the link of the QR code, signs in and is brought back, is refused
// a code that is not the room's in French, signs with the finger from the fresh link; the coordinator sees it
// live, signs the sheet off (the others proposed absent), and the apprentice finds the session in « Mes présences »
// from its space's menu.
import { apiToken, checkA11y, expect, seed, submitLogin, test, uniqueName, PASSWORD } from '../support.ts';
import { drawFor, frDate, hoursAroundNow, todayParis } from './support.ts';
import { routePattern } from '../a11y.ts';

test('un apprenti signe sa présence sur son téléphone avec le QR code de la salle', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request);
  const auth = { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
  const account = (await (await request.get('/api/users?email=apprenti@demo.fr', auth)).json())['hydra:member'][0] as { etudiant: string };
  const apprentice = (await (await request.get(account.etudiant, auth)).json()) as { lastname: string; firstname: string; diplome_session: string; antenne: string };
  const name = `${apprentice.lastname} ${apprentice.firstname}`;
  const title = uniqueName('Auto-émargement ');
  const [start, end] = hoursAroundNow();
  const event = await seed(request, 'scheduler_events', { title, dt_start: todayParis(), hr_start: start, hr_end: end, diplome_session: apprentice.diplome_session, antenne: apprentice.antenne });
  expect((await request.post(`/api/scheduler_events/${event.id}/emargement`, auth)).status()).toBe(201);

  // The coordinator, from the menu.
  await submitLogin(page, 'coordinateur@demo.fr', PASSWORD);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Émargement' }).click();
  await page.getByRole('button', { name: `Ouvrir la feuille ${title} du ${frDate(todayParis())} ${start}` }).click();
  const sheet = page.getByRole('dialog', { name: `Feuille d'émargement – ${title}` });
  await sheet.getByRole('button', { name: 'Faire signer' }).click();
  const live = page.getByRole('dialog', { name: `Faire signer les stagiaires – ${title}` });
  await expect(live.getByRole('img', { name: /^QR code de signature de la séance/ })).toBeVisible();
  await expect(live.getByRole('list', { name: "N'ont pas encore signé" }).getByText(name)).toBeVisible();
  await checkA11y(page, '[role="dialog"]');
  const link = (await live.getByRole('link', { name: 'Lien de signature' }).getAttribute('href'))!;
  expect(link).toMatch(/\/emargement\/signer\/\d+\?code=[0-9A-F]{10}$/);
  // For distance learning, the personal link as a text to copy into an SMS (one SMS long).
  await live.getByRole('button', { name: 'Textes pour SMS' }).click();
  const sms = live.getByRole('region', { name: 'Liens personnels à envoyer par SMS' }).getByRole('textbox', { name: `Texte pour ${name}` });
  await expect(sms).toHaveValue(/^Signez ".+" \d{2}\/\d{2} \d{2}:\d{2}-\d{2}:\d{2} : http\S+\/emargement\/signer\/\d+\?code=\w+ \(lien perso, valable pendant la seance\)$/);
  expect((await sms.inputValue()).length).toBeLessThanOrEqual(160);

  // The apprentice's phone: signed out, sent to sign in, brought back to the session.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const learner = await phone.newPage();
  const stale = link.replace(/code=[0-9A-F]+$/, 'code=0000000000');
  await learner.goto(stale);
  await learner.getByRole('button', { name: 'Se connecter' }).click();
  await learner.getByLabel('Adresse e-mail').fill('apprenti@demo.fr');
  await learner.getByLabel('Mot de passe').fill(PASSWORD);
  await learner.getByRole('button', { name: 'Se connecter' }).click();
  await expect(learner.getByText(title)).toBeVisible();
  // Brought back to the signing page of that session.
  await expect.poll(() => routePattern(learner.url())).toBe('/emargement/signer/:id');
  await expect(learner.getByText('Ce code a expiré : scannez le code affiché maintenant.')).toBeVisible();
  await drawFor(learner, 'Ma signature', learner.getByRole('button', { name: 'Signer', exact: true }));
  await learner.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(learner.getByRole('alert').filter({ hasText: 'Ce code a expiré : scannez le code affiché maintenant.' })).toBeVisible();
  // The fresh code of the room's screen.
  await learner.goto((await live.getByRole('link', { name: 'Lien de signature' }).getAttribute('href'))!);
  await expect(learner.getByText(title)).toBeVisible();
  const width = await learner.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await checkA11y(learner);
  await drawFor(learner, 'Ma signature', learner.getByRole('button', { name: 'Signer', exact: true }));
  await learner.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(learner.getByText(/^Votre présence est signée à \d\d:\d\d/)).toBeVisible();

  // Live on the coordinator's screen, then the sign-off: those who did not sign are proposed absent.
  await expect(live.getByRole('list', { name: 'Ont signé' }).getByText(name)).toBeVisible({ timeout: 15_000 });
  await live.getByRole('button', { name: 'Fermer' }).click();
  await expect(sheet.getByText(/Signé (en retard )?sur son téléphone à \d\d:\d\d/)).toBeVisible();
  await expect(sheet.getByRole('group', { name: `Présence de ${name}` }).getByRole('button', { name: 'Présent' })).toHaveAttribute('aria-pressed', 'true');
  const signOff = sheet.getByRole('button', { name: 'Signer la feuille' });
  await drawFor(page, "Signature de l'intervenant", signOff);
  await signOff.click();
  await expect(page.getByText("La feuille d'émargement a bien été signée")).toBeVisible();

  // The apprentice's space, from its menu.
  await learner.getByRole('link', { name: 'Mon espace' }).click();
  await learner.getByRole('button', { name: 'Menu de mon espace' }).click();
  await learner.getByRole('navigation', { name: 'Menu de mon espace' }).getByRole('link', { name: 'Mes présences' }).click();
  await expect(learner).toHaveURL((url) => url.pathname === '/mon-espace/presences');
  const mine = learner.getByRole('list', { name: 'Mes présences' }).getByRole('listitem').filter({ hasText: title });
  await expect(mine.getByText(/^(Présent|En retard)$/)).toBeVisible();
  await checkA11y(learner);
  await learner.getByRole('button', { name: 'Menu de mon espace' }).click();
  await learner.getByRole('navigation', { name: 'Menu de mon espace' }).getByRole('link', { name: 'Mon planning' }).click();
  await expect(learner).toHaveURL((url) => url.pathname === '/mon-espace/planning');
  await expect(learner.getByText(new RegExp(`${start}–${end} · ${title}`))).toBeVisible();
  await phone.close();
});
