// Pure rules of a trainee's course (spec 000 section 4): the course state that follows the
// contracts, the checks of an exit and of a course switch. Used by the parcours routes and the admin dialogs.

/** A contract as the rules read it (dates YYYY-MM-DD). */
export interface ContractDates {
  date_debut: string | null;
  date_fin?: string | null;
  date_rupture?: string | null;
  etat?: number | null;
}

export const COURSE = { training: 1, contract: 2, rupture: 3 } as const;

const day = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;

/**
 * The course state on a date: « En contrat » (2) while a contract runs (started, not ended, not broken),
 * « En rupture » (3) when the latest started contract was broken and no other runs, else « En formation » (1).
 * Archived or deleted contracts (etat ≠ 0) do not count.
 */
export function courseState(contracts: readonly ContractDates[], on: string): 1 | 2 | 3 {
  const live = contracts.filter((c) => (c.etat ?? 0) === 0 && day(c.date_debut) !== null && day(c.date_debut)! <= on);
  const runs = live.some((c) => {
    const rupture = day(c.date_rupture);
    const end = day(c.date_fin);
    return (rupture === null || rupture > on) && (end === null || end >= on);
  });
  if (runs) return COURSE.contract;
  const latest = [...live].sort((a, b) => day(b.date_debut)!.localeCompare(day(a.date_debut)!))[0];
  if (latest && day(latest.date_rupture) !== null && day(latest.date_rupture)! <= on) return COURSE.rupture;
  return COURSE.training;
}

/** An apprentice may stay in training 6 months after a contract breakup (spec 000 section 9). */
export function afterRuptureLimit(rupture: string): string {
  const [y, m, d] = rupture.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + 6, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The day before a date (YYYY-MM-DD): the last day of the course a switch closes. */
export function dayBefore(date: string): string {
  const t = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - 1);
  return t.toISOString().slice(0, 10);
}

export type ExitProblem = 'notTrainee' | 'notPresent' | 'beforeEntry' | null;

/** Why a trainee may not leave on that date (null: it may). */
export function exitProblem(
  trainee: { type: number; etat: number; dt_date_entree?: string | null },
  date: string,
): ExitProblem {
  if (trainee.type !== 1) return 'notTrainee';
  if (trainee.etat !== 0) return 'notPresent';
  const entry = day(trainee.dt_date_entree);
  if (entry && date < entry) return 'beforeEntry';
  return null;
}

export type SwitchProblem =
  | 'notTrainee'
  | 'notPresent'
  | 'beforeEntry'
  | 'sameSession'
  | 'archivedSession'
  | 'endedSession'
  | 'antenneLocked'
  | 'fullSession'
  | null;

/** Why a trainee may not switch to that antenne session on that date (null: it may); `places` and `present`: the
 * session's capacity and its present trainees. */
export function switchProblem(
  trainee: {
    type: number;
    etat: number;
    dt_date_entree?: string | null;
    antenne: number;
    diplome_session?: number | null;
  },
  target: {
    antenne: number;
    diplome_session: number;
    etat: number;
    sessionEtat: number;
    places?: number | null;
    present?: number;
    sessionEnd?: string | null;
  },
  date: string,
  canChangeAntenne: boolean,
): SwitchProblem {
  const exit = exitProblem(trainee, date);
  if (exit) return exit;
  const entry = day(trainee.dt_date_entree);
  if (entry && date <= entry) return 'beforeEntry';
  if (target.etat !== 0 || target.sessionEtat !== 0) return 'archivedSession';
  // A session that has ended by the switch's date takes nobody.
  const end = day(target.sessionEnd);
  if (end && date > end) return 'endedSession';
  if (target.antenne === trainee.antenne && target.diplome_session === (trainee.diplome_session ?? null))
    return 'sameSession';
  if (target.antenne !== trainee.antenne && !canChangeAntenne) return 'antenneLocked';
  // A session with a number of places takes no trainee beyond it (its present trainees in that antenne).
  if (target.places != null && (target.present ?? 0) >= target.places) return 'fullSession';
  return null;
}
