// The course state follows the calendar as well as the writes: a contract that reaches its end date, or starts,
// changes no row, so the stored states are refreshed at start and then every hour (COURSE_STATE_REFRESH_MINUTES,
// 60 by default) by one instance (jobs/schedules.ts); within an hour of midnight (Paris) every trainee shows the
// state of the new day. The day the states were last brought to is kept in the database (course_state_refreshes):
// a refresh on that same day has nothing to do, and the first one of a new day reads only the trainees whose
// contracts' dates were crossed since, not every trainee (a full pass reads them all: over a minute at 10 million).
// The statement only writes the rows whose state changed, and several instances may run it at once.
import type { Queryable } from '../../db/index.ts';
import { refreshCourseStatesSql, refreshMarkSql, refreshMarkWriteSql } from './courseStateBackfill.ts';

/** Writes the state of the trainees whose contracts give another one today; answers how many changed. */
export async function refreshCourseStates(db: Queryable): Promise<number> {
  const mark = (await db.query<{ day: string | null; today: string }>(refreshMarkSql)).rows[0]!;
  if (mark.day !== null && mark.day >= mark.today) return 0;
  const changed = (
    mark.day === null
      ? await db.query(refreshCourseStatesSql(false))
      : await db.query(refreshCourseStatesSql(true), [mark.day])
  ).rows.length;
  await db.query(refreshMarkWriteSql);
  return changed;
}

/** One refresh, its outcome logged (jobs/schedules.ts runs it at start and every COURSE_STATE_REFRESH_MINUTES). */
export async function refreshCourseStatesAndLog(db: Queryable, log: (message: string) => void): Promise<void> {
  const n = await refreshCourseStates(db);
  if (n > 0) log(`État du parcours mis à jour pour ${n} stagiaire(s) (contrats commencés ou terminés)`);
}
