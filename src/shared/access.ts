// The one access rule of the screens (in the manner of atomic-crm's canAccess): whether a user may list,
// show, create, edit or delete what a view, a bespoke page or a menu entry offers. Pure: the user's roles
// and client-profile flags come in. The server enforces the same rules (src/server/auth/access.ts, from the
// schema's x-write-roles); this only avoids offering what would be refused.

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** What gates a view, a page or a menu entry. */
export interface AccessRule {
  /** Roles that may see it (any of them); none: every signed-in user. */
  roles?: readonly string[];
  /** Roles that may create, edit and delete (x-write-roles); none: every role but ROLE_GUEST. */
  writeRoles?: readonly string[];
  /** Client-profile accessRight flag that must be true (resource file `access.flag`). */
  flag?: string;
}

export interface AccessUser {
  roles: readonly string[];
  /** The accessRight flags of the user's client profile; a flag not set true hides what it gates. */
  flags?: Readonly<Record<string, unknown>>;
}

/** A role check is a membership test (spec 000 section 6); no required roles means everyone. */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[] | undefined): boolean {
  return !required || required.some((role) => userRoles.includes(role));
}

const WRITES: readonly Action[] = ['create', 'edit', 'delete'];

export function canAccess(user: AccessUser, { action, resource }: { action: Action; resource: AccessRule }): boolean {
  if (resource.flag && user.flags?.[resource.flag] !== true) return false;
  if (!hasAnyRole(user.roles, resource.roles)) return false;
  if (!WRITES.includes(action)) return true;
  return resource.writeRoles ? hasAnyRole(user.roles, resource.writeRoles) : user.roles.some((r) => r !== 'ROLE_GUEST');
}
