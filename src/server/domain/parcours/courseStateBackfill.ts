// The course state (etudiants.etat_parcours) of every trainee at once, as courseState (src/shared/parcours)
// computes it from the contracts today (the centres' day, db/today.ts), in SQL: the migration that gives one to the
// trainees stored before every trainee got one on creation (parcours/hooks.ts), and the refresh that follows the
// calendar (a contract that simply reaches its end, or starts, changes no row: the date does). Both idempotent.
import { TODAY } from '../../db/today.ts';

/** The state of trainee `e` today, from the contracts of the quoted table `contrats`. */
function stateOf(contrats: string): string {
  const live = `c.etudiant_id = e.id AND coalesce(c.etat, 0) = 0 AND c.date_debut <= ${TODAY}`;
  return `CASE
       WHEN EXISTS (SELECT 1 FROM ${contrats} c WHERE ${live}
         AND (c.date_rupture IS NULL OR c.date_rupture > ${TODAY})
         AND (c.date_fin IS NULL OR c.date_fin >= ${TODAY})) THEN 2
       WHEN (SELECT c.date_rupture <= ${TODAY} FROM ${contrats} c WHERE ${live}
         ORDER BY c.date_debut DESC LIMIT 1) THEN 3
       ELSE 1 END`;
}

/** The migration: trainees without a state get the one their contracts give today, and the table of the day the
 * states were last brought to (one row; none before the first refresh). `etudiants` and `contrats`: the quoted
 * table names. */
export function courseStateStatements(etudiants: string, contrats: string): string[] {
  return [
    `UPDATE ${etudiants} e SET etat_parcours = ${stateOf(contrats)} WHERE e.type = 1 AND e.etat_parcours IS NULL`,
    'CREATE TABLE IF NOT EXISTS course_state_refreshes ' +
      '(singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton), day date NOT NULL)',
  ];
}

/** The day the states were last brought to, and today, both as YYYY-MM-DD (`day` null before the first refresh). */
export const refreshMarkSql = `SELECT (SELECT to_char(day, 'YYYY-MM-DD') FROM course_state_refreshes) AS day,
  to_char(${TODAY}, 'YYYY-MM-DD') AS today`;

/** Today written as the day the states were brought to (never moved back by an instance that ran late). */
export const refreshMarkWriteSql = `INSERT INTO course_state_refreshes (singleton, day) VALUES (true, ${TODAY})
  ON CONFLICT (singleton) DO UPDATE SET day = GREATEST(course_state_refreshes.day, EXCLUDED.day)`;

/** Writes the state of the trainees (an erased one keeps none) whose stored state is no longer the one their
 * contracts give today; one statement, safe when several instances run it. Answers the ids changed.
 * - `since` false: every trainee (the first refresh, and a database where none was recorded);
 * - `since` true: only the trainees with a contract whose dates were crossed since the day `$1`: started or broken
 *   off after it, or ended on it or after (a contract's last day is `date_fin`; it has ended the day after). A write
 *   of a contract or a trainee sets the state itself (parcours/hooks.ts): only the calendar is left to follow. */
export function refreshCourseStatesSql(since: boolean): string {
  const crossed = since
    ? `AND e.id IN (SELECT c.etudiant_id FROM etudiant_contrats c
                 WHERE (c.date_debut > $1::date AND c.date_debut <= ${TODAY})
                    OR (c.date_rupture > $1::date AND c.date_rupture <= ${TODAY})
                    OR (c.date_fin >= $1::date AND c.date_fin < ${TODAY}))`
    : '';
  return `UPDATE etudiants t SET etat_parcours = s.state, updated_at = now()
  FROM (SELECT e.id, ${stateOf('etudiant_contrats')} AS state FROM etudiants e
         WHERE e.type = 1 AND e.etat <> 3 ${crossed}) s
  WHERE t.id = s.id AND t.etat_parcours IS DISTINCT FROM s.state RETURNING t.id`;
}
