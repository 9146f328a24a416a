// Demo data of quality: the notes a centre's quality lead keeps on a few Qualiopi indicators (what the product
// cannot prove by itself, and where the proofs are kept).
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';

const NOTES: [number, string][] = [
  [3, 'Taux de réussite et d’insertion publiés chaque année (page des résultats).'],
  [6, 'Veille réglementaire : abonnement Centre Inffo, point mensuel en réunion pédagogique.'],
];

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const { cfaId } of centres) {
    await insertMany(
      tx,
      'qualiopi_notes',
      NOTES.map(([indicateur, note]) => ({ cfa_id: cfaId, indicateur, note })),
    );
  }
};
export default seed;
