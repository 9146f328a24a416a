// Journey: a centre's supervisor opens the configuration from the menu and finds its own centre's client profile
// only (no resource file, no other centre's profile, no « Nouveau client »), changes a flag of it and publishes,
// then puts it back from the history; opening another centre's profile by its address is refused, in French.
import { expect, signIn, test } from './support.ts';

test('le superviseur modifie le profil de son centre et se voit refuser celui d’un autre centre', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'superviseur@demo.fr');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Paramétrage de la configuration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramétrage de la configuration' })).toBeVisible();
  await expect(page.getByText(/^Le profil client de votre centre/)).toBeVisible();
  const profiles = page.getByRole('list', { name: 'Profils clients' });
  await expect(profiles.getByRole('button')).toHaveCount(1);
  await expect(profiles.getByRole('button', { name: /^demo\.json/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fichiers de ressources' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nouveau client' })).toHaveCount(0);

  await profiles.getByRole('button', { name: /^demo\.json/ }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^clients\/demo\.json — version \d+$/ });
  await expect(heading).toBeVisible();
  const version = Number(/version (\d+)$/.exec((await heading.textContent()) ?? '')?.[1]);
  const groups = page.getByRole('region', { name: "Droits d'accès" }).getByRole('checkbox', { name: 'Groupes' });
  const before = await groups.isChecked();
  await groups.setChecked(!before);
  await expect(page.getByText('Le brouillon est valide.')).toBeVisible();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(`Version ${version + 1} publiée : chacun la voit à son prochain chargement de page.`)).toBeVisible();

  // Put back as it was: the other journeys share the server.
  await page.getByRole('tab', { name: 'Historique' }).click();
  await page.getByRole('article', { name: `Version ${version}` }).getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(page.getByText(`Version ${version} restaurée (publiée comme version ${version + 2}).`)).toBeVisible();

  // Another centre's profile, by its address: refused, in French, and nothing of it shown.
  await page.goto('/antenne/parametrage-configuration?fichier=clients/sport.json');
  await expect(page.getByText(
    'Le fichier « clients/sport.json » ne concerne pas votre centre : un superviseur ne consulte et ne modifie que le profil client de son ' +
      'centre. Les fichiers de ressources et les profils des autres centres sont gérés par le support de la plateforme.',
  )).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^clients\/sport\.json/ })).toHaveCount(0);
});
