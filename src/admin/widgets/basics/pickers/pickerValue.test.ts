import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { INVALID_PICK, pickOfStored, storedOfPick } from './pickerValue.ts';

describe('picker values', () => {
  it('stores a date as YYYY-MM-DD, a time as HH:MM, a date-time as an ISO instant', () => {
    expect(storedOfPick('date', dayjs('2003-07-14T00:00:00'))).toBe('2003-07-14');
    expect(storedOfPick('time', dayjs('2000-01-01T09:05:00'))).toBe('09:05');
    expect(storedOfPick('datetime', dayjs('2026-03-02T08:30:00Z'))).toBe('2026-03-02T08:30:00.000Z');
  });
  it('stores null when cleared and the invalid marker for an unfinished date', () => {
    expect(storedOfPick('date', null)).toBeNull();
    expect(storedOfPick('date', dayjs('pas une date'))).toBe(INVALID_PICK);
  });
  it('reads stored values back, whatever the seconds or the time part', () => {
    expect(pickOfStored('date', '2003-07-14')?.format('DD/MM/YYYY')).toBe('14/07/2003');
    expect(pickOfStored('date', '2003-07-14T00:00:00+02:00')?.format('DD/MM/YYYY')).toBe('14/07/2003');
    expect(pickOfStored('time', '09:00:00')?.format('HH:mm')).toBe('09:00');
    expect(pickOfStored('datetime', '2026-03-02T08:30:00Z')?.toISOString()).toBe('2026-03-02T08:30:00.000Z');
  });
  it('reads nothing from empty, invalid or unreadable values', () => {
    for (const v of [null, undefined, '', INVALID_PICK, 'hier', 12]) expect(pickOfStored('date', v)).toBeNull();
    expect(pickOfStored('time', 'midi')).toBeNull();
  });
});
