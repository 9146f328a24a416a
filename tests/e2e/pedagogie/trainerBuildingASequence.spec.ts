// A trainer of the Marseille antenne builds a sequence from the antenne's copy of the centre's referential:
// checks a unit in the tree (its skills and descriptors come with it), unchecks one skill, saves, and finds
// the sequence's stored nodes equal to the choice; a second save keeps them (sequences).
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, signIn, test, uniqueName } from '../support.ts';

type Json = Record<string, any>;
async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Json> {
  const res = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json', 'Content-Type': 'application/ld+json' } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Json;
}

test('un formateur compose une séquence en cochant les nœuds du référentiel de son antenne', async ({ page, request }) => {
  const token = await apiToken(request, 'antenne1@demo.fr');
  const repos = await api(request, token, 'GET', '/api/antenne_referentiels_cfa_repositories?type=repository');
  const copy = await api(request, token, 'POST', '/api/antenne_referentiel_copy', { id: repos['hydra:member'][0]['@id'], label: uniqueName('Séquençable ') });
  const unit = copy.unite_competences[0];
  expect(unit.competences.length).toBeGreaterThanOrEqual(2);
  const label = uniqueName('Séquence composée ');
  const sequence = await api(request, token, 'POST', '/api/antenne_sequences', { label, type: 'POSITIONNING', antenne: '/api/antennes/2', antenne_referentiel: copy['@id'] });

  await signIn(page, 'antenne1@demo.fr');
  await page.goto(`/pedagogie/sequences/${sequence.id}`);
  await page.getByRole('link', { name: 'Choisir le contenu' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contenu de la séquence « ${label} »`);
  const tree = page.getByRole('tree', { name: 'Nœuds du référentiel à inclure dans la séquence' });
  const checkbox = (name: string) => tree.getByRole('treeitem', { name }).first().getByRole('checkbox', { includeHidden: true }).first();

  await checkbox(unit.label).click();
  const descriptors = unit.competences.reduce((n: number, c: Json) => n + c.descripteurs.length, 0);
  await expect(page.getByRole('status')).toHaveText(`1 unité(s), ${unit.competences.length} compétence(s), ${descriptors} descripteur(s) sélectionnés`);
  const dropped = unit.competences[1];
  await checkbox(dropped.label).click();
  await expect(tree.getByRole('treeitem', { name: dropped.label }).first()).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('button', { name: 'Enregistrer le contenu' }).click();
  await expect(page.getByText('Contenu de la séquence enregistré.')).toBeVisible();
  const stored = (await api(request, token, 'GET', `/api/antenne_sequence_content/${sequence.id}`)).sequences_content as Json[];
  const skills = stored.filter((n) => n.type_node === 'SKILL').map((n) => n.competence);
  expect(stored.filter((n) => n.type_node === 'UNIT').map((n) => n.unite_competence)).toEqual([unit['@id']]);
  expect(skills).toContain(unit.competences[0]['@id']);
  expect(skills).not.toContain(dropped['@id']);
  expect(skills).toHaveLength(unit.competences.length - 1);

  // Saved again unchanged, the nodes keep their ids (evaluations stay linked to them).
  await page.getByRole('button', { name: 'Enregistrer le contenu' }).click();
  await expect(page.getByText('Contenu de la séquence enregistré.').first()).toBeVisible();
  const again = (await api(request, token, 'GET', `/api/antenne_sequence_content/${sequence.id}`)).sequences_content as Json[];
  expect(again.map((n) => n['@id']).sort()).toEqual(stored.map((n) => n['@id']).sort());
});
