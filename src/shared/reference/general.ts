// Cross-domain enumerations: roles and the global entity state (spec 000 section 3).
import type { RefList } from './types.ts';

export const roles = [
  { id: 'ROLE_SUPERVISOR', label: 'Superviseur' },
  { id: 'ROLE_ADMIN', label: 'Administrateur' },
  { id: 'ROLE_COORDINATOR', label: 'Coordinateur' },
  { id: 'ROLE_USER', label: 'Utilisateur' },
  { id: 'ROLE_GUEST', label: 'Invité' },
] as const satisfies RefList;

export const etats_entite = [
  { id: 0, label: 'Actif' },
  { id: 1, label: 'Archivé' },
  { id: 2, label: 'Supprimé', hidden: true },
] as const satisfies RefList;
