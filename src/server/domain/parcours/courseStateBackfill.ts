// The course state (etudiants.etat_parcours) of every trainee at once, as courseState (src/shared/parcours)
// computes it from the contracts today, in SQL: the migration that gives one to the trainees stored before every
// trainee got one on creation (parcours/hooks.ts), and the daily refresh (a contract that simply reaches its end,
// or starts, changes no row: the date does). Both idempotent.

/** The state of trainee `e` today, from the contracts of the quoted table `contrats`. */
function stateOf(contrats: string): string {
  const live = `c.etudiant_id = e.id AND coalesce(c.etat, 0) = 0 AND c.date_debut <= CURRENT_DATE`;
  return `CASE
       WHEN EXISTS (SELECT 1 FROM ${contrats} c WHERE ${live}
         AND (c.date_rupture IS NULL OR c.date_rupture > CURRENT_DATE)
         AND (c.date_fin IS NULL OR c.date_fin >= CURRENT_DATE)) THEN 2
       WHEN (SELECT c.date_rupture <= CURRENT_DATE FROM ${contrats} c WHERE ${live}
         ORDER BY c.date_debut DESC LIMIT 1) THEN 3
       ELSE 1 END`;
}

/** The migration: trainees without a state get the one their contracts give today. `etudiants` and `contrats`:
 * the quoted table names. */
export function courseStateStatements(etudiants: string, contrats: string): string[] {
  return [
    `UPDATE ${etudiants} e SET etat_parcours = ${stateOf(contrats)} WHERE e.type = 1 AND e.etat_parcours IS NULL`,
  ];
}

/** The daily refresh: every trainee (an erased one keeps none) whose stored state is no longer the one its
 * contracts give today; one statement, safe when several instances run it. Answers how many changed. */
export const refreshCourseStatesSql = `UPDATE etudiants t SET etat_parcours = s.state, updated_at = now()
  FROM (SELECT e.id, ${stateOf('etudiant_contrats')} AS state FROM etudiants e WHERE e.type = 1 AND e.etat <> 3) s
  WHERE t.id = s.id AND t.etat_parcours IS DISTINCT FROM s.state RETURNING t.id`;
