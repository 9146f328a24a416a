// Hooks of document models in the generic CRUD (crud/hooks.ts), spec 001 "Documents, models, folders":
// - modeles: POST to the item URL edits a model (201), as JSON or as a multipart form whose `file` replaces
//   the model's file. (Its `folder.slug=<slug>` filter is declared in the schema: x-filter-paths.)
import { defineHooks } from '../../crud/hooks.ts';

export default defineHooks({
  modeles: {
    postToItem: { form: true },
  },
});
