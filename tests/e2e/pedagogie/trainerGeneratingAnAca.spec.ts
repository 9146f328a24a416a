// A trainer of the Marseille antenne, on a trainee's page, generates the trainee's ACA as a draft, regenerates
// it (an update), finalizes it, and downloads its certificate: a PDF listing the evaluated unit and skills
// with their scores (ACA).
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, signIn, test, uniqueName } from '../support.ts';

type Json = Record<string, any>;

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Json> {
  const res = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json', 'Content-Type': 'application/ld+json' } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Json;
}

/** The text of the PDF as poppler's pdftotext reads it, in drawing order (the fonts are embedded subsets: the
 * content streams hold glyph numbers, not letters). */
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
}

test('un formateur génère, finalise et télécharge l’ACA d’un stagiaire dont le PDF liste les scores', async ({ page, request }) => {
  const token = await apiToken(request, 'antenne1@demo.fr');
  const lastname = uniqueName('Attesté');
  const trainee = await api(request, token, 'POST', '/api/etudiants', { type: 1, lastname, firstname: 'Inès', antenne: '/api/antennes/2', dt_date_entree: '2025-09-01' });
  await api(request, token, 'POST', '/api/etudiant_bilan_parcours', { etudiant: trainee['@id'], titre: 'Bilan de mi-parcours', date_bilan: '2026-03-02' });
  // Evaluated on one unit of the antenne's own referential: skills 3, 2, 3, so the unit scores 2.
  const repos = await api(request, token, 'GET', '/api/antenne_referentiels_cfa_repositories?type=repository');
  const copy = await api(request, token, 'POST', '/api/antenne_referentiel_copy', { id: repos['hydra:member'][0]['@id'], label: uniqueName('ACA ') });
  const unit = copy.unite_competences.find((u: Json) => u.competences.length >= 3);
  const skills = unit.competences.slice(0, 3) as Json[];
  const sequence = await api(request, token, 'POST', '/api/add_antenne_sequences', {
    label: uniqueName('Positionnement '), type: 'POSITIONNING', antenne: '/api/antennes/2', antenne_referentiel: copy['@id'],
    sequences_content: [{ type_node: 'UNIT', unite_competence: unit['@id'] }, ...skills.map((s) => ({ type_node: 'SKILL', competence: s['@id'] }))],
  });
  const graded = [3, 2, 3];
  await api(request, token, 'POST', '/api/antenne_evaluation_grid', { antenne_sequence: sequence['@id'], date_evaluation: '2026-03-10',
    rows: [{ etudiant: trainee['@id'], scores: Object.fromEntries(skills.map((s, i) => [s.id, graded[i]])) }] });

  await signIn(page, 'antenne1@demo.fr');
  await page.goto(`/stagiaires/${trainee.id}`);
  const tab = page.getByRole('tab', { name: 'Attestation de compétences (ACA)' });
  await tab.click();
  await expect(page.getByRole('heading', { name: 'Attestation de compétences acquises' })).toBeVisible();
  await expect(page.getByText('Éligibilité : Éligible')).toBeVisible();
  await expect(page.getByText('Aucune ACA en cours pour ce stagiaire.')).toBeVisible();

  await page.getByRole('button', { name: 'Générer l’ACA' }).click();
  await expect(page.getByText('Nouvelle ACA générée avec succès en mode brouillon.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'ACA en cours : Brouillon' })).toBeVisible();
  await page.getByRole('button', { name: 'Régénérer le brouillon' }).click();
  await expect(page.getByText('ACA mise à jour avec succès.')).toBeVisible();

  await page.getByRole('button', { name: 'Finaliser' }).click();
  await expect(page.getByText("L'ACA a été finalisée avec succès.")).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'ACA en cours : Finalisée' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finaliser' })).toBeDisabled();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le certificat (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^aca-.+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('Attestation de comp');
  expect(text).toContain(lastname);
  expect(text).toContain('Statut : Finalis');
  const lines = text.split('\n').map((l) => l.trim());
  // The unit's line ends with its score 2 and « Oui » (acquired); each skill's line with its own score.
  const unitLine = lines.find((l) => l.startsWith(unit.label.slice(0, 60)));
  expect(unitLine, text).toBeDefined();
  expect(unitLine).toMatch(/\s2\s+Oui$/);
  for (const [i, s] of skills.entries()) {
    const skillLine = lines.find((l) => l.startsWith('Compétence') && l.includes(s.label.slice(0, 50)));
    expect(skillLine, `${s.label}\n${text}`).toBeDefined();
    expect(skillLine).toMatch(new RegExp(`\\s${graded[i]}\\s+(Oui|Non)$`));
  }
});
