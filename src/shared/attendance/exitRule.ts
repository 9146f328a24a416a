// Spec 000 section 4: adding an absence also adds it to attendance (pointage), but only when the trainee has
// an exit date or a planned exit date. The pointage is the attendance statement sent for trainees whose
// course has an end; without one there is nothing to report yet (the exit update adds them later).
export interface ExitDates {
  date_sortie?: string | null;
  date_sortie_prevue?: string | null;
}

export function goesToPointage(etudiant: ExitDates): boolean {
  return Boolean(etudiant.date_sortie) || Boolean(etudiant.date_sortie_prevue);
}
