// Dates shown and typed as DD/MM/YYYY (fr-FR), stored as ISO YYYY-MM-DD (spec 000 sections 5 and 9).
import { formatMessages, isBlank, type FormatValidator } from './messages.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_PREFIX = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;
const FR_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

// Instants (date-times with a zone, Date objects) are shown on the calendar of the centres, in Paris.
const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// ISO order (YYYY-MM-DD): en-CA's short date. Made once (each write's rules ask for today).
const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Paris wall-clock time "HH:MM" of an instant (a timestamp string or a Date). */
export const parisTimeOf = (instant: string | Date): string => parisTime.format(new Date(instant));

/** Today's date in Paris (YYYY-MM-DD), the calendar of the centres. */
export function parisToday(now = new Date()): string {
  return parisDay.format(now);
}
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether year, month (1-12) and day form a real calendar date (31/02 and 29/02 of 2023 do not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

/**
 * DD/MM/YYYY for an ISO date ("2024-03-05"), an ISO date-time, or a Date. A plain date is never shifted by
 * a time zone; an instant is shown as its Paris date. Empty (or not a text nor a Date) gives ''; an
 * unreadable text is returned as given, so that bad stored data stays visible rather than hidden.
 */
export function formatDateFr(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  if (value === '') return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : parisDate.format(value);
  const plain = ISO_DATE.exec(value) ?? (HAS_ZONE.test(value) ? null : ISO_PREFIX.exec(value));
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  if (ISO_PREFIX.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return parisDate.format(instant);
  }
  return value;
}

/**
 * DD/MM/YYYY HH:mm for an instant (ISO date-time with a zone, or a Date), on the Paris clock whatever the
 * zone of the browser or the server; a date-time without a zone is shown as written, a plain date without a
 * time. Empty (or not a text nor a Date) gives ''; an unreadable text is returned as given.
 */
export function formatDateTimeFr(value: unknown): string {
  if ((typeof value !== 'string' && !(value instanceof Date)) || value === '') return '';
  if (typeof value === 'string' && !HAS_ZONE.test(value)) {
    const wall = WALL_TIME.exec(value);
    return wall ? `${formatDateFr(value)} ${wall[1]}:${wall[2]}` : formatDateFr(value);
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return value instanceof Date ? '' : value;
  return `${parisDate.format(instant)} ${parisTime.format(instant)}`;
}

/** The ISO date (YYYY-MM-DD) of a typed DD/MM/YYYY (also D/M/YYYY, with / . or -), or null when invalid. */
export function parseDateFr(text: string | null | undefined): string | null {
  if (isBlank(text)) return null;
  const trimmed = text!.trim();
  const iso = ISO_DATE.exec(trimmed);
  const fr = FR_DATE.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : fr
      ? [Number(fr[3]), Number(fr[2]), Number(fr[1])]
      : [NaN, NaN, NaN];
  if (!isRealDate(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** French error for a typed date, or null when it is empty or a real DD/MM/YYYY date. */
export const validateDateFr: FormatValidator = (text) => {
  if (isBlank(text)) return null;
  const trimmed = text!.trim();
  if (!FR_DATE.test(trimmed) && !ISO_DATE.test(trimmed)) return formatMessages.dateFormat;
  return parseDateFr(trimmed) === null ? formatMessages.dateInexistante : null;
};
