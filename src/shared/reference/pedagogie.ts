// Values of the data areas (spec 001 sections 3, 4 and 9): pedagogy (referentials, sequences, evaluation
// nodes, unit scores), registration requests, sign-in sheets and ACA certificates.
import type { RefList } from './types.ts';

export const types_referentiel = [
  { id: 'repository', label: 'Référentiel de diplôme' },
  { id: 'action', label: "Référentiel d'action" },
  { id: 'cps', label: 'Compétences psychosociales (CPS)' },
] as const satisfies RefList;

/** Sequence and evaluation types: the spec names CPS and POSITIONNING (sic, the stored value). */
export const types_sequence = [
  { id: 'POSITIONNING', label: 'Positionnement' },
  { id: 'CPS', label: 'Compétences psychosociales (CPS)' },
] as const satisfies RefList;

export const types_noeud_evaluation = [
  { id: 'UNIT', label: 'Unité de compétences' },
  { id: 'SKILL', label: 'Compétence' },
  { id: 'DESCRIPTOR', label: 'Descripteur' },
] as const satisfies RefList;

/** Unit score scale 0 to 3. */
export const scores_unite = [
  { id: 0, label: 'Non évalué' },
  { id: 1, label: 'Niveau 1' },
  { id: 2, label: 'Niveau 2' },
  { id: 3, label: 'Niveau 3' },
] as const satisfies RefList;

/** Registration request status: only 1 and 2 are named; other values get a generic update message. A request
 * not yet processed (null) reads « En attente », not « — ». `severity`: its colour wherever it shows (spec 001
 * section 4: accepted green, refused red, waiting blue). */
export const statuts_demande_inscription = [
  // Set only by « Accepter » (the candidate is created with it): a form never offers it.
  { id: 1, label: 'Acceptée', masque_formulaire: true, severity: 'success' },
  { id: 2, label: 'Refusée', severity: 'error' },
  { id: null, label: 'En attente', severity: 'info' },
] as const satisfies RefList;

/** Status of a student line of a sign-in sheet. */
export const statuts_emargement_etudiant = [
  { id: 0, label: 'Absent' },
  { id: 1, label: 'Présent' },
] as const satisfies RefList;

/**
 * Status of a sign-in sheet: the spec names 1 (signed off) and a parent status 2 that skips the absence
 * check; 0 and the label of 2 are ours.
 */
export const statuts_emargement = [
  { id: 0, label: 'Ouverte' },
  { id: 1, label: 'Signée' },
  { id: 2, label: 'Clôturée' },
] as const satisfies RefList;

/** Statuses of an RPP follow-up (suivi_rpps.status). The spec gives only the default, 1; these labels are
 * ours, as a product names the life of a follow-up: 1 is the default. */
export const statuts_suivi_rpp = [
  { id: 1, label: 'En cours' },
  { id: 2, label: 'Terminé' },
  { id: 3, label: 'En attente' },
  { id: 4, label: 'Abandonné' },
] as const satisfies RefList;

/** ACA (certificate of acquired skills) statuses, as stored. */
export const statuts_aca = [
  { id: 'brouillon', label: 'Brouillon' },
  { id: 'finalisee', label: 'Finalisée' },
  { id: 'archivee', label: 'Archivée' },
] as const satisfies RefList;
