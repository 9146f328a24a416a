// Attendance totals of a trainee over a period: hours present (signed-off lines marked present), hours of
// justified and unjustified absences, and the attendance rate (present / (present + absent)).
import { daysBetween, minutesOf } from './time.ts';

/** Absence reasons counted as unjustified: the two "injustifiée" ones, sanctions, lay-off (mise à pied)
 * and exclusion. Every other reason (sickness, leave, appointment...) is a justified absence. */
export const UNJUSTIFIED_REASONS: readonly number[] = [1, 2, 4, 5, 13, 20];
export const isJustified = (raison: number) => !UNJUSTIFIED_REASONS.includes(raison);

/** A day without hours counts as a full training day. */
export const FULL_DAY_HOURS = 7;

/** Hours between two 'HH:mm[:ss]' times (0 when unreadable or reversed). */
export function hoursBetween(start: string | null | undefined, end: string | null | undefined): number {
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === undefined || e === undefined || e <= s) return 0;
  return (e - s) / 60;
}

/** Hours of an absence: its hours on each weekday it spans (weekends are not training days). */
export function absenceHours(a: {
  dt_start: string;
  dt_end: string;
  hr_start?: string | null;
  hr_end?: string | null;
}): number {
  const perDay = a.hr_start && a.hr_end ? hoursBetween(a.hr_start, a.hr_end) : FULL_DAY_HOURS;
  const weekdays = daysBetween(a.dt_start, a.dt_end).filter((d) => {
    const day = new Date(`${d}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6;
  });
  return Math.round(weekdays.length * perDay * 100) / 100;
}

export interface AttendanceTotals {
  present: number;
  justified: number;
  unjustified: number;
  /** Percentage of hours present, rounded to one decimal; null when nothing is recorded yet. */
  rate: number | null;
}

export function attendanceTotals(
  presentSlots: { hr_start: string; hr_end: string }[],
  absences: { raison: number; dt_start: string; dt_end: string; hr_start?: string | null; hr_end?: string | null }[],
): AttendanceTotals {
  const round = (n: number) => Math.round(n * 100) / 100;
  const present = round(presentSlots.reduce((s, e) => s + hoursBetween(e.hr_start, e.hr_end), 0));
  let justified = 0;
  let unjustified = 0;
  for (const a of absences) {
    if (isJustified(a.raison)) justified += absenceHours(a);
    else unjustified += absenceHours(a);
  }
  const total = present + justified + unjustified;
  return {
    present,
    justified: round(justified),
    unjustified: round(unjustified),
    rate: total > 0 ? Math.round((present / total) * 1000) / 10 : null,
  };
}
