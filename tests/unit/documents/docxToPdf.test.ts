// DOCX → PDF through LibreOffice headless (src/server/domain/documents/libreOffice.ts): a model with a header, a
// table and an image keeps all three in its PDF. The page is rendered with poppler's pdftoppm and compared with a
// reference image (tests/fixtures/documents/) within a tolerance; its text is read back with pdftotext. The same
// comparison refuses what the declared fallback (pdf-lib, text only) makes of that model; without LibreOffice, or
// when it does not answer in time, the French error says so. One LibreOffice start in all (it is slow).
// `UPDATE_REFERENCE=1` writes the reference image again (look at it before committing it).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PizZip from 'pizzip';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { openConverter, pdfEngine } from '../../../src/server/domain/documents/libreOffice.ts';
import { renderDocx } from '../../../src/server/domain/documents/modelFile.ts';
import * as msg from '../../../src/server/domain/documents/messages.ts';

const dir = mkdtempSync(join(tmpdir(), 'docx-pdf-'));
const REFERENCE = new URL('../../fixtures/documents/modele-entete-tableau-image.png', import.meta.url);
const DPI = 40;

/** A 120×60 PNG: red left half, blue right half (easy to find on the rendered page). */
function logo(): Buffer {
  const png = new PNG({ width: 120, height: 60 });
  for (let y = 0; y < 60; y += 1) {
    for (let x = 0; x < 120; x += 1) {
      const i = (y * 120 + x) * 4;
      png.data.set(x < 60 ? [220, 20, 20, 255] : [20, 40, 200, 255], i);
    }
  }
  return PNG.sync.write(png);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const font = '<w:rPr><w:rFonts w:ascii="DejaVu Sans" w:hAnsi="DejaVu Sans" w:cs="DejaVu Sans"/><w:sz w:val="22"/></w:rPr>';
const p = (text: string, extra = '') => `<w:p><w:r>${extra || font}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${p(text)}</w:tc>`;
const border = (side: string) => `<w:${side} w:val="single" w:sz="12" w:space="0" w:color="000000"/>`;

/** A Word model with a header (variables in it), a bordered 3×3 table and an image. */
function model(): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    + '<Default Extension="png" ContentType="image/png"/>'
    + '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    + '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file('word/_rels/document.xml.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
    + '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/logo.png"/></Relationships>');
  zip.file('word/media/logo.png', logo());
  zip.file('word/header1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr xmlns:w="${W}" xmlns:r="${R}">${p('Centre de Nice – dossier de {prenom} {nom}')}</w:hdr>`);
  const table = `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr>`
    + '<w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>'
    + `<w:tr>${cell('Module')}${cell('Heures')}${cell('Note')}</w:tr>`
    + `<w:tr>${cell('Anglais')}${cell('35')}${cell('15/20')}</w:tr>`
    + `<w:tr>${cell('Gestion')}${cell('70')}${cell('12/20')}</w:tr></w:tbl>`;
  const image = '<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="1905000" cy="952500"/><wp:docPr id="1" name="Logo"/>'
    + '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">'
    + '<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="logo.png"/><pic:cNvPicPr/></pic:nvPicPr>'
    + '<pic:blipFill><a:blip r:embed="rId2"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>'
    + '<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1905000" cy="952500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic>'
    + '</a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}" `
    + 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><w:body>'
    + p('Relevé de notes', '<w:rPr><w:rFonts w:ascii="DejaVu Sans" w:hAnsi="DejaVu Sans"/><w:b/><w:sz w:val="32"/></w:rPr>')
    + p('Stagiaire : {prenom} {nom}') + table + p('') + image
    + '<w:sectPr><w:headerReference w:type="default" r:id="rId1"/><w:pgSz w:w="11906" w:h="16838"/>'
    + '<w:pgMar w:top="1440" w:right="1200" w:bottom="1440" w:left="1200" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>');
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const filled = () => renderDocx(model(), { prenom: 'Łucja', nom: 'Șerban-Đokić' });

/** The first page of a PDF rendered by pdftoppm (grey levels would hide the colours: RGB). */
function pageImage(pdf: Buffer, name: string): PNG {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
  return PNG.sync.read(readFileSync(join(dir, `${name}.png`)));
}

/** Share of the pixels whose colour differs from the reference's by more than a quarter of the range (a glyph
 * drawn a pixel aside by another build of the fonts stays far below the tolerance; a lost table or image does not). */
function difference(a: PNG, b: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.max(Math.abs(a.data[i]! - b.data[i]!), Math.abs(a.data[i + 1]! - b.data[i + 1]!), Math.abs(a.data[i + 2]! - b.data[i + 2]!));
    if (d > 64) differing += 1;
  }
  return differing / (a.width * a.height);
}

/** Pixels of a colour close to the logo's red. */
const reds = (png: PNG) => {
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! > 180 && png.data[i + 1]! < 80 && png.data[i + 2]! < 80) n += 1;
  return n;
};

const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', '-', '-'], { input: pdf, encoding: 'utf8' });

const TOLERANCE = 0.01;
const saved = { ...process.env };
afterEach(() => {
  for (const k of ['LIBREOFFICE_PATH', 'LIBREOFFICE_TIMEOUT_MS', 'DOCUMENTS_PDF_FALLBACK']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('DOCX → PDF', { timeout: 90_000 }, () => {
  it('LibreOffice keeps the header, the table and the image of the model', async () => {
    const converter = await openConverter();
    expect(converter.engine).toBe('libreoffice');
    const [pdf] = await converter.convert([{ docx: filled(), title: 'Relevé de notes' }]);
    await converter.close();
    expect(pdf).toBeInstanceOf(Buffer);
    const text = textOf(pdf as Buffer);
    expect(text).toContain('Centre de Nice – dossier de Łucja Șerban-Đokić');
    expect(text).toMatch(/Module\s+Heures\s+Note/);
    expect(text).toMatch(/Anglais\s+35\s+15\/20/);
    expect(text).toMatch(/Gestion\s+70\s+12\/20/);
    const page = pageImage(pdf as Buffer, 'libreoffice');
    // The logo (about 50×25 px at this resolution, half red) is on the page.
    expect(reds(page)).toBeGreaterThan(300);
    if (process.env.UPDATE_REFERENCE === '1') writeFileSync(REFERENCE, PNG.sync.write(page));
    expect(difference(page, PNG.sync.read(readFileSync(REFERENCE)))).toBeLessThan(TOLERANCE);
  });

  it('the declared fallback (pdf-lib) loses them, and the comparison sees it', async () => {
    process.env.LIBREOFFICE_PATH = '/nulle/part/soffice';
    process.env.DOCUMENTS_PDF_FALLBACK = 'mise-en-page';
    expect(await pdfEngine()).toBe('mise-en-page');
    const converter = await openConverter();
    const [pdf] = await converter.convert([{ docx: filled(), title: 'Relevé de notes' }]);
    const text = textOf(pdf as Buffer);
    expect(text).toContain('Stagiaire : Łucja Șerban-Đokić');
    expect(text).not.toContain('Centre de Nice');
    const page = pageImage(pdf as Buffer, 'fallback');
    expect(reds(page)).toBe(0);
    expect(difference(page, PNG.sync.read(readFileSync(REFERENCE)))).toBeGreaterThan(TOLERANCE);
  });

  it('without LibreOffice and no declared fallback, a PDF generation is refused in French', async () => {
    process.env.LIBREOFFICE_PATH = '/nulle/part/soffice';
    delete process.env.DOCUMENTS_PDF_FALLBACK;
    await expect(pdfEngine()).rejects.toMatchObject({ status: 503, message: msg.generation.libreOfficeMissing });
  });

  it('a LibreOffice that does not answer in time is stopped, each document saying so', async () => {
    const slow = join(dir, 'soffice-lent');
    writeFileSync(slow, '#!/bin/sh\nsleep 30\n');
    chmodSync(slow, 0o755);
    process.env.LIBREOFFICE_PATH = slow;
    process.env.LIBREOFFICE_TIMEOUT_MS = '300';
    const converter = await openConverter();
    const started = Date.now();
    const out = await converter.convert([{ docx: filled(), title: 'a' }, { docx: filled(), title: 'b' }]);
    await converter.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(out.map((o) => (o as Error).message)).toEqual([msg.generation.libreOfficeTimeout(1), msg.generation.libreOfficeTimeout(1)]);
  });
});
