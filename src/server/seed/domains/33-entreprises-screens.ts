// Demo data of the companies lane's screens: deposits of contracts' files with their OPCO, so the
// contract page and the deposits list show each status (deposited with a number, failed and ready to send
// again), and the contracts' cerfa 10103 filled from their records (saved steps and validation status: the
// deposited ones to « Vérification des signatures », the failed ones to « Validation des données entreprise »,
// some others in progress). Deterministic: driven by the seeding PRNG; runs after the contracts
// (32-suivi-stagiaires.ts).
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { cerfaFromRecords } from '../../../shared/alternance/cerfaPrefill.ts';
import { firstInvalidStep } from '../../../shared/alternance/cerfa.ts';
import { siretProblem } from '../../../shared/entreprises/companyNumbers.ts';

/** A SIRET with valid check digits keeping the first 8 digits of `siret` (the demo companies' numbers are drawn
 * at random, most of them failing the form's Luhn check). */
function checkedSiret(siret: string, id: number): string {
  const base = (siret.replace(/\D/g, '') + '00000000').slice(0, 8);
  for (let a = 0; a <= 9; a++)
    for (let b = 0; b <= 9; b++) {
      const candidate = `${base}${a}${String(10000 + (id % 90000)).slice(-4)}${b}`;
      if (siretProblem(candidate) === null) return candidate;
    }
  return siret;
}

type Json = Record<string, unknown>;

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const { cfaId } of centres) {
    const contracts = (
      await tx.query<{
        id: number;
        antenne_id: number | null;
        opco: number | null;
        etudiant_id: number;
        date_debut: string;
      }>(
        `SELECT id, antenne_id, opco, etudiant_id, date_debut::text FROM etudiant_contrats
       WHERE cfa_id = $1 AND opco IS NOT NULL AND date_rupture IS NULL ORDER BY id`,
        [cfaId],
      )
    ).rows;
    const rows = contracts
      .filter(() => rng.chance(0.5))
      .map((c, i) => {
        const failed = rng.chance(0.2);
        const sent =
          `${c.date_debut}T${String(rng.int(8, 17)).padStart(2, '0')}:` +
          `${String(rng.int(0, 59)).padStart(2, '0')}:00+00`;
        return {
          cfa_id: cfaId,
          antenne_id: c.antenne_id,
          etudiant_contrat_id: c.id,
          opco: c.opco,
          statut: failed ? 'echec' : 'depose',
          dossier: JSON.stringify({
            contrat: { '@id': `/api/etudiant_contrats/${c.id}` },
            apprenti: { '@id': `/api/etudiants/${c.etudiant_id}` },
          }),
          numero_depot: failed ? null : `DEP-${c.date_debut.slice(0, 4)}-${String(1000 + i).padStart(5, '0')}`,
          date_envoi: sent,
          tentatives: failed ? rng.int(1, 2) : 1,
          message: failed
            ? "L'OPCO ne répond pas : le dossier reste prêt à être envoyé."
            : "Dossier déposé auprès de l'OPCO.",
          etat: 0,
        };
      });
    await insertMany(tx, 'opco_depots', rows);
    // The cerfa of the contracts: from their records, up to the first step the form's rules refuse.
    const statusOf = new Map(rows.map((r) => [r.etudiant_contrat_id, r.statut]));
    const all = (
      await tx.query<{ contract: Json; trainee: Json; company: Json | null }>(
        `SELECT to_jsonb(c) AS contract, to_jsonb(e) AS trainee, to_jsonb(n) AS company FROM etudiant_contrats c
       JOIN etudiants e ON e.id = c.etudiant_id LEFT JOIN entreprises n ON n.id = c.entreprise_id
       WHERE c.cfa_id = $1 AND c.date_rupture IS NULL ORDER BY c.id`,
        [cfaId],
      )
    ).rows;
    // No draw of the seeding PRNG here (the demo data after this seeder stays as it was): chosen by the contract's id.
    for (const { contract, trainee, company } of all) {
      const deposit = statusOf.get(contract.id as number);
      const id = contract.id as number;
      if (!deposit && id % 5 > 1) continue;
      const form = cerfaFromRecords(contract, trainee, company);
      if (!form.maitres[0]!.date_naissance)
        form.maitres[0] = {
          ...form.maitres[0]!,
          date_naissance: `19${65 + (id % 25)}-0${1 + (id % 9)}-1${id % 10}`,
          diplome: 41,
          annees_experience: String(2 + (id % 13)),
        };
      if (form.employeur.siret && siretProblem(form.employeur.siret) !== null)
        form.employeur.siret = checkedSiret(form.employeur.siret, id);
      // The apprentice's past and the master's job, which the records do not hold and the form requires.
      const a = form.apprenti;
      form.apprenti = {
        ...a,
        situation_avant_contrat: a.situation_avant_contrat || 1 + (id % 3),
        dernier_diplome: a.dernier_diplome || [41, 33, 42][id % 3]!,
        derniere_classe: a.derniere_classe || 1,
      };
      form.maitres = form.maitres.map((x) => ({
        ...x,
        emploi: x.emploi || 'Éducateur sportif',
        diplome: x.diplome || 41,
      }));
      if (form.formation.diplome_vise === '')
        form.formation = { ...form.formation, diplome_vise: 41, intitule: 'BPJEPS' };
      const valid = firstInvalidStep(form, String(contract.date_debut).slice(0, 10));
      const etape = deposit ? valid : Math.min(valid, 1 + (id % 3));
      const statut = etape < 4 ? null : deposit === 'depose' ? 4 : deposit === 'echec' ? 3 : 1;
      await tx.query(
        'UPDATE etudiant_contrats SET cerfa = $2::jsonb, cerfa_etape = $3, cerfa_statut = $4 WHERE id = $1',
        [contract.id, JSON.stringify(form), etape, statut],
      );
    }
  }
};

export default seed;
