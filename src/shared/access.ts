// The one access rule of the screens (in the manner of atomic-crm's canAccess): whether a user may list,
// show, create, edit or delete what a view, a bespoke page or a menu entry offers, and a given record. Pure:
// the user's roles, client-profile flags and antenne come in. The server enforces the same rules
// (src/server/auth/access.ts, from the schema's x-write-roles); this only avoids offering what would be refused.
import { idOf } from './iri.ts';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** What gates a view, a page or a menu entry. */
export interface AccessRule {
  /** Roles that may see it (any of them); none: every signed-in user. */
  roles?: readonly string[];
  /** Roles that may create, edit and delete (x-write-roles); none: every role but ROLE_GUEST. */
  writeRoles?: readonly string[];
  /** False: nobody creates records here (a centre edits only itself, x-scope cfa-self). */
  creatable?: boolean;
  /** Client-profile accessRight flag that must be true (resource file `access.flag`). */
  flag?: string;
  /** A resource shared between the centre and its antennes (x-scope `{ antenne, shared: true }`): the
   * property naming a row's antenne (null for the centre's rows). */
  sharedAntenne?: string;
}

export interface AccessUser {
  roles: readonly string[];
  /** The accessRight flags of the user's client profile; a flag not set true hides what it gates. */
  flags?: Readonly<Record<string, unknown>>;
  /** The antenne the user is tied to (IRI or id); none for a centre-level user. */
  antenne?: unknown;
}

/** A role check is a membership test (spec 000 section 6); no required roles means every centre user: an
 * account holding the platform role only sees just what names that role (the configuration). */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required) return !(userRoles.length > 0 && userRoles.every((role) => role === PLATFORM_ROLE));
  return required.some((role) => userRoles.includes(role));
}

const WRITES: readonly Action[] = ['create', 'edit', 'delete'];

/** An antenne as a comparable id, whether given as an IRI, an id or an embedded object. */
const antenneId = (v: unknown): string | undefined => {
  const iri = v && typeof v === 'object' ? (v as { '@id'?: unknown })['@id'] : v;
  const id = typeof iri === 'string' ? idOf(iri) : iri;
  return id === null || id === undefined || id === '' ? undefined : String(id);
};

export function canAccess(
  user: AccessUser,
  { action, resource, record }: { action: Action; resource: AccessRule; record?: Readonly<Record<string, unknown>> },
): boolean {
  if (resource.flag && user.flags?.[resource.flag] !== true) return false;
  if (!hasAnyRole(user.roles, resource.roles)) return false;
  if (!WRITES.includes(action)) return true;
  if (action === 'create' && resource.creatable === false) return false;
  const writes = resource.writeRoles
    ? hasAnyRole(user.roles, resource.writeRoles)
    : user.roles.some((r) => r !== 'ROLE_GUEST');
  if (!writes) return false;
  // A user tied to an antenne edits and deletes only its antenne's rows of a shared resource, not the centre's.
  const mine = antenneId(user.antenne);
  if (record && action !== 'create' && resource.sharedAntenne && mine !== undefined) {
    return antenneId(record[resource.sharedAntenne]) === mine;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// The configuration studio's tenant boundary, in one place for the server's guard, the menu and the editor page.
// The platform role (support and integrators of the product, not a centre's staff) edits the shipped resource
// files, which serve every centre, and every client profile, « Nouveau client » included. A centre's supervisor
// reads and edits only its own centre's client profile (the file whose `cfa.id` is its centre); everyone else
// has no access to the configuration.

/** The platform's support: configuration only. It ranks above every centre role for granting and acting on
 * accounts (no centre account gives it or changes a platform account) but it is no centre role: it reads only
 * its own centre's records (the platform's, which holds none) and writes none. */
export const PLATFORM_ROLE = 'ROLE_PLATFORM';
/** Who may open the configuration editor at all (the menu entry and the page). */
export const CONFIGURATION_ROLES = [PLATFORM_ROLE, 'ROLE_SUPERVISOR'] as const;

export type ConfigurationAction = 'read' | 'open' | 'show' | 'edit' | 'create' | 'retire';

/** A configuration file: its kind, and for a client profile the centre its published version serves
 * (`cfa.id`; undefined for a file not published yet). */
export interface ConfigurationFileRef {
  kind: 'resources' | 'clients';
  cfa?: number;
}

export interface ConfigurationUser {
  roles: readonly string[];
  /** The user's centre id. */
  cfaId?: number;
}

/** Whether the user may load a file as the app does (`read`: every resource file, even before sign-in; the client
 * profile of the user's centre, every one for the platform), open the editor (`open`), read a file's versions
 * (`show`), publish or roll back a file (`edit`), create a client profile (`create`, « Nouveau client ») or retire
 * a file (`retire`). A visitor is a user with no role and no centre. */
export function canAccessConfiguration(
  user: ConfigurationUser,
  { action, file }: { action: ConfigurationAction; file?: ConfigurationFileRef },
): boolean {
  if (user.roles.includes(PLATFORM_ROLE)) return true;
  if (action === 'read') return file?.kind === 'resources' || ownProfile(user, file);
  if (!user.roles.includes('ROLE_SUPERVISOR')) return false;
  if (action === 'open') return true;
  if (action === 'create' || action === 'retire') return false;
  // show, edit: its own centre's client profile only (nothing another centre reads).
  return ownProfile(user, file);
}

const ownProfile = (user: ConfigurationUser, file: ConfigurationFileRef | undefined): boolean =>
  file?.kind === 'clients' && file.cfa !== undefined && file.cfa === user.cfaId;
