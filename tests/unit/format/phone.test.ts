import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, validatePhone, formatMessages } from '../../../src/shared/format/index.ts';

describe('French phone numbers', () => {
  it('groups 10 digits in pairs, whatever the separators', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('06.12.34.56.78')).toBe('06 12 34 56 78');
    expect(formatPhone('06-12-34-56-78')).toBe('06 12 34 56 78');
  });

  it('leaves other numbers unchanged', () => {
    expect(formatPhone('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('3949')).toBe('3949');
    expect(formatPhone('061234567')).toBe('061234567');
    expect(formatPhone(null)).toBe('');
  });

  it('normalises the typed value to its digits', () => {
    expect(normalizePhone(' 06 12 34 56 78 ')).toBe('0612345678');
    expect(normalizePhone('+33 (0)6 12 34 56 78')).toBe('+33612345678');
  });

  it('validates French and international numbers with a French error', () => {
    expect(validatePhone('06 12 34 56 78')).toBeNull();
    expect(validatePhone('+33 6 12 34 56 78')).toBeNull();
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('06 12 34 56')).toBe(formatMessages.telephone);
    expect(validatePhone('0012345678')).toBe(formatMessages.telephone);
    expect(validatePhone('06 12 AB 56 78')).toBe(formatMessages.telephone);
  });
});
