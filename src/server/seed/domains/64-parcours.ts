// Demo data of the trainee's course: every antenne gets its UAI code (the SIFA file needs it), the
// trainees' course state follows their contracts (in training, in contract, in rupture, as the parcours
// domain keeps it), and the trainees who left carry an exit reason coherent with their contracts.
// No PRNG draw here: seeders after this file keep the same demo data (choices follow the trainee's id).
import type { DomainSeeder } from '../domainSeeders.ts';
import { courseState, type ContractDates } from '../../../shared/parcours/index.ts';

const seed: DomainSeeder = async ({ tx, centres }) => {
  const today = new Date().toISOString().slice(0, 10);
  for (const [c, centre] of centres.entries()) {
    const antennes = (
      await tx.query<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = $1 ORDER BY id', [centre.cfaId])
    ).rows;
    for (const [i, a] of antennes.entries()) {
      // Académie code (013 Aix-Marseille, 069 Lyon) + a rank + a letter: the UAI's shape (7 digits, 1 letter).
      const uai = `${c === 0 ? '013' : '069'}${String(1200 + i).padStart(4, '0')}${'ABCDEFGHJK'[i % 10]}`;
      await tx.query('UPDATE antennes SET uai = $2 WHERE id = $1 AND uai IS NULL', [a.id, uai]);
    }
    const contracts = (
      await tx.query(
        'SELECT etudiant_id, date_debut, date_fin, date_rupture, etat FROM etudiant_contrats WHERE cfa_id = $1',
        [centre.cfaId],
      )
    ).rows as unknown as (ContractDates & { etudiant_id: number })[];
    const byTrainee = new Map<number, ContractDates[]>();
    for (const k of contracts) byTrainee.set(k.etudiant_id, [...(byTrainee.get(k.etudiant_id) ?? []), k]);
    const trainees = (
      await tx.query<{ id: number; etat: number }>('SELECT id, etat FROM etudiants WHERE cfa_id = $1 AND type = 1', [
        centre.cfaId,
      ])
    ).rows;
    for (const t of trainees) {
      const own = byTrainee.get(t.id) ?? [];
      // Who left: after a broken contract « Rupture … sans maintien en formation », otherwise the end of the
      // contract, or of the training, sometimes an abandon.
      const reason =
        t.etat !== 1
          ? null
          : own.some((k) => k.date_rupture)
            ? [5, 11, 15][t.id % 3]!
            : own.length
              ? 3
              : [1, 3, 3][t.id % 3]!;
      await tx.query(
        'UPDATE etudiants SET etat_parcours = $2, raison_sortie = coalesce(raison_sortie, $3) WHERE id = $1',
        [t.id, courseState(own, today), reason],
      );
    }
  }
};

export default seed;
