import { describe, expect, it } from 'vitest';
import { formatRegistryNumber, lookupNumber, sirenOf, sirenProblem, siretProblem } from './companyNumbers.ts';

describe('company registry numbers', () => {
  it('accepts Luhn-valid SIRET and SIREN, and La Poste by its own rule', () => {
    expect(siretProblem('73282932000074')).toBeNull();
    expect(siretProblem('732 829 320 00074')).toBeNull();
    expect(siretProblem('35600000000048')).toBeNull();
    expect(sirenProblem('732829320')).toBeNull();
    expect(siretProblem(null)).toBeNull();
    expect(siretProblem('')).toBeNull();
  });
  it('refuses a wrong check digit, a wrong length and a bad SIREN part, in French', () => {
    expect(siretProblem('73282932000075')).toBe(
      "Le SIRET n'est pas valide : le chiffre de contrôle ne correspond pas.",
    );
    expect(siretProblem('123')).toBe('Le SIRET doit comporter 14 chiffres.');
    expect(siretProblem('73282932100074')).toMatch(/SIREN valide/);
    expect(sirenProblem('732829321')).toMatch(/chiffre de contrôle/);
  });
  it('groups the numbers 3-3-3(-5) and finds the SIREN of a SIRET', () => {
    expect(formatRegistryNumber('73282932000074')).toBe('732 829 320 00074');
    expect(formatRegistryNumber('732829320')).toBe('732 829 320');
    expect(sirenOf('732 829 320 00074')).toBe('732829320');
    expect(sirenOf('12')).toBeNull();
  });
  it('says what a lookup will ask for', () => {
    expect(lookupNumber('732 829 320 00074')).toEqual({ kind: 'siret', digits: '73282932000074' });
    expect(lookupNumber('732829320')).toEqual({ kind: 'siren', digits: '732829320' });
    expect(lookupNumber('73282932000075')).toHaveProperty('problem');
    expect(lookupNumber('')).toEqual({ problem: 'Le SIRET doit comporter 14 chiffres.' });
  });
});
