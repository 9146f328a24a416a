// The PDF of a validated BPF, laid out as the cerfa 10443: one boxed frame per letter with its title, the
// column heads, and a row per line (code, label, figures), « à compléter » where a value is missing.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFonts, writable } from '../../../shared/pdf/fonts.ts';
import { wrapText } from '../../../shared/pdf/wrap.ts';
import { formatNumberFr } from '../../../shared/format/numbers.ts';
import type { BpfFrame, BpfLine } from '../../../shared/qualite/bpfFrames.ts';
import type { BpfColumn } from '../../../shared/qualite/bpf.ts';
import { diskFontFiles } from '../../files/fontFiles.ts';
import { qualite as msg } from './messages.ts';

const M = msg.bpf;
const [W, H, MARGIN] = [595, 842, 40];
const VALUE_W = 90;
const SIZE = 8.5;
const GREY = rgb(0.9, 0.9, 0.9);

function cell(l: BpfLine, c: BpfColumn): string {
  if (c === 'texte') return l.texte ?? M.aCompleter;
  if (c === 'montant') return l.montant === null ? M.aCompleter : formatNumberFr(l.montant);
  const v = c === 'nombre' ? l.nombre : l.heures;
  return v === null ? M.aCompleter : formatNumberFr(v);
}

export async function bpfPdf(frames: BpfFrame[], annee: number, version: number, date: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(M.pdfTitle(annee));
  pdf.setProducer('Futurosud');
  const { font, bold } = await embedFonts(pdf, await diskFontFiles());
  let page: PDFPage = pdf.addPage([W, H]);
  let y = H - MARGIN;
  const text = (t: string, x: number, f: PDFFont, size = SIZE) =>
    page.drawText(writable(f, t), { x, y, size, font: f });
  const need = (h: number) => {
    if (y - h < MARGIN) {
      page = pdf.addPage([W, H]);
      y = H - MARGIN;
    }
  };
  text(M.pdfTitle(annee), MARGIN, bold, 15);
  y -= 18;
  text(M.pdfSubtitle(version, date), MARGIN, font, 9);
  y -= 20;
  for (const frame of frames) {
    const texte = frame.columns.includes('texte');
    const cols = frame.columns;
    const labelW = W - 2 * MARGIN - 40 - (texte ? 200 : cols.length * VALUE_W);
    need(40);
    page.drawRectangle({ x: MARGIN, y: y - 5, width: W - 2 * MARGIN, height: 16, color: GREY });
    text(M.pdfFrame(frame.letter, frame.title), MARGIN + 4, bold, 9.5);
    cols.forEach((c, i) => {
      if (!texte) text(M.pdfColumns[c], W - MARGIN - (cols.length - i) * VALUE_W + 4, bold, 8);
    });
    y -= 18;
    if (frame.lines.length === 0) {
      text(M.pdfNone, MARGIN + 40, font);
      y -= 13;
    }
    for (const l of frame.lines) {
      const labels = wrapText(font, SIZE, labelW, l.label);
      const values = texte ? wrapText(font, SIZE, 196, cell(l, 'texte')) : [];
      const rows = Math.max(labels.length, values.length);
      need(rows * 11 + 4);
      const top = y;
      text(l.code, MARGIN + 4, bold);
      labels.forEach((t, i) => {
        y = top - i * 11;
        text(t, MARGIN + 40, font);
      });
      if (texte)
        values.forEach((t, i) => {
          y = top - i * 11;
          text(t, W - MARGIN - 196, l.aCompleter ? bold : font);
        });
      else
        cols.forEach((c, i) => {
          y = top;
          const v = cell(l, c);
          const f = v === M.aCompleter ? bold : font;
          text(v, W - MARGIN - (cols.length - i - 1) * VALUE_W - 6 - f.widthOfTextAtSize(writable(f, v), SIZE), f);
        });
      y = top - rows * 11 - 3;
      page.drawLine({ start: { x: MARGIN, y: y + 7 }, end: { x: W - MARGIN, y: y + 7 }, thickness: 0.3, color: GREY });
    }
    y -= 10;
  }
  return Buffer.from(await pdf.save());
}
