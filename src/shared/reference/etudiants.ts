// Enumerations of trainees and candidates (spec 000 section 3).
import type { RefList } from './types.ts';

export const types_etudiant = [
  { id: 0, label: 'Candidat' },
  { id: 1, label: 'Stagiaire' },
] as const satisfies RefList;

export const etats_etudiant = [
  { id: 0, label: 'Présent' },
  { id: 1, label: 'Sorti' },
  { id: 2, label: 'Archivé' },
  { id: 3, label: 'Supprimé' },
] as const satisfies RefList;

export const etats_parcours = [
  { id: 1, label: 'En formation' },
  { id: 2, label: 'En contrat' },
  { id: 3, label: 'En rupture' },
] as const satisfies RefList;

export const types_cursus = [
  { id: 1, label: 'Apprentissage', apprenti: true },
  { id: 10, label: 'Apprentissage sans employeur', apprenti: true },
  { id: 9, label: 'Hors apprentissage', apprenti: false },
  { id: null, label: 'Non renseigné', apprenti: false },
] as const satisfies RefList;

/** Student status; `precision` means type_status_autre_details is required (spec 000 section 5). */
export const statuts_etudiant = [
  { id: 1, label: 'Apprenti', has_enterprise: true, has_diplome: true, color: '#4caf50', precision: false },
  { id: 7, label: 'Contrat aidé', has_enterprise: true, has_diplome: false, color: '#009688', precision: false },
  {
    id: 6,
    label: 'Contrat de professionnalisation',
    has_enterprise: true,
    has_diplome: true,
    color: '#2196f3',
    precision: false,
  },
  { id: 3, label: "Demandeur d'emploi", has_enterprise: false, has_diplome: true, color: '#ff9800', precision: false },
  { id: 4, label: 'Salarié', has_enterprise: true, has_diplome: false, color: '#9c27b0', precision: true },
  { id: 2, label: 'Stagiaire FP', has_enterprise: false, has_diplome: true, color: '#3f51b5', precision: false },
  { id: 8, label: 'Stagiaire FP App.', has_enterprise: true, has_diplome: true, color: '#673ab7', precision: false },
  { id: 5, label: 'Autre', has_enterprise: false, has_diplome: false, color: '#607d8b', precision: true },
  { id: null, label: 'Non renseigné', has_enterprise: false, has_diplome: false, color: '#9e9e9e', precision: false },
] as const satisfies RefList;

export const types_candidature = [
  { id: 1, label: 'Potentielle' },
  { id: 2, label: 'Prescrite' },
] as const satisfies RefList;

export const origines_candidature = [
  { id: 0, label: 'Parcoursup' },
  { id: 1, label: 'Site internet' },
  { id: 2, label: 'Réseaux sociaux' },
  { id: 3, label: 'Autre' },
] as const satisfies RefList;

export const origines_tep = [
  { id: 1, label: 'Validé' },
  { id: 2, label: 'Dispensé' },
] as const satisfies RefList;

/** Refusal reasons of a candidature: the spec gives labels without ids; ids follow its order. */
export const raisons_refus = [
  { id: 1, label: 'Abandon avant entrée' },
  { id: 2, label: "Hors critères d'admissibilité" },
  { id: 3, label: 'Situation administrative incomplète' },
] as const satisfies RefList;
