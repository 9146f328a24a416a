// A minimal valid Word document (DOCX) made of plain paragraphs, for the demo models of the seed and the tests:
// the three parts Word needs ([Content_Types].xml, _rels/.rels, word/document.xml), one run per paragraph.
import PizZip from 'pizzip';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types ' +
  'xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default ' +
  'Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships ' +
  'xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
  'Target="word/document.xml"/></Relationships>';

const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOCX whose body is these paragraphs (the first bold, as a title). */
export function minimalDocx(paragraphs: readonly string[]): Buffer {
  const body = paragraphs
    .map(
      (p, i) =>
        `<w:p><w:r>${i === 0 ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t ` +
        `xml:space="preserve">${escape(p)}</w:t></w:r></w:p>`,
    )
    .join('');
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ' +
      'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
