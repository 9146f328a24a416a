// Hooks of the formation domain's resources in the generic CRUD (crud/hooks.ts):
// - antenne_diplome_document_administratifs: a multipart POST creates the document from its form and file
//   (documentUpload.ts createFromForm); a JSON POST stays the generic create;
// - antenne_actions, antenne_action_sessions: POST to the item URL edits the record (201), as the spec's
//   "POST a url for edit and archive" (an archive is `{ "etat": 1 }`);
// - antenne_fermetures: the create's answer carries the antenne's closing list (closingList.ts).
import { defineHooks } from '../../crud/hooks.ts';
import { createFromForm } from './documentUpload.ts';
import { CLOSING_LIST_ANSWER, withClosingList } from './closingList.ts';

export default defineHooks({
  antenne_diplome_document_administratifs: {
    createFrom: {
      multipart: async (request, reply, { ctx }) => createFromForm(ctx, await ctx.auth(request), request, reply),
    },
  },
  antenne_actions: { postToItem: {} },
  antenne_action_sessions: { postToItem: {} },
  antenne_fermetures: {
    respond: (answer, args) => (args.kind === 'create' ? withClosingList(answer, args) : answer),
    answerProperties: CLOSING_LIST_ANSWER,
  },
});
