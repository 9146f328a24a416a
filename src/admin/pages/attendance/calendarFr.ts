// French calendar words and small date helpers for the pages (weeks start on Monday).
import { addDays, mondayOf } from '../../../shared/attendance/index.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { formatTimeFr } from '../../../shared/format/numbers.ts';

export const DAYS_FR = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
export const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** Today as YYYY-MM-DD in the browser's local time. */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'lundi 10 mars 2025'. */
export function longDateFr(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = DAYS_FR[(new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7]!.toLowerCase();
  return `${weekday} ${d} ${MONTHS_FR[m! - 1]} ${y}`;
}

export const shortDateFr = (date: string) => formatDateFr(date);
export const monthLabelFr = (month: string) => `${MONTHS_FR[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The 7 days of the week holding `date`, Monday first. */
export const weekDays = (date: string) => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(date), i));

/** The weeks (Monday-first rows of 7 days) covering the month 'YYYY-MM'. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const weeks: string[][] = [];
  for (let start = mondayOf(first); start.slice(0, 7) <= month && weeks.length < 6; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

export function shiftMonth(month: string, delta: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** '09:00:00' → '09:00' */
export const hm = (h: string | null | undefined) => formatTimeFr(h);
/** Half-day of an event: before 13:00 it is the morning. */
export const halfDayFr = (hrStart: string) => (hrStart < '13:00' ? 'Matin' : 'Après-midi');
