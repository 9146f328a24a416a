// A trainer of the Marseille antenne copies the centre's referential into its antenne, adds a skill to a unit
// of the copy and moves it up, locks the copy and sees a rename refused by the server in French; the stored
// tree is unchanged (referentials).
import { apiToken, expect, signIn, test, uniqueName } from '../support.ts';

const LOCKED = "Ce référentiel est verrouillé : déverrouillez-le avant d'en modifier l'arborescence.";

test('un formateur copie le référentiel du centre, y ajoute une compétence, le verrouille et voit une modification refusée', async ({ page, request }) => {
  const token = await apiToken(request, 'antenne1@demo.fr');
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
  const repos = await (await request.get('/api/antenne_referentiels_cfa_repositories?type=repository', { headers })).json() as { 'hydra:member': { id: number; label: string }[] };
  const source = repos['hydra:member'][0]!;
  const copyName = uniqueName('Référentiel Marseille ');
  const skillName = uniqueName('Compétence ajoutée ');

  await signIn(page, 'antenne1@demo.fr');
  await page.goto(`/pedagogie/referentiels/${source.id}`);
  await page.getByRole('link', { name: 'Ouvrir l’arborescence' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(source.label);
  // The centre's referential is read-only for the antenne: it is copied, not edited.
  await expect(page.getByText('Référentiel du centre : les antennes le lisent sans le modifier.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une unité' })).toBeDisabled();

  await page.getByRole('button', { name: 'Copier dans mon antenne' }).click();
  const copyDialog = page.getByRole('dialog', { name: /Copier le référentiel/ });
  await copyDialog.getByLabel('Intitulé de la copie').fill(copyName);
  await copyDialog.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(copyName);
  await expect(page).toHaveURL(/\/pedagogie\/referentiels\/\d+\/arbre$/);
  const copyId = Number(page.url().split('/').at(-2));
  await expect(page.getByText('Modifiable', { exact: true })).toBeVisible();

  const tree = page.getByRole('tree', { name: /Arborescence/ });
  const firstUnit = tree.getByRole('treeitem').first();
  await firstUnit.locator('div').first().click();
  await page.getByRole('button', { name: 'Ajouter une compétence' }).click();
  const addDialog = page.getByRole('dialog', { name: /Nouvelle compétence/ });
  await addDialog.getByLabel('Intitulé').fill(skillName);
  await addDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(addDialog).toBeHidden();
  const added = tree.getByRole('treeitem', { name: skillName });
  await expect(added).toBeVisible();

  // Moved up once: it now comes before the skill that was last.
  await added.locator('div').first().click();
  const moved = page.waitForResponse((r) => r.url().endsWith('/api/antenne_referentiel_reorder') && r.status() === 200);
  await page.getByRole('button', { name: 'Monter' }).click();
  await moved;

  await page.getByRole('button', { name: 'Verrouiller' }).click();
  await expect(page.getByText('Verrouillé', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déverrouiller' })).toBeVisible();

  await tree.getByRole('treeitem', { name: skillName }).locator('div').first().click();
  await page.getByRole('button', { name: 'Renommer' }).click();
  const renameDialog = page.getByRole('dialog', { name: /Renommer/ });
  await renameDialog.getByLabel('Intitulé').fill('Nom refusé');
  await renameDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(renameDialog.getByRole('alert')).toHaveText(LOCKED);
  await renameDialog.getByRole('button', { name: 'Annuler' }).click();

  const detail = await (await request.get(`/api/antenne_referentiel_detail/${copyId}`, { headers })).json() as { editable: boolean; antenne: string; unite_competences: { competences: { label: string }[] }[] };
  expect(detail.editable).toBe(false);
  expect(detail.antenne).toBe('/api/antennes/2');
  const labels = detail.unite_competences[0]!.competences.map((c) => c.label);
  expect(labels).toContain(skillName);
  expect(labels).not.toContain('Nom refusé');
  expect(labels.indexOf(skillName)).toBe(labels.length - 2);
});
