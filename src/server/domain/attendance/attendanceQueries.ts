// Reads behind the attendance views: hours present come from signed-off sheets (sheet status 1, line
// status 1), absences from etudiant_absences overlapping the period (clipped to it).
import type { Queryable } from '../../db/index.ts';

export interface PresentSlot {
  etudiant_id: number;
  dt_start: string;
  hr_start: string;
  hr_end: string;
  title: string;
}
export interface AbsenceSpan {
  id: number;
  etudiant_id: number;
  raison: number;
  dt_start: string;
  dt_end: string;
  hr_start: string | null;
  hr_end: string | null;
}

export async function presentSlots(
  q: Queryable,
  etudiantIds: number[],
  start: string,
  end: string,
): Promise<PresentSlot[]> {
  if (etudiantIds.length === 0) return [];
  return (
    await q.query<PresentSlot & Record<string, unknown>>(
      `SELECT l.etudiant_id, e.dt_start, e.hr_start, e.hr_end, e.title
       FROM scheduler_event_emargement_etudiants l
       JOIN scheduler_event_emargements s ON s.id = l.emargement_id AND s.status = 1
       JOIN scheduler_events e ON e.id = s.event_id
      WHERE l.status = 1 AND l.etudiant_id = ANY($1::int[]) AND e.dt_start >= $2 AND e.dt_start <= $3
      ORDER BY e.dt_start, e.hr_start`,
      [etudiantIds, start, end],
    )
  ).rows;
}

export async function absenceSpans(
  q: Queryable,
  etudiantIds: number[],
  start: string,
  end: string,
): Promise<AbsenceSpan[]> {
  if (etudiantIds.length === 0) return [];
  const rows = (
    await q.query<AbsenceSpan & Record<string, unknown>>(
      `SELECT id, etudiant_id, raison, dt_start, dt_end, hr_start, hr_end FROM etudiant_absences
      WHERE etudiant_id = ANY($1::int[]) AND dt_start <= $3 AND dt_end >= $2 ORDER BY dt_start, id`,
      [etudiantIds, start, end],
    )
  ).rows;
  return rows.map((a) => ({
    ...a,
    dt_start: a.dt_start < start ? start : a.dt_start,
    dt_end: a.dt_end > end ? end : a.dt_end,
  }));
}
