// Hooks of the facturation domain's resources in the generic CRUD (crud/hooks.ts):
// - etudiant_document_factures: POST to the invoice's URL edits it (201, spec 001 "POST to a given url to
//   edit"), as JSON or as a multipart form whose `file` replaces the invoice's file.
import { defineHooks } from '../../crud/hooks.ts';

export default defineHooks({
  etudiant_document_factures: { postToItem: { form: true } },
});
