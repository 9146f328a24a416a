// Journey: from the menu's Assistance › Tickets, « Créer » opens the ticket form that mails support; a
// user sends a support request with a screenshot attached; the page says « Votre demande a
// bien été envoyée », the support team's mail is in the outbox (MAIL_DIR) with the screenshot attached, and the
// ticket is in the list.
import { mailsTo } from '../files.ts';
import { expect, signIn, test, uniqueName } from '../support.ts';

test('un utilisateur envoie un ticket avec une pièce jointe', async ({ page }) => {
  const subject = uniqueName('Export bloqué ');
  await signIn(page);
  await page.getByRole('menu', { name: 'ASSISTANCE' }).getByRole('menuitem', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/\/assistance\/tickets$/);
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/assistance/envoyer-un-ticket');
  await expect(page.getByRole('heading', { name: "Envoyer une demande d'assistance", level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Module concerné' }).click();
  await page.getByRole('option', { name: 'Stagiaire' }).click();
  await page.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill("L'export des stagiaires reste bloqué à 50 %.");
  await page.getByLabel('Pièce jointe (facultative)').setInputFiles({ name: 'capture.png', mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]) });
  await expect(page.getByText('capture.png')).toBeVisible();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/send_ticket'));
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect((await response.json()).file).toMatch(/\/api\/media_objects\/\d+/);
  await expect(page.getByRole('status').filter({ hasText: 'Votre demande a bien été envoyée' })).toBeVisible();

  await expect.poll(() => mailsTo('support@futurosud.fr').filter((m) => m.includes(subject)).length).toBe(1);
  const mail = mailsTo('support@futurosud.fr').find((m) => m.includes(subject))!;
  expect(mail).toContain('Module : Stagiaire');
  expect(mail).toContain('Attachment: capture.png (image/png, 72)');
  expect(mail).toContain('Pièce jointe : capture.png (jointe à ce courriel).');

  await page.getByRole('link', { name: 'Voir mes tickets' }).click();
  await expect(page.getByText(subject)).toBeVisible();
});
