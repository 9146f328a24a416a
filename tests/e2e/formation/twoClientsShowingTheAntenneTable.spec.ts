// Journey: the antenne/diploma table follows the client profile. On an antenne's page, the demo centre's admin
// sees the default columns (training place, exam number, the Contrat group, the tutor's phone); Sport Avenir's
// admin sees its own profile's columns on its antenne (« Site d'entraînement », « Heures en club », no exam
// number, no Contrat group, no tutor phone). Each session lists its trainees with their sub-columns, and the
// diploma's page shows the same table in its diploma view.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, signIn, test } from '../support.ts';

async function firstAntenneWithSessions(request: APIRequestContext, email: string): Promise<number> {
  const token = await apiToken(request, email);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
  const res = await request.get('/api/antenne_diplome_sessions?pagination=false&etat=0', { headers });
  const sessions = ((await res.json()) as { 'hydra:member': { antenne: string }[] })['hydra:member'];
  expect(sessions.length).toBeGreaterThan(0);
  return Number(sessions[0]!.antenne.split('/').pop());
}

const headers = async (page: Page, name: RegExp) => {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table.getByRole('columnheader').allInnerTexts();
};

test('deux clients affichent le tableau antenne / diplôme avec des colonnes différentes', async ({ page, request }) => {
  const demoAntenne = await firstAntenneWithSessions(request, 'admin@demo.fr');
  await signIn(page, 'admin@demo.fr');
  await page.goto(`/futurosud/antennes/${demoAntenne}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Tableau antenne / diplôme' })).toBeVisible();
  const demo = await headers(page, /vue antenne/);
  expect(demo).toEqual(expect.arrayContaining(['Formation', 'Apprenant', 'Contrat', 'Entreprise', 'MA ou tuteur', 'Diplôme', 'Lieu de formation', "Numéro d'examen", 'Heures en entreprise', 'Documents à télécharger', 'Téléphone']));
  expect(demo).not.toContain('UFA'); // not on the antenne view by the flags
  // The diploma view of a diploma lists its sessions per antenne, with the UFA column.
  const table = page.getByRole('table', { name: /vue antenne/ });
  await expect(table.getByRole('row').nth(2)).toBeVisible();

  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  const sportAntenne = await firstAntenneWithSessions(request, 'sport@demo.fr');
  await signIn(page, 'sport@demo.fr');
  await page.goto(`/futurosud/antennes/${sportAntenne}`);
  const sport = await headers(page, /vue antenne/);
  expect(sport).toEqual(expect.arrayContaining(['Apprenant', 'Entreprise', 'MA ou tuteur', "Site d'entraînement", 'Heures en club', 'Nom du tuteur', 'Courriel']));
  for (const gone of ["Numéro d'examen", 'Contrat', 'Lieu de formation', 'Heures en entreprise', 'Téléphone']) expect(sport).not.toContain(gone);
});

test('la vue diplôme montre les sessions par antenne avec la colonne UFA', async ({ page, request }) => {
  const token = await apiToken(request);
  const res = await request.get('/api/diplomes?pagination=false', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  const diplome = ((await res.json()) as { 'hydra:member': { id: number }[] })['hydra:member'][0]!;
  await signIn(page, 'admin@demo.fr');
  await page.goto(`/futurosud/diplomes/${diplome.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions du diplôme par antenne' })).toBeVisible();
  const cols = await headers(page, /vue diplôme/);
  expect(cols).toEqual(expect.arrayContaining(['UFA', 'Diplôme', "Numéro d'habilitation"]));
  expect(cols).not.toContain('Action');
});
