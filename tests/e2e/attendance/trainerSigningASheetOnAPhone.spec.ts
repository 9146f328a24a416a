// Journey: in the room, on a phone (390×844), the sign-in sheet is signed from the menu: the sheet's dialog
// takes the whole screen, every trainee's buttons and the signature box can be reached, « Signer la feuille »
// shows, and the page never scrolls sideways. Signed as the coordinator (there is no trainer role yet).
import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueName } from '../support.ts';
import { eventWithSheet, frDate, todayParis } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: "Signature de l'intervenant" });
  await pad.scrollIntoViewIfNeeded();
  await expect(pad).toBeInViewport({ ratio: 1 });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 20, box.y + 40 + (i % 2) * 40);
  await page.mouse.up();
}

test('signer une feuille d’émargement sur un téléphone, depuis le menu', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = uniqueName('Téléphone ');
  const { lines } = await eventWithSheet(request, title);
  await signIn(page, 'coordinateur@demo.fr');

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Émargement' }).click();
  await page.getByRole('button', { name: `Ouvrir la feuille ${title} du ${frDate(todayParis())} 00:00` }).click();
  const dialog = page.getByRole('dialog', { name: `Feuille d'émargement – ${title}` });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  for (const l of lines) {
    const present = dialog.getByRole('group', { name: `Présence de ${l.etudiant_name}` }).getByRole('button', { name: 'Présent' });
    await present.scrollIntoViewIfNeeded();
    await expect(present).toBeInViewport({ ratio: 1 });
    await present.click();
  }
  await drawSignature(page);
  const sign = dialog.getByRole('button', { name: 'Signer la feuille' });
  await expect(sign).toBeInViewport({ ratio: 1 });
  await sign.click();
  await expect(page.getByText("La feuille d'émargement a bien été signée")).toBeVisible();
  await expect(dialog.getByText(/Feuille signée le/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
