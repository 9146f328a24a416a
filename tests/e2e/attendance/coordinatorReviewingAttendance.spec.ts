// Journey: a coordinator opens the attendance page (/stagiaire/pointage) of the current month, finds a trainee
// with an unjustified absence of a working day of this month (today on a weekday) counted in hours and in the
// rate, and opens the trainee's detail, which lists that absence with its reason. While the totals load, the page
// does not say « Aucun stagiaire ».
import { antenneIri, expect, seed, signIn, test, uniqueName } from '../support.ts';
import { frDate, workingDayOfThisMonthParis } from './support.ts';

test('consulter le pointage du mois et le détail d’un stagiaire absent', async ({ page, request }) => {
  // A name that sorts first, so the trainee is in the page's first rows.
  const lastname = uniqueName('Aaa-Pointage ');
  const trainee = await seed(request, 'etudiants', {
    type: 1, etat: 0, civility: 1, lastname, firstname: 'Léa', antenne: await antenneIri(request, 'Toulon'),
  });
  // A working day of this month (today on a weekday): absences count in hours on working days only.
  const day = workingDayOfThisMonthParis();
  await seed(request, 'etudiant_absences', {
    etudiant: trainee['@id'], raison: 1, dt_start: day, dt_end: day, hr_start: '09:00', hr_end: '12:00',
  });

  await signIn(page, 'coordinateur@demo.fr');
  // The totals are held back a moment: while they are on their way the page does not say there is nobody.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/pointage_totals?*', async (route) => { await held; await route.continue(); });
  const asked = page.waitForRequest((r) => r.url().includes('/api/pointage_totals?'));
  await page.goto('/stagiaire/pointage');
  await expect(page.getByRole('heading', { level: 1, name: 'Pointage' })).toBeVisible();
  await asked;
  await expect(page.getByRole('columnheader', { name: 'Stagiaire' })).toBeVisible();
  await expect(page.getByText('Aucun stagiaire pour cette sélection.')).toHaveCount(0);
  // Released: this and any later request go on at once.
  release();
  const row = page.getByRole('table', { name: 'Pointage par stagiaire' }).getByRole('row').filter({ hasText: `${lastname} Léa` });
  // Présence 0 h, justifiées 0 h, injustifiées 3 h, assiduité 0 %.
  await expect(row.getByRole('cell')).toHaveText([`${lastname} Léa`, '0', '0', '3', '0 %', 'Détail']);

  await row.getByRole('button', { name: `Détail du pointage de ${lastname} Léa` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Pointage de ${lastname} Léa du `) });
  await expect(dialog).toBeVisible();
  const detail = dialog.getByRole('table', { name: 'Présences et absences' });
  await expect(detail).toContainText(frDate(day));
  await expect(detail).toContainText('Absence injustifiée – Absence injustifiée (centre)');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});
