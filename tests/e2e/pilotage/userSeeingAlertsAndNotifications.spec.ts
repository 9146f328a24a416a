// Journeys of the app bar: a trainee's document that expires in 10 days raises an alert, and the
// bell counts it (then lists it on the alerts page, by type); a notification marked read from the bell's
// neighbour menu drops the unread badge.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, checkA11y, expect, seed, signIn, test, uniqueName } from '../support.ts';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

async function badges(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const res = await request.get('/api/pilotage_badges', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { notifications_non_lues: number; alertes_actives: number };
}

test("un document qui expire dans 10 jours lève une alerte que la cloche compte", async ({ page, request }) => {
  const before = await badges(request, 'admin@demo.fr');
  const trainee = await seed(request, 'etudiants', { type: 1, etat: 0, lastname: uniqueName('Alerte'), firstname: 'Dora', antenne: '/api/antennes/3' });
  const name = uniqueName('Titre de séjour ');
  const document = await seed(request, 'etudiant_documents', { etudiant: trainee['@id'], type_document: 1, name, date_expiration: inDays(10) });

  await signIn(page);
  const after = await badges(request, 'admin@demo.fr');
  expect(after.alertes_actives).toBe(before.alertes_actives + 1);
  await page.reload();
  const bell = page.getByRole('button', { name: `Alertes (${after.alertes_actives} actives)` });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByRole('menuitem', { name: 'Voir toutes mes alertes' }).click();
  await expect(page).toHaveURL(/\/alertes$/);
  await page.getByRole('tab', { name: /^Documents arrivant à expiration/ }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(inDays(10).split('-').reverse().join('/'));
  // Its link opens the document's page.
  await row.getByRole('link', { name: 'Ouvrir', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/etudiant_documents/${document.id}$`));

  // The centre's list of alerts names their types in French, not by number.
  await page.goto('/global_alertes');
  await expect(page.getByRole('cell', { name: 'Documents arrivant à expiration' }).first()).toBeVisible();
});

test('une notification marquée comme lue fait baisser le badge', async ({ page, request }) => {
  const email = 'coordinateur@demo.fr';
  const token = await apiToken(request, email);
  const me = await (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } })).json() as { '@id': string };
  const title = uniqueName('Nouveau document déposé ');
  await seed(request, 'notifications', { user: me['@id'], title, message: 'Un document attend votre relecture.' }, email);
  const { notifications_non_lues: unread } = await badges(request, email);
  expect(unread).toBeGreaterThan(0);

  await signIn(page, email);
  const button = page.getByRole('button', { name: `Notifications (${unread} non lues)` });
  await expect(button).toBeVisible();
  await button.click();
  const menu = page.getByRole('menu', { name: 'Mes notifications non lues' });
  // Open, the menu holds only menu items (ARIA): each notification's « Marquer comme lue » is one.
  await expect(menu.getByRole('menuitem', { name: `Marquer « ${title} » comme lue` })).toBeVisible();
  // The keyboard starts on the newest notification (read after the menu opened), not on « Tout marquer comme lu ».
  await expect(menu.getByRole('menuitem', { name: /^Marquer « .* » comme lue$/ }).first()).toBeFocused();
  await checkA11y(page);
  await menu.getByRole('menuitem', { name: `Marquer « ${title} » comme lue` }).click();
  await expect(page.getByText('Notification marquée comme lue')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Notifications (${unread - 1} non lues)` })).toBeVisible();
  expect((await badges(request, email)).notifications_non_lues).toBe(unread - 1);
});

test('le lien d’une notification ouvre la fiche du stagiaire qu’elle nomme', async ({ page, request }) => {
  const email = 'coordinateur@demo.fr';
  const token = await apiToken(request, email);
  const me = await (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } })).json() as { '@id': string };
  const trainee = await seed(request, 'etudiants', { type: 1, etat: 0, lastname: uniqueName('Lien'), firstname: 'Noé', antenne: '/api/antennes/3' });
  const title = uniqueName('Dossier à compléter ');
  await seed(request, 'notifications', { user: me['@id'], title, message: 'Une pièce manque au dossier.', uri: trainee['@id'] }, email);

  await signIn(page, email);
  await page.getByRole('button', { name: /^Notifications \(/ }).click();
  await page.getByRole('menuitem', { name: 'Voir toutes mes notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.getByRole('textbox', { name: 'Titre' }).fill(title);
  // Once the list has taken the search (the form waits 300 ms, then writes it into the address).
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('cell', { name: title }).click();
  // The record page shows where the notification points as a link to that screen, not as an API address.
  await expect(page.getByText(trainee['@id'] as string)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ouvrir', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(trainee.lastname as string) }).first()).toBeVisible();
});

test('le lien d’une notification vers une fiche disparue le dit en français', async ({ page, request }) => {
  const email = 'coordinateur@demo.fr';
  const token = await apiToken(request, email);
  const me = await (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } })).json() as { '@id': string };
  const title = uniqueName('Dossier supprimé ');
  await seed(request, 'notifications', { user: me['@id'], title, message: 'Le stagiaire a été supprimé depuis.', uri: '/api/etudiants/987654321' }, email);

  await signIn(page, email);
  await page.getByRole('button', { name: /^Notifications \(/ }).click();
  await page.getByRole('menuitem', { name: 'Voir toutes mes notifications' }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill(title);
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('cell', { name: title }).click();
  await page.getByRole('link', { name: 'Ouvrir', exact: true }).click();
  await expect(page.getByText("Cette fiche n'existe plus, ou vous n'avez pas accès à ses données.")).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/accueil$/);
});
