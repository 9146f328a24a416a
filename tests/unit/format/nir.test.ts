import { describe, expect, it } from 'vitest';
import { formatNir, nirKey, normalizeNir, validateNir, formatMessages } from '../../../src/shared/format/index.ts';

describe('social security number (NIR)', () => {
  it('groups 1-2-2-2-3-3-2', () => {
    expect(formatNir('255081416802538')).toBe('2 55 08 14 168 025 38');
    expect(formatNir('2 55 08 14 168 025 38')).toBe('2 55 08 14 168 025 38');
    expect(formatNir('180012a12345620')).toBe('1 80 01 2A 123 456 20');
    expect(formatNir('2550814168025')).toBe('2 55 08 14 168 025');
    expect(formatNir('12345')).toBe('12345');
  });

  it('computes the key 97 - (n mod 97), with 2A as 19 and 2B as 18', () => {
    expect(nirKey('2550814168025')).toBe(38);
    expect(nirKey('1850578006084')).toBe(91);
    expect(nirKey('180012A123456')).toBe(20);
    expect(nirKey('180012B123456')).toBe(47);
  });

  it('validates the key, Corsica included, with French errors', () => {
    expect(validateNir('2 55 08 14 168 025 38')).toBeNull();
    expect(validateNir('1 80 01 2A 123 456 20')).toBeNull();
    expect(validateNir('1 80 01 2b 123 456 47')).toBeNull();
    expect(validateNir('2 55 08 14 168 025 39')).toBe(formatMessages.nirCle);
    expect(validateNir('1 80 01 2A 123 456 47')).toBe(formatMessages.nirCle);
    expect(validateNir('2 55 08 14 168 025')).toBe(formatMessages.nirFormat);
    expect(validateNir('3 55 08 14 168 025 38')).toBe(formatMessages.nirSexe);
    expect(validateNir('2 55 08 2C 168 025 38')).toBe(formatMessages.nirFormat);
    expect(validateNir('')).toBeNull();
  });

  it('normalises spaces and case', () => {
    expect(normalizeNir(' 1 80 01 2a 123 456 20 ')).toBe('180012A12345620');
  });
});
