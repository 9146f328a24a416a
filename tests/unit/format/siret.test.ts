import { describe, expect, it } from 'vitest';
import {
  formatSiren, formatSiret, formatRegistryNumber, luhnValid, validateSiren, validateSiret, formatMessages,
} from '../../../src/shared/format/index.ts';

describe('SIREN and SIRET', () => {
  it('groups 9 digits 3-3-3 and 14 digits 3-3-3-5, others unchanged', () => {
    expect(formatSiren('443061841')).toBe('443 061 841');
    expect(formatSiret('44306184100047')).toBe('443 061 841 00047');
    expect(formatSiret('443 061 84100047')).toBe('443 061 841 00047');
    expect(formatRegistryNumber('443061841')).toBe('443 061 841');
    expect(formatRegistryNumber('44306184100047')).toBe('443 061 841 00047');
    expect(formatSiret('1234')).toBe('1234');
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('443061841')).toBe(true);
    expect(luhnValid('443061842')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true); // the classic Luhn example
    expect(luhnValid('12a')).toBe(false);
  });

  it('validates a SIREN with French errors', () => {
    expect(validateSiren('443 061 841')).toBeNull();
    expect(validateSiren('732829320')).toBeNull();
    expect(validateSiren('443061842')).toBe(formatMessages.sirenCle);
    expect(validateSiren('12345678')).toBe(formatMessages.sirenLongueur);
    expect(validateSiren('')).toBeNull();
  });

  it('validates a SIRET with French errors', () => {
    expect(validateSiret('443 061 841 00047')).toBeNull();
    expect(validateSiret('73282932000074')).toBeNull();
    expect(validateSiret('44306184100048')).toBe(formatMessages.siretCle);
    expect(validateSiret('12345678900012')).toBe(formatMessages.siretSiren);
    expect(validateSiret('443061841')).toBe(formatMessages.siretLongueur);
  });

  it("accepts La Poste's SIRETs by the sum of their digits", () => {
    // Fails Luhn, but its digits add up to 45, a multiple of 5: valid for La Poste (SIREN 356000000).
    expect(luhnValid('35600000049837')).toBe(false);
    expect(validateSiret('356 000 000 49837')).toBeNull();
    expect(validateSiret('35600000000048')).toBeNull(); // Luhn-valid as well
    expect(validateSiret('35600000000049')).toBe(formatMessages.siretCle); // neither rule
    // The exception is La Poste's alone: the same digits sum rule does not rescue another SIREN.
    expect(validateSiret('44306184100050')).toBe(formatMessages.siretCle);
  });
});
