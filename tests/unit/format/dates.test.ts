import { describe, expect, it } from 'vitest';
import { formatDateFr, parseDateFr, validateDateFr, formatMessages } from '../../../src/shared/format/index.ts';

describe('dates DD/MM/YYYY', () => {
  it('shows an ISO date as DD/MM/YYYY without shifting it by a time zone', () => {
    expect(formatDateFr('2024-03-05')).toBe('05/03/2024');
    expect(formatDateFr('2024-12-31T23:30:00')).toBe('31/12/2024');
  });

  it('shows an instant as its Paris date', () => {
    expect(formatDateFr('2024-06-30T22:30:00Z')).toBe('01/07/2024'); // 00:30 in Paris (summer time)
    expect(formatDateFr(new Date(Date.UTC(2024, 0, 15, 12)))).toBe('15/01/2024');
  });

  it('keeps empty values empty and unreadable values visible', () => {
    expect(formatDateFr(null)).toBe('');
    expect(formatDateFr('')).toBe('');
    expect(formatDateFr('pas une date')).toBe('pas une date');
  });

  it('reads a typed French date into an ISO date', () => {
    expect(parseDateFr('05/03/2024')).toBe('2024-03-05');
    expect(parseDateFr('5/3/2024')).toBe('2024-03-05');
    expect(parseDateFr(' 29.02.2024 ')).toBe('2024-02-29');
    expect(parseDateFr('2024-03-05')).toBe('2024-03-05');
  });

  it('detects dates that do not exist', () => {
    expect(parseDateFr('31/02/2024')).toBeNull();
    expect(parseDateFr('29/02/2023')).toBeNull();
    expect(parseDateFr('31/04/2024')).toBeNull();
    expect(parseDateFr('00/01/2024')).toBeNull();
    expect(parseDateFr('12/13/2024')).toBeNull();
    expect(validateDateFr('31/02/2024')).toBe(formatMessages.dateInexistante);
  });

  it('gives a French error for a wrong format, none for an empty value', () => {
    expect(validateDateFr('2024/03/05')).toBe('La date doit être au format JJ/MM/AAAA.');
    expect(validateDateFr('05/03/24')).toBe(formatMessages.dateFormat);
    expect(validateDateFr('05/03/2024')).toBeNull();
    expect(validateDateFr('')).toBeNull();
    expect(validateDateFr(null)).toBeNull();
  });
});
