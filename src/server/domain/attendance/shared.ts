// What the attendance routes share: the names of their resources (ids, dates, write checks, scoped rows and
// collections come from the request toolkit, http/request.ts).

export const R = {
  events: 'scheduler_events',
  sheets: 'scheduler_event_emargements',
  lines: 'scheduler_event_emargement_etudiants',
  speakers: 'scheduler_speakers',
  activities: 'scheduler_activities',
  absences: 'etudiant_absences',
  pointages: 'etudiant_pointages',
  etudiants: 'etudiants',
} as const;

export { model } from '../common.ts';
