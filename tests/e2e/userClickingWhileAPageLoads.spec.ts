// Journey: the full-page spinner (spec 000 section 2) shows while a request runs, but only a save takes the clicks.
// While a list's page is read, a click on the user's menu opens it (it was lost under the spinner before); while a
// trainee's change is saved, the page takes no click until the answer (no second save), then it does.
import { antenneIri, expect, seed, signIn, test, uniqueName } from './support.ts';

/** Holds the requests `matching` for `ms` before sending them on, until `release()`. */
async function slowDown(page: import('@playwright/test').Page, matching: (url: string, method: string) => boolean, ms: number) {
  let on = true;
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (on && matching(request.url(), request.method())) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
  return {
    release: async () => {
      on = false;
      await page.unroute('**/api/**');
    },
  };
}

/** What a click at the middle of `locator` reaches: the element itself, or the spinner's veil over it. */
function reaches(locator: import('@playwright/test').Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (hit && (hit === el || el.contains(hit))) return 'l’élément';
    return hit?.closest('.MuiBackdrop-root') ? 'le voile' : (hit?.tagName ?? 'rien');
  });
}

test('pendant une lecture la page répond, pendant un enregistrement elle attend la réponse', async ({ page, request }) => {
  const lastname = uniqueName('Attente');
  await seed(request, 'etudiants', { type: 1, etat: 0, civility: 1, lastname, firstname: 'Inès', antenne: await antenneIri(request, 'Toulon') });
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The full-page one (the app bar has its own, smaller).
  const spinner = page.locator('.MuiBackdrop-root').getByRole('progressbar', { name: 'Chargement en cours' });
  const profile = page.getByRole('button', { name: 'Profil' });
  const referenceLink = page.getByRole('menuitem', { name: "Référence de l'API" });
  await menu.getByRole('menuitem', { name: 'Stagiaires', exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // A slow read: the sorted page takes 4 s; the spinner shows, and the user's menu opens meanwhile.
  const slowList = await slowDown(page, (url, method) => method === 'GET' && /\/api\/etudiants\?/.test(url), 4_000);
  await page.getByRole('columnheader', { name: 'Prénom' }).getByRole('button').click();
  await expect(spinner).toBeVisible();
  expect(await reaches(profile)).toBe('l’élément');
  await profile.click();
  await expect(referenceLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(referenceLink).toHaveCount(0);
  await slowList.release();

  // A slow save: while the change is sent, a click in the form is refused; once saved, the page takes clicks again.
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  const row = page.getByRole('row').filter({ hasText: lastname });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell').nth(2).click();
  await page.getByRole('link', { name: 'Modifier' }).click();
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Hyères');
  const slowSave = await slowDown(page, (url, method) => method === 'PATCH' && /\/api\/etudiants\/\d+$/.test(url), 4_000);
  const patching = page.waitForRequest((r) => r.method() === 'PATCH' && /\/api\/etudiants\/\d+$/.test(r.url()));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await patching;
  await expect(spinner).toBeVisible();
  // The form's « État », beside the button (the app bar hides as the page scrolls down to it).
  const etat = page.getByRole('combobox', { name: 'État', exact: true });
  expect(await reaches(etat)).toBe('le voile');
  await expect(page.getByText('La donnée a bien été mise à jour')).toBeVisible({ timeout: 10_000 });
  await slowSave.release();
  await expect(page.getByText('Hyères')).toBeVisible();
  await profile.click();
  await expect(referenceLink).toBeVisible();
});
