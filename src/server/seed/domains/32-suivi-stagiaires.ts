// Demo data of the trainees' follow-up: individual training plans (PIF), interviews, work-study contracts
// (a few broken), motivation grids and invoices. Deterministic: driven by the seeding PRNG.
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import type { Prng } from '../prng.ts';
import { insertMany } from '../insert.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES } from '../names.ts';
import { yr } from '../calendar.ts';

type Trainee = { id: number; antenne_id: number; status: number | null; type_cursus: number | null };

const SUBJECTS: Record<number, string> = {
  2: "Entretien d'entrée en formation",
  3: 'Point à mi-parcours',
  6: 'Suivi de formation',
  15: 'Suivi pédagogique',
  16: 'Bilan intermédiaire',
  4: "Suivi de l'apprentissage",
  8: 'Accompagnement santé et social',
  1: 'Fin de parcours',
};
const REPORTS = [
  'Stagiaire investi, bonne dynamique de groupe.',
  "Difficultés d'organisation : planning hebdomadaire mis en place.",
  'Progression conforme aux objectifs fixés.',
  'Besoin de renfort en rédaction du dossier professionnel.',
  'Relation avec le tuteur à consolider.',
];
const day = (rng: Prng, year: number, from = 1, to = 12) =>
  `${yr(year)}-${String(rng.int(from, to)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

function plans(rng: Prng, cfaId: number, trainees: Trainee[], referents: number[]) {
  return trainees
    .filter(() => rng.chance(0.4))
    .map((t) => ({
      cfa_id: cfaId,
      antenne_id: t.antenne_id,
      etudiant_id: t.id,
      date_elaboration: day(rng, 2024, 9, 11),
      allegement: rng.chance(0.3) ? 'Allègement de 105 h : bloc 1 validé par équivalence.' : null,
      heures_prevues: rng.pick([420, 525, 600, 750]),
      objectifs: 'Obtenir la certification visée et consolider la pratique professionnelle.',
      step_to_reach: 'Positionnement, acquisition des blocs 1 et 2, mise en situation en structure, certification.',
      referent_id: referents.length ? rng.pick(referents) : null,
      etat: rng.chance(0.85) ? 0 : 1,
    }));
}

function interviews(rng: Prng, cfaId: number, trainees: Trainee[], interviewers: number[]) {
  return trainees
    .filter(() => rng.chance(0.55))
    .flatMap((t) =>
      Array.from({ length: rng.int(1, 3) }, () => {
        const type = rng.pick([2, 3, 6, 15, 16, 4, 8, 1]);
        const hour = String(rng.int(9, 16)).padStart(2, '0');
        return {
          cfa_id: cfaId,
          antenne_id: t.antenne_id,
          etudiant_id: t.id,
          type,
          type_details: type === 6 ? rng.int(1, 3) : null,
          mode: rng.pick([1, 3, 3, 3, 4, null]),
          date_interview: day(rng, 2025, 1, 6),
          hr_start: `${hour}:00`,
          hr_end: `${hour}:45`,
          interviewer_id: interviewers.length ? rng.pick(interviewers) : null,
          subject: SUBJECTS[type],
          compte_rendu: rng.pick(REPORTS),
          actions_a_mener: rng.chance(0.4) ? 'Nouveau point dans un mois.' : null,
          is_shared: rng.chance(0.3),
          etat: 0,
        };
      }),
    );
}

function contracts(rng: Prng, cfaId: number, trainees: Trainee[], companiesOf: Map<number | null, number[]>) {
  return trainees
    .filter((t) => t.status === 1 || t.status === 6 || t.type_cursus === 1)
    .map((t) => {
      const broken = rng.chance(0.12);
      const female = rng.chance(0.5);
      // A company of the trainee's own antenne, so the antenne's staff can open and change the contract.
      const companies = companiesOf.get(t.antenne_id) ?? [];
      return {
        cfa_id: cfaId,
        antenne_id: t.antenne_id,
        etudiant_id: t.id,
        entreprise_id: companies.length ? rng.pick(companies) : null,
        type_contrat: rng.pick([11, 11, 11, 21, 23]),
        mode_contractuel: 1,
        opco: rng.pick([1, 2, 8, 11]),
        numero_contrat: `013${rng.int(1000000, 9999999)}`,
        date_conclusion: day(rng, 2024, 7, 8),
        date_debut: day(rng, 2024, 9, 9),
        date_fin: day(rng, 2026, 1, 12),
        duree_hebdo: 35,
        salaire_brut_mensuel: rng.pick([747.53, 1001.76, 1247.47, 1801.8]),
        tuteur_lastname: rng.pick(LAST_NAMES),
        tuteur_firstname: rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M),
        tuteur_phone: `06 ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
        date_rupture: broken ? day(rng, 2025, 1, 5) : null,
        motif_rupture: broken ? rng.pick([10, 12, 14]) : null,
        commentaire_rupture: broken
          ? "Rupture signalée par la structure ; recherche d'un nouvel employeur en cours."
          : null,
        etat: 0,
      };
    });
}

function grids(rng: Prng, cfaId: number, trainees: Trainee[]) {
  return trainees
    .filter(() => rng.chance(0.3))
    .map((t) => {
      const notes = Array.from({ length: 5 }, () => rng.int(2, 5));
      return {
        cfa_id: cfaId,
        antenne_id: t.antenne_id,
        etudiant_id: t.id,
        date_grille: day(rng, 2024, 5, 7),
        motivation: notes[0],
        projet_professionnel: notes[1],
        connaissance_metier: notes[2],
        disponibilite: notes[3],
        savoir_etre: notes[4],
        avis_favorable: notes.reduce((a, b) => a + b, 0) >= 15,
        commentaire: 'Entretien de sélection.',
      };
    });
}

function invoices(rng: Prng, cfaId: number, trainees: Trainee[]) {
  let n = 0;
  return trainees
    .filter(() => rng.chance(0.3))
    .flatMap((t) =>
      Array.from({ length: rng.int(1, 2) }, (_v, k) => {
        n += 1;
        const type = k === 0 ? 1 : rng.pick([2, 3, 6]);
        return {
          cfa_id: cfaId,
          antenne_id: t.antenne_id,
          etudiant_id: t.id,
          type_facture: type,
          detail_facture: type === 1 ? rng.int(1, 3) : type === 2 ? 9 : null,
          numero: `FA-${cfaId}-${yr(2025)}-${String(n).padStart(4, '0')}`,
          date_facture: day(rng, 2025, 1, 6),
          montant: type === 1 ? rng.pick([1500, 2250, 3000]) : rng.pick([180, 350.5, 500]),
          date_paiement: rng.chance(0.6) ? day(rng, 2025, 6, 7) : null,
          etat: 0,
        };
      }),
    );
}

async function ids(tx: Queryable, sql: string, params: unknown[]): Promise<number[]> {
  return (await tx.query<{ id: number }>(sql, params)).rows.map((r) => r.id);
}

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const { cfaId } of centres) {
    const trainees = (
      await tx.query<Trainee>(
        'SELECT id, antenne_id, status, type_cursus FROM etudiants WHERE cfa_id = $1 AND type = 1 ORDER BY id',
        [cfaId],
      )
    ).rows;
    const staff = await ids(
      tx,
      'SELECT id FROM users WHERE cfa_id = $1 AND antenne_id IS NULL AND NOT roles @> \'["ROLE_GUEST"]\' ORDER BY id',
      [cfaId],
    );
    // Companies come from the companies domain when its tables are seeded first; contracts keep a null link otherwise.
    const companiesOf = new Map<number | null, number[]>();
    for (const c of (
      await tx.query<{ id: number; antenne_id: number | null }>(
        'SELECT id, antenne_id FROM entreprises WHERE cfa_id = $1 ORDER BY id',
        [cfaId],
      )
    ).rows) {
      companiesOf.set(c.antenne_id, [...(companiesOf.get(c.antenne_id) ?? []), c.id]);
    }
    await insertMany(tx, 'etudiant_plan_individuel_formations', plans(rng, cfaId, trainees, staff));
    await insertMany(tx, 'etudiant_interviews', interviews(rng, cfaId, trainees, staff));
    await insertMany(tx, 'etudiant_contrats', contracts(rng, cfaId, trainees, companiesOf));
    await insertMany(tx, 'etudiant_grille_motivations', grids(rng, cfaId, trainees));
    await insertMany(tx, 'etudiant_document_factures', invoices(rng, cfaId, trainees));
  }
};

export default seed;
