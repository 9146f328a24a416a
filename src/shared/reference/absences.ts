// Absence reasons (spec 000 section 3; last id 19 in section 9).
import type { RefList } from './types.ts';

/**
 * The spec names 20 reasons for ids 1 to 19: "sanction" and "work accident" each exist for the centre and
 * for the company, which gives ids 1 to 18 to the other 18 reasons in the spec's order, and the earlier
 * product gave 19 to both "Exclusion" and "Fête religieuse".
 *
 * Duplicate id 19, handled so: a stored 19 cannot tell which of the two it meant, and showing a religious
 * holiday as an exclusion (a disciplinary measure) would wrong the trainee. So 19 stays valid and readable
 * with a label naming both (`legacy`: shown, never offered for new input), and each reason gets its own new
 * id: 20 Exclusion, 21 Fête religieuse. A user can re-qualify an old 19 by choosing one of them.
 */
export const raisons_absence = [
  { id: 1, label: 'Absence injustifiée (centre)' },
  { id: 2, label: 'Absence injustifiée (entreprise)' },
  { id: 3, label: 'Absence justifiée (centre)' },
  { id: 4, label: 'Sanction (centre)' },
  { id: 5, label: 'Sanction (entreprise)' },
  { id: 6, label: 'Accident du travail (centre)' },
  { id: 7, label: 'Accident du travail (entreprise)' },
  { id: 8, label: 'Hors activité pédagogique' },
  { id: 9, label: 'Arrêt maladie' },
  { id: 10, label: 'Congés payés' },
  { id: 11, label: 'Libéré' },
  { id: 12, label: 'Maternité' },
  { id: 13, label: 'Mise à pied' },
  { id: 14, label: 'Recherche de stage' },
  { id: 15, label: 'Rendez-vous' },
  { id: 16, label: 'Repos hebdomadaire' },
  { id: 17, label: 'Retard' },
  { id: 18, label: 'Suspension de formation' },
  { id: 19, label: 'Exclusion ou fête religieuse (ancien code 19)', legacy: true, remplace_par: [20, 21] },
  { id: 20, label: 'Exclusion', ancien_id: 19 },
  { id: 21, label: 'Fête religieuse', ancien_id: 19 },
] as const satisfies RefList;
