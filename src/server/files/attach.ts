// Whose a file is. An upload no record points at yet is its uploader's alone (media_objects.uploaded_by, a
// server column: `scopeCondition` keeps it out of everyone else's list, item, download and relations). The
// first record that points at it gives it its scope, at that moment: the file takes the record's antenne (null
// for a centre's record) and stops being pending; later records pointing at it change nothing (they were
// checked to be of its antenne or of the centre). Run by insertRow and updateRow (crud/write.ts) for every
// resource with a file relation, and by the GED for its versions.
import type { Queryable } from '../db/index.ts';
import { antenneColumn, type ResourceModel } from '../schema/model.ts';

/** The server column naming the user who sent a file that no record points at yet (null once attached). */
export const UPLOADER_COLUMN = 'uploaded_by';

/** Whether a resource stores uploaded files (x-upload: media_objects). */
export const isUploadResource = (r: ResourceModel) => r.schema['x-upload'] === true;

/** A pending upload `mediaId` takes the antenne `antenneId` and becomes readable within that scope. */
export async function claimMedia(q: Queryable, mediaId: number, antenneId: number | null): Promise<void> {
  await q.query(
    `UPDATE media_objects SET antenne_id = $2, ${UPLOADER_COLUMN} = NULL, updated_at = now()
    WHERE id = $1 AND ${UPLOADER_COLUMN} IS NOT NULL`,
    [mediaId, antenneId],
  );
}

/** After a row of `r` is written: the pending uploads it points at (among `columns` written) take its scope. */
export async function claimFilesOf(
  q: Queryable,
  r: ResourceModel,
  row: Record<string, unknown>,
  columns: Record<string, unknown>,
): Promise<void> {
  const files = r.properties.filter((p) => p.relation === 'media_objects' && typeof columns[p.column] === 'number');
  if (files.length === 0) return;
  const col = antenneColumn(r);
  const antenne = col ? ((row[col] as number | null | undefined) ?? null) : null;
  for (const p of files) await claimMedia(q, columns[p.column] as number, antenne);
}
