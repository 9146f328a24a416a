// The 403 of a write to a row the user reads but may not change, shared by the generic CRUD, the file routes
// and the domain calls, so the reason given is the same everywhere.
import { canWriteRow, rowWriteRefusal, type AuthUser } from '../auth/access.ts';
import { forbidden } from '../http/errors.ts';
import { antenneColumn, type ResourceModel } from '../schema/model.ts';

/** A row read within the user's scope that the user may not change (another antenne's; for a shared scope,
 * the centre's rows that an antenne reads): 403 with the reason. */
export function requireRowWrite(user: AuthUser, r: ResourceModel, row: Record<string, unknown>): void {
  if (canWriteRow(user, r, row)) return;
  const col = antenneColumn(r);
  throw forbidden(rowWriteRefusal(r, col ? (row[col] as number | null) : null));
}
