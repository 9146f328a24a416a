// The versions of a GED document, inside the caller's transaction: a new version takes the next number, its
// file (a media object; a fresh one moves to the document's antenne so that only those who read the document
// can download it), its author and date; the document then shows that version as its current one.
// After a version is deleted, the document shows the highest remaining one.
import type { Queryable } from '../../db/index.ts';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import type { RowOf } from '../../db/rows.ts';
import { nextVersion } from '../../../shared/ged/rules.ts';
import { claimMedia } from '../../files/attach.ts';

export const R = { folders: 'ged_dossiers', documents: 'ged_documents', versions: 'ged_document_versions' } as const;

/** Adds a version (file `mediaId`, comment) to a document locked by the caller; returns the version row. A file
 * sent for this version (no record uses it yet) takes the document's antenne, as every attached file does
 * (files/attach.ts); one already used elsewhere stays as it is (the caller checked it is the document's
 * antenne's or the centre's). */
export async function addVersion(
  ctx: AppContext,
  tx: Queryable,
  user: AuthUser,
  doc: RowOf<'ged_documents'>,
  mediaId: number,
  commentaire: string | null,
) {
  await claimMedia(tx, mediaId, doc.antenne_id);
  const media = (
    await tx.query<{ name: string; size: number }>('SELECT name, size FROM media_objects WHERE id = $1', [mediaId])
  ).rows[0]!;
  const numero = nextVersion(doc.version);
  const version = (
    await tx.query<RowOf<'ged_document_versions'>>(
      `INSERT INTO ged_document_versions (cfa_id, antenne_id, document_id, file_id, commentaire, numero, nom_fichier,
        taille, auteur_id, date_depot)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now()) RETURNING *`,
      [doc.cfa_id, doc.antenne_id, doc.id, mediaId, commentaire, numero, media.name, media.size, user.id],
    )
  ).rows[0]!;
  await showVersion(tx, doc.id, version);
  return version;
}

/** The document's current-version columns set from `version` (cleared when there is none left). */
async function showVersion(q: Queryable, docId: number, v: RowOf<'ged_document_versions'> | undefined) {
  await q.query(
    `UPDATE ged_documents SET version = $2, fichier_id = $3, nom_fichier = $4, taille = $5, auteur_id = $6, date_version
      = $7, updated_at = now() WHERE id = $1`,
    [
      docId,
      v?.numero ?? 0,
      v?.file_id ?? null,
      v?.nom_fichier ?? null,
      v?.taille ?? null,
      v?.auteur_id ?? null,
      v?.date_depot ?? null,
    ],
  );
}

/** After a version is gone: the document shows its highest remaining version. */
export async function showLatest(q: Queryable, docId: number) {
  const latest = (
    await q.query<RowOf<'ged_document_versions'>>(
      'SELECT * FROM ged_document_versions WHERE document_id = $1 ORDER BY numero DESC, id DESC LIMIT 1',
      [docId],
    )
  ).rows[0];
  await showVersion(q, docId, latest);
}
