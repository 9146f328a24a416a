// The demo data's calendar. It is written for the school year 2025-2026 (September to August, the sessions of
// 2024 closed, those of 2025 running); on seeding it is moved by whole years to the school year in course on
// the day the database is created, so that sessions run, contracts are current and this year's charts have
// data, whatever the day of the first start.
export const REFERENCE_SCHOOL_YEAR = 2025;

/** The school year (its September's year) a day belongs to. */
export function schoolYearOf(day: Date): number {
  return day.getUTCMonth() >= 8 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
}

let shift = 0;

/** Moves the demo calendar to the school year of `today`: called once before seeding. */
export function setSeedToday(today: Date): void {
  shift = schoolYearOf(today) - REFERENCE_SCHOOL_YEAR;
}

/** A year of the reference calendar, moved to the present. */
export const yr = (year: number): number => year + shift;

/** A date (or a label such as « 2024-2025 ») of the reference calendar with its years moved to the present. */
export const inPresent = (text: string): string => text.replace(/\b20[0-3]\d\b/g, (y) => String(Number(y) + shift));

/** The number of years the reference calendar is moved by. */
export const yearShift = (): number => shift;

/** An id of a list of years ending with the reference school year (group and closing years, 2021 to 2025),
 * moved to the present: the last one stands for the later years. */
export const yearId = (id: number, lastId: number): number => Math.min(lastId, id + shift);
