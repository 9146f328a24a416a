// The migration that gives a course state to the trainees stored before every trainee got one on creation
// (parcours/hooks.ts): the state their contracts give today, as courseState (src/shared/parcours) computes it.
// Idempotent: only trainees without a state are written.

/** `etudiants` and `contrats`: the quoted table names. */
export function courseStateStatements(etudiants: string, contrats: string): string[] {
  const live = `c.etudiant_id = e.id AND coalesce(c.etat, 0) = 0 AND c.date_debut <= CURRENT_DATE`;
  return [
    `UPDATE ${etudiants} e SET etat_parcours = CASE
       WHEN EXISTS (SELECT 1 FROM ${contrats} c WHERE ${live} AND (c.date_rupture IS NULL OR c.date_rupture > CURRENT_DATE)
         AND (c.date_fin IS NULL OR c.date_fin >= CURRENT_DATE)) THEN 2
       WHEN (SELECT c.date_rupture <= CURRENT_DATE FROM ${contrats} c WHERE ${live} ORDER BY c.date_debut DESC LIMIT 1) THEN 3
       ELSE 1 END
     WHERE e.type = 1 AND e.etat_parcours IS NULL`,
  ];
}
