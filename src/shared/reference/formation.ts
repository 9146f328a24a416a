// Enumerations of diplomas, sessions, training actions and trainers (spec 000 section 3).
import type { RefList } from './types.ts';

export const types_session = [
  { id: 1, label: 'Complète' },
  { id: 0, label: 'Allégé' },
] as const satisfies RefList;

/** Diploma level options 0 to 4: the levels 3 to 7 of the national nomenclature of certifications. */
export const niveaux_diplome = [
  { id: 0, label: 'Niveau 3 (CAP, BEP)', niveau: 3 },
  { id: 1, label: 'Niveau 4 (Bac)', niveau: 4 },
  { id: 2, label: 'Niveau 5 (Bac+2)', niveau: 5 },
  { id: 3, label: 'Niveau 6 (Bac+3, Bac+4)', niveau: 6 },
  { id: 4, label: 'Niveau 7 (Bac+5)', niveau: 7 },
] as const satisfies RefList;

/** The second nomenclature, 1 to 7 plus null: the national levels (decree of 8 January 2019). */
export const niveaux_certification = [
  { id: null, label: 'Non renseigné' },
  { id: 1, label: 'Niveau 1 (savoirs de base)' },
  { id: 2, label: 'Niveau 2 (activités simples)' },
  { id: 3, label: 'Niveau 3 (CAP, BEP)' },
  { id: 4, label: 'Niveau 4 (Bac)' },
  { id: 5, label: 'Niveau 5 (Bac+2)' },
  { id: 6, label: 'Niveau 6 (Bac+3, Bac+4)' },
  { id: 7, label: 'Niveau 7 (Bac+5)' },
] as const satisfies RefList;

/**
 * Diploma types. The spec gives 5 to both "Titre à Finalité" and "CQP" (duplicate id). A stored 5 cannot
 * tell which it meant, so it stays valid, shown with both names (`legacy`: never offered for new input),
 * and each type gets its own new id: 6 Titre à Finalité, 7 CQP. Same rule as raisons_absence 19.
 */
export const types_diplome = [
  { id: 0, label: 'CPJEPS' },
  { id: 1, label: 'BPJEPS' },
  { id: 2, label: 'DEJEPS' },
  { id: 3, label: 'DESJEPS' },
  { id: 4, label: 'Titre Pro' },
  { id: 5, label: 'Titre à Finalité ou CQP (ancien code 5)', legacy: true, remplace_par: [6, 7] },
  { id: 6, label: 'Titre à Finalité', ancien_id: 5 },
  { id: 7, label: 'CQP', ancien_id: 5 },
] as const satisfies RefList;

export const durees_diplome = [
  { id: 1, label: 'Jours' },
  { id: 2, label: 'Mois' },
  { id: 3, label: 'Années' },
] as const satisfies RefList;

export const types_action = [
  { id: 1, label: 'Diplômante' },
  { id: 2, label: 'Non diplômante' },
] as const satisfies RefList;

export const types_formateur = [
  { id: 1, label: 'Interne' },
  { id: 2, label: 'Externe' },
  { id: 3, label: 'Autre' },
] as const satisfies RefList;

/** Pedagogical objectives 1 to 5: the spec gives only the range; labels are ours. */
export const objectifs_pedagogiques = [
  { id: 1, label: 'Acquérir les compétences du diplôme' },
  { id: 2, label: 'Renforcer les savoirs de base' },
  { id: 3, label: 'Consolider les compétences professionnelles' },
  { id: 4, label: 'Préparer la certification' },
  { id: 5, label: 'Autre objectif' },
] as const satisfies RefList;

/** Group years and closing years: 1 to 5 for 2021 to 2025. */
export const annees_groupe = [
  { id: 1, label: '2021', annee: 2021 },
  { id: 2, label: '2022', annee: 2022 },
  { id: 3, label: '2023', annee: 2023 },
  { id: 4, label: '2024', annee: 2024 },
  { id: 5, label: '2025', annee: 2025 },
] as const satisfies RefList;
export const annees_fermeture = annees_groupe;
