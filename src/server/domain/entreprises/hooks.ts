// Hooks of the entreprises domain's resources in the generic CRUD (crud/hooks.ts):
// - entreprise_documents: POST to the document's @id modifies it (201, spec 001 "POST to a company
//   document's @id"), as JSON or as a multipart form whose `file` replaces the document's file.
import { defineHooks } from '../../crud/hooks.ts';

export default defineHooks({
  entreprise_documents: { postToItem: { form: true } },
});
