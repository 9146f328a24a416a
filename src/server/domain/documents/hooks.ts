// Hooks of document models in the generic CRUD (crud/hooks.ts), spec 001 "Documents, models, folders":
// - modeles: `folder.slug=<slug>` narrows the list (and its CSV export) to the models of the centre's folder
//   of that slug (an unknown slug: no model); POST to the item URL edits a model (201), as JSON or as a
//   multipart form whose `file` replaces the model's file.
import { defineHooks } from '../../crud/hooks.ts';

export default defineHooks({
  modeles: {
    narrowRead: ({ query, user, start }) => {
      const slug = query.get('folder.slug');
      if (slug === null) return undefined;
      return {
        sql: `t.folder_id = (SELECT d.id FROM modele_dossiers d WHERE d.cfa_id = $${start} AND d.slug = $${start + 1} ORDER BY d.id LIMIT 1)`,
        params: [user.cfaId, slug],
      };
    },
    postToItem: { form: true },
  },
});
