// Providers (prestataires) and trainers: types, statuses, missions, attachment statuses, quality
// certifications and trainer documents (spec 000 section 3).
import type { RefList } from './types.ts';

/** Provider types 1 to 6: the spec gives the range only. */
export const types_prestataire = [
  { id: 1, label: 'Formateur indépendant' },
  { id: 2, label: 'Organisme de formation' },
  { id: 3, label: 'Entreprise' },
  { id: 4, label: 'Association' },
  { id: 5, label: 'Établissement public' },
  { id: 6, label: 'Autre' },
] as const satisfies RefList;

export const statuts_prestataire = [
  { id: 1, label: 'Salarié' },
  { id: 2, label: 'Indépendant' },
  { id: 3, label: 'Retraité' },
  { id: 4, label: 'Autre' },
] as const satisfies RefList;

export const missions_prestataire = [
  { id: 1, label: 'Formateur' },
  { id: 2, label: 'Tuteur' },
  { id: 3, label: 'Jury' },
  { id: 4, label: 'Évaluateur' },
] as const satisfies RefList;

/** Attachment (rattachement) statuses 1 to 5: the spec gives the range only. */
export const statuts_rattachement = [
  { id: 1, label: 'En attente' },
  { id: 2, label: 'Documents demandés' },
  { id: 3, label: 'Dossier complet' },
  { id: 4, label: 'Validé' },
  { id: 5, label: 'Refusé' },
] as const satisfies RefList;

/** Quality certifications 1 to 4: the spec gives the range only. */
export const certifications_qualite = [
  { id: 1, label: 'Qualiopi' },
  { id: 2, label: 'Datadock' },
  { id: 3, label: 'ISO 9001' },
  { id: 4, label: 'Autre certification' },
] as const satisfies RefList;

/**
 * Trainer documents: 8 types. Only the professional card and the social-security attestation expire; the
 * criminal record extract must be less than one month old (`age_max_jours`, checked on its date).
 */
export const documents_formateur = [
  { id: 1, label: 'Curriculum vitae', expires: false, age_max_jours: null },
  { id: 2, label: 'Copie des diplômes', expires: false, age_max_jours: null },
  { id: 3, label: 'Carte professionnelle', expires: true, age_max_jours: null },
  { id: 4, label: 'Attestation de sécurité sociale', expires: true, age_max_jours: null },
  { id: 5, label: 'Extrait de casier judiciaire', expires: false, age_max_jours: 31 },
  { id: 6, label: "Pièce d'identité", expires: false, age_max_jours: null },
  { id: 7, label: "Relevé d'identité bancaire", expires: false, age_max_jours: null },
  { id: 8, label: 'Contrat de prestation', expires: false, age_max_jours: null },
] as const satisfies RefList;
