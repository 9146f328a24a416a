// Journey: an admin opens the bespoke pages no other journey reaches (dashboards, the client's surveys, job
// support, a candidate's page, the evaluation grid, a contract's cerfa, a referential's tree, a sequence's content): each answers with its screen, not « Page introuvable ».
import { apiToken, expect, signIn, test } from './support.ts';

const PAGES = [
  '/statistiques/dashboard', '/post-formation/questionnaire-insertion', '/post-formation/enquete-debut-formation',
  '/post-formation/enquete-milieu-formation', '/post-formation/enquete-fin-formation', '/post-formation/enquete-formateur',
  '/entreprise/accompagnement-emploi', '/pedagogie/evaluations/grille',
];

test('les pages des domaines s’ouvrent avec leur écran', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const candidates = await (await request.get('/api/etudiants?type=0&itemsPerPage=1', { headers: { Authorization: `Bearer ${token}` } })).json();
  const candidate = candidates['hydra:member'][0];
  const first = async (resource: string) =>
    (await (await request.get(`/api/${resource}?itemsPerPage=1`, { headers: { Authorization: `Bearer ${token}` } })).json())['hydra:member'][0].id as number;
  const withIds = [
    `/stagiaire/contrats/${await first('etudiant_contrats')}/cerfa`, `/pedagogie/referentiels/${await first('antenne_referentiels')}/arbre`,
    `/pedagogie/sequences/${await first('antenne_sequences')}/contenu`,
  ];
  await signIn(page);
  for (const path of [...PAGES, ...withIds, `/candidatures/${candidate.id}`]) {
    await page.goto(path);
    // The page's own screen is drawn (its first heading or table), then it is not the not-found or refused page.
    await expect(page.getByRole('main').getByRole('heading').or(page.getByRole('main').getByRole('table')).first(), path).toBeVisible();
    await expect(page.getByText('Page introuvable'), path).toHaveCount(0);
    await expect(page.getByText('Accès refusé'), path).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(candidate.lastname) })).toBeVisible();
});
