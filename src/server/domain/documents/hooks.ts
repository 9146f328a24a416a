// Hooks of document models in the generic CRUD (crud/hooks.ts), spec 001 "Documents, models, folders":
// - modeles: POST to the item URL edits a model (201), as JSON or as a multipart form whose `file` replaces
//   the model's file. (Its `folder.slug=<slug>` filter is declared in the schema: x-filter-paths.)
// - modeles, on every save: the file must be a well-formed DOCX whose variables all come from the catalogue
//   (src/shared/documents/variables.ts), else a 422 on `file` naming the unknown ones; `variables`, when sent,
//   only names catalogue variables. Once saved, `variables` is set to what the file uses.
// - modele_dossiers: POST to a folder's URL edits it (201), as the spec adds and edits folders by POST.
// - etudiant_documents: a trainee's documents are also sent as a multipart form (their fields and the `file`),
//   201 with the document; POST to a document's URL edits it, a new `file` replacing the old one.
import { defineHooks } from '../../crud/hooks.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { unknownVariables } from '../../../shared/documents/index.ts';
import { checkTemplate, modelTemplate, templateVariables } from './modelFile.ts';
import * as msg from './messages.ts';

export default defineHooks({
  modele_dossiers: { postToItem: {} },
  etudiant_documents: { createForm: true, postToItem: { form: true } },
  modeles: {
    postToItem: { form: true },
    async beforeWrite(candidate, { ctx }) {
      if (Array.isArray(candidate.variables)) {
        const unknown = unknownVariables(candidate.variables.map(String));
        if (unknown.length > 0)
          throw unprocessable([{ propertyPath: 'variables', message: msg.generation.unknownVariables(unknown) }]);
      }
      const fileId = idFromIri('media_objects', candidate.file, true);
      if (fileId !== undefined) checkTemplate(await modelTemplate(ctx.db, fileId));
    },
    async respond(answer, { ctx, r, row }) {
      if (typeof row.file_id !== 'number' || answer.body === undefined) return answer;
      const used = templateVariables(await modelTemplate(ctx.db, row.file_id));
      const updated = (
        await ctx.db.query('UPDATE modeles SET variables = $2::jsonb WHERE id = $1 RETURNING *', [
          row.id,
          JSON.stringify(used),
        ])
      ).rows[0]!;
      return { ...answer, body: toItem(r, updated, true) };
    },
  },
});
