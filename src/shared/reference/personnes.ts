// Identity enumerations of a person (spec 000 section 3).
import type { RefList } from './types.ts';

export const civilites = [
  { id: 0, label: 'Monsieur', short: 'M.' },
  { id: 1, label: 'Madame', short: 'Mme.' },
] as const satisfies RefList;

export const situations_matrimoniales = [
  { id: 0, label: 'Non renseignée' },
  { id: 1, label: 'Célibataire' },
  { id: 2, label: 'Marié(e)' },
  { id: 3, label: 'Pacsé(e)' },
  { id: 4, label: 'Concubinage' },
  { id: 5, label: 'Union libre' },
  { id: 6, label: 'Veuf(ve)' },
  { id: 7, label: 'Séparé(e)' },
  { id: 8, label: 'Divorcé(e)' },
] as const satisfies RefList;
