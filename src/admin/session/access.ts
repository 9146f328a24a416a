// The signed-in user's side of the one access rule (src/shared/access.ts): their roles (stored session)
// and their client profile's accessRight flags, for the views' buttons and guards.
import { canAccess, type AccessRule, type Action } from '../../shared/access.ts';
import { useAccessFlags } from '../clients/useClientProfile.ts';
import { getRoles } from './storage.ts';

/** `can('create', view)`: whether the user may do this on a view, a page or a menu entry. */
export function useCanAccess(): (action: Action, resource: AccessRule) => boolean {
  const flags = useAccessFlags();
  const roles = getRoles();
  return (action, resource) => canAccess({ roles, flags }, { action, resource });
}
