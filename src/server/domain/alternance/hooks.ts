// The tutor's evaluations through the generic CRUD (POST, PUT, PATCH /api/evaluation_alternances) follow the same
// grid as POST /api/etudiant_contrats/{id}/evaluations: every criterion scored 1..4, else a French 422.
import { defineHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { criteriaProblems } from '../../../shared/alternance/evaluation.ts';
import * as msg from './messages.ts';

export default defineHooks({
  evaluation_alternances: {
    beforeWrite: (candidate) => {
      const raw = typeof candidate.criteres === 'string' ? JSON.parse(candidate.criteres) : candidate.criteres;
      const problems = criteriaProblems(raw);
      if (problems.length)
        throw unprocessable(
          problems.map((p) => ({
            propertyPath: `criteres.${p.criterion}`,
            message: msg.references.criterion[p.problem]!,
          })),
        );
    },
  },
});
