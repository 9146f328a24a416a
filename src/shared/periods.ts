// Periods of days (closing periods, sessions): pure rules shared by the server and the admin.

/** YYYY-MM-DD → DD/MM/YYYY (anything else unchanged). */
export function formatFrDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

export interface DayPeriod {
  dt_start: string;
  dt_end: string;
}

/** Whether two periods share at least one day (both ends inclusive, dates as YYYY-MM-DD). */
export function periodsOverlap(a: DayPeriod, b: DayPeriod): boolean {
  return a.dt_start.slice(0, 10) <= b.dt_end.slice(0, 10) && b.dt_start.slice(0, 10) <= a.dt_end.slice(0, 10);
}

/** The first period of `others` that overlaps `p`, if any. */
export function firstOverlap<T extends DayPeriod>(p: DayPeriod, others: readonly T[]): T | undefined {
  return others.find((o) => periodsOverlap(p, o));
}
