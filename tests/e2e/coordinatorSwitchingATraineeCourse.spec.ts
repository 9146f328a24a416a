// Journey (issue 13): « Changer de parcours » on a trainee's page. For the sport network (whose profile allows
// changing the antenne) the trainee moves to a session of another antenne: the old course ends the day
// before, a new one opens. For the demo centre, the other antennes' sessions are offered disabled and the
// dialog says why, in French.
import { antenneIri, expect, fillDate, signIn, test, uniqueName } from './support.ts';
import { api, traineeWithAbsences } from './parcoursSupport.ts';

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
  await expect(parcours.getByText('01/02/2026')).toBeVisible();

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
