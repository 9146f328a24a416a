// Interview types, details and modes (spec 000 section 3; last interview type id 21 in section 9).
import type { RefList } from './types.ts';

/** Interview types with their tag; types 6 and 7 have a detail (Suivi numéro 1 to 3). */
export const types_entretien = [
  { id: 1, label: 'Fin de parcours', tag: 'fin_parcours', details: false },
  { id: 2, label: 'Entrée', tag: 'entree', details: false },
  { id: 3, label: 'Mi-parcours', tag: 'mi_parcours', details: false },
  { id: 4, label: 'Suivi apprentissage', tag: 'suivi_apprentissage', details: false },
  { id: 5, label: 'Autre', tag: 'autre', details: false },
  { id: 6, label: 'Suivi formation', tag: 'suivi_formation', details: true },
  { id: 7, label: 'Suivi structure', tag: 'suivi_structure', details: true },
  { id: 8, label: 'Accompagnement santé social', tag: 'accompagnement_sante_social', details: false },
  { id: 9, label: 'Suivi projet professionnel', tag: 'suivi_projet_professionnel', details: false },
  { id: 10, label: 'Accueil', tag: 'accueil', details: false },
  { id: 11, label: 'Référent handicap', tag: 'referent_handicap', details: false },
  { id: 12, label: 'Positionnement', tag: 'positionnement', details: false },
  { id: 13, label: 'Restitution de positionnement', tag: 'restitution_positionnement', details: false },
  { id: 14, label: 'Contractualisation et engagement', tag: 'contractualisation_engagement', details: false },
  { id: 15, label: 'Suivi pédagogique', tag: 'suivi_pedagogique', details: false },
  { id: 16, label: 'Bilan intermédiaire', tag: 'bilan_intermediaire', details: false },
  { id: 17, label: 'Bilan de fin de parcours', tag: 'bilan_fin_parcours', details: false },
  { id: 18, label: 'Écoute', tag: 'ecoute', details: false },
  { id: 19, label: 'Régulation', tag: 'regulation', details: false },
  { id: 20, label: 'Signalement', tag: 'signalement', details: false },
  { id: 21, label: 'Référent école', tag: 'referent_ecole', details: false },
] as const satisfies RefList;

/** Details of interview types 6 and 7. */
export const details_entretien = [
  { id: 1, label: 'Suivi numéro 1' },
  { id: 2, label: 'Suivi numéro 2' },
  { id: 3, label: 'Suivi numéro 3' },
] as const satisfies RefList;

export const modes_entretien = [
  { id: null, label: 'Non précisé' },
  { id: 1, label: 'Téléphone' },
  { id: 2, label: 'Courrier' },
  { id: 3, label: 'Rendez-vous' },
  { id: 4, label: 'Courriel' },
  { id: 5, label: 'Messagerie' },
  { id: 6, label: 'Autre' },
] as const satisfies RefList;
