// Journey: the SIFA export, opened from the menu (Stagiaires › Export SIFA). For 15/01/2026 and the Toulon antenne, the check lists an apprentice in
// contract whose birth date is missing (« Date de naissance »), and the downloaded file (BOM, `;`) holds one
// line per complete apprentice in contract: the one created here with its dates ddMMyyyy and its employer's
// SIRET, not the incomplete one nor the one whose contract was broken before that date.
import { readFile } from 'node:fs/promises';
import { antenneIri, expect, fillDate, seed, signIn, test, uniqueName } from '../support.ts';
import { api } from './support.ts';
import { validSiret } from '../registryStub.ts';

test('le fichier SIFA est exporté et ses lignes correspondent aux apprentis en contrat', async ({ page, request }) => {
  const antenne = await antenneIri(request, 'Toulon');
  const sessions = await api(request, 'GET', `/api/antenne_diplomes_sessions?antenne=${encodeURIComponent(antenne)}&etat=0`);
  const diplomeSession = sessions['hydra:member'][0].diplome_session as string;
  // A SIRET of its own: one establishment is one company of the antenne (a retry must not meet the first try's).
  const siret = validSiret(Date.now() % 1_000_000);
  const company = await seed(request, 'entreprises', { name: uniqueName('Club SIFA '), siret, antenne });
  const make = async (prefix: string, extra: Record<string, unknown>, contract: Record<string, unknown> = {}) => {
    const lastname = uniqueName(prefix);
    const t = await seed(request, 'etudiants', {
      type: 1, civility: 0, lastname, firstname: 'Noé', antenne, diplome_session: diplomeSession, birthdate: '2005-06-14', postal_code: '83000', dt_date_entree: '2025-09-01', ...extra,
    });
    await seed(request, 'etudiant_contrats', { etudiant: t['@id'], entreprise: company['@id'], date_debut: '2025-09-01', date_fin: '2027-08-31', type_contrat: 11, ...contract });
    return lastname;
  };
  const complete = await make('Complet', {});
  const incomplete = await make('Incomplet', { birthdate: null });
  const broken = await make('Rompu', {}, { date_rupture: '2026-01-05', motif_rupture: 12 });

  await signIn(page);
  await page.getByRole('menu', { name: 'STAGIAIRES' }).getByRole('menuitem', { name: 'Export SIFA' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaire/export-sifa');
  await expect(page.getByRole('heading', { name: 'Export SIFA', level: 1 })).toBeVisible();
  await fillDate(page, "Date d'observation", '15/01/2026');
  await page.getByRole('combobox', { name: 'Antenne' }).click();
  await page.getByRole('option', { name: /Toulon/ }).click();
  await page.getByRole('button', { name: 'Vérifier' }).click();

  const missing = page.getByRole('table', { name: /Apprentis à compléter/ });
  await expect(missing.getByRole('row', { name: new RegExp(`${incomplete}.*Date de naissance`) })).toBeVisible();
  await expect(missing.getByText(complete)).toHaveCount(0);
  const written = Number((await page.getByText(/ligne\(s\) prêtes à être écrites/).textContent())!.match(/\d+/)![0]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le fichier SIFA' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]!.startsWith('NUMERO_UAI;NOM;')).toBe(true);
  expect(lines).toHaveLength(written + 1);
  const mine = lines.find((l) => l.includes(complete.toUpperCase()))!;
  expect(mine.split(';')).toEqual(expect.arrayContaining(['1', '14062005', '01092025', '31082027', siret]));
  expect(text).not.toContain(incomplete.toUpperCase());
  expect(text).not.toContain(broken.toUpperCase());
  await expect(page.getByText('Fichier SIFA téléchargé.')).toBeVisible();
});
