// Dates and hours of the attendance rules, as plain strings ('YYYY-MM-DD', 'HH:mm[:ss]') so server and admin
// compute the same thing without time-zone shifts.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Whether `s` is a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss'; undefined when unreadable. */
export function minutesOf(hour: unknown): number | undefined {
  if (typeof hour !== 'string') return undefined;
  const m = HOUR.exec(hour);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** 'HH:mm' → 'HH:mm:ss' (the stored and compared form). */
export const withSeconds = (hour: string) => (hour.length === 5 ? `${hour}:00` : hour);

/** First and last day of a month given as 'YYYY-MM'; undefined when the month is not valid. */
export function monthRange(month: string): { start: string; end: string } | undefined {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return undefined;
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** The date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week holding `date` (French calendars start on Monday). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** Every date from start to end included (empty when end is before start). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length < 1000; d = addDays(d, 1)) out.push(d);
  return out;
}
