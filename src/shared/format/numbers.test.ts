import { describe, expect, it } from 'vitest';
import { formatHoursFr, formatNumberFr, formatTimeFr } from './numbers.ts';

describe('formatNumberFr', () => {
  it('writes a decimal comma and groups thousands with a narrow non-breaking space', () => {
    expect(formatNumberFr(3.5)).toBe('3,5');
    expect(formatNumberFr('3.5')).toBe('3,5');
    expect(formatNumberFr(1234.5)).toBe('1\u202f234,5');
    expect(formatNumberFr(2)).toBe('2');
    expect(formatNumberFr(2.3456)).toBe('2,35');
    expect(formatNumberFr(2.3456, 1)).toBe('2,3');
  });
  it('gives nothing for what is not a number', () => {
    expect(formatNumberFr(null)).toBe('');
    expect(formatNumberFr('')).toBe('');
    expect(formatNumberFr('abc')).toBe('');
    expect(formatNumberFr(Number.NaN)).toBe('');
  });
  it('hours', () => {
    expect(formatHoursFr(3.5)).toBe('3,5 h');
    expect(formatHoursFr(null)).toBe('');
  });
});

describe('formatTimeFr', () => {
  it('shows hours and minutes only', () => {
    expect(formatTimeFr('09:00:00')).toBe('09:00');
    expect(formatTimeFr('9:05')).toBe('09:05');
    expect(formatTimeFr('14:30:15.123')).toBe('14:30');
    expect(formatTimeFr('1970-01-01T09:00:00+01:00')).toBe('09:00');
  });
  it('gives nothing for what is not a time', () => {
    expect(formatTimeFr('25:00')).toBe('');
    expect(formatTimeFr('midi')).toBe('');
    expect(formatTimeFr(null)).toBe('');
  });
});
