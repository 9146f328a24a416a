// Hooks of the entreprises domain's resources in the generic CRUD (crud/hooks.ts):
// - entreprises: a SIRET written (created or changed) must pass its check digit (Luhn; La Poste's rule), the
//   shared rule of src/shared/entreprises/companyNumbers.ts: else a French 422 on `siret`, nothing recorded.
//   A stored SIRET left unchanged is not re-checked (older records may predate the rule). A SIRET another active
//   company of the same antenne already carries is refused (422 on `siret`, naming that company: open it rather
//   than keep two records of one establishment); a company without antenne, with the centre's others without antenne.
// - entreprise_documents: POST to the document's @id modifies it (201, spec 001 "POST to a company
//   document's @id"), as JSON or as a multipart form whose `file` replaces the document's file.
import { defineHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { normalizeSiret, siretProblem } from '../../../shared/entreprises/companyNumbers.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { entreprises as msg } from './messages.ts';

export default defineHooks({
  entreprises: {
    async beforeWrite(candidate, { ctx, user, existing }) {
      const siret = candidate.siret;
      if (siret === null || siret === undefined || siret === '') return;
      if (
        existing &&
        typeof existing.siret === 'string' &&
        normalizeSiret(existing.siret) === normalizeSiret(String(siret))
      )
        return;
      const problem = siretProblem(siret);
      if (problem) throw unprocessable([{ propertyPath: 'siret', message: problem }]);
      const antenne = idFromIri('antennes', candidate.antenne, true) ?? null;
      const twin = (
        await ctx.db.query<{ name: string }>(
          `SELECT e.name FROM entreprises e
          WHERE e.cfa_id = $1 AND e.antenne_id IS NOT DISTINCT FROM $2::int AND e.etat = 0 AND e.id <> $3
            AND regexp_replace(coalesce(e.siret, ''), '[^0-9]', '', 'g') = $4
          ORDER BY e.id LIMIT 1`,
          [user.cfaId, antenne, Number(existing?.id ?? 0), normalizeSiret(String(siret))],
        )
      ).rows[0];
      if (twin) throw unprocessable([{ propertyPath: 'siret', message: msg.siretTaken(twin.name) }]);
    },
  },
  entreprise_documents: { postToItem: { form: true } },
});
