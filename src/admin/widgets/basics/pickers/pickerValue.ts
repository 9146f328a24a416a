// What a French picker stores and shows: a date as `YYYY-MM-DD`, a date-time as an ISO instant, a time as
// `HH:MM`; a date the user has not finished typing is stored as INVALID_PICK so that the form names the
// error (and never sends half a date). Pure, over dayjs, which every use of dayjs in the admin goes through (the
// pickers): dayjs is put in French here.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';

dayjs.locale('fr');

export type PickerKind = 'date' | 'datetime' | 'time';

/** Stored while the typed sections do not make a real date or time. */
export const INVALID_PICK = '__date_invalide__';

/** The stored value of a picked one (null when cleared). */
export function storedOfPick(kind: PickerKind, picked: Dayjs | null): string | null {
  if (picked === null) return null;
  if (!picked.isValid()) return INVALID_PICK;
  if (kind === 'date') return picked.format('YYYY-MM-DD');
  if (kind === 'time') return picked.format('HH:mm');
  return picked.toISOString();
}

/** The picker's value of a stored one (null for empty or unreadable). */
export function pickOfStored(kind: PickerKind, stored: unknown): Dayjs | null {
  if (typeof stored !== 'string' || stored === '' || stored === INVALID_PICK) return null;
  if (kind === 'time') {
    const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(stored);
    if (!m) return null;
    return dayjs('2000-01-01')
      .hour(Number(m[1]))
      .minute(Number(m[2]))
      .second(Number(m[3] ?? 0));
  }
  const d = kind === 'date' ? dayjs(stored.slice(0, 10)) : dayjs(stored);
  return d.isValid() ? d : null;
}
