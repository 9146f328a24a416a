// What the demo apprentice (apprenti@demo.fr) finds in its space on a fresh start, as its centre would have made
// it: three documents with a real small PDF each (its entry certificate, last month's attendance certificate, its
// exam notice), a finalised ACA whose certificate it downloads, and the end-of-training satisfaction survey sent to
// it and not answered yet. Seeded after its account; deterministic, drawing nothing from the seeding PRNG.
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Queryable } from '../db/index.ts';
import { store } from '../files/storage.ts';
import { insertMany } from './insert.ts';

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pdf(title: string, line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title.replace(/’/g, "'"), { x: 56, y: 770, size: 18, font });
  page.drawText(line.replace(/’/g, "'"), { x: 56, y: 740, size: 11, font });
  return Buffer.from(await doc.save());
}

export async function seedTraineeSpace(tx: Queryable): Promise<void> {
  const me = (
    await tx.query<{ user_id: number; cfa_id: number; antenne_id: number; etudiant_id: number; name: string }>(
      `SELECT u.id AS user_id, u.cfa_id, et.antenne_id, et.id AS etudiant_id, et.firstname || ' ' || et.lastname AS name
         FROM users u JOIN etudiants et ON et.id = u.etudiant_id WHERE u.email = 'apprenti@demo.fr'`,
    )
  ).rows[0];
  if (!me) return;
  const docs = [
    { type: 35, name: "Attestation d'entrée en formation", date: addDays(-75), file: 'attestation-entree.pdf' },
    { type: 37, name: "Attestation d'assiduité du mois dernier", date: addDays(-3), file: 'attestation-assiduite.pdf' },
    { type: 71, name: "Convocation à l'examen", date: addDays(-1), file: 'convocation-examen.pdf' },
  ];
  for (const d of docs) {
    const uuid = randomUUID();
    const { size } = await store(uuid, Readable.from(await pdf(d.name, `${me.name} — le ${d.date}`)));
    const [fileId] = await insertMany(tx, 'media_objects', [
      { cfa_id: me.cfa_id, antenne_id: me.antenne_id, name: d.file, mime_type: 'application/pdf', size, uuid },
    ]);
    await insertMany(tx, 'etudiant_documents', [
      {
        cfa_id: me.cfa_id,
        antenne_id: me.antenne_id,
        etudiant_id: me.etudiant_id,
        type_document: d.type,
        name: d.name,
        file_id: fileId,
        date_document: d.date,
        etat: 0,
      },
    ]);
  }
  // Its latest ACA, finalised a week ago (newer than any the pedagogy seed gave it).
  const finalised = new Date(Date.now() - 7 * 86_400_000).toISOString();
  await insertMany(tx, 'etudiant_acas', [
    {
      cfa_id: me.cfa_id,
      antenne_id: me.antenne_id,
      etudiant_id: me.etudiant_id,
      statut: 'finalisee',
      date_generation: finalised,
      date_finalisation: finalised,
    },
  ]);
  const survey = (
    await tx.query<{ id: number }>(
      "SELECT id FROM enquetes WHERE cfa_id = $1 AND etat = 0 AND name = 'Satisfaction en fin de formation' LIMIT 1",
      [me.cfa_id],
    )
  ).rows[0];
  if (survey) {
    await insertMany(tx, 'enquete_envois', [
      {
        cfa_id: me.cfa_id,
        antenne_id: me.antenne_id,
        etudiant_id: me.etudiant_id,
        enquete_id: survey.id,
        status: 1,
        type: 0,
        token: randomBytes(24).toString('base64url'),
        date_envoi: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      },
    ]);
  }
}
