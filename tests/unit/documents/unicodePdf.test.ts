// Every PDF the product makes writes the names of the trainees' real alphabets: a sign-in sheet, an ACA
// certificate, a cerfa 10103 and a generated model, each read back with poppler's pdftotext (Debian's
// poppler-utils, installed by .ci/run), show « Łucja Șerban-Đokić » as written, never with « ? ».
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheetPdf } from '../../../src/admin/pages/attendance/emargement/sheetPdf.ts';
import { buildCertificatePdf } from '../../../src/admin/pages/pedagogie/aca/certificatePdf.ts';
import { buildCerfaPdf } from '../../../src/admin/pages/alternance/cerfa/cerfaPdf.ts';
import { emptyCerfa } from '../../../src/shared/alternance/cerfa.ts';
import { minimalDocx } from '../../../src/server/domain/documents/docx.ts';
import { renderPdf } from '../../../src/server/domain/documents/modelFile.ts';
import { diskFontFiles } from '../../../src/server/files/fontFiles.ts';

const NAME = 'Łucja Șerban-Đokić';
const dir = mkdtempSync(join(tmpdir(), 'pdf-'));

/** The text of a PDF as pdftotext extracts it, spaces and line breaks collapsed. */
function textOf(bytes: Uint8Array, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('PDFs in Unicode', { timeout: 30_000 }, () => {
  it('a sign-in sheet names the trainee as written', async () => {
    const summary = {
      '@id': '/api/scheduler_emargements/1', id: 1, event: '/api/scheduler_events/1', speaker: null, status: 1,
      sign_off_at: '2026-11-27T10:00:00Z', has_speaker_signature: false, counts: { lines: 1, absent: 0 },
      event_detail: { title: 'Anglais — Ğrup Ж', dt_start: '2026-11-27', hr_start: '09:00', hr_end: '12:00', classroom: 'Salle 2',
        speaker: 'Đorđe Šimić', group: 'BTS 1' },
    };
    const lines = [{ '@id': '/api/emargement_etudiants/1', id: 1, etudiant: '/api/etudiants/1', etudiant_name: NAME, status: 1,
      signature: null, absence: null }];
    const full = { id: 1, status: 1, sign_off_at: '2026-11-27T10:00:00Z', speaker_signature: null };
    const text = textOf(await buildSheetPdf(summary, full, lines, diskFontFiles), 'sheet');
    expect(text).toContain(NAME);
    // With the trainees' own signatures: the time under the name, and the proof page (hash, trail).
    const proof = { sheet_sha256: 'a'.repeat(64), signatures: [{ etudiant_name: NAME, signed_at: '2026-11-27T08:05:00Z', late: true, code: 'ABCDEF0123',
      user_agent: 'Mozilla/5.0 (iPhone)', ip: '10.0.0.7', image_sha256: 'b'.repeat(64) }],
      trail: [{ at: '2026-11-27T08:05:00Z', kind: 'signature' as const, who: NAME }, { at: '2026-11-27T10:00:00Z', kind: 'sign_off' as const, who: 'Claire Vasseur' },
        { at: '2026-11-27T11:00:00Z', kind: 'correction' as const, who: 'Nadia Coordinatrice', reason: 'Arrivé par l’autre porte' }],
      corrections: [{ at: '2026-11-27T11:00:00Z', author: 'Nadia Coordinatrice', reason: 'Arrivé par l’autre porte',
        changes: [{ etudiant: NAME, before: 0, after: 1 }] }] };
    const selfSigned = [{ ...lines[0]!, self_signed_at: '2026-11-27T08:05:00Z', self_signed_late: true }];
    const withProof = textOf(await buildSheetPdf(summary, full, selfSigned, diskFontFiles, proof), 'proof');
    expect(withProof).toContain('signé en retard sur son téléphone à 09:05');
    expect(withProof).toContain('Preuve de présence');
    expect(withProof).toContain(`SHA-256 : ${'a'.repeat(64)}`);
    expect(withProof).toContain(`${NAME} – 27/11/2026 à 09:05 (en retard) – code ABCDEF0123 – adresse 10.0.0.7`);
    expect(withProof).toContain('27/11/2026 à 11:00 – feuille signée par Claire Vasseur');
    // The correction after the sign-off: in the trail and in its own list, with the presence it changed.
    expect(withProof).toContain('27/11/2026 à 12:00 – feuille corrigée par Nadia Coordinatrice : « Arrivé par l’autre porte »');
    expect(withProof).toContain('Corrections après signature');
    expect(withProof).toContain(`${NAME} : Absent(e) → Présent(e)`);
    expect(text).toContain('Ğrup Ж');
    expect(text).not.toContain('?');
  });

  it('an ACA certificate names the trainee as written', async () => {
    const cert = {
      aca: { statut: 'Finalisée', date_generation: '2026-11-01', date_finalisation: '2026-11-20' },
      etudiant: { nom: NAME, antenne: 'Nice' },
      unites: [{ label: 'Unité 1', score: 15, acquis: true, competences: [] }],
      competences_rpp: [],
    };
    expect(textOf(await buildCertificatePdf(cert, diskFontFiles), 'aca')).toContain(NAME);
  });

  it('a cerfa 10103 names the apprentice as written', async () => {
    const d = emptyCerfa();
    d.apprenti = { ...d.apprenti, nom: 'Șerban-Đokić', prenom: 'Łucja' };
    const text = textOf(await buildCerfaPdf(d, diskFontFiles), 'cerfa');
    expect(text).toContain('Șerban-Đokić');
    expect(text).toContain('Łucja');
  });

  it('a generated model names the trainee as written', async () => {
    const template = minimalDocx(['Attestation', 'Nous attestons que {prenom} {nom} a suivi la formation.']);
    const pdf = await renderPdf(template, { prenom: 'Łucja', nom: 'Șerban-Đokić' }, 'Attestation');
    expect(textOf(pdf, 'model')).toContain(`Nous attestons que ${NAME} a suivi la formation.`);
  });
});
