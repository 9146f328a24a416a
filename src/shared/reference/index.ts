// Reference data (enumerations), once, shared by the server (validation of x-enum) and the admin (choices).
// Each domain module exports only lists; they are merged here under their snake_case French names.
import type { RefItem, RefList } from './types.ts';
import * as general from './general.ts';
import * as personnes from './personnes.ts';
import * as etudiants from './etudiants.ts';
import * as absences from './absences.ts';
import * as formation from './formation.ts';
import * as documents from './documents.ts';
import * as entreprises from './entreprises.ts';
import * as financement from './financement.ts';
import * as groupes from './groupes.ts';
import * as entretiens from './entretiens.ts';
import * as suivi from './suivi.ts';
import * as evaluations from './evaluations.ts';
import * as facturation from './facturation.ts';
import * as ged from './ged.ts';
import * as tickets from './tickets.ts';
import * as prestataires from './prestataires.ts';
import * as cerfa from './cerfa.ts';
import * as pedagogie from './pedagogie.ts';
import * as statistiques from './statistiques.ts';
import * as territoires from './nomenclatures/territoires.ts';
import * as secteurs from './nomenclatures/secteurs-activite.ts';
import * as formesJuridiques from './nomenclatures/formes-juridiques.ts';
import { selectableItems } from './derived.ts';

export type { RefItem, RefList };
export {
  couleurDeterministe,
  anneesStatistiques,
  NIVEAU_STATISTIQUES_DEFAUT,
  isSelectable,
  selectableItems,
} from './derived.ts';

/** The domain modules, so a test can prove that no two of them export the same list name. */
export const referenceDomains = {
  general,
  personnes,
  etudiants,
  absences,
  formation,
  documents,
  entreprises,
  financement,
  groupes,
  entretiens,
  suivi,
  evaluations,
  facturation,
  ged,
  tickets,
  prestataires,
  cerfa,
  pedagogie,
  statistiques,
  territoires,
  secteurs,
  formesJuridiques,
} satisfies Record<string, Record<string, RefList>>;

export const referenceLists = {
  ...general,
  ...personnes,
  ...etudiants,
  ...absences,
  ...formation,
  ...documents,
  ...entreprises,
  ...financement,
  ...groupes,
  ...entretiens,
  ...suivi,
  ...evaluations,
  ...facturation,
  ...ged,
  ...tickets,
  ...prestataires,
  ...cerfa,
  ...pedagogie,
  ...statistiques,
  ...territoires,
  ...secteurs,
  ...formesJuridiques,
} satisfies Record<string, RefList>;

export type ReferenceListName = keyof typeof referenceLists;

export function isReferenceList(name: string): name is ReferenceListName {
  return Object.prototype.hasOwnProperty.call(referenceLists, name);
}

/** The entry of `id` in list `name`, or undefined when unknown. */
export function referenceItem(name: string, id: unknown): RefItem | undefined {
  if (!isReferenceList(name)) return undefined;
  const list: RefList = referenceLists[name];
  return list.find((item) => item.id === id);
}

/** The French label of `id` in list `name`, or undefined when unknown. */
export function referenceLabel(name: string, id: unknown): string | undefined {
  return referenceItem(name, id)?.label;
}

/** The ids a stored value may take (every entry, legacy ones included: stored data stays valid). */
export function referenceIds(name: ReferenceListName): RefItem['id'][] {
  const list: RefList = referenceLists[name];
  return list.map((item) => item.id);
}

/** The entries an input offers for list `name` (legacy and hidden entries left out, but the current one). */
export function referenceChoices(name: ReferenceListName, current?: unknown): RefItem[] {
  return selectableItems(referenceLists[name], current);
}
