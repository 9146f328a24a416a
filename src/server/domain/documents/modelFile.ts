// A model's DOCX file as a template: read from the uploads, checked (a Word file, well formed, every variable
// from the catalogue) when the model is saved, then filled for one trainee as DOCX (docxtemplater on the file
// itself) or as PDF (the filled DOCX converted by LibreOffice, libreOffice.ts; the paragraphs laid out by pdf-lib
// only as the declared fallback: see the README).
import PizZip from 'pizzip';
import Docxtemplater, { type DXT } from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import { PDFDocument } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { embedFonts, unwritable } from '../../../shared/pdf/fonts.ts';
import { wrapText } from '../../../shared/pdf/wrap.ts';
import { diskFontFiles } from '../../files/fontFiles.ts';
import type { Queryable } from '../../db/index.ts';
import { readStored } from '../../files/storage.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { unknownVariables } from '../../../shared/documents/index.ts';
import * as msg from './messages.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Tags are looked up by their whole text (`etudiant.nom`), not as paths, and only among the values' own keys
 * (never `constructor` or `__proto__` from the prototype); an empty value renders empty. */
const options: DXT.Options = {
  paragraphLoop: true,
  linebreaks: true,
  errorLogging: false,
  parser: (tag: string) => ({
    get: (scope: Record<string, unknown>) => (Object.hasOwn(scope, tag.trim()) ? scope[tag.trim()] : undefined),
  }),
  nullGetter: () => '',
};

/** The stored file of a media object, if it is a DOCX and still stored. */
export async function modelTemplate(db: Queryable, mediaId: number, property = 'file'): Promise<Buffer> {
  const media = (
    await db.query<{ uuid: string; mime_type: string }>('SELECT uuid, mime_type FROM media_objects WHERE id = $1', [
      mediaId,
    ])
  ).rows[0];
  const file = media && (await readStored(String(media.uuid)));
  if (!media || !file) throw unprocessable([{ propertyPath: property, message: msg.generation.modelFileGone }]);
  if (media.mime_type !== DOCX_MIME)
    throw unprocessable([{ propertyPath: property, message: msg.generation.modelFileNotDocx }]);
  return file;
}

function compile(template: Buffer, modules: DXT.Module[] = [], property = 'file'): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw unprocessable([{ propertyPath: property, message: msg.generation.modelFileNotDocx }]);
  }
  try {
    return new Docxtemplater(zip, { ...options, modules });
  } catch (err) {
    type Problem = { properties?: { id?: string; xtag?: string; context?: string } };
    const errors = (err as { properties?: { errors?: Problem[] } }).properties?.errors ?? [err as Problem];
    const detail = errors
      .map((e) =>
        msg.generation.templateProblem(e.properties?.id ?? '', e.properties?.xtag ?? e.properties?.context ?? ''),
      )
      .join(' ; ');
    throw unprocessable([{ propertyPath: property, message: msg.generation.modelFileUnreadable(detail) }]);
  }
}

type TagPart = { value?: string; module?: string; subparsed?: TagPart[] };

/** Every tag of the template (loops' inner tags too), with the module that reads it (`rawxml` for `{@…}`). */
function partsOf(parts: TagPart[], out: TagPart[] = []): TagPart[] {
  for (const p of parts) {
    if (typeof p.value === 'string') out.push(p);
    if (Array.isArray(p.subparsed)) partsOf(p.subparsed, out);
  }
  return out;
}

/** The tags of a DOCX template (body, headers, footers); a malformed file is a 422 on `property`. */
function templateTags(template: Buffer, property = 'file'): TagPart[] {
  const inspect = new InspectModule();
  compile(template, [inspect], property);
  return partsOf((inspect as unknown as { getStructuredTags(): TagPart[] }).getStructuredTags());
}

/** The variables a DOCX template uses, each once; a malformed file is a 422 on `file`. */
export function templateVariables(template: Buffer): string[] {
  return [...new Set(templateTags(template).map((p) => p.value!.trim()))];
}

/** Refuses (422 on `property`, naming each tag) a template using a raw-XML tag (`{@…}`: a trainee's name would
 * become document structure) or a variable the catalogue does not know (`{constructor}`, `{__proto__}`...). */
export function checkTemplate(template: Buffer, property = 'file'): string[] {
  const tags = templateTags(template, property);
  const raw = [...new Set(tags.filter((p) => p.module === 'rawxml').map((p) => `@${p.value!.trim()}`))];
  if (raw.length > 0) throw unprocessable([{ propertyPath: property, message: msg.generation.rawXmlTags(raw) }]);
  const used = [...new Set(tags.map((p) => p.value!.trim()))];
  const unknown = unknownVariables(used);
  if (unknown.length > 0)
    throw unprocessable([{ propertyPath: property, message: msg.generation.unknownVariables(unknown) }]);
  return used;
}

/** Refuses a template that does not compile or whose tags are refused (called once per generation, before any
 * document: a model stored before these checks is refused here). */
export function assertCompiles(template: Buffer, property = 'file'): void {
  checkTemplate(template, property);
}

/** The DOCX of one trainee: the template with every variable replaced. */
export function renderDocx(template: Buffer, values: Record<string, string>): Buffer {
  const doc = compile(template);
  doc.render(values);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (t: string) =>
  t.replace(/&(#x?[0-9a-fA-F]+|\w+);/g, (all, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e] ?? all),
  );

/** The paragraphs of a filled document's body as plain text (tabs as spaces, line breaks kept). */
export function paragraphsOf(documentXml: string): string[] {
  const body = documentXml.slice(Math.max(0, documentXml.indexOf('<w:body')));
  return body
    .split(/<\/w:p>/)
    .slice(0, -1)
    .map((p) => {
      let text = '';
      for (const m of p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)) {
        text += m[1] !== undefined ? decode(m[1]) : m[2] === 'tab' ? '    ' : '\n';
      }
      return text;
    });
}

/** The first character of the values that DejaVu Sans (the fonts shipped with the product) cannot write, if
 * any: a PDF would print it as a box or another letter in a trainee's name, whichever engine lays it out. */
export async function unprintable(values: Record<string, string>): Promise<string | undefined> {
  const { regular } = await diskFontFiles();
  const font = (regularFont ??= fontkit.create(new Uint8Array(regular)));
  return [...Object.values(values).join('')].find(
    (c) => !/\s/.test(c) && !font.hasGlyphForCodePoint(c.codePointAt(0)!),
  );
}
let regularFont: ReturnType<typeof fontkit.create> | undefined;

/** The fallback PDF of a filled DOCX (libreOffice.ts, `DOCUMENTS_PDF_FALLBACK=mise-en-page`): its body's
 * paragraphs on A4 pages (DejaVu Sans 11, the first paragraph as a title); tables, images, headers, footers and
 * styles are lost. A character the font has no glyph for is refused rather than altered in a name. */
export async function layoutPdf(docx: Buffer, title: string): Promise<Buffer> {
  const paragraphs = paragraphsOf(new PizZip(docx).file('word/document.xml')?.asText() ?? '');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Futurosud');
  const { font, bold } = await embedFonts(pdf, await diskFontFiles());
  const bad = unwritable(font, paragraphs.join(''));
  if (bad) throw new HttpError(422, msg.generation.pdfCharacter(bad));
  const [W, H, M] = [595, 842, 56];
  let page = pdf.addPage([W, H]);
  let y = H - M;
  const titleIndex = paragraphs.findIndex((p) => p.trim() !== '');
  for (const [i, p] of paragraphs.entries()) {
    const [f, size] = i === titleIndex ? [bold, 16] : [font, 11];
    for (const line of wrapText(f, size, W - 2 * M, p)) {
      if (y < M + size) {
        page = pdf.addPage([W, H]);
        y = H - M;
      }
      if (line) page.drawText(line, { x: M, y, size, font: f });
      y -= size * 1.45;
    }
    y -= i === titleIndex ? 12 : 4;
  }
  return Buffer.from(await pdf.save());
}

/** The fallback PDF of one trainee: the template filled, then laid out by `layoutPdf`. */
export function renderPdf(template: Buffer, values: Record<string, string>, title: string): Promise<Buffer> {
  return layoutPdf(renderDocx(template, values), title);
}
