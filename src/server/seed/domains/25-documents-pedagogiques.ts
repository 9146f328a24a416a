// Demo pedagogy documents: per antenne, a course material and an exercise attached to its first evaluations,
// each a real small PDF stored like an upload (DATA_DIR/uploads/<uuid>, a media_objects row), so that the
// list shows documents and the download gives a file that opens.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { store } from '../../files/storage.ts';

const DOCUMENTS: [string, number][] = [
  ['Support de cours', 109],
  ['Sujet de l’évaluation', 113],
];

async function pdf(title: string, subtitle: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  // The standard fonts encode WinAnsi only: the typographic apostrophe becomes a plain one.
  page.drawText(title.replace(/’/g, "'"), { x: 56, y: 770, size: 20, font });
  page.drawText(subtitle.replace(/’/g, "'"), { x: 56, y: 740, size: 12, font });
  return Buffer.from(await doc.save());
}

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const { cfaId, antenneIds } of centres) {
    for (const antenneId of antenneIds) {
      const evaluations = (
        await tx.query<{ id: number; label: string | null }>(
          'SELECT id, label FROM antenne_evaluations WHERE antenne_id = $1 ORDER BY id LIMIT 2',
          [antenneId],
        )
      ).rows;
      for (const evaluation of evaluations) {
        for (const [name, type] of DOCUMENTS) {
          const uuid = randomUUID();
          const bytes = await pdf(name, evaluation.label ?? `Évaluation ${evaluation.id}`);
          const { size } = await store(uuid, Readable.from(bytes));
          const fileName = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${evaluation.id}.pdf`;
          const [fileId] = await insertMany(tx, 'media_objects', [
            { cfa_id: cfaId, antenne_id: antenneId, name: fileName, mime_type: 'application/pdf', size, uuid },
          ]);
          await insertMany(tx, 'antenne_pedagogie_documents', [
            {
              cfa_id: cfaId,
              antenne_id: antenneId,
              name,
              type,
              evaluation_id: evaluation.id,
              file_id: fileId,
            },
          ]);
        }
      }
    }
  }
};
export default seed;
