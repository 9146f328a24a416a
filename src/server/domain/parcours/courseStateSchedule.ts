// The course state follows the calendar as well as the writes: a contract that reaches its end date, or starts,
// changes no row, so the stored states are refreshed at start and then every hour (COURSE_STATE_REFRESH_MINUTES,
// 60 by default) by main.ts; within an hour of midnight every trainee shows the state of the new day. The
// statement only writes the rows whose state changed, and several instances may run it at once.
import type { Queryable } from '../../db/index.ts';
import { refreshCourseStatesSql } from './courseStateBackfill.ts';
import { every, positiveEnv } from '../../periodic.ts';

/** Writes the state of the trainees whose contracts give another one today; answers how many changed. */
export async function refreshCourseStates(db: Queryable): Promise<number> {
  return (await db.query(refreshCourseStatesSql)).rows.length;
}

export function startCourseStateRefresh(db: Queryable, log: (message: string) => void): () => void {
  return every(positiveEnv(process.env.COURSE_STATE_REFRESH_MINUTES, 60) * 60_000, () =>
    refreshCourseStates(db)
      .then((n) => {
        if (n > 0) log(`État du parcours mis à jour pour ${n} stagiaire(s) (contrats commencés ou terminés)`);
      })
      .catch((error: unknown) => log(`Mise à jour des états du parcours en échec : ${(error as Error).message}`)));
}
