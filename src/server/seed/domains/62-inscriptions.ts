// Demo data of registration and the trainee's course, so the screens tell one coherent story:
// - registration requests: each accepted one has become its candidate (as « Accepter » does: identity, antenne,
//   wished training, its attachments copied as administrative documents), each refused one has a reason and a
//   date; a CV is typed « Curriculum vitae », and the first attachment of each antenne is a real PDF (preview,
//   download); the pending ones stay « En attente »;
// - trainees: the course state (in training, in contract, in rupture) follows their contracts; an exited
//   trainee has an exit reason and an exit date in the past (none « Sorti » with a future exit);
// - group members joined their group when its session started (nobody joined a 2025–26 group in 2024).
// Deterministic; draws nothing from the seeding PRNG, so the other seeders' data does not move.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { store } from '../../files/storage.ts';
import type { RowOf } from '../../db/rows.ts';
import { candidateDocumentType, candidateFromRequest } from '../../../shared/inscriptions/rules.ts';
import { TODAY } from '../../db/today.ts';

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 56, y: 770, size: 18, font });
  return Buffer.from(await doc.save());
}

async function seedRequests(tx: Queryable, cfaId: number) {
  await tx.query(
    `UPDATE external_registration_documents SET type_document = 13 WHERE cfa_id = $1 AND name = 'Curriculum vitae'`,
    [cfaId],
  );
  // A real file for the first attachment of each antenne.
  const firsts = await tx.query<{ id: number; antenne_id: number; lastname: string }>(
    `SELECT DISTINCT ON (d.antenne_id) d.id, d.antenne_id, c.lastname FROM external_registration_documents d
     JOIN external_registration_contacts c ON c.id = d.contact_id WHERE d.cfa_id = $1 ORDER BY d.antenne_id, d.id`,
    [cfaId],
  );
  for (const d of firsts.rows) {
    const uuid = randomUUID();
    const { size } = await store(uuid, Readable.from(await pdf(`Curriculum vitae - ${d.lastname}`)));
    const [fileId] = await insertMany(tx, 'media_objects', [
      {
        cfa_id: cfaId,
        antenne_id: d.antenne_id,
        name: `cv-${d.lastname.toLowerCase()}.pdf`,
        mime_type: 'application/pdf',
        size,
        uuid,
      },
    ]);
    await tx.query('UPDATE external_registration_documents SET file_id = $2 WHERE id = $1', [d.id, fileId]);
  }
  const accepted = await tx.query<RowOf<'external_registration_contacts'>>(
    'SELECT * FROM external_registration_contacts WHERE cfa_id = $1 AND status = 1 AND etudiant_id IS NULL ORDER BY id',
    [cfaId],
  );
  for (const contact of accepted.rows) {
    const [candidate] = await insertMany(tx, 'etudiants', [
      { ...candidateFromRequest(contact), cfa_id: cfaId, candidature_type: 1 },
    ]);
    const docs = await tx.query<{ name: string; type_document: number | null; file_id: number | null }>(
      'SELECT name, type_document, file_id FROM external_registration_documents WHERE contact_id = $1 ORDER BY id',
      [contact.id],
    );
    await insertMany(
      tx,
      'etudiant_documents',
      docs.rows.map((d) => ({
        cfa_id: cfaId,
        antenne_id: contact.antenne_id,
        etudiant_id: candidate,
        name: d.name,
        type_document: candidateDocumentType(d.type_document),
        file_id: d.file_id,
        etat: 0,
      })),
    );
    await tx.query(
      `UPDATE external_registration_contacts SET etudiant_id = $2, processed_at = created_at + interval '2 days' WHERE
        id = $1`,
      [contact.id, candidate],
    );
  }
  await tx.query(
    `UPDATE external_registration_contacts SET refusal_reason = 1 + (id % 3), processed_at = created_at + interval
      '3 days',
       refusal_comment = 'Dossier étudié en commission d''admission.' WHERE cfa_id = $1 AND status = 2 AND
         refusal_reason IS NULL`,
    [cfaId],
  );
}

async function coherentCourses(tx: Queryable, cfaId: number) {
  // Exited trainees: an exit in the past (two weeks ago at most, never before entry) and a reason.
  await tx.query(
    `UPDATE etudiants SET date_sortie = GREATEST(dt_date_entree, LEAST(COALESCE(date_sortie, ${TODAY}), ${TODAY}
      - 14))
     WHERE cfa_id = $1 AND type = 1 AND etat = 1 AND (date_sortie IS NULL OR date_sortie > ${TODAY}) AND
       dt_date_entree <= ${TODAY} - 14`,
    [cfaId],
  );
  // One whose entry is too recent to have exited is present after all.
  await tx.query(
    `UPDATE etudiants SET etat = 0, date_sortie = NULL WHERE cfa_id = $1 AND type = 1 AND etat = 1 AND date_sortie >
      ${TODAY}`,
    [cfaId],
  );
  await tx.query(
    `UPDATE etudiants SET raison_sortie = 1 + (id % 3) WHERE cfa_id = $1 AND type = 1 AND etat = 1 AND raison_sortie IS
      NULL`,
    [cfaId],
  );
  // Course state from the contracts: broken → in rupture, a running one → in contract, else in training.
  await tx.query(
    `UPDATE etudiants e SET etat_parcours = CASE
       WHEN EXISTS (SELECT 1 FROM etudiant_contrats c WHERE c.etudiant_id = e.id AND c.date_rupture IS NOT NULL
                    AND NOT EXISTS (SELECT 1 FROM etudiant_contrats n WHERE n.etudiant_id = e.id AND n.date_debut >
                      c.date_rupture)) THEN 3
       WHEN EXISTS (SELECT 1 FROM etudiant_contrats c WHERE c.etudiant_id = e.id AND c.date_rupture IS NULL) THEN 2
       ELSE 1 END
     WHERE e.cfa_id = $1 AND e.type = 1 AND e.etat_parcours IS NULL`,
    [cfaId],
  );
  // Members enter their group when its sessions have started (the latest start of the group's sessions, the seeded
  // day of September kept as an offset).
  await tx.query(
    `UPDATE groupe_etudiants ge SET date_entree = s.dt_start + LEAST(18, GREATEST(0, EXTRACT(DAY FROM
      ge.date_entree)::int - 2))
     FROM (SELECT groupe_id, max(dt_start) AS dt_start FROM antenne_groupe_sessions WHERE dt_start IS NOT NULL GROUP BY
       groupe_id) s
     WHERE s.groupe_id = ge.groupe_id AND ge.cfa_id = $1 AND ge.date_entree < s.dt_start`,
    [cfaId],
  );
}

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const { cfaId } of centres) {
    await seedRequests(tx, cfaId);
    await coherentCourses(tx, cfaId);
  }
};
export default seed;
