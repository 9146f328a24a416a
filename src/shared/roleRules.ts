// The role rules of the bespoke actions (not a resource's x-write-roles), each one named once and asked through
// canAccess (src/shared/access.ts) by the server's guard and by the screen that offers the action.
import type { AccessRule } from './access.ts';

export const ROLE_RULES = {
  /** Erasing a trainee's data (RGPD): a centre-level supervisor or admin (the server also requires the centre). */
  rgpdErase: { roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN'], writeRoles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN'] },
  /** The diploma list from the centre's whole catalogue (spec 001 section 6); other roles see their branch's. */
  centreCatalogue: { roles: ['ROLE_SUPERVISOR'] },
  /** Accepting or refusing an absence justification, correcting a signed sheet: a coordinator or above. */
  attendanceDecision: {
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'],
    writeRoles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'],
  },
} as const satisfies Record<string, AccessRule>;
