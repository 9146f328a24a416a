// The signed sheet as a PDF (pdf-lib): event, date, half-day and hours, group and room, each trainee with
// present/absent and their signature (and the time it signed on its phone), the speaker's signature and the
// sign-off time; then, given the sheet's proof, a proof page (the content's hash, each phone signature's trail, the
// events in order, the corrections made after the sign-off with their author and reason). The proof auditors and
// funders ask for, built in the browser from what the API returns.
import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { embedFonts, writable as safe, type FontSource } from '../../../../shared/pdf/fonts.ts';
import { browserFontFiles } from '../../../pdf/fontFiles.ts';
import { formatDateTimeFr } from '../../../../shared/format/dates.ts';
import { halfDayFr, hm, longDateFr } from '../calendarFr.ts';
import type { SheetFull, SheetLine, SheetProof, SheetSummary } from './types.ts';
import { parisTime } from '../../../../shared/attendance/index.ts';
import { wrapText } from '../../../../shared/pdf/wrap.ts';
import { saveBlob } from '../../../http/saveBlob.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.emargement;

async function png(doc: PDFDocument, dataUrl: string | null): Promise<PDFImage | null> {
  if (!dataUrl?.startsWith('data:image/png;base64,')) return null;
  try {
    return await doc.embedPng(dataUrl);
  } catch {
    return null;
  }
}

function drawImage(page: PDFPage, img: PDFImage | null, x: number, y: number, maxW: number, maxH: number) {
  if (!img) return;
  const s = Math.min(maxW / img.width, maxH / img.height, 1e3);
  page.drawImage(img, { x, y, width: img.width * s, height: img.height * s });
}

export async function buildSheetPdf(
  summary: SheetSummary,
  sheet: SheetFull,
  lines: SheetLine[],
  fonts: FontSource = browserFontFiles,
  proof?: SheetProof,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(fill(t.pdfDocTitle, { title: summary.event_detail.title }));
  const { font, bold } = await embedFonts(doc, await fonts());
  let page = doc.addPage([595, 842]);
  let y = 800;
  const text = (line: string, x: number, size = 10, f = font) =>
    page.drawText(safe(f, line), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const e = summary.event_detail;

  text(t.pdfTitle, 40, 18, bold);
  y -= 26;
  text(e.title, 40, 13, bold);
  y -= 18;
  text(`${longDateFr(e.dt_start)} – ${halfDayFr(e.hr_start)} (${hm(e.hr_start)}–${hm(e.hr_end)})`, 40, 11);
  y -= 16;
  text(fill(t.pdfPlace, { group: e.group ?? '—', room: e.classroom ?? '—', speaker: e.speaker ?? '—' }), 40, 10);
  y -= 28;
  text(t.trainee, 40, 10, bold);
  text(t.presence, 300, 10, bold);
  text(t.pdfSignature, 400, 10, bold);
  y -= 8;
  for (const l of lines) {
    if (y < 120) ((page = doc.addPage([595, 842])), (y = 800));
    y -= 34;
    page.drawLine({
      start: { x: 40, y: y + 30 },
      end: { x: 555, y: y + 30 },
      thickness: 0.5,
      color: rgb(0.8, 0.8, 0.8),
    });
    text(l.etudiant_name, 40, 10);
    if (l.self_signed_at) {
      y -= 11;
      text(
        fill(l.self_signed_late ? t.pdfSelfSignedLate : t.pdfSelfSigned, { time: parisTime(l.self_signed_at) }),
        40,
        8,
      );
      y += 11;
    }
    text(
      l.status === 1 ? t.pdfPresent : l.status === 0 ? t.pdfAbsent : t.pdfUnknown,
      300,
      10,
      l.status === 0 ? bold : font,
    );
    if (l.status === 1) drawImage(page, await png(doc, l.signature), 400, y - 4, 140, 28);
  }
  y -= 50;
  if (y < 120) ((page = doc.addPage([595, 842])), (y = 760));
  // Paris time whatever the browser's zone: « 05/03/2025 à 14:30 ».
  const when = sheet.sign_off_at ? formatDateTimeFr(sheet.sign_off_at).replace(' ', t.pdfAt) : '—';
  text(fill(t.pdfSignedBy, { speaker: e.speaker ?? '', when }), 40, 11, bold);
  drawImage(page, await png(doc, sheet.speaker_signature), 40, y - 90, 240, 80);
  if (proof) {
    page = doc.addPage([595, 842]);
    y = 800;
    const line = (s: string, size = 9, f = font) => {
      for (const part of wrapText(f, size, 515, safe(f, s))) {
        if (y < 50) ((page = doc.addPage([595, 842])), (y = 800));
        text(part, 40, size, f);
        y -= size + 5;
      }
    };
    const at = (iso: string) => formatDateTimeFr(iso).replace(' ', t.pdfAt);
    line(t.pdfProofTitle, 16, bold);
    y -= 6;
    line(t.pdfProofIntro);
    line(`SHA-256 : ${proof.sheet_sha256}`, 9, bold);
    y -= 8;
    line(t.pdfProofSignatures, 12, bold);
    if (proof.signatures.length === 0) line(t.pdfProofNone);
    for (const p of proof.signatures) {
      line(
        fill(t.pdfProofLine, {
          name: p.etudiant_name,
          when: at(p.signed_at),
          late: p.late ? t.pdfProofLate : '',
          code: p.code,
          ip: p.ip ?? '—',
        }),
      );
      line(fill(t.pdfProofDevice, { agent: (p.user_agent ?? '—').slice(0, 110) }), 8);
      line(fill(t.pdfProofImage, { hash: p.image_sha256 }), 8);
      y -= 4;
    }
    y -= 8;
    line(t.pdfProofTrail, 12, bold);
    const trailText = { signature: t.pdfTrailSignature, sign_off: t.pdfTrailSignOff, correction: t.pdfTrailCorrection };
    for (const e of proof.trail) line(fill(trailText[e.kind], { when: at(e.at), who: e.who, reason: e.reason ?? '' }));
    if (proof.corrections.length > 0) {
      y -= 8;
      line(t.pdfProofCorrections, 12, bold);
      const mark = (s: number | null) => (s === 1 ? t.pdfPresent : s === 0 ? t.pdfAbsent : t.pdfUnknown);
      for (const c of proof.corrections) {
        line(fill(t.correctionLine, { when: at(c.at), author: c.author, reason: c.reason }));
        for (const ch of c.changes)
          line(fill(t.correctionChange, { name: ch.etudiant, before: mark(ch.before), after: mark(ch.after) }), 8);
      }
    }
  }
  return doc.save();
}

export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), fileName);
}
