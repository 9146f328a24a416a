// Self-signing of a session by the trainees on their own phone (the QR code shown in the room): the rotating
// code's time steps, when a session may be signed, and whether a signature is late. Pure, shared by the server
// (which decides) and the admin (which shows the same thing).
import { parisMinute } from './signOff.ts';
import { parisTimeOf } from '../format/dates.ts';

/** A code shown in the room lives this long; the one just before it is still accepted (a scan at the turn). */
export const SELF_SIGN_STEP_SECONDS = 30;
/** Signing opens this many minutes before the session's start (learners arriving early). */
export const SELF_SIGN_OPENS_BEFORE_MINUTES = 15;
/** A signature more than this many minutes after the session's start is late (the README says it). */
export const LATE_TOLERANCE_MINUTES = 10;

/** The time step of `now`: a new code each step. */
export const selfSignStep = (now: Date): number => Math.floor(now.getTime() / (SELF_SIGN_STEP_SECONDS * 1000));

/** The steps whose code is accepted at `now`: the current one and the previous one. */
export const acceptedSelfSignSteps = (now: Date): number[] => [selfSignStep(now), selfSignStep(now) - 1];

/** When the code of `now`'s step stops being shown (ISO); it is still accepted one step longer. */
export const selfSignStepEnd = (now: Date): string =>
  new Date((selfSignStep(now) + 1) * SELF_SIGN_STEP_SECONDS * 1000).toISOString();

interface SessionTime {
  dt_start: string;
  hr_start: string;
  hr_end: string;
}

const at = (date: string, hour: string) => `${date.slice(0, 10)} ${hour.slice(0, 5)}`;

/** "YYYY-MM-DD HH:MM" `minutes` earlier than `date` `hour` (later when negative), within that day. */
function minutesBefore(date: string, hour: string, minutes: number): string {
  const [h, m] = hour.slice(0, 5).split(':').map(Number) as [number, number];
  const total = Math.min(23 * 60 + 59, Math.max(0, h * 60 + m - minutes));
  return at(date, `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`);
}

/** Where `now` stands against the session's signing window (Paris time): before it opens, within it, after its end. */
export function selfSignWindow(event: SessionTime, now: Date): 'before' | 'open' | 'after' {
  const minute = parisMinute(now);
  if (minute < minutesBefore(event.dt_start, event.hr_start, SELF_SIGN_OPENS_BEFORE_MINUTES)) return 'before';
  return minute > at(event.dt_start, event.hr_end) ? 'after' : 'open';
}

/** Whether a signature at `now` comes more than LATE_TOLERANCE_MINUTES after the session's start (a late
 * arrival, marked with its time). */
export const signedLate = (event: SessionTime, now: Date): boolean =>
  parisMinute(now) > minutesBefore(event.dt_start, event.hr_start, -LATE_TOLERANCE_MINUTES);

/** The admin's address a learner's phone opens from the QR code. */
export const selfSignPath = (sheetId: number | string, code: string): string =>
  `/emargement/signer/${sheetId}?code=${encodeURIComponent(code)}`;

export type TraineePresence = 'present' | 'late' | 'absent' | 'pending';

/** What a trainee's line says of it: absent once marked so, late when it signed after the start, present when
 * signed or marked present, else waiting for its signature or the sheet's sign-off. */
export function traineePresence(l: {
  lineStatus: number | null;
  sheetStatus: number;
  selfSigned: boolean;
  late: boolean;
}): TraineePresence {
  if (l.lineStatus === 0) return 'absent';
  if (l.lineStatus === 1) return l.selfSigned && l.late ? 'late' : 'present';
  return 'pending';
}

/** A timestamp as the database layer gives it (a Date or a string) in ISO form; null stays null. */
export const isoTimestamp = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v instanceof Date ? v.getTime() : String(v)).toISOString();

/** The Paris wall-clock time "HH:MM" of a timestamp (a signature's time as the room saw it). */
export const parisTime = (iso: string): string => parisTimeOf(iso);
