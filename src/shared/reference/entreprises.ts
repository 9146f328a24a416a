// Enumerations of companies: types, statuses, sizes, follow-ups, partnerships and attached documents
// (spec 000 section 3). Legal forms and activity sectors are public nomenclatures, in nomenclatures/.
import type { RefList } from './types.ts';

export const types_entreprise = [
  { id: 1, label: 'Entreprise' },
  { id: 2, label: 'Club sportif' },
  { id: 3, label: 'Institutionnel' },
  { id: 4, label: 'Fondation' },
  { id: 5, label: 'Autre' },
] as const satisfies RefList;

/** Company statuses: the spec's ids are 1, 3, 6 and 5 (2 and 4 are not used), in this order. */
export const statuts_entreprise = [
  { id: 1, label: 'Entreprise' },
  { id: 3, label: 'Association' },
  { id: 6, label: 'Société' },
  { id: 5, label: 'Autre' },
] as const satisfies RefList;

export const tailles_entreprise = [
  { id: 1, label: 'Moins de 10 salariés' },
  { id: 2, label: 'De 10 à 50 salariés' },
  { id: 3, label: 'De 50 à 100 salariés' },
  { id: 4, label: 'Plus de 100 salariés' },
] as const satisfies RefList;

/** Company follow-up types: the spec's ids are 1 and 3 to 7 (2 is not used); labels are ours. */
export const types_suivi_entreprise = [
  { id: 1, label: 'Visite en entreprise' },
  { id: 3, label: 'Entretien téléphonique' },
  { id: 4, label: 'Courriel' },
  { id: 5, label: 'Rendez-vous au centre' },
  { id: 6, label: 'Réunion des tuteurs' },
  { id: 7, label: 'Autre' },
] as const satisfies RefList;

/** Partnership types: the spec says "a list of 13 names" without them; these fit the spec's clients. */
export const types_partenariat = [
  { id: 1, label: "Entreprise d'accueil" },
  { id: 2, label: 'Club sportif' },
  { id: 3, label: 'Fédération sportive' },
  { id: 4, label: 'Ligue ou comité régional' },
  { id: 5, label: 'Comité départemental' },
  { id: 6, label: 'Collectivité territoriale' },
  { id: 7, label: "Service de l'État" },
  { id: 8, label: 'Association' },
  { id: 9, label: 'Établissement scolaire' },
  { id: 10, label: 'Organisme de formation' },
  { id: 11, label: 'Fondation' },
  { id: 12, label: 'Mécène ou partenaire financier' },
  { id: 13, label: 'Autre' },
] as const satisfies RefList;

/**
 * Documents attached to a company: 9 types, with `organisme_formation_only` (asked only of companies that
 * are training organisations, e.g. subcontractors) and `expires` (the document carries an end of validity).
 */
export const documents_entreprise = [
  { id: 1, label: 'Extrait Kbis', organisme_formation_only: false, expires: true },
  { id: 2, label: 'Attestation de vigilance URSSAF', organisme_formation_only: false, expires: true },
  { id: 3, label: "Attestation d'assurance responsabilité civile", organisme_formation_only: false, expires: true },
  { id: 4, label: "Relevé d'identité bancaire", organisme_formation_only: false, expires: false },
  { id: 5, label: 'Convention de partenariat', organisme_formation_only: false, expires: false },
  { id: 6, label: "Déclaration d'activité (NDA)", organisme_formation_only: true, expires: false },
  { id: 7, label: 'Certificat Qualiopi', organisme_formation_only: true, expires: true },
  { id: 8, label: 'Conditions générales de vente', organisme_formation_only: true, expires: false },
  { id: 9, label: 'Autre document', organisme_formation_only: false, expires: false },
] as const satisfies RefList;
