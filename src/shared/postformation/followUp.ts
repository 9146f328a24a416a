// Post-training follow-up rules, shared by the server (planning, ordering) and the admin (badges):
// which follow-ups a trainee who left gets, when each is due, and whether one is late, due or upcoming.

/** Months after the exit of each step of `etapes_suivi` (1-4: 3, 6, 9, 12 months; 5: 3 months of search for an
 * employer; 6: 6 months after a contract breakup). */
export const STEP_MONTHS: Record<number, number> = { 1: 3, 2: 6, 3: 9, 4: 12, 5: 3, 6: 6 };

/** Exit reasons (raisons_sortie) that are a contract breakup, and the one for 3 months without an employer. */
const BREAKUP_REASONS = new Set([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17]);
const EMPLOYER_SEARCH_REASON = 16;

/** The steps of a trainee who left: the four of every trainee, plus the employer search or the breakup one. */
export function stepsFor(raisonSortie: number | null | undefined): number[] {
  const steps = [1, 2, 3, 4];
  if (raisonSortie === EMPLOYER_SEARCH_REASON) steps.push(5);
  else if (raisonSortie !== null && raisonSortie !== undefined && BREAKUP_REASONS.has(raisonSortie)) steps.push(6);
  return steps;
}

/** `iso` (YYYY-MM-DD) plus `months`, the day clamped to the month's last (31 August + 6 months = 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Planned date of each step from the exit date. */
export function schedule(dateSortie: string, raisonSortie?: number | null): { etape: number; date_prevue: string }[] {
  return stepsFor(raisonSortie).map((etape) => ({ etape, date_prevue: addMonths(dateSortie, STEP_MONTHS[etape]!) }));
}

export type FollowUpState = 'late' | 'due' | 'upcoming' | 'done';
/** Days before its planned date from which a follow-up is due. */
export const DUE_WINDOW_DAYS = 15;

/** Late: planned before today and not recorded; due: within the window; upcoming: later; done: recorded. */
export function followUpState(datePrevue: string, dateRealisee: string | null, today: string): FollowUpState {
  if (dateRealisee) return 'done';
  if (datePrevue < today) return 'late';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + DUE_WINDOW_DAYS);
  return datePrevue <= limit.toISOString().slice(0, 10) ? 'due' : 'upcoming';
}

/** Order of the follow-up list: late first, then due, upcoming, done. */
export const STATE_RANK: Record<FollowUpState, number> = { late: 0, due: 1, upcoming: 2, done: 3 };
