// Hooks of the prestataires domain's resources in the generic CRUD (crud/hooks.ts):
// - prestataire_documents: POST to the document's @id modifies it (201, spec 001 "POST to a document's @id to
//   modify"), as JSON or as a multipart form whose `file` replaces the document's file.
import { defineHooks } from '../../crud/hooks.ts';

export default defineHooks({
  prestataire_documents: { postToItem: { form: true } },
});
