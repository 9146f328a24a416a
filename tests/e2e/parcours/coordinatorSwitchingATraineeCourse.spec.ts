// Journey: « Changer de parcours » on a trainee's page. For the sport network (whose profile allows
// changing the antenne) the trainee moves to a session of another antenne: the old course ends the day
// before, a new one opens. For the demo centre, the other antennes' sessions are offered disabled and the
// dialog says why, in French. The two other moves of the panel: removal from the session and convention change.
import { antenneIri, expect, fillDate, signIn, test, uniqueName } from '../support.ts';
import { api, traineeWithAbsences } from './support.ts';

test('le réseau sport change un stagiaire de parcours et d’antenne', async ({ page, request }) => {
  const sport = 'sport@demo.fr';
  const antenne = await api(request, 'POST', '/api/antennes', { name: uniqueName('Antenne de Villeurbanne ') }, sport);
  const lastname = uniqueName('Mobile');
  const trainee = await traineeWithAbsences(request, antenne['@id'], lastname, sport);
  await signIn(page, sport);
  await page.goto(`/stagiaires/${trainee.id}`);
  const parcours = page.getByRole('region', { name: 'Parcours' });
  await parcours.getByRole('button', { name: 'Changer de parcours' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Changer le parcours de ${lastname}`) });
  await expect(dialog.getByText("Votre centre ne permet pas de changer d'antenne")).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Nouvelle session' }).click();
  await page.getByRole('option', { name: /\(Antenne de Lyon\)$/ }).first().click();
  await fillDate(dialog, 'Date du changement', '02/02/2026');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Le stagiaire a changé de parcours.')).toBeVisible();
  await expect(parcours.getByText('Sorti', { exact: true })).toBeVisible();
  await expect(parcours.getByText('01/02/2026', { exact: true })).toBeVisible();
  await expect(parcours.getByText('Sorti le 01/02/2026', { exact: true })).toBeVisible();

  await parcours.getByRole('link', { name: 'Voir le nouveau parcours' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  const fresh = page.getByRole('region', { name: 'Parcours' });
  await expect(fresh.getByText('Présent')).toBeVisible();
  await expect(fresh.getByText('02/02/2026')).toBeVisible();
});

test('le centre de démonstration ne peut pas changer un stagiaire d’antenne', async ({ page, request }) => {
  const lastname = uniqueName('Sedentaire');
  const trainee = await traineeWithAbsences(request, await antenneIri(request, 'Toulon'), lastname);
  await signIn(page);
  await page.goto(`/stagiaires/${trainee.id}`);
  await page.getByRole('region', { name: 'Parcours' }).getByRole('button', { name: 'Changer de parcours' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Changer le parcours de ${lastname}`) });
  await expect(dialog.getByText("Votre centre ne permet pas de changer d'antenne lors d'un changement de parcours : seules les sessions de l'antenne du stagiaire peuvent être choisies.")).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Nouvelle session' }).click();
  const elsewhere = page.getByRole('option', { name: /\(Antenne de Nice\) – Autre antenne : non autorisé pour votre centre$/ }).first();
  await expect(elsewhere).toBeVisible();
  await expect(elsewhere).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: /\(Antenne de Toulon\)$/ }).first().click();
  await fillDate(dialog, 'Date du changement', '01/09/2025');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText("La date du changement de parcours doit être postérieure à la date d'entrée (01/09/2025).")).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
});

test('un stagiaire est retiré de sa session, puis change de convention', async ({ page, request }) => {
  const toulon = await antenneIri(request, 'Toulon');
  const sessions = await api(request, 'GET', `/api/antenne_diplomes_sessions?antenne=${encodeURIComponent(toulon)}&etat=0`);
  const session = await api(request, 'GET', sessions['hydra:member'][0].diplome_session as string);
  const number = uniqueName('CONV-');
  await api(request, 'POST', '/api/antenne_conventions', { type: 1, convention_number: number, name: 'Convention régionale', antenne: toulon });
  const lastname = uniqueName('Deplace');
  const trainee = await api(request, 'POST', '/api/etudiants', { type: 1, civility: 0, lastname, firstname: 'Hugo', antenne: toulon, dt_date_entree: '2025-09-01', diplome_session: session['@id'] });

  await signIn(page);
  await page.goto(`/stagiaires/${trainee.id}`);
  const parcours = page.getByRole('region', { name: 'Parcours' });
  await expect(parcours.getByText(session.name, { exact: true })).toBeVisible();
  await parcours.getByRole('button', { name: 'Retirer de la session' }).click();
  const confirm = page.getByRole('dialog', { name: `Retirer ${lastname} Hugo de sa session` });
  await expect(confirm).toContainText(`Le stagiaire ne sera plus rattaché à la session « ${session.name} ».`);
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Le stagiaire a été retiré de la session.')).toBeVisible();
  await expect(parcours.getByText('Aucune session')).toBeVisible();
  await expect(parcours.getByRole('button', { name: 'Retirer de la session' })).toBeDisabled();

  await parcours.getByRole('button', { name: 'Changer de convention' }).click();
  const dialog = page.getByRole('dialog', { name: `Changer la convention de ${lastname} Hugo` });
  await dialog.getByRole('combobox', { name: 'Convention' }).click();
  await page.getByRole('option', { name: number }).click();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('La convention du stagiaire a été modifiée.')).toBeVisible();
  await expect(parcours.getByText(number, { exact: true })).toBeVisible();
  const stored = await api(request, 'GET', `/api/etudiants/${trainee.id}`);
  expect(stored).toMatchObject({ diplome_session: null, etat: 0 });
  expect(stored.antenne_convention).toMatch(/^\/api\/antenne_conventions\/\d+$/);
});
