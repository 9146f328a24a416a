// The signed-in user's side of the one access rule (src/shared/access.ts): their roles (stored session),
// their antenne (stored /users/me) and their client profile's accessRight flags, for the views' buttons and
// guards.
import { canAccess, type AccessRule, type Action, type ConfigurationUser } from '../../shared/access.ts';
import { cfaIdFromIri } from '../../shared/clients/resolve.ts';
import { useAccessFlags } from '../clients/useClientProfile.ts';
import { getRoles, readUser } from './storage.ts';

/** `can('create', view)`, `can('edit', view, record)`: whether the user may do this on a view, a page or a
 * menu entry, and on that record. */
export function useCanAccess(): (
  action: Action,
  resource: AccessRule,
  record?: Readonly<Record<string, unknown>>,
) => boolean {
  const flags = useAccessFlags();
  const roles = getRoles();
  const reading = readUser();
  const antenne = reading.state === 'ok' ? reading.user.antenne : undefined;
  return (action, resource, record) => canAccess({ roles, flags, antenne }, { action, resource, record });
}

/** The signed-in user as the configuration's rule (canAccessConfiguration) reads it: roles and centre. */
export function configurationUser(): ConfigurationUser {
  const reading = readUser();
  const cfa = reading.state === 'ok' ? (reading.user.cfa as string | number | null | undefined) : undefined;
  return { roles: getRoles(), cfaId: cfaIdFromIri(cfa) };
}
