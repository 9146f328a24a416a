// Values derived from reference data at run time: deterministic colours, the statistics year options and
// the choices an input offers (legacy and hidden entries are shown, never offered).
import type { RefItem, RefList } from './types.ts';
import { palette_couleurs } from './groupes.ts';

/** The palette entry of `key`: a stable string hash, so a group keeps its colour across pages and reloads. */
export function couleurDeterministe(key: string | number): (typeof palette_couleurs)[number] {
  let hash = 0;
  for (const char of String(key)) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return palette_couleurs[hash % palette_couleurs.length]!;
}

/** Default of the statistics level filter. */
export const NIVEAU_STATISTIQUES_DEFAUT = 'Tous';

/** Statistics year options: the current year and the 4 before it (5 in total), newest first. */
export function anneesStatistiques(today: Date = new Date()): RefItem[] {
  const year = today.getFullYear();
  return Array.from({ length: 5 }, (_, i) => ({ id: year - i, label: String(year - i) }));
}

/**
 * Whether an input may offer `item`: not a legacy id kept for stored data (raisons_absence 19, types_diplome
 * 5), not a hidden state (etats_entite 2), not a value set only by the system (types_enquete_qualite 0).
 */
export function isSelectable(item: RefItem): boolean {
  return item.legacy !== true && item.hidden !== true && item.masque_formulaire !== true;
}

/**
 * The entries an input offers, in the list's order. With `current` (the record's stored value), a legacy
 * entry holding it is kept too, so that editing an old record shows its value instead of an empty select.
 */
export function selectableItems(list: RefList, current?: unknown): RefItem[] {
  return list.filter((item) => isSelectable(item) || (current !== undefined && item.id === current));
}
