// Pure access helpers over a resolved profile's accessRight flags and the user's roles.
import type { BooleanFlag, ClientParameters, GedFolder, Role } from './types.ts';

/** True when the client's accessRight flag is on (hasGroups, canSeeConventionNumberOnFacturation...). */
export function canAccess(profile: Pick<ClientParameters, 'accessRight'>, flag: BooleanFlag): boolean {
  return profile.accessRight[flag];
}

/** GED folders this client offers; none means no shared document management at all. */
export function gedFolders(profile: Pick<ClientParameters, 'accessRight'>): readonly GedFolder[] {
  return profile.accessRight.gedFolders;
}

export function canOpenGedFolder(profile: Pick<ClientParameters, 'accessRight'>, folder: GedFolder): boolean {
  return profile.accessRight.gedFolders.includes(folder);
}

/** A role check is a membership test (spec 000 section 6); no required roles means everyone. */
export function hasAnyRole(userRoles: readonly string[], required: readonly Role[] | undefined): boolean {
  return !required || required.some((role) => userRoles.includes(role));
}
