// Journey: a coordinator's home shows the day's sign-in sheets still to sign off; the count opens
// the sheets page, the coordinator signs one off, and back home the count has dropped by one.
import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueName } from '../support.ts';
import { eventWithSheet, frDate, todayParis } from './support.ts';

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: "Signature de l'intervenant" });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + 40 + (i % 2) * 40);
  await page.mouse.up();
}

const sheetsCard = (page: Page) => page.getByRole('link', { name: /^Feuilles d'émargement du jour à signer : \d+, ouvrir la liste$/ });
const countOf = async (page: Page) => Number((await sheetsCard(page).getAttribute('aria-label'))!.match(/: (\d+),/)![1]);

test("l'accueil du coordinateur montre une feuille à signer ; signée, le compte baisse", async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = uniqueName('Séance accueil ');
  const { lines } = await eventWithSheet(request, title);

  await signIn(page, 'coordinateur@demo.fr');
  await expect(page).toHaveURL(/\/accueil$/);
  await expect(sheetsCard(page)).toBeVisible();
  const before = await countOf(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Séances du jour' })).toContainText(title);

  await sheetsCard(page).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaire/emargement\\?jour=${todayParis()}&a_signer=1$`));
  // The page shows exactly what the card counts: the day's open sheets and its sessions without a sheet.
  await expect(page.getByText(`Feuilles d'émargement du ${frDate(todayParis())} à signer`)).toBeVisible();
  const toSign = page.getByRole('button', { name: /^(Ouvrir|Créer) la feuille / });
  await expect(toSign.first()).toBeVisible();
  await expect(toSign).toHaveCount(before);
  await page.getByRole('button', { name: `Ouvrir la feuille ${title} du ${frDate(todayParis())} 00:00` }).click();
  const dialog = page.getByRole('dialog', { name: `Feuille d'émargement – ${title}` });
  for (const l of lines) await dialog.getByRole('group', { name: `Présence de ${l.etudiant_name}` }).getByRole('button', { name: 'Présent' }).click();
  await drawSignature(page);
  await dialog.getByRole('button', { name: 'Signer la feuille' }).click();
  await expect(page.getByText("La feuille d'émargement a bien été signée")).toBeVisible();

  await page.goto('/accueil');
  await expect(sheetsCard(page)).toBeVisible();
  await expect.poll(() => countOf(page)).toBe(before - 1);
});

test("chaque compte de l'accueil ouvre sa liste filtrée", async ({ page }) => {
  await signIn(page, 'coordinateur@demo.fr');
  for (const [label, path] of [['Documents expirant sous 30 jours', '/etudiant_documents'], ['Absences à justifier (30 derniers jours)', '/etudiant_absences'],
    ['Contrats finissant sous 60 jours', '/stagiaire/contrats']] as const) {
    await page.goto('/accueil');
    const card = page.getByRole('link', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} : \\d+, ouvrir la liste$`) });
    const count = Number((await card.getAttribute('aria-label'))!.match(/: (\d+),/)![1]);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?filter=`));
    const rows = page.locator('table tbody tr');
    if (count === 0) await expect(page.getByText(/Aucun/).first()).toBeVisible();
    else await expect(rows).toHaveCount(Math.min(count, 25));
  }
  // The trainees still « En formation » three months after entry: the list shows as many.
  await page.goto('/accueil');
  const sansContrat = page.getByRole('link', { name: /^Stagiaires sans contrat après 3 mois : \d+, ouvrir la liste$/ });
  const sans = Number((await sansContrat.getAttribute('aria-label'))!.match(/: (\d+),/)![1]);
  await sansContrat.click();
  await expect(page).toHaveURL(/\/stagiaires\?filter=.*etat_parcours/);
  if (sans === 0) await expect(page.getByText(/Aucun/).first()).toBeVisible();
  else await expect(page.locator('table tbody tr')).toHaveCount(Math.min(sans, 25));
  // The follow-ups due: the follow-up page, whose late and due figures add up to the count.
  await page.goto('/accueil');
  const suivis = page.getByRole('link', { name: /^Suivis à 3, 6, 9 ou 12 mois à faire : \d+, ouvrir la liste$/ });
  const due = Number((await suivis.getAttribute('aria-label'))!.match(/: (\d+),/)![1]);
  await suivis.click();
  await expect(page).toHaveURL(/\/post-formation\/suivi-stagiaire$/);
  const figures = (await page.getByRole('status').filter({ hasText: 'en retard' }).textContent())!;
  const [late, toDo] = figures.match(/(\d+) en retard · (\d+) à faire/)!.slice(1).map(Number) as [number, number];
  expect(late + toDo).toBe(due);
});
