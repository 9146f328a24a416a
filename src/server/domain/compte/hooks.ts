// Accounts in the generic CRUD: a trainee's account (ROLE_STAGIAIRE) is that role alone and names its trainee
// (`etudiant`), and only such an account names one. The server refuses the trainee everything but its own space
// anyway (http/context.ts); this keeps the stored accounts meaningful, whatever the path that writes them.
import { defineHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { TRAINEE_ROLE } from '../../auth/access.ts';
import type { Violation } from '../../schema/validate.ts';
import * as msg from './messages.ts';

export default defineHooks({
  users: {
    beforeWrite(candidate) {
      const roles = Array.isArray(candidate.roles) ? candidate.roles.map(String) : [];
      const linked = candidate.etudiant !== null && candidate.etudiant !== undefined && candidate.etudiant !== '';
      const violations: Violation[] = [];
      if (roles.includes(TRAINEE_ROLE)) {
        if (roles.length > 1) violations.push({ propertyPath: 'roles', message: msg.auth.traineeRoleAlone });
        if (!linked) violations.push({ propertyPath: 'etudiant', message: msg.auth.traineeNeedsEtudiant });
      } else if (linked) violations.push({ propertyPath: 'etudiant', message: msg.auth.etudiantOnlyForTrainee });
      if (violations.length > 0) throw unprocessable(violations);
    },
  },
});
