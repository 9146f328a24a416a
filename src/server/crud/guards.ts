// The 403 of a write to a row the user reads but may not change, shared by the generic CRUD, the file routes
// and the domain calls, so the reason given is the same everywhere. For users, also an account ranked above
// the user's own.
import { canActOnAccount, canWriteRow, rowWriteRefusal, type AuthUser } from '../auth/access.ts';
import { forbidden } from '../http/errors.ts';
import { auth as authMessages } from '../http/messages.ts';
import { antenneColumn, type ResourceModel } from '../schema/model.ts';

/** A row read within the user's scope that the user may not change (another antenne's; for a shared scope,
 * the centre's rows that an antenne reads): 403 with the reason. */
export function requireRowWrite(user: AuthUser, r: ResourceModel, row: Record<string, unknown>): void {
  // An account ranked above the user's own is out of its reach whatever the change (finding 1).
  if (r.name === 'users' && !canActOnAccount(user, row.roles)) throw forbidden(authMessages.accountAbove);
  if (canWriteRow(user, r, row)) return;
  const col = antenneColumn(r);
  throw forbidden(rowWriteRefusal(r, col ? (row[col] as number | null) : null));
}
