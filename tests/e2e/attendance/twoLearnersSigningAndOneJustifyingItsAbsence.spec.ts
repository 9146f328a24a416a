// Journey of the self-signing's whole round: the coordinator shows the room's QR code from the menu; two learners
// sign on their phones (390 px, each its own browser context): the first scans a code gone stale, is refused in
// French and signs with the fresh one; the second, not signed in there, is recognised by a one-time code mailed to
// it (a wrong code refused with the tries left); the coordinator sees both live and signs the sheet off; a third learner who
// did not sign gets the absence in « Mes absences », justifies it with a certificate; the coordinator accepts it
// from the pointage screen and the learner sees it accepted; the signed sheet's PDF downloads (its content and
// proof page: tests/unit/documents/unicodePdf.test.ts) and its proof holds both phone signatures.
import type { Browser, Page } from '@playwright/test';
import { apiToken, expect, seed, submitLogin, test, uniqueName, PASSWORD } from '../support.ts';
import { drawFor, frDate, hoursAroundNow, todayParis } from './support.ts';
import { mailsTo } from '../files.ts';

const PDF = Buffer.from('%PDF-1.4\n% certificat\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function phoneOf(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  return context.newPage();
}

/** A learner opens the room's link on its phone, signs in (brought back to the session) and signs with a finger. */
async function signInOnPhone(phone: Page, link: string, email: string, title: string) {
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Se connecter' }).click();
  await phone.getByLabel('Adresse e-mail').fill(email);
  await phone.getByLabel('Mot de passe').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Se connecter' }).click();
  await expect(phone.getByText(title)).toBeVisible();
}

async function sign(phone: Page) {
  const button = phone.getByRole('button', { name: 'Signer', exact: true });
  await drawFor(phone, 'Ma signature', button);
  await button.click();
}

async function openSpacePage(phone: Page, label: string) {
  await phone.getByRole('button', { name: 'Menu de mon espace' }).click();
  await phone.getByRole('navigation', { name: 'Menu de mon espace' }).getByRole('link', { name: label }).click();
}

test('deux apprentis signent sur leur téléphone, le troisième justifie son absence et le coordinateur l’accepte', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const auth = { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
  const account = (await (await request.get('/api/users?email=apprenti@demo.fr', auth)).json())['hydra:member'][0] as { etudiant: string };
  type Trainee = { '@id': string; lastname: string; firstname: string; diplome_session: string; antenne: string; mail?: string | null };
  const first = (await (await request.get(account.etudiant, auth)).json()) as Trainee;
  const group = (await (await request.get(`/api/etudiants?type=1&etat=0&diplome_session=${first.diplome_session}&antenne=${first.antenne}&itemsPerPage=10`, auth))
    .json())['hydra:member'] as Trainee[];
  const [second, third] = group.filter((t) => t['@id'] !== first['@id']);
  // Accounts for two more learners of the group, made by the centre.
  const accountFor = async (t: Trainee) => {
    const email = `${uniqueName('apprenti.')}.${t['@id'].split('/').pop()}@exemple.fr`.toLowerCase();
    const res = await request.post('/api/users', { ...auth, data: { email, lastname: t.lastname, firstname: t.firstname, password: PASSWORD, roles: ['ROLE_STAGIAIRE'], etudiant: t['@id'] } });
    expect(res.status(), await res.text()).toBe(201);
    return email;
  };
  const secondEmail = await accountFor(second!);
  const thirdEmail = await accountFor(third!);
  const nameOf = (t: Trainee) => `${t.lastname} ${t.firstname}`;
  const title = uniqueName('Séance signée au téléphone ');
  const [start, end] = hoursAroundNow();
  const event = await seed(request, 'scheduler_events', { title, dt_start: todayParis(), hr_start: start, hr_end: end, diplome_session: first.diplome_session, antenne: first.antenne });
  const created = await request.post(`/api/scheduler_events/${event.id}/emargement`, auth);
  expect(created.status()).toBe(201);
  const sheetId = ((await created.json()) as { id: number }).id;

  // The coordinator shows the QR code, from the menu.
  await submitLogin(page, 'coordinateur@demo.fr', PASSWORD);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Émargement' }).click();
  await page.getByRole('button', { name: `Ouvrir la feuille ${title} du ${frDate(todayParis())} ${start}` }).click();
  const sheet = page.getByRole('dialog', { name: `Feuille d'émargement – ${title}` });
  await sheet.getByRole('button', { name: 'Faire signer' }).click();
  const live = page.getByRole('dialog', { name: `Faire signer les stagiaires – ${title}` });
  const roomLink = async () => (await live.getByRole('link', { name: 'Lien de signature' }).getAttribute('href'))!;
  const stale = await roomLink();

  // The first learner scans a code gone stale: refused in French, then signs with the room's fresh code.
  const phone1 = await phoneOf(browser, baseURL);
  await signInOnPhone(phone1, stale.replace(/code=[0-9A-F]+$/, 'code=0000000000'), 'apprenti@demo.fr', title);
  await expect(phone1.getByText('Ce code a expiré : scannez le code affiché maintenant.')).toBeVisible();
  await phone1.goto(await roomLink());
  await sign(phone1);
  await expect(phone1.getByText(/^Votre présence est signée à \d\d:\d\d/)).toBeVisible();
  // The second learner, on its own phone without its password: a one-time code mailed to its address on file.
  const phone2 = await phoneOf(browser, baseURL);
  await phone2.goto(await roomLink());
  const address = second!.mail || secondEmail;
  const otp = phone2.getByRole('region', { name: 'Recevoir un code par courriel' });
  await otp.getByRole('textbox', { name: 'Mon adresse de courriel' }).fill(address);
  await otp.getByRole('button', { name: 'Recevoir un code par courriel' }).click();
  await expect(otp.getByText(/un code à 6 chiffres vient d'y être envoyé/)).toBeVisible();
  await expect.poll(() => mailsTo(address).filter((x) => x.includes(title)).length).toBe(1);
  const code = /: (\d{6})\n/.exec(mailsTo(address).filter((x) => x.includes(title))[0]!)![1]!;
  await otp.getByRole('textbox', { name: 'Code reçu (6 chiffres)' }).fill(code === '000000' ? '111111' : '000000');
  await otp.getByRole('button', { name: 'Valider le code' }).click();
  await expect(otp.getByText("Ce code n'est pas le bon. Il vous reste 4 essais.")).toBeVisible();
  await otp.getByRole('textbox', { name: 'Code reçu (6 chiffres)' }).fill(code);
  await otp.getByRole('button', { name: 'Valider le code' }).click();
  await expect(phone2.getByText(title)).toBeVisible();
  await sign(phone2);
  await expect(phone2.getByText(/^Votre présence est signée à \d\d:\d\d/)).toBeVisible();

  // Both live on the coordinator's screen; the third has not signed. The sign-off marks it absent.
  const signedList = live.getByRole('list', { name: 'Ont signé' });
  await expect(signedList.getByText(nameOf(first))).toBeVisible({ timeout: 15_000 });
  await expect(signedList.getByText(nameOf(second!))).toBeVisible({ timeout: 15_000 });
  await expect(live.getByRole('list', { name: "N'ont pas encore signé" }).getByText(nameOf(third!))).toBeVisible();
  await live.getByRole('button', { name: 'Fermer' }).click();
  await expect(sheet.getByRole('group', { name: `Présence de ${nameOf(third!)}` }).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
  const signOff = sheet.getByRole('button', { name: 'Signer la feuille' });
  await drawFor(page, "Signature de l'intervenant", signOff);
  await signOff.click();
  await expect(page.getByText("La feuille d'émargement a bien été signée")).toBeVisible();
  // The PDF of the signed sheet, and its proof with both phone signatures and their times.
  const download = page.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^emargement-\d{4}-\d{2}-\d{2}-\d+\.pdf$/);
  const proof = (await (await request.get(`/api/scheduler_event_emargements/${sheetId}/preuve`, auth)).json()) as { signatures: { etudiant_name: string; signed_at: string }[] };
  expect(proof.signatures.map((s) => s.etudiant_name).sort()).toEqual([nameOf(first), nameOf(second!)].sort());
  await sheet.getByRole('button', { name: 'Fermer' }).click();

  // The absent learner finds the absence in its space and justifies it.
  const phone3 = await phoneOf(browser, baseURL);
  await phone3.goto('/');
  await phone3.getByLabel('Adresse e-mail').fill(thirdEmail);
  await phone3.getByLabel('Mot de passe').fill(PASSWORD);
  await phone3.getByRole('button', { name: 'Se connecter' }).click();
  await openSpacePage(phone3, 'Mes absences');
  await expect(phone3).toHaveURL((url) => url.pathname === '/mon-espace/absences');
  const absence = phone3.getByRole('list', { name: 'Liste de mes absences' }).getByRole('listitem').filter({ hasText: `${start}–${end}` });
  await expect(absence.getByText('Non justifiée')).toBeVisible();
  await absence.getByRole('button', { name: 'Justifier' }).click();
  const justify = phone3.getByRole('dialog', { name: /^Justifier mon absence du / });
  await justify.getByLabel('Justificatif (PDF ou photo)').setInputFiles({ name: 'certificat-medical.pdf', mimeType: 'application/pdf', buffer: PDF });
  await justify.getByRole('textbox', { name: 'Commentaire (facultatif)' }).fill('Rendez-vous chez le médecin');
  await justify.getByRole('button', { name: 'Envoyer' }).click();
  await expect(phone3.getByText('Votre justificatif est envoyé : le coordinateur va l’examiner.')).toBeVisible();
  await expect(absence.getByText('Justificatif en attente d’examen')).toBeVisible();
  expect(await phone3.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The coordinator accepts it from the pointage screen.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Pointage' }).click();
  const pending = page.getByRole('region', { name: 'Justificatifs d’absence à examiner' });
  await expect(pending.getByRole('button', { name: 'certificat-medical.pdf' }).first()).toBeVisible();
  await pending.getByRole('button', { name: `Accepter le justificatif de ${nameOf(third!)}` }).first().click();
  await expect(page.getByText('Justificatif accepté : l’absence est justifiée.')).toBeVisible();

  // The learner sees the outcome.
  await openSpacePage(phone3, 'Mes présences');
  await expect(phone3).toHaveURL((url) => url.pathname === '/mon-espace/presences');
  await expect(phone3.getByRole('list', { name: 'Mes présences' }).getByRole('listitem').filter({ hasText: title }).getByText('Absent')).toBeVisible();
  await openSpacePage(phone3, 'Mes absences');
  await expect(phone3).toHaveURL((url) => url.pathname === '/mon-espace/absences');
  await expect(absence.getByText('Justificatif accepté')).toBeVisible();
  await expect(absence.getByText('Justifiée', { exact: true })).toBeVisible();
  for (const p of [phone1, phone2, phone3]) await p.context().close();
});
