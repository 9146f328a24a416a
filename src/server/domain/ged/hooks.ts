// Hooks of the GED's resources in the generic CRUD (crud/hooks.ts):
// - ged_dossiers: POST to a folder's URL edits it (201), as the spec adds and edits folders by POST; a change
//   of parent (a move through PATCH or POST) never into the folder itself or its subtree, a default folder (the
//   client's gedFolders) neither moves nor goes, and only an empty folder is deleted (422);
// - ged_documents: every POST creates the document and, with a file, its version 1 (uploads.ts); deleting a
//   document deletes its versions and their files;
// - ged_document_versions: every POST adds the next version (uploads.ts); a version keeps its document and
//   file (only its comment changes); after a delete the document shows its highest remaining version.
import { defineHooks } from '../../crud/hooks.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { dropMedia, mediaOf } from '../../files/receive.ts';
import { refuse, refuseDefaultFolder, refuseMoveIntoItself, refuseNonEmpty } from './folders.ts';
import { createDocument, createVersion } from './uploads.ts';
import { showLatest } from './versions.ts';
import * as msg from './messages.ts';

const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

export default defineHooks({
  ged_dossiers: {
    postToItem: {},
    async beforeWrite(candidate, { ctx, r, existing }) {
      if (!existing) return;
      const parent = idFromIri('ged_dossiers', candidate.parent) ?? null;
      if (parent === numberOrNull(existing.parent_id)) return;
      const on = { property: 'parent', label: r.byName.get('parent')!.title };
      refuseDefaultFolder({ kind: existing.kind as string | null, name: String(existing.name) }, on);
      if (parent !== null) await refuseMoveIntoItself(ctx.db, existing.id as number, parent, on);
    },
    async beforeDelete(row, { ctx }) {
      refuseDefaultFolder({ kind: row.kind as string | null, name: String(row.name) }, { property: '' });
      await refuseNonEmpty(ctx.db, row.id as number);
    },
  },
  ged_documents: {
    createFrom: { multipart: createDocument, only: true },
    async beforeDelete(row, { ctx }) {
      const files = await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE ged_documents SET fichier_id = NULL WHERE id = $1', [row.id]);
        return (
          await tx.query<{ file_id: number }>(
            'DELETE FROM ged_document_versions WHERE document_id = $1 RETURNING file_id',
            [row.id],
          )
        ).rows;
      });
      for (const f of files) await dropMedia(ctx, await mediaOf(ctx, f.file_id));
    },
  },
  ged_document_versions: {
    createFrom: { multipart: createVersion, only: true },
    beforeWrite(candidate, { r, existing }) {
      if (!existing) return;
      const same = (prop: string, resource: string) => idFromIri(resource, candidate[prop]) === existing[`${prop}_id`];
      if (!same('document', 'ged_documents') || !same('file', 'media_objects')) {
        const property = same('document', 'ged_documents') ? 'file' : 'document';
        throw refuse({ property, label: r.byName.get(property)!.title }, msg.ged.versionFixed);
      }
    },
    async afterDelete(row, { ctx }) {
      await showLatest(ctx.db, row.document_id as number);
      await dropMedia(ctx, await mediaOf(ctx, row.file_id));
    },
  },
});
