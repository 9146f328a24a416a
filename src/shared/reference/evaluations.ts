// Exams, evaluations and surveys (spec 000 section 3).
import type { RefList } from './types.ts';

export const resultats_examen = [
  { id: 1, label: 'Acquis' },
  { id: 2, label: 'Partiellement acquis' },
  { id: 3, label: 'Non acquis' },
  { id: 4, label: 'Abandon' },
  { id: 5, label: 'Non présenté' },
  { id: 6, label: 'Exclu' },
] as const satisfies RefList;

export const resultats_evaluation = [
  { id: 0, label: 'Non évalué' },
  { id: 1, label: 'Acquis' },
  { id: 2, label: "En cours d'acquisition" },
  { id: 3, label: 'Non acquis' },
] as const satisfies RefList;

export const types_evaluation = [
  { id: 1, label: 'ECF 1' },
  { id: 2, label: 'ECF 2' },
  { id: 3, label: 'Examen blanc' },
] as const satisfies RefList;

/** Period of a branch (antenne) evaluation. */
export const periodes_evaluation_antenne = [
  { id: 1, label: 'Début de formation' },
  { id: 2, label: 'Milieu de formation' },
  { id: 3, label: 'Fin de formation' },
] as const satisfies RefList;

export const statuts_enquete = [
  { id: 1, label: 'En attente de réponse' },
  { id: 2, label: 'Répondu' },
] as const satisfies RefList;

/** Kind of survey model: one per post-training menu entry (the last four for the client that has them). */
export const categories_enquete = [
  { id: 1, label: 'Enquête de satisfaction' },
  { id: 2, label: "Questionnaire d'insertion" },
  { id: 3, label: 'Enquête de début de formation' },
  { id: 4, label: 'Enquête de milieu de formation' },
  { id: 5, label: 'Enquête de fin de formation' },
  { id: 6, label: 'Enquête formateur' },
] as const satisfies RefList;

export const reponses_enquete_qualite = [
  { id: 1, label: 'Insatisfaisant' },
  { id: 2, label: 'Peu satisfaisant' },
  { id: 3, label: 'Satisfaisant' },
  { id: 4, label: 'Très satisfaisant' },
] as const satisfies RefList;

/** Quality survey type: 0 is set by the automatic mailing and is not offered on the form. */
export const types_enquete_qualite = [
  { id: 0, label: 'Courriel automatique', masque_formulaire: true },
  { id: 1, label: 'Courriel', masque_formulaire: false },
  { id: 2, label: 'Téléphone', masque_formulaire: false },
  { id: 3, label: 'Autre', masque_formulaire: false },
] as const satisfies RefList;
