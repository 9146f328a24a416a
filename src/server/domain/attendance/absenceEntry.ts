// An absence before the course starts makes no sense: refused with the field named, in French.
import type { Queryable } from '../../db/index.ts';
import { unprocessable } from '../../http/errors.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import * as msg from './messages.ts';

/** Throws a 422 on `dt_start` when the absence starts before the trainee's entry (or planned entry) date. */
export async function checkAbsenceAfterEntry(db: Queryable, etudiantId: number, start: unknown): Promise<void> {
  const day =
    start instanceof Date ? start.toISOString().slice(0, 10) : typeof start === 'string' ? start.slice(0, 10) : null;
  if (day === null) return;
  const entry = (
    await db.query<{ entry: string | null }>(
      "SELECT to_char(COALESCE(dt_date_entree, date_entree_prevue), 'YYYY-MM-DD') AS entry FROM etudiants WHERE id = " +
        '$1',
      [etudiantId],
    )
  ).rows[0]?.entry;
  if (entry && day < entry)
    throw unprocessable([{ propertyPath: 'dt_start', message: msg.parcours.absenceBeforeEntry(formatDateFr(entry)) }]);
}
