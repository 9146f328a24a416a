// The sign-off rules of a sign-in sheet (spec 001 section 4), as a pure plan the server applies in one
// transaction: the sheet gets status 1 with its sign-off date and author, both copied to each student line;
// a line signed absent (0) creates an absence with the event's dates and hours when the student has none;
// a line signed present (1) whose absence exists removes that absence's pointage records and the absence.
// Both checks are skipped when the sheet's previous status was 2 (closed: absences are managed elsewhere).

export const SHEET_SIGNED = 1;
export const SHEET_CLOSED = 2;
export const ABSENT = 0;
export const PRESENT = 1;
/** Reason given to an absence created by a sign-off: unjustified (centre) until staff say otherwise. */
export const SIGN_OFF_ABSENCE_REASON = 1;

export interface SignOffLine {
  id: number;
  etudiantId: number;
  /** The status being signed: 0 absent, 1 present; null when not marked (refused). */
  status: number | null;
  /** The student's absence with the event's dates and hours, when one exists. */
  absenceId: number | null;
  /** Pointage records of that absence. */
  pointageIds: number[];
}

export interface SignOffInput {
  oldStatus: number;
  event: { dt_start: string; hr_start: string; hr_end: string };
  lines: SignOffLine[];
  userId: number;
  at: string;
}

export interface SignOffPlan {
  sheet: { status: number; sign_off_at: string; sign_off_by: number };
  lines: { id: number; status: number; sign_off_at: string; sign_off_by: number; old_status_parent: number }[];
  createAbsences: {
    lineId: number;
    etudiantId: number;
    raison: number;
    dt_start: string;
    dt_end: string;
    hr_start: string;
    hr_end: string;
  }[];
  deleteAbsences: { lineId: number; etudiantId: number; absenceId: number; pointageIds: number[] }[];
}

export type SignOffResult = { ok: true; plan: SignOffPlan } | { ok: false; unmarked: number[] };

export function planSignOff(input: SignOffInput): SignOffResult {
  const unmarked = input.lines.filter((l) => l.status !== ABSENT && l.status !== PRESENT).map((l) => l.id);
  if (unmarked.length > 0) return { ok: false, unmarked };
  const stamp = { sign_off_at: input.at, sign_off_by: input.userId };
  const plan: SignOffPlan = {
    sheet: { status: SHEET_SIGNED, ...stamp },
    lines: input.lines.map((l) => ({
      id: l.id,
      status: l.status as number,
      ...stamp,
      old_status_parent: input.oldStatus,
    })),
    createAbsences: [],
    deleteAbsences: [],
  };
  if (input.oldStatus === SHEET_CLOSED) return { ok: true, plan };
  const { dt_start, hr_start, hr_end } = input.event;
  for (const l of input.lines) {
    if (l.status === ABSENT && l.absenceId === null) {
      plan.createAbsences.push({
        lineId: l.id,
        etudiantId: l.etudiantId,
        raison: SIGN_OFF_ABSENCE_REASON,
        dt_start,
        dt_end: dt_start,
        hr_start,
        hr_end,
      });
    } else if (l.status === PRESENT && l.absenceId !== null) {
      plan.deleteAbsences.push({
        lineId: l.id,
        etudiantId: l.etudiantId,
        absenceId: l.absenceId,
        pointageIds: l.pointageIds,
      });
    }
  }
  return { ok: true, plan };
}

// Made once: building an Intl formatter costs ~50 µs, more than formatting with it (a signature asks it twice).
const PARIS_MINUTE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall-clock time of `now` as "YYYY-MM-DD HH:MM" (the centres' sessions are in French time). */
export function parisMinute(now: Date): string {
  const parts = PARIS_MINUTE.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Whether the session has not started yet at `now`: its sheet cannot be signed before its start. */
export function sessionNotStarted(event: { dt_start: string; hr_start: string }, now: Date): boolean {
  return `${event.dt_start.slice(0, 10)} ${event.hr_start.slice(0, 5)}` > parisMinute(now);
}
