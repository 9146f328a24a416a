// Accounts in the generic CRUD: a trainee's, a tutor's and a trainer's account each hold that role alone; a
// trainee's (ROLE_STAGIAIRE) names its trainee
// (`etudiant`), and only such an account names one. The server refuses the trainee everything but its own space
// anyway (http/context.ts); this keeps the stored accounts meaningful, whatever the path that writes them.
import { defineHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { EXTERNAL_ROLES, TRAINEE_ROLE } from '../../auth/access.ts';
import { roles as roleList } from '../../../shared/reference/general.ts';
import type { Violation } from '../../schema/validate.ts';
import * as msg from './messages.ts';

export default defineHooks({
  users: {
    beforeWrite(candidate) {
      const roles = Array.isArray(candidate.roles) ? candidate.roles.map(String) : [];
      const linked = candidate.etudiant !== null && candidate.etudiant !== undefined && candidate.etudiant !== '';
      const violations: Violation[] = [];
      const external = EXTERNAL_ROLES.find((r) => r !== TRAINEE_ROLE && roles.includes(r));
      if (external && roles.length > 1) {
        const label = roleList.find((r) => r.id === external)?.label ?? external;
        violations.push({ propertyPath: 'roles', message: msg.auth.externalRoleAlone(label) });
      }
      if (roles.includes(TRAINEE_ROLE)) {
        if (roles.length > 1) violations.push({ propertyPath: 'roles', message: msg.auth.traineeRoleAlone });
        if (!linked) violations.push({ propertyPath: 'etudiant', message: msg.auth.traineeNeedsEtudiant });
      } else if (linked) violations.push({ propertyPath: 'etudiant', message: msg.auth.etudiantOnlyForTrainee });
      if (violations.length > 0) throw unprocessable(violations);
    },
  },
});
