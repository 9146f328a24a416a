// The course state follows the calendar as well as the writes: a contract that reaches its end date, or starts,
// changes no row, so the stored states are refreshed at start and then every hour (COURSE_STATE_REFRESH_MINUTES,
// 60 by default) by one instance (jobs/schedules.ts); within an hour of midnight every trainee shows the state of
// the new day. The statement only writes the rows whose state changed, and several instances may run it at once.
import type { Queryable } from '../../db/index.ts';
import { refreshCourseStatesSql } from './courseStateBackfill.ts';

/** Writes the state of the trainees whose contracts give another one today; answers how many changed. */
export async function refreshCourseStates(db: Queryable): Promise<number> {
  return (await db.query(refreshCourseStatesSql)).rows.length;
}

/** One refresh, its outcome logged (jobs/schedules.ts runs it at start and every COURSE_STATE_REFRESH_MINUTES). */
export async function refreshCourseStatesAndLog(db: Queryable, log: (message: string) => void): Promise<void> {
  const n = await refreshCourseStates(db);
  if (n > 0) log(`État du parcours mis à jour pour ${n} stagiaire(s) (contrats commencés ou terminés)`);
}
