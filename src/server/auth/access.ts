// Who may read and write what: the access decision as small pure functions (no I/O), unit-testable.
// Reads are narrowed by SQL conditions (scopeCondition); writes are decided here from the user, the
// resource schema and, for antenne-scoped rows, the antenne the row belongs to. With the shared antenne
// scope (`{ antenne, shared: true }`) the centre's rows (antenne null) are read by every antenne of the
// centre but written by centre-level users only: reading reach and writing reach then differ.
import { antenneColumn, isSharedScope, type ResourceModel } from '../schema/model.ts';
import * as msg from '../http/messages.ts';

export interface AuthUser {
  id: number;
  email: string;
  cfaId: number;
  antenneId: number | null;
  roles: string[];
  /** A trainee's account (ROLE_STAGIAIRE): the trainee (etudiants) it is; null for staff. */
  etudiantId?: number | null;
}

/** The trainee's own account. */
export const TRAINEE_ROLE = 'ROLE_STAGIAIRE';
/** A trainee's account reads only its own records, through its own routes (domain/attendance/traineeRoutes.ts):
 * every other route refuses it (http/context.ts, `auth`), whatever other role the account also holds. */
export const isTrainee = (u: Pick<AuthUser, 'roles'>) => u.roles.includes(TRAINEE_ROLE);
/** A company tutor's account (maître d'apprentissage): its contact record (entreprise_contacts.user) names it; it
 * reads the apprentices whose contract names that contact, through the tutor space's routes only. */
export const TUTOR_ROLE = 'ROLE_ENTREPRISE';
/** A trainer's account: its speaker record (scheduler_speakers.user) names it; it reads the sessions it teaches and
 * their learners, through the trainer space's routes and its own sheets only. */
export const TRAINER_ROLE = 'ROLE_FORMATEUR';
export const isTutor = (u: Pick<AuthUser, 'roles'>) => u.roles.includes(TUTOR_ROLE);
export const isTrainer = (u: Pick<AuthUser, 'roles'>) => u.roles.includes(TRAINER_ROLE);
/** The people of an apprenticeship outside the centre's staff: each role alone on its account, never staff. */
export const EXTERNAL_ROLES = [TRAINEE_ROLE, TUTOR_ROLE, TRAINER_ROLE];
export const isExternal = (u: Pick<AuthUser, 'roles'>) => EXTERNAL_ROLES.some((r) => u.roles.includes(r));

export const DEFAULT_WRITE_ROLES = ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'];

export const isGuest = (u: AuthUser) =>
  u.roles.includes('ROLE_GUEST') && !DEFAULT_WRITE_ROLES.some((r) => u.roles.includes(r));
/** A centre-level user (no antenne) sees and manages the whole centre. */
export const isCentreLevel = (u: AuthUser) => u.antenneId === null;

export type WriteAction = 'create' | 'update' | 'delete';

/** Whether the user may write this resource at all (before looking at a row). */
export function canWrite(user: AuthUser, resource: ResourceModel, action: WriteAction = 'update'): boolean {
  if (isGuest(user)) return false;
  const roles = resource.writeRoles ?? DEFAULT_WRITE_ROLES;
  if (!roles.some((r) => user.roles.includes(r))) return false;
  if (resource.scope === 'cfa-self') return action === 'update';
  if (resource.scope === 'cfa') return isCentreLevel(user);
  if (resource.scope === 'antenne-self') return isCentreLevel(user) || action === 'update';
  return true;
}

/** Whether a row tied to `antenneId` (null: tied to none) is within the user's reach. */
export function canReachAntenne(user: AuthUser, antenneId: number | null | undefined): boolean {
  return isCentreLevel(user) || (antenneId !== null && antenneId !== undefined && antenneId === user.antenneId);
}

/** Whether a row of `resource` tied to `antenneId` is readable by the user (its centre already checked):
 * the user's own antenne, or for a shared scope also the centre's rows (antenne null). */
export function canReadAntenne(user: AuthUser, resource: ResourceModel, antenneId: number | null | undefined): boolean {
  if (canReachAntenne(user, antenneId)) return true;
  return isSharedScope(resource) && (antenneId === null || antenneId === undefined);
}

/** Whether the user may change or delete this stored row (read within its scope): rows of another antenne,
 * and for a shared scope the centre's rows, stay out of an antenne-level user's reach. */
export function canWriteRow(user: AuthUser, resource: ResourceModel, row: Record<string, unknown>): boolean {
  const col = antenneColumn(resource);
  if (!col || col === 'id') return true;
  return canReachAntenne(user, row[col] as number | null | undefined);
}

/** The French refusal of a write to a row out of the user's writing reach. */
export function rowWriteRefusal(resource: ResourceModel, antenneId: number | null | undefined): string {
  return isSharedScope(resource) && (antenneId === null || antenneId === undefined)
    ? msg.access.sharedByCentre(resource.label.one)
    : msg.access.otherAntenne;
}

/** SQL condition (with positional parameters from `start`) restricting rows of `resource` to the user's
 * scope: own centre always, own antenne for antenne-level users on antenne-scoped resources, plus the
 * centre's rows (antenne null) on shared-scope resources. */
export function scopeCondition(
  user: AuthUser,
  resource: ResourceModel,
  start: number,
  alias = 't',
): { sql: string; params: unknown[] } {
  const base = reachCondition(user, resource, start, alias);
  if (resource.schema['x-upload'] !== true) return base;
  // An upload no record points at yet is its sender's alone (files/attach.ts): pending rows of others are out.
  const n = start + base.params.length;
  return {
    sql: `${base.sql} AND (${alias}.uploaded_by IS NULL OR ${alias}.uploaded_by = $${n})`,
    params: [...base.params, user.id],
  };
}

function reachCondition(
  user: AuthUser,
  resource: ResourceModel,
  start: number,
  alias: string,
): { sql: string; params: unknown[] } {
  if (resource.scope === 'cfa-self') return { sql: `${alias}.id = $${start}`, params: [user.cfaId] };
  const col = antenneColumn(resource);
  if (!col || isCentreLevel(user)) return { sql: `${alias}.cfa_id = $${start}`, params: [user.cfaId] };
  if (isSharedScope(resource)) {
    return {
      sql: `${alias}.cfa_id = $${start} AND (${alias}."${col}" IS NULL OR ${alias}."${col}" = $${start + 1})`,
      params: [user.cfaId, user.antenneId],
    };
  }
  return {
    sql: `${alias}.cfa_id = $${start} AND ${alias}."${col}" = $${start + 1}`,
    params: [user.cfaId, user.antenneId],
  };
}

/** Roles by rank: a user may grant only roles at or below its own highest one (an admin cannot make a
 * supervisor, so nobody raises their own rights through the users resource). The platform role
 * (src/shared/access.ts) ranks last: no centre account gives it or acts on a platform account; it is not a centre
 * role above the supervisor (it writes no record, users included, and reads only its own, empty, centre). */
export const ROLE_RANK = [
  'ROLE_STAGIAIRE',
  'ROLE_ENTREPRISE',
  'ROLE_FORMATEUR',
  'ROLE_GUEST',
  'ROLE_USER',
  'ROLE_COORDINATOR',
  'ROLE_ADMIN',
  'ROLE_SUPERVISOR',
  'ROLE_PLATFORM',
];
/** The rank of the highest of `roles` (-1 for none or unknown ones). */
export function roleRank(roles: unknown): number {
  if (!Array.isArray(roles)) return -1;
  return Math.max(-1, ...roles.map((r) => ROLE_RANK.indexOf(String(r))));
}
export function canGrantRoles(user: AuthUser, roles: unknown): boolean {
  if (!Array.isArray(roles)) return true;
  return roleRank(roles) <= roleRank(user.roles);
}
/** Whether the user may act on (change, deactivate, delete, reset) an account whose current roles are
 * `accountRoles`: never on one ranked above its own (finding 1); peers and lower ranks yes. */
export function canActOnAccount(user: AuthUser, accountRoles: unknown): boolean {
  return roleRank(accountRoles) <= roleRank(user.roles);
}
