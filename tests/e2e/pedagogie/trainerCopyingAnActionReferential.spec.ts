// A trainer of the Marseille antenne, on a training action's page, creates the action's referential, adds a
// unit to it in the tree editor, then copies the action's referential with its tree (antenne_actions_copy)
// and finds the unit in the copy (action referentials).
import { expect, seed, signIn, test, uniqueName } from '../support.ts';

test('un formateur crée le référentiel d’une action puis le copie avec son arborescence', async ({ page, request }) => {
  const name = uniqueName('Action animation ');
  const action = await seed(request, 'antenne_actions', { name, antenne: '/api/antennes/2' }, 'antenne1@demo.fr');
  const unitName = uniqueName('Unité de l’action ');

  await signIn(page, 'antenne1@demo.fr');
  await page.goto(`/pedagogie/actions/${action.id}`);
  await expect(page.getByText('Cette action n’a pas encore de référentiel.')).toBeVisible();
  await page.getByRole('button', { name: 'Créer le référentiel de l’action' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arborescence du référentiel « ${name} »`);
  await page.getByRole('button', { name: 'Ajouter une unité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle unité de compétences' });
  await dialog.getByLabel('Intitulé').fill(unitName);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('tree').getByRole('treeitem', { name: unitName })).toBeVisible();

  await page.goto(`/pedagogie/actions/${action.id}`);
  await expect(page.getByRole('link', { name: `Arborescence de « ${name} »` })).toBeVisible();
  await page.getByRole('button', { name: 'Copier le référentiel de l’action' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arborescence du référentiel « ${name} (copie) »`);
  await expect(page.getByRole('tree').getByRole('treeitem', { name: unitName })).toBeVisible();
});
