// Which buttons a user sees on a view: writes need one of the view's write roles (default: any role but
// ROLE_GUEST). The server enforces the same rules; this only avoids offering what would be refused.
import { getRoles } from '../session/storage.ts';
import type { ViewConfig } from './viewTypes.ts';

export function canWrite(view: ViewConfig, roles: string[] = getRoles()): boolean {
  if (view.writeRoles) return view.writeRoles.some((r) => roles.includes(r));
  return roles.some((r) => r !== 'ROLE_GUEST');
}
