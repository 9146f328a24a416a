// The Unicode fonts of every PDF the product makes (sheets, ACA, cerfa, generated models): DejaVu Sans, a free
// font shipped in src/shared/pdf/fonts/ (licence beside it), embedded through pdf-lib's fontkit and subset to the
// letters used. The standard PDF fonts speak WinAnsi only: with them a trainee named « Łucja Șerban-Đokić »
// would lose letters, on a legal document. Where the bytes come from is the caller's: the admin fetches the
// files (admin/pdf/fontFiles.ts), the server and the tests read them from disk.
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export interface FontFiles {
  regular: Uint8Array | ArrayBuffer;
  bold: Uint8Array | ArrayBuffer;
}
export type FontSource = () => Promise<FontFiles>;
export interface PdfFonts {
  font: PDFFont;
  bold: PDFFont;
}

/** Both fonts embedded in `doc`, subset to what the document writes. */
export async function embedFonts(doc: PDFDocument, files: FontFiles): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const [font, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ]);
  return { font, bold };
}

/** The code points a font has glyphs for, read once per embedded font (a PDF writes hundreds of texts). */
const charsets = new WeakMap<PDFFont, Set<number>>();
function charactersOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/** `text` with each character the font has no glyph for replaced by « ? » (a glyph-less box says nothing). */
export function writable(font: PDFFont, text: string): string {
  const known = charactersOf(font);
  return [...text].map((c) => (known.has(c.codePointAt(0)!) || c === '\n' ? c : '?')).join('');
}

/** The first character of `text` the font cannot write, if any. */
export function unwritable(font: PDFFont, text: string): string | undefined {
  const known = charactersOf(font);
  return [...text].find((c) => !/\s/.test(c) && !known.has(c.codePointAt(0)!));
}
