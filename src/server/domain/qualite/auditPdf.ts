// The audit pack's index: a flowing A4 document (DejaVu Sans) listing, criterion by criterion, each indicator's
// status, its proofs with their counts and first records, what is missing, the note and the documents attached,
// then the sample of trainee files and its seed.
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFonts, writable } from '../../../shared/pdf/fonts.ts';
import { diskFontFiles } from '../../files/fontFiles.ts';

export interface Paragraph { text: string; bold?: boolean; size?: number; indent?: number; space?: number }

const [W, H, M] = [595, 842, 48];

function wrap(font: PDFFont, size: number, width: number, text: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) { out.push(line); line = word; } else line = next;
  }
  out.push(line);
  return out;
}

/** Paragraphs flowed on A4 pages. */
export async function flowPdf(title: string, paragraphs: Paragraph[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Futurosud');
  const { font, bold } = await embedFonts(pdf, await diskFontFiles());
  let page: PDFPage = pdf.addPage([W, H]);
  let y = H - M;
  for (const p of paragraphs) {
    const f = p.bold ? bold : font;
    const size = p.size ?? 9;
    const x = M + (p.indent ?? 0);
    y -= p.space ?? 0;
    for (const line of wrap(f, size, W - M - x, writable(f, p.text))) {
      if (y < M + size) { page = pdf.addPage([W, H]); y = H - M; }
      page.drawText(line, { x, y, size, font: f });
      y -= size * 1.4;
    }
  }
  return Buffer.from(await pdf.save());
}
