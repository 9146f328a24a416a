// Statistics filter options (spec 001 section 9): -1 means "all". The year options depend on today: see
// anneesStatistiques in derived.ts.
import type { RefList } from './types.ts';

export const sexes_statistiques = [
  { id: -1, label: 'Tous' },
  { id: 0, label: 'Homme' },
  { id: 1, label: 'Femme' },
] as const satisfies RefList;

export const etats_statistiques = [
  { id: -1, label: 'Tous' },
  { id: 0, label: 'Présent' },
  { id: 1, label: 'Sortie' },
] as const satisfies RefList;
