// Demo data of the companies lane's screens (issue 16): deposits of contracts' files with their OPCO, so the
// contract page and the deposits list show each status (deposited with a number, failed and ready to send
// again). Deterministic: driven by the seeding PRNG; runs after the contracts (32-suivi-stagiaires.ts).
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const { cfaId } of centres) {
    const contracts = (await tx.query<{ id: number; antenne_id: number | null; opco: number | null; etudiant_id: number; date_debut: string }>(
      `SELECT id, antenne_id, opco, etudiant_id, date_debut::text FROM etudiant_contrats
       WHERE cfa_id = $1 AND opco IS NOT NULL AND date_rupture IS NULL ORDER BY id`, [cfaId])).rows;
    const rows = contracts.filter(() => rng.chance(0.5)).map((c, i) => {
      const failed = rng.chance(0.2);
      const sent = `${c.date_debut}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00+00`;
      return {
        cfa_id: cfaId, antenne_id: c.antenne_id, etudiant_contrat_id: c.id, opco: c.opco, statut: failed ? 'echec' : 'depose',
        dossier: JSON.stringify({ contrat: { '@id': `/api/etudiant_contrats/${c.id}` }, apprenti: { '@id': `/api/etudiants/${c.etudiant_id}` } }),
        numero_depot: failed ? null : `DEP-${c.date_debut.slice(0, 4)}-${String(1000 + i).padStart(5, '0')}`,
        date_envoi: sent, tentatives: failed ? rng.int(1, 2) : 1,
        message: failed ? "L'OPCO ne répond pas : le dossier reste prêt à être envoyé." : "Dossier déposé auprès de l'OPCO.", etat: 0,
      };
    });
    await insertMany(tx, 'opco_depots', rows);
  }
};

export default seed;
