// Journey: a read-only guest (ROLE_GUEST) reads lists, detail pages and the attendance pages and is offered
// no create, edit, delete or sign control; a form it may not use, or a screen an antenne user may not open,
// says « Accès refusé »; dates are picked with the French picker; decimals, times and alert types read French.
import { antenneIri, dateField, expect, fillDate, seed, signIn, test, uniqueName } from './support.ts';
import { eventWithSheet, frDate, todayParis } from './attendance/support.ts';

const denied = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1, name: 'Accès refusé' });

test('un invité lit sans pouvoir écrire', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lastname = uniqueName('Lecture');
  const trainee = await seed(request, 'etudiants', {
    type: 1, civility: 1, lastname, firstname: 'Inès', antenne: await antenneIri(request, 'Toulon'), formation_hours: 3.5,
  });
  const title = uniqueName('Séance ');
  await eventWithSheet(request, title);
  const bare = uniqueName('Sans feuille ');
  await seed(request, 'scheduler_events', { title: bare, dt_start: todayParis(), hr_start: '14:00', hr_end: '17:00', antenne: await antenneIri(request, 'Toulon') });

  await signIn(page, 'invite@demo.fr');

  // A generic list: found by the search box (first name), no « Créer ».
  await page.goto('/stagiaires');
  await page.getByRole('textbox', { name: /^Rechercher par nom, prénom/ }).fill(`Inès ${lastname}`);
  await expect(page.getByRole('cell', { name: lastname })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);

  // Its detail page: no « Modifier », no « Ajouter » in the child lists; the decimal has a comma.
  await page.getByRole('cell', { name: lastname }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await page.getByRole('tab', { name: 'Formation', exact: true }).click();
  await expect(page.getByText('3,5', { exact: true })).toBeVisible();
  await expect(page.getByText('3.5', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ajouter' })).toHaveCount(0);

  // The forms themselves, reached by URL, are refused in French.
  await page.goto(`/stagiaires/${trainee.id}/modifier`);
  await expect(denied(page)).toBeVisible();
  await page.goto('/stagiaires/nouveau');
  await expect(denied(page)).toBeVisible();

  // Alert types read as words.
  await page.goto('/global_alertes');
  await expect(page.getByRole('cell', { name: 'Documents arrivant à expiration' }).first()).toBeVisible();

  // Émargement: sheets open to read, times as HH:MM, nothing to create or sign.
  await page.goto('/stagiaire/emargement');
  await expect(page.getByText(new RegExp(`${frDate(todayParis())} 14:00–17:00 · ${bare}`))).toBeVisible();
  await expect(page.getByRole('button', { name: /^Créer la feuille/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Ouvrir la feuille ${title} du ${frDate(todayParis())} 00:00` }).click();
  const sheet = page.getByRole('dialog', { name: `Feuille d'émargement – ${title}` });
  await expect(sheet.getByText('Consultation seule')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Présent' }).first()).toBeDisabled();
  await expect(sheet.getByRole('button', { name: /^Signer/ })).toHaveCount(0);
  await expect(sheet.getByRole('img', { name: "Signature de l'intervenant" })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Fermer' }).click();

  // Planning: no « Nouvelle séance », an event opens read-only.
  await page.goto('/stagiaire/planning');
  await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Nouvelle séance le/ })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const event = page.getByRole('dialog', { name: 'Séance' });
  await expect(event.getByRole('textbox', { name: 'Intitulé' })).toBeDisabled();
  await expect(event.getByRole('button', { name: /^Enregistrer|^Supprimer/ })).toHaveCount(0);
  await event.getByRole('button', { name: 'Fermer' }).click();

  // Pointage: details to read, no absence to add.
  await page.goto('/stagiaire/pointage');
  await page.getByRole('button', { name: /^Détail du pointage de/ }).first().click();
  const detail = page.getByRole('dialog', { name: /^Pointage de/ });
  await expect(detail.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Ajouter une absence' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Retirer du pointage' })).toHaveCount(0);
});

test('un utilisateur d’antenne lit « Accès refusé » sur un écran qui ne lui est pas ouvert', async ({ page }) => {
  await signIn(page, 'antenne1@demo.fr');
  await page.goto('/antenne/parametrage-du-site');
  await expect(denied(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toHaveCount(0);
  await page.goto('/cfas');
  await expect(denied(page)).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/accueil$/);
});

test('une date se choisit dans le calendrier français', async ({ page }) => {
  await signIn(page);
  await page.goto('/stagiaires/nouveau');
  await fillDate(page, 'Date de naissance', '01/03/2006');
  await dateField(page, 'Date de naissance').getByRole('button', { name: /^Choisir la date/ }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('mars 2006')).toBeVisible();
  await calendar.getByRole('gridcell', { name: '15' }).click();
  await expect(dateField(page, 'Date de naissance').locator('input')).toHaveValue('15/03/2006');
  // A date that does not exist is a French error under the field, never sent.
  await fillDate(page, 'Date de naissance', '31/02/2006');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Date incomplète ou inexistante/)).toBeVisible();
  // So is a date left half typed: the sections it shows are not dropped silently.
  await fillDate(page, 'Date de naissance', '15/03/2006');
  await dateField(page, 'Date de naissance').getByRole('spinbutton', { name: 'Année' }).click();
  await page.keyboard.press('Backspace');
  await expect(page.getByText(/Date incomplète ou inexistante/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Date incomplète ou inexistante/)).toBeVisible();
});
