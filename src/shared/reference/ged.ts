// Shared document management (GED): types, statuses and folders (spec 000 section 3).
import type { RefList } from './types.ts';

export const types_ged = [
  { id: 1, label: 'Procédure' },
  { id: 2, label: 'Formulaire' },
] as const satisfies RefList;

export const statuts_ged = [
  { id: 1, label: 'Dernière version' },
  { id: 2, label: 'Version à modifier' },
] as const satisfies RefList;

/** Folders; a client profile's accessRight.gedFolders lists the ids it offers. */
export const dossiers_ged = [
  { id: 'centre', label: 'Centre' },
  { id: 'antenne', label: 'Antenne' },
  { id: 'siege', label: 'Siège' },
  { id: 'espace_personnel', label: 'Espace personnel' },
  { id: 'pdp', label: 'PDP' },
  { id: 'serveur', label: 'Serveur' },
  { id: 'ecole_privee', label: 'École privée' },
] as const satisfies RefList;
