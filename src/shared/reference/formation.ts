// Enumerations of diplomas and sessions (spec 000 section 3).
import type { RefList } from './types.ts';

export const types_session = [
  { id: 1, label: 'Complète' },
  { id: 0, label: 'Allégé' },
] as const satisfies RefList;

export const niveaux_diplome = [
  { id: 0, label: 'Niveau 3 (CAP, BEP)' },
  { id: 1, label: 'Niveau 4 (Bac)' },
  { id: 2, label: 'Niveau 5 (Bac+2)' },
  { id: 3, label: 'Niveau 6 (Bac+3, Bac+4)' },
  { id: 4, label: 'Niveau 7 (Bac+5)' },
] as const satisfies RefList;

export const types_diplome = [
  { id: 0, label: 'CPJEPS' },
  { id: 1, label: 'BPJEPS' },
  { id: 2, label: 'DEJEPS' },
  { id: 3, label: 'DESJEPS' },
  { id: 4, label: 'Titre Pro' },
  { id: 5, label: 'Titre à Finalité' },
  { id: 6, label: 'CQP', specId: 5 },
] as const satisfies RefList;

export const durees_diplome = [
  { id: 1, label: 'Jours' },
  { id: 2, label: 'Mois' },
  { id: 3, label: 'Années' },
] as const satisfies RefList;
