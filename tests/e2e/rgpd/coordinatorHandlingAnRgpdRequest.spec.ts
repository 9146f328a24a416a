// Journey: a trainee asks for their data, then for its erasure: the coordinator exports it (the file holds
// their absences and contract), then erases it; the page says the contract and absences are kept and why, the
// register lists both requests, and the trainee's page says « Supprimé », no longer « Présent / En formation ».
import { readFileSync } from 'node:fs';
import { apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';

test('un stagiaire exerce ses droits RGPD : export puis effacement', async ({ page, request }) => {
  const family = uniqueName('Rgpd');
  const toulon = (await (await request.get('/api/antennes?name=Toulon', { headers: { Authorization: `Bearer ${await apiToken(request)}` } })).json())['hydra:member'][0]['@id'];
  const trainee = await seed(request, 'etudiants', { type: 1, etat: 0, lastname: family, firstname: 'Léa', mail: `${family.toLowerCase()}@exemple.fr`, antenne: toulon });
  await seed(request, 'etudiant_absences', { etudiant: trainee['@id'], raison: 3, dt_start: '2025-03-03', dt_end: '2025-03-03', hr_start: '09:00:00', hr_end: '12:00:00' });
  await seed(request, 'etudiant_contrats', { etudiant: trainee['@id'], date_debut: '2024-09-02' });

  await signIn(page);
  await page.goto('/rgpd');
  await expect(page.getByRole('heading', { name: 'RGPD : droits des personnes' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Stagiaire' });
  // The search box speaks French, as react-admin's own inputs do (MUI's texts were lost under react-admin's theme).
  await expect(page.getByRole('button', { name: 'Ouvrir', exact: true })).toBeVisible();
  const nobody = page.waitForResponse((r) => r.url().includes('/api/etudiants?') && r.url().includes('Zzqxw'));
  await box.fill(`${family}Zzqxw`);
  await nobody;
  await expect(page.getByText('Pas de résultats')).toBeVisible();
  const searched = page.waitForResponse((r) => r.url().includes('/api/etudiants?') && r.url().includes(family));
  await box.fill(family);
  await searched;
  await page.getByRole('option', { name: `${family} Léa` }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter ses données (JSON)' }).click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.personne.lastname).toBe(family);
  expect(data.donnees.etudiant_absences).toHaveLength(1);
  expect(data.donnees.etudiant_contrats).toHaveLength(1);

  await page.getByRole('button', { name: 'Effacer ses données' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Effacer définitivement' }).click();
  const result = page.getByRole('region', { name: 'Résultat de l’effacement' });
  await expect(result).toContainText(/Contrats \(1\) : Contrats d'apprentissage et de professionnalisation : conservés 5 ans/);
  await expect(result).toContainText(/Absences \(1\) : Absences : preuves d'assiduité/);
  const register = page.getByRole('table', { name: 'Registre des demandes' });
  await expect(register.getByRole('row').filter({ hasText: `Stagiaire n° ${trainee.id}` })).toHaveCount(2);

  await page.goto(`/stagiaires/${trainee.id}`);
  const parcours = page.getByRole('region', { name: 'Parcours' });
  await expect(parcours.getByText('Supprimé', { exact: true })).toBeVisible();
  await expect(parcours.getByText(/^(Présent|En formation)$/)).toHaveCount(0);
});
