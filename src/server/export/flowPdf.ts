// A flowing A4 document (DejaVu Sans): paragraphs (bold, size, indent, space before, a PNG under the text) laid out
// page after page. Used by several domains: the Qualiopi audit pack's index and the published results (qualite),
// the apprentice's booklet (alternance).
// Why here and not in src/shared/pdf: src/shared is bundled into the admin too, and this reads the fonts from the
// server's disk (files/fontFiles.ts, node:fs); the pure pieces it builds on (fonts.ts, wrap.ts) stay in
// src/shared/pdf, which the admin's PDFs use. Server code that several domains share belongs to the server's
// generic layers, not to one domain's folder; `export/` is the layer of the files the server produces.
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { embedFonts, writable } from '../../shared/pdf/fonts.ts';
import { wrapText } from '../../shared/pdf/wrap.ts';
import { diskFontFiles } from '../files/fontFiles.ts';

export interface Paragraph {
  text: string;
  bold?: boolean;
  size?: number;
  indent?: number;
  space?: number;
  /** A PNG drawn under the text (a data URL, as the signature pads give), at this height in points. */
  image?: { png: string; height: number };
}

const [W, H, M] = [595, 842, 48];

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
    for (const line of wrapText(f, size, W - M - x, writable(f, p.text))) {
      if (y < M + size) {
        page = pdf.addPage([W, H]);
        y = H - M;
      }
      page.drawText(line, { x, y, size, font: f });
      y -= size * 1.4;
    }
    if (p.image) {
      const png = await pdf.embedPng(Buffer.from(p.image.png.replace(/^data:image\/png;base64,/, ''), 'base64'));
      const h = p.image.height;
      const w = Math.min(W - M - x, (png.width / png.height) * h);
      if (y < M + h) {
        page = pdf.addPage([W, H]);
        y = H - M;
      }
      page.drawImage(png, { x, y: y - h, width: w, height: (w / ((png.width / png.height) * h)) * h });
      y -= h + 4;
    }
  }
  return Buffer.from(await pdf.save());
}
