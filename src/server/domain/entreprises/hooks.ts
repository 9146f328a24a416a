// Hooks of the entreprises domain's resources in the generic CRUD (crud/hooks.ts):
// - entreprises: a SIRET written (created or changed) must pass its check digit (Luhn; La Poste's rule), the
//   shared rule of src/shared/entreprises/companyNumbers.ts: else a French 422 on `siret`, nothing recorded.
//   A stored SIRET left unchanged is not re-checked (older records may predate the rule).
// - entreprise_documents: POST to the document's @id modifies it (201, spec 001 "POST to a company
//   document's @id"), as JSON or as a multipart form whose `file` replaces the document's file.
import { defineHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { normalizeSiret, siretProblem } from '../../../shared/entreprises/companyNumbers.ts';

export default defineHooks({
  entreprises: {
    beforeWrite(candidate, { existing }) {
      const siret = candidate.siret;
      if (siret === null || siret === undefined || siret === '') return;
      if (existing && typeof existing.siret === 'string' && normalizeSiret(existing.siret) === normalizeSiret(String(siret))) return;
      const problem = siretProblem(siret);
      if (problem) throw unprocessable([{ propertyPath: 'siret', message: problem }]);
    },
  },
  entreprise_documents: { postToItem: { form: true } },
});
