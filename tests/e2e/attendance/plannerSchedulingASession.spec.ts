// Journey: a planner opens the week calendar (French, Monday first), creates a session in a room already
// taken at that time, sees the conflict before saving, confirms, and finds the session in the week and
// month views. The planning shows one antenne's sessions when asked, and a session without group is warned of.
import { antenneIri, dateField, expect, seed, signIn, test, typeInPicker, uniqueName } from '../support.ts';
import { frDate, todayParis } from './support.ts';

test('planifier une séance et voir le conflit de salle avant l’enregistrement', async ({ page, request }) => {
  const antenne = await antenneIri(request, 'Nice');
  const room = await seed(request, 'scheduler_classrooms', { name: uniqueName('Salle '), antenne });
  const busy = await seed(request, 'scheduler_events', { title: uniqueName('Séance existante '), dt_start: todayParis(), hr_start: '09:00', hr_end: '12:30', classroom: room['@id'], antenne });
  const title = uniqueName('Nouvelle séance ');

  await signIn(page);
  await page.getByRole('menu', { name: 'STAGIAIRES' }).getByRole('menuitem', { name: 'Planning', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaire/planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  await expect(page.getByRole('columnheader').first()).toHaveText('Lundi');
  await expect(page.getByRole('button', { name: new RegExp(`${busy.title as string}, 09:00–12:30`) })).toBeVisible();
  // Another antenne's planning does not show Nice's session; Nice's does.
  const filter = page.getByRole('combobox', { name: 'Antenne' });
  await filter.click();
  await page.getByRole('option', { name: 'Antenne de Toulon' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${busy.title as string}, 09:00–12:30`) })).toHaveCount(0);
  await filter.click();
  await page.getByRole('option', { name: 'Antenne de Nice' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${busy.title as string}, 09:00–12:30`) })).toBeVisible();

  await page.getByRole('button', { name: `Nouvelle séance le ${frDate(todayParis())}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle séance' });
  await dialog.getByLabel('Intitulé').fill(title);
  await expect(dialog.getByText("Sans groupe, cette séance n'aura aucun stagiaire sur sa feuille d'émargement.")).toBeVisible();
  await typeInPicker(dateField(dialog, 'Heure de début'), '10:00');
  await typeInPicker(dateField(dialog, 'Heure de fin'), '11:00');
  await dialog.getByRole('combobox', { name: 'Antenne' }).click();
  await page.getByRole('option', { name: 'Antenne de Nice' }).click();
  await dialog.getByRole('combobox', { name: 'Salle' }).click();
  await page.getByRole('option', { name: room.name as string }).click();

  // The conflict shows before saving; saving asks for a confirmation.
  await expect(dialog.getByRole('alert')).toContainText(`Conflit avec « ${busy.title as string} » (09:00–12:30) : même salle.`);
  await dialog.getByRole('button', { name: 'Enregistrer malgré le conflit' }).click();
  await expect(dialog.getByText('Cliquez à nouveau')).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/scheduler_events') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Enregistrer malgré le conflit' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('La séance a bien été enregistrée')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${title}, 10:00–11:00`) })).toBeVisible();

  // The month view shows it too.
  await page.getByRole('button', { name: 'Mois', exact: true }).click();
  await expect(page.getByRole('grid', { name: 'Calendrier du mois' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${title}, 10:00–11:00`) })).toBeVisible();
});
