// Pure helpers over a resolved profile's GED folders; roles and accessRight flags are checked by the one
// access rule, src/shared/access.ts (canAccess).
import type { ClientParameters, GedFolder } from './types.ts';

/** GED folders this client offers; none means no shared document management at all. */
export function gedFolders(profile: Pick<ClientParameters, 'accessRight'>): readonly GedFolder[] {
  return profile.accessRight.gedFolders;
}

export function canOpenGedFolder(profile: Pick<ClientParameters, 'accessRight'>, folder: GedFolder): boolean {
  return profile.accessRight.gedFolders.includes(folder);
}
