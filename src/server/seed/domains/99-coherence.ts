// The last pass of the demo data, once every domain has written its records: the dates that several domains
// touch agree with the rules the API enforces on every write (a member never enters its group before the group's
// sessions start; no absence before the trainee's entry in training).
import type { DomainSeeder } from '../domainSeeders.ts';

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const { cfaId } of centres) {
    await tx.query(
      `UPDATE groupe_etudiants ge SET date_entree = s.dt_start + LEAST(18, GREATEST(0, EXTRACT(DAY FROM
        ge.date_entree)::int - 2))
         FROM (SELECT groupe_id, max(dt_start) AS dt_start FROM antenne_groupe_sessions WHERE dt_start IS NOT NULL GROUP
           BY groupe_id) s
        WHERE s.groupe_id = ge.groupe_id AND ge.cfa_id = $1 AND ge.date_entree < s.dt_start`,
      [cfaId],
    );
    await tx.query(
      `UPDATE etudiants e SET dt_date_entree = a.first_day
         FROM (SELECT etudiant_id, min(dt_start)::date AS first_day FROM etudiant_absences GROUP BY etudiant_id) a
        WHERE a.etudiant_id = e.id AND e.cfa_id = $1
          AND a.first_day < COALESCE(e.dt_date_entree, e.date_entree_prevue)`,
      [cfaId],
    );
  }
};
export default seed;
