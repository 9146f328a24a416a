// Demo data of the tutors' evaluations: about half the contracts started have one or two evaluations
// by their tutor (the last on the contract's last day, or today if it runs), the others are still to evaluate.
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { average, CRITERIA } from '../../../shared/alternance/evaluation.ts';

const COMMENTS = [
  'Apprenti impliqué, progresse bien sur les gestes techniques.',
  'Doit gagner en autonomie sur les tâches courantes.',
  'Très bonne intégration dans l’équipe.',
  'Retards à surveiller, travail sérieux par ailleurs.',
  null,
];

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  const today = new Date().toISOString().slice(0, 10);
  for (const { cfaId } of centres) {
    const contracts = (
      await tx.query<{
        id: number;
        etudiant_id: number;
        antenne_id: number | null;
        date_debut: string;
        last_day: string;
        tutor: string | null;
      }>(
        `SELECT id, etudiant_id, antenne_id, to_char(date_debut, 'YYYY-MM-DD') AS date_debut, to_char(least(date_fin,
          date_rupture - 1, $2::date), 'YYYY-MM-DD') AS last_day, nullif(trim(coalesce(tuteur_firstname, '') || ' ' ||
          coalesce(tuteur_lastname, '')), '') AS tutor
         FROM etudiant_contrats WHERE cfa_id = $1 AND etat = 0 AND date_debut <= $2
        ORDER BY id`,
        [cfaId, today],
      )
    ).rows;
    const rows = contracts
      .filter((_, i) => i === 0 || rng.chance(0.5))
      .flatMap((c) => {
        const n = rng.chance(0.4) ? 2 : 1;
        return Array.from({ length: n }, (_, i) => {
          const criteres = Object.fromEntries(CRITERIA.map((k) => [k.id, rng.int(2, 4)]));
          const day = new Date(Math.max(Date.parse(c.date_debut), Date.parse(c.last_day) - i * 75 * 86400000))
            .toISOString()
            .slice(0, 10);
          return {
            cfa_id: cfaId,
            antenne_id: c.antenne_id,
            etudiant_id: c.etudiant_id,
            contrat_id: c.id,
            date_evaluation: day,
            evaluateur: c.tutor ?? 'Tuteur en entreprise',
            criteres: JSON.stringify(criteres),
            moyenne: average(criteres),
            commentaire: rng.pick(COMMENTS),
            etat: 0,
          };
        });
      });
    await insertMany(tx, 'evaluation_alternances', rows);
  }
};
export default seed;
