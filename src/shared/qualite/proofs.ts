// Pure rules of the Qualiopi screen: an indicator's status from what the product counted, and the admin
// address of each kind of record a proof lists (the same paths as the generic views' records).

export type QualiopiStatus = 'couvert' | 'partiel' | 'aucune';

/**
 * Status of an indicator: for a proof counted per trainee (or per provider), covered when every one of
 * `total` has it, partial when some do, no proof when none; for a plain count (`total` null), covered when
 * there is at least one record. `flagged` (expired documents, unanswered surveys) makes a covered one partial.
 */
export function statusOf(covered: number, total: number | null, flagged = 0): QualiopiStatus {
  if (total === null) {
    if (covered === 0) return 'aucune';
    return flagged > 0 ? 'partiel' : 'couvert';
  }
  if (total === 0 || covered === 0) return 'aucune';
  return covered >= total && flagged === 0 ? 'couvert' : 'partiel';
}

/** Admin addresses of the records a proof lists. */
export const recordLinks = {
  etudiants: (id: number) => `/stagiaires/${id}`,
  etudiant_interviews: (id: number) => `/stagiaire/entretiens/${id}`,
  etudiant_plan_individuel_formations: (id: number) => `/pedagogie/plan_individualise_de_formation/${id}`,
  positionnements: (id: number) => `/pedagogie/test_positionnement/${id}`,
  antenne_evaluations: (id: number) => `/pedagogie/evaluations/${id}`,
  prestataires: (id: number) => `/antenne/gestion-prestataires/${id}`,
  prestataire_documents: (id: number) => `/prestataire_documents/${id}`,
  tickets: (id: number) => `/assistance/tickets/${id}`,
  ged_documents: (id: number) => `/ged_documents/${id}`,
} as const;

/** Period of a year: 1 January to 31 December. */
export const yearPeriod = (year: number): { debut: string; fin: string } => ({
  debut: `${year}-01-01`,
  fin: `${year}-12-31`,
});
