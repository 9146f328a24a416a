// Hooks of the pedagogie domain's resources in the generic CRUD (crud/hooks.ts):
// - antenne_pedagogie_documents: a multipart POST creates the document from its form and file
//   (documentRoutes.ts createFromForm); a JSON POST stays the generic create.
import { defineHooks } from '../../crud/hooks.ts';
import { createFromForm } from './documentRoutes.ts';

export default defineHooks({
  antenne_pedagogie_documents: { createFrom: { multipart: (request, reply, { ctx }) => createFromForm(ctx, request, reply) } },
});
