// GED folders: the default root folders a centre's client profile offers (accessRight.gedFolders), created on
// the first open of the GED (and by the demo seed), the folder tree as the user may read it, and the checks a
// folder's move or delete must pass (never into its own subtree; a default folder stays; only an empty one goes).
import type { Queryable } from '../../db/index.ts';
import type { AuthUser } from '../../auth/access.ts';
import { unprocessable } from '../../http/errors.ts';
import { isSelfOrDescendant, parentMap, plannedFolders } from '../../../shared/ged/rules.ts';
import { plausibleMessages } from '../../../shared/plausible/index.ts';
import * as msg from './messages.ts';

/** Where a refusal points: a property and its French label (the message opens with it), or the whole request. */
export interface On {
  property: string;
  label?: string;
}
/** A 422 with one violation on `on`, its message named by the label. */
export const refuse = (on: On, message: string) =>
  unprocessable([
    { propertyPath: on.property, message: on.label ? plausibleMessages.named(on.label, message) : message },
  ]);

/** Creates the default folders of `kinds` missing in a centre: the centre's ones, and the antenne spaces of the
 * given antennes (all of them when `antenneId` is null, else that one). Returns how many it made. */
export async function ensureDefaultFolders(
  q: Queryable,
  cfaId: number,
  antenneId: number | null,
  kinds: readonly string[],
): Promise<number> {
  if (kinds.length === 0) return 0;
  const antennes = (
    await q.query<{ id: number; name: string }>(
      'SELECT id, name FROM antennes WHERE cfa_id = $1 AND ($2::int IS NULL OR id = $2) ORDER BY id',
      [cfaId, antenneId],
    )
  ).rows;
  const existing = (
    await q.query<{ kind: string; antenne_id: number | null }>(
      'SELECT kind, antenne_id FROM ged_dossiers WHERE cfa_id = $1 AND kind IS NOT NULL',
      [cfaId],
    )
  ).rows;
  const has = new Set(existing.map((f) => `${f.kind}/${f.antenne_id ?? ''}`));
  const missing = plannedFolders(kinds, antennes).filter((f) => !has.has(`${f.kind}/${f.antenne ?? ''}`));
  for (const f of missing) {
    // NOT EXISTS again: two first opens at once make each folder once.
    await q.query(
      `INSERT INTO ged_dossiers (cfa_id, antenne_id, kind, name) SELECT $1, $2, $3, $4
       WHERE NOT EXISTS (SELECT 1 FROM ged_dossiers WHERE cfa_id = $1 AND kind = $3 AND antenne_id IS NOT DISTINCT FROM
         $2)`,
      [cfaId, f.antenne, f.kind, f.name],
    );
  }
  return missing.length;
}

/** 422 on `on` when folder `folder` would move into itself or its subtree (target `target`). */
export async function refuseMoveIntoItself(q: Queryable, folder: number, target: number, on: On): Promise<void> {
  // The target's ancestors (bounded: a tree deeper than 100 levels is not a filing plan).
  const up = (
    await q.query<{ id: number; parent_id: number | null }>(
      `WITH RECURSIVE up(id, parent_id, depth) AS (
       SELECT id, parent_id, 0 FROM ged_dossiers WHERE id = $1
       UNION ALL SELECT d.id, d.parent_id, up.depth + 1 FROM ged_dossiers d JOIN up ON d.id = up.parent_id WHERE
         up.depth < 100)
     SELECT id, parent_id FROM up`,
      [target],
    )
  ).rows;
  if (isSelfOrDescendant(parentMap(up.map((r) => ({ id: r.id, parent: r.parent_id }))), folder, target)) {
    throw refuse(on, msg.ged.moveIntoItself);
  }
}

/** A default folder (made from the client's gedFolders) neither moves nor goes. */
export function refuseDefaultFolder(row: { kind: string | null; name: string }, on: On): void {
  if (row.kind) throw refuse(on, msg.ged.defaultFolderFixed(row.name));
}

/** 422 unless the folder holds neither subfolders nor documents. */
export async function refuseNonEmpty(q: Queryable, folder: number): Promise<void> {
  const n = (
    await q.query<{ folders: number; documents: number }>(
      `SELECT (SELECT count(*)::int FROM ged_dossiers WHERE parent_id = $1) AS folders,
            (SELECT count(*)::int FROM ged_documents WHERE dossier_id = $1) AS documents`,
      [folder],
    )
  ).rows[0]!;
  if (n.folders + n.documents > 0) throw refuse({ property: '' }, msg.ged.folderNotEmpty(n.folders, n.documents));
}

/** Whether two rows belong to the same space: the same antenne, or both the centre's. */
export const sameSpace = (a: { antenne_id: number | null }, b: { antenne_id: number | null }) =>
  (a.antenne_id ?? null) === (b.antenne_id ?? null);

export type { AuthUser };
