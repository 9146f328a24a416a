// Journey: an admin opens the bespoke pages no other journey reaches (dashboards, the client's surveys, job
// support, a candidate's page, the evaluation grid, a contract's cerfa, a referential's tree, a sequence's content): each answers with its screen, not « Page introuvable ».
// The routes with a parameter it opens by a real record's address: /candidatures/:id, /stagiaire/contrats/:id/cerfa,
// /pedagogie/referentiels/:id/arbre, /pedagogie/sequences/:id/contenu.
import { apiToken, expect, signIn, test } from './support.ts';

const PAGES = [
  '/statistiques/dashboard', '/post-formation/questionnaire-insertion', '/post-formation/enquete-debut-formation',
  '/post-formation/enquete-milieu-formation', '/post-formation/enquete-fin-formation', '/post-formation/enquete-formateur',
  '/entreprise/accompagnement-emploi', '/pedagogie/evaluations/grille', '/antenne/parametrage-du-site',
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
    await expectOneTitle(page, path);
  }
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(candidate.lastname) })).toBeVisible();
});

// Issues 13 to 17: the lists of the trainee's course, the planner's year, pedagogy, companies and invoicing that no
// other journey opens answer with their screen for a centre administrator (the bespoke screens have their own
// journeys); an antenne user opens those of its antenne and is refused the site settings.
const LISTS_13_TO_17 = [
  '/pedagogie/plan_individualise_de_formation', '/antenne_diplome_sessions', '/stagiaire/modules-activite',
  '/pedagogie/evaluations_cps', '/pedagogie/test_positionnement', '/pedagogie/bilan_parcours/archives', '/pedagogie/etudiant_aca',
  '/entreprise/annuaire-entreprise', '/taxes/annuaire-entreprise',
];
const ANTENNE_USER = [
  '/stagiaire/gestion-des-groupes', '/pedagogie/referentiels', '/pedagogie/bilan_parcours', '/antenne/statistiques',
  '/alertes', '/antenne/tableau_de_bord', '/qualite/qualiopi', '/facturation/aides-mobilisees', '/organisme_de_formation/referentiels',
];

async function opensWithItsScreen(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').or(page.getByRole('main').getByRole('table')).first(), path).toBeVisible();
  await expect(page.getByText('Page introuvable'), path).toHaveCount(0);
  await expect(page.getByText('Accès refusé'), path).toHaveCount(0);
  await expectOneTitle(page, path);
}

/** The app bar names the page once (« Statistiques », not « StatistiquesStatistiques » from two titles at once). */
async function expectOneTitle(page: import('@playwright/test').Page, path: string) {
  const title = page.locator('#react-admin-title');
  await expect(title, path).not.toBeEmpty();
  await expect(title, path).not.toHaveText(/^(.+?)\s*\1$/);
}

// Lists whose records come from an action, not a form (an ACA from its generation, an archived bilan from
// archiving, a notification from the application): their toolbar offers no « Créer ».
const NO_CREATE = ['/pedagogie/bilan_parcours/archives', '/pedagogie/etudiant_aca', '/notifications'];

test('les listes des issues 13 à 17 s’ouvrent avec leur écran', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const path of LISTS_13_TO_17) await opensWithItsScreen(page, path);
  for (const path of NO_CREATE) {
    await opensWithItsScreen(page, path);
    await expect(page.getByRole('button', { name: 'Exporter', exact: true }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer' }), path).toHaveCount(0);
  }
});

test('un utilisateur d’antenne ouvre les écrans de son antenne, pas le paramétrage du site', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'antenne1@demo.fr');
  for (const path of ANTENNE_USER) await opensWithItsScreen(page, path);
  await page.goto('/antenne/parametrage-du-site');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
});
