// Hooks of the conventions domain's resources in the generic CRUD (crud/hooks.ts):
// - antenne_convention_documents: POST /api/antenne_convention_documents/{uuid} modifies a document (201),
//   {uuid} being the storage uuid of its file (media_objects.uuid) or its id; JSON or a multipart form whose
//   `file` replaces the document's file.
// - antenne_convention_sessions: PATCH answers 204 without a body (spec 001 "PATCH a session uri (204)");
// - antenne_convention_prices: PATCH of the etat alone answers 204 ("PATCH a fee or session etat (204)"), any
//   other PATCH of a fee the generic 200 with the record ("PATCH a fee uri (200)").
// A client sending `Prefer: return=representation` (the admin) gets the record with 200 (crud/prefer.ts).
import { defineHooks } from '../../crud/hooks.ts';
import { rowByFileUuid } from '../../crud/form.ts';
import { etatOnly, noContent } from '../../crud/prefer.ts';

export default defineHooks({
  antenne_convention_documents: {
    postToItem: { form: true, key: ({ ctx, r, user, key }) => rowByFileUuid(ctx, r, user, key) },
  },
  antenne_convention_sessions: {
    respond: (answer, { kind, request }) => (kind === 'patch' ? noContent(answer, request) : answer),
    answerStatuses: { patch: { 204: 'Modifiée, sans corps (Prefer: return=representation : 200 avec la session).' } },
  },
  antenne_convention_prices: {
    respond: (answer, { kind, request }) =>
      kind === 'patch' && etatOnly(request.body) ? noContent(answer, request) : answer,
    answerStatuses: { patch: { 204: "L'état seul modifié, sans corps ; tout autre changement : 200 avec le tarif." } },
  },
});
