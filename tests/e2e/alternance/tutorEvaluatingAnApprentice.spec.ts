// Journey: the evaluation of an apprentice by the tutor, entered for the tutor: the contract shows
// as never evaluated, saving with criteria unscored is refused in French under each field, then the scored
// evaluation is saved and the row shows its date and mean. The services' configuration page says what is not set.
import { antenneIri, expect, seed, signIn, test, uniqueName } from '../support.ts';

test('le tuteur évalue son alternant sur la grille, les critères manquants sont signalés', async ({ page, request }) => {
  const family = uniqueName('Alternant');
  const toulon = await antenneIri(request, 'Toulon');
  const trainee = await seed(request, 'etudiants', { type: 1, etat: 0, lastname: family, firstname: 'Lina', antenne: toulon, dt_date_entree: '2025-09-01' });
  await seed(request, 'etudiant_contrats', { etudiant: trainee['@id'], date_debut: '2025-09-01', date_fin: '2027-08-31', tuteur_firstname: 'Marc', tuteur_lastname: 'Durand' });

  await signIn(page);
  await page.goto('/entreprise/evaluation_en_alternance');
  await expect(page.getByRole('heading', { level: 1, name: 'Évaluation en alternance' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Contrats en alternance' }).getByRole('row').filter({ hasText: family });
  await expect(row).toContainText('Marc Durand');
  await expect(row).toContainText('Jamais évalué');
  await row.getByRole('button', { name: `Évaluer ${family} Lina` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Tuteur évaluateur')).toHaveValue('Marc Durand');

  // Only two criteria scored: the three others are refused, under their field.
  for (const [criterion, score] of [['Assiduité et ponctualité', '4 — Très bien'], ['Savoir-être et respect des consignes', '3 — Bien']]) {
    await dialog.getByRole('combobox', { name: criterion }).click();
    await page.getByRole('option', { name: score }).click();
  }
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Corrigez les champs signalés ci-dessous.')).toBeVisible();
  await expect(dialog.getByText('Notez ce critère de 1 (insuffisant) à 4 (très bien).')).toHaveCount(3);

  for (const criterion of ['Savoir-faire et qualité du travail', 'Autonomie et prise d’initiative', "Intégration dans l'équipe"]) {
    await dialog.getByRole('combobox', { name: criterion }).click();
    await page.getByRole('option', { name: '3 — Bien' }).click();
  }
  await dialog.getByLabel('Commentaire').fill('Très impliquée, progresse vite.');
  const saved = page.waitForResponse((r) => r.url().includes('/evaluations') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText("L'évaluation est enregistrée.")).toBeVisible();
  await expect(row).toContainText('3,2');
  await expect(row).not.toContainText('Jamais évalué');

  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration des services' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'France compétences' })).toContainText('Non configuré');
});
