// Hooks of the conventions domain's resources in the generic CRUD (crud/hooks.ts):
// - antenne_convention_documents: POST /api/antenne_convention_documents/{uuid} modifies a document (201),
//   {uuid} being the storage uuid of its file (media_objects.uuid) or its id; JSON or a multipart form whose
//   `file` replaces the document's file.
import { defineHooks } from '../../crud/hooks.ts';
import { rowByFileUuid } from '../../crud/form.ts';

export default defineHooks({
  antenne_convention_documents: {
    postToItem: { form: true, key: ({ ctx, r, user, key }) => rowByFileUuid(ctx, r, user, key) },
  },
});
