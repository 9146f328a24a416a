// Post-training follow-up: steps, situations, contract types, exit reasons and situations, time abroad
// (spec 000 sections 3 and 9).
import type { RefList } from './types.ts';

export const etapes_suivi = [
  { id: 1, label: '3 mois', mois: 3 },
  { id: 2, label: '6 mois', mois: 6 },
  { id: 3, label: '9 mois', mois: 9 },
  { id: 4, label: '12 mois', mois: 12 },
  // The two employer-search deadlines (raisons_sortie 16 and 17) are followed up too.
  { id: 5, label: "3 mois de recherche d'employeur", mois: 3 },
  { id: 6, label: '6 mois après une rupture', mois: 6 },
] as const satisfies RefList;

export const situations_suivi = [
  { id: 1, label: 'En emploi' },
  { id: 2, label: "En recherche d'emploi" },
  { id: 3, label: 'En formation' },
  { id: 4, label: 'Autre' },
] as const satisfies RefList;

/** Contract types 1 to 15: the spec names the kinds, not each label; this order is ours. */
export const types_contrat = [
  { id: 1, label: 'CDD à temps plein' },
  { id: 2, label: 'CDD à temps partiel' },
  { id: 3, label: 'CDI à temps plein' },
  { id: 4, label: 'CDI à temps partiel' },
  { id: 5, label: 'Contrat saisonnier' },
  { id: 6, label: 'Contrat aidé' },
  { id: 7, label: 'Intérim' },
  { id: 8, label: 'Travailleur indépendant' },
  { id: 9, label: "Contrat d'apprentissage (même niveau de diplôme)" },
  { id: 10, label: "Contrat d'apprentissage (niveau de diplôme supérieur)" },
  { id: 11, label: 'Contrat de professionnalisation (même niveau de diplôme)' },
  { id: 12, label: 'Contrat de professionnalisation (niveau de diplôme supérieur)' },
  { id: 13, label: 'Fonction publique' },
  { id: 14, label: 'Service civique' },
  { id: 15, label: 'Autre contrat' },
] as const satisfies RefList;

/**
 * Exit reasons 1 to 17: abandonment, exclusion, end of contract, the contract breakups (during or after the
 * trial period, by the trainee, the employer or by mutual agreement, with or without the trainee staying in
 * training) and the two employer-search deadlines of section 9 (3 months, 6 months after a breakup).
 */
export const raisons_sortie = [
  { id: 1, label: 'Abandon' },
  { id: 2, label: 'Exclusion' },
  { id: 3, label: 'Fin de contrat' },
  { id: 4, label: "Rupture pendant la période d'essai à l'initiative de l'apprenant, avec maintien en formation" },
  { id: 5, label: "Rupture pendant la période d'essai à l'initiative de l'apprenant, sans maintien en formation" },
  { id: 6, label: "Rupture pendant la période d'essai à l'initiative de l'employeur, avec maintien en formation" },
  { id: 7, label: "Rupture pendant la période d'essai à l'initiative de l'employeur, sans maintien en formation" },
  { id: 8, label: "Rupture pendant la période d'essai d'un commun accord, avec maintien en formation" },
  { id: 9, label: "Rupture pendant la période d'essai d'un commun accord, sans maintien en formation" },
  { id: 10, label: "Rupture après la période d'essai à l'initiative de l'apprenant, avec maintien en formation" },
  { id: 11, label: "Rupture après la période d'essai à l'initiative de l'apprenant, sans maintien en formation" },
  { id: 12, label: "Rupture après la période d'essai à l'initiative de l'employeur, avec maintien en formation" },
  { id: 13, label: "Rupture après la période d'essai à l'initiative de l'employeur, sans maintien en formation" },
  { id: 14, label: "Rupture après la période d'essai d'un commun accord, avec maintien en formation" },
  { id: 15, label: "Rupture après la période d'essai d'un commun accord, sans maintien en formation" },
  { id: 16, label: "Dépassement du délai de 3 mois de recherche d'employeur" },
  { id: 17, label: 'Dépassement du délai de 6 mois après une rupture de contrat' },
] as const satisfies RefList;

/** Exit situation: ids 2 to 6 (1 is not used). Regions and sectors of the exit follow-up reuse
 * `regions` and `secteurs_activite`. */
export const situations_sortie = [
  { id: 2, label: 'En emploi' },
  { id: 3, label: 'En formation' },
  { id: 4, label: "En recherche d'emploi" },
  { id: 5, label: "À l'étranger" },
  { id: 6, label: 'Autre' },
] as const satisfies RefList;

export const sejours_etranger = [
  { id: 1, label: 'Moins de 3 mois' },
  { id: 2, label: 'De 3 à 6 mois' },
  { id: 3, label: 'Plus de 6 mois' },
  { id: 4, label: 'Définitif' },
] as const satisfies RefList;
