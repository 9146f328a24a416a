// Support tickets: module, type and status (spec 000 section 3).
import type { RefList } from './types.ts';

export const modules_ticket = [
  { id: 1, label: 'Antenne' },
  { id: 2, label: 'Candidature' },
  { id: 3, label: 'Stagiaire' },
  { id: 4, label: 'Pédagogie' },
  { id: 5, label: 'Entreprise' },
  { id: 6, label: 'Post-formation' },
] as const satisfies RefList;

export const types_ticket = [
  { id: 1, label: 'Maintenance' },
  { id: 2, label: 'Aide' },
] as const satisfies RefList;

export const statuts_ticket = [
  { id: 1, label: 'En cours' },
  { id: 2, label: 'En attente' },
  { id: 3, label: 'Résolu' },
] as const satisfies RefList;

/** RGPD requests of the register: an export of a person's data, or its erasure (anonymisation). */
export const types_demande_rgpd = [
  { id: 1, label: 'Export des données' },
  { id: 2, label: 'Effacement (anonymisation)' },
] as const satisfies RefList;
