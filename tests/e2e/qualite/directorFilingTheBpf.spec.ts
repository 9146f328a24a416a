// Journey: a director opens the BPF of last year from the menu, opens the records behind the apprentices'
// trainee-hours and finds a trainee there, types a financial line by hand, validates, and downloads the
// version's PDF and CSV.
import { expect, seed, signIn, test, uniqueName, antenneIri } from '../support.ts';

test('un directeur calcule, complète, valide et télécharge le BPF de l’an dernier', async ({ page, request }) => {
  const year = new Date().getFullYear() - 1;
  const lastname = uniqueName('Aabpf');
  await seed(request, 'etudiants', {
    type: 1, etat: 0, status: 1, funding: 1, lastname, firstname: 'Léo', antenne: await antenneIri(request, 'Toulon'),
    dt_date_entree: `${year}-03-02`, date_sortie_prevue: `${year}-06-26`, formation_hours: 120,
  });
  await signIn(page);
  await page.getByRole('menu', { name: 'QUALITÉ' }).getByRole('menuitem', { name: 'BPF' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/qualite/bpf');
  await expect(page.getByRole('heading', { name: 'BPF — bilan pédagogique et financier', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Exercice' })).toContainText(String(year));

  await page.getByRole('button', { name: 'Voir les enregistrements : F1b, Heures' }).click();
  const records = page.getByRole('region', { name: /^Enregistrements de la ligne F1b/ });
  await expect(records.getByRole('link', { name: `${lastname} Léo` })).toBeVisible();

  await page.getByRole('textbox', { name: /^C5 — / }).fill('1250');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(new RegExp(`Version \\d+ du BPF ${year} validée`))).toBeVisible();

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger le PDF/ }).first().click();
  expect((await pdf).suggestedFilename()).toMatch(new RegExp(`^bpf-${year}-v\\d+\\.pdf$`));
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger le CSV/ }).first().click();
  expect((await csv).suggestedFilename()).toMatch(new RegExp(`^bpf-${year}-v\\d+\\.csv$`));
  await expect(page.getByRole('textbox', { name: /^C5 — / })).toHaveValue('1250');
});
