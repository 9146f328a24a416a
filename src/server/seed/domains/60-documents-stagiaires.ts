// Demo administrative documents of trainees (etudiant_documents): per antenne, its first three trainees get an
// identity card whose validity is past, ends within the month or runs for years (the three colours of the
// lists), and a proof of address; the first card of each antenne is a real small PDF stored like an upload, so
// that its preview and download work. Deterministic and drawing nothing from the seeding PRNG.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { store } from '../../files/storage.ts';

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title.replace(/’/g, "'"), { x: 56, y: 770, size: 18, font });
  return Buffer.from(await doc.save());
}

const seed: DomainSeeder = async ({ tx, centres }) => {
  const today = new Date().toISOString().slice(0, 10);
  // Past, within 30 days, years ahead.
  const ends = [addDays(today, -20), addDays(today, 12), addDays(today, 3 * 365)];
  for (const { cfaId, antenneIds } of centres) {
    for (const antenneId of antenneIds) {
      const trainees = (
        await tx.query<{ id: number; lastname: string }>(
          'SELECT id, lastname FROM etudiants WHERE antenne_id = $1 ORDER BY id LIMIT 3',
          [antenneId],
        )
      ).rows;
      for (const [i, t] of trainees.entries()) {
        let fileId: number | null = null;
        if (i === 0) {
          const uuid = randomUUID();
          const { size } = await store(uuid, Readable.from(await pdf(`Carte nationale d'identité — ${t.lastname}`)));
          [fileId] = await insertMany(tx, 'media_objects', [
            { cfa_id: cfaId, antenne_id: antenneId, name: `cni-${t.id}.pdf`, mime_type: 'application/pdf', size, uuid },
          ]);
        }
        await insertMany(tx, 'etudiant_documents', [
          {
            cfa_id: cfaId,
            antenne_id: antenneId,
            etudiant_id: t.id,
            type_document: 1,
            name: "Carte nationale d'identité",
            file_id: fileId,
            date_document: addDays(ends[i]!, -10 * 365),
            date_expiration: ends[i],
            etat: 0,
          },
          {
            cfa_id: cfaId,
            antenne_id: antenneId,
            etudiant_id: t.id,
            type_document: 11,
            name: 'Justificatif de domicile',
            file_id: null,
            date_document: addDays(today, -30 * (i + 1)),
            date_expiration: null,
            etat: 0,
          },
        ]);
      }
    }
  }
};
export default seed;
