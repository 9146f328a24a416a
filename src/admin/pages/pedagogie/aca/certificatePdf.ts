// The ACA certificate as a PDF (pdf-lib, built in the browser as the sign-in sheet): the trainee, the ACA's
// status and dates, each evaluated unit with its score and whether it is acquired, its skills with their
// scores, and the RPP competences the ACA attests. Texts from the pedagogy catalogue.
import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts, writable as safe, type FontSource } from '../../../../shared/pdf/fonts.ts';
import { browserFontFiles } from '../../../pdf/fontFiles.ts';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';

const t = pedagogieFr.aca;

interface Scored {
  label: string;
  score: number | null;
  acquis: boolean;
}
export interface Certificate {
  aca: { statut: string; date_generation: string | null; date_finalisation: string | null };
  etudiant: { nom: string; antenne: string | null };
  unites: (Scored & { competences: Scored[] })[];
  competences_rpp: { name?: string; domaine_titre?: string }[];
}

export const dateFr = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '—');

export async function buildCertificatePdf(c: Certificate, fonts: FontSource = browserFontFiles): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.pdf.title} – ${c.etudiant.nom}`);
  const { font, bold } = await embedFonts(doc, await fonts());
  let page = doc.addPage([595, 842]);
  let y = 790;
  const line = (text: string, x: number, size = 10, f = font) =>
    page.drawText(safe(f, text).slice(0, 110), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const next = (h: number) => {
    y -= h;
    if (y < 70) {
      page = doc.addPage([595, 842]);
      y = 790;
    }
  };
  line(t.pdf.title, 40, 18, bold);
  next(28);
  line(fill(t.pdf.trainee, { name: c.etudiant.nom }), 40, 12, bold);
  next(16);
  if (c.etudiant.antenne) {
    line(fill(t.pdf.antenne, { name: c.etudiant.antenne }), 40);
    next(14);
  }
  line(
    fill(t.pdf.status, { statut: t.statuts[c.aca.statut] ?? c.aca.statut, generated: dateFr(c.aca.date_generation) }),
    40,
  );
  next(14);
  if (c.aca.date_finalisation) {
    line(fill(t.finalizedOn, { date: dateFr(c.aca.date_finalisation) }), 40);
    next(14);
  }
  next(12);
  line(t.pdf.units, 40, 13, bold);
  next(18);
  if (c.unites.length === 0) {
    line(t.pdf.noUnit, 40);
    next(14);
  } else {
    line(t.pdf.unit, 40, 10, bold);
    line(t.pdf.score, 450, 10, bold);
    line(t.pdf.acquired, 500, 10, bold);
    next(16);
    for (const u of c.unites) {
      line(u.label, 40, 10, bold);
      line(String(u.score ?? '—'), 460, 10, bold);
      line(u.acquis ? t.pdf.yes : t.pdf.no, 500, 10, bold);
      next(14);
      for (const s of u.competences) {
        line(`${t.pdf.skill} : ${s.label}`, 56, 9);
        line(String(s.score ?? '—'), 460, 9);
        line(s.acquis ? t.pdf.yes : t.pdf.no, 500, 9);
        next(13);
      }
      next(4);
    }
  }
  line(t.pdf.scale, 40, 8);
  next(24);
  line(t.pdf.rpp, 40, 13, bold);
  next(18);
  if (c.competences_rpp.length === 0) {
    line(t.pdf.noRpp, 40);
    next(14);
  }
  for (const r of c.competences_rpp) {
    line(`${r.domaine_titre ? `${r.domaine_titre} – ` : ''}${r.name ?? ''}`, 48, 10);
    next(14);
  }
  next(20);
  line(fill(t.pdf.signature, { date: dateFr(new Date().toISOString()) }), 40, 10);
  return doc.save();
}
