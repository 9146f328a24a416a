// Demo data of the diplomas offered by the antennes: for each diploma an antenne has opened a session of, its
// administrative documents (habilitation decision with its end of validity, exam rules), each a real small
// PDF stored like an upload, so that the diploma page lists documents that download. The second centre
// trains apprentices only, internally: its flags make its supervisors see the whole catalogue (spec 001
// section 6). Deterministic without the PRNG, so the other seeders' data stay the same.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { store } from '../../files/storage.ts';
import { inPresent } from '../calendar.ts';

const DOCUMENTS = [
  {
    name: "Décision d'habilitation",
    slug: 'habilitation',
    date_document: '2024-06-14',
    date_expiration: '2029-06-13',
    description: 'Habilitation à organiser la formation et les épreuves certificatives, délivrée par la DRAJES.',
  },
  {
    name: "Règlement d'examen",
    slug: 'reglement-examen',
    date_document: '2024-09-02',
    date_expiration: null,
    description: 'Modalités des épreuves certificatives, remis aux stagiaires à la rentrée.',
  },
];

async function pdf(title: string, subtitle: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  // The standard fonts encode WinAnsi only: keep to its characters.
  page.drawText(title, { x: 56, y: 770, size: 20, font });
  page.drawText(subtitle.replace(/[–—]/g, '-'), { x: 56, y: 740, size: 12, font });
  return Buffer.from(await doc.save());
}

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const [i, { cfaId }] of centres.entries()) {
    if (i > 0)
      await tx.query('UPDATE cfas SET formation_interne = true, accept_apprentis_only = true WHERE id = $1', [cfaId]);
    const offered = (
      await tx.query<{ antenne_id: number; antenne: string; diplome_id: number; diplome: string }>(
        `SELECT DISTINCT a.antenne_id, n.name AS antenne, d.id AS diplome_id, d.name AS diplome
       FROM antenne_diplome_sessions a JOIN diplome_sessions s ON s.id = a.diplome_session_id JOIN diplomes d ON d.id =
         s.diplome_id
       JOIN antennes n ON n.id = a.antenne_id WHERE a.cfa_id = $1 ORDER BY a.antenne_id, d.id`,
        [cfaId],
      )
    ).rows;
    for (const o of offered) {
      for (const doc of DOCUMENTS) {
        const uuid = randomUUID();
        const { size } = await store(uuid, Readable.from(await pdf(doc.name, `${o.diplome} - ${o.antenne}`)));
        const [fileId] = await insertMany(tx, 'media_objects', [
          {
            cfa_id: cfaId,
            antenne_id: o.antenne_id,
            name: `${doc.slug}-${o.antenne_id}-${o.diplome_id}.pdf`,
            mime_type: 'application/pdf',
            size,
            uuid,
          },
        ]);
        await insertMany(tx, 'antenne_diplome_document_administratifs', [
          {
            cfa_id: cfaId,
            antenne_id: o.antenne_id,
            diplome_id: o.diplome_id,
            name: doc.name,
            file_id: fileId,
            date_document: inPresent(doc.date_document),
            date_expiration: doc.date_expiration && inPresent(doc.date_expiration),
            description: doc.description,
            etat: 0,
          },
        ]);
      }
    }
  }
};
export default seed;
