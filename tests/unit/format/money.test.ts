import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, validateMoney, formatMessages } from '../../../src/shared/format/index.ts';

const NNBSP = '\u202f'; // narrow no-break space: thousands separator of fr-FR
const NBSP = '\u00a0'; // no-break space before the euro sign

describe('money, two decimals, French format', () => {
  it('formats with two decimals, a comma and Intl spaces', () => {
    expect(formatMoney(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-1234567.891)).toBe(`-1${NNBSP}234${NNBSP}567,89${NBSP}€`);
    expect(formatMoney('99.9')).toBe(`99,90${NBSP}€`);
    expect(formatMoney(1234.5, { symbol: false })).toBe(`1${NNBSP}234,50`);
  });

  it('leaves empty and non-numeric values empty', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('reads typed amounts, with spaces, comma or dot, and the euro sign', () => {
    expect(parseMoney('1 234,50')).toBe(1234.5);
    expect(parseMoney(`1${NNBSP}234,50${NBSP}€`)).toBe(1234.5);
    expect(parseMoney('12.3')).toBe(12.3);
    expect(parseMoney('-7')).toBe(-7);
    expect(parseMoney('1,234')).toBeNull();
    expect(parseMoney('douze')).toBeNull();
  });

  it('gives a French error for a bad amount', () => {
    expect(validateMoney('12,345')).toBe(formatMessages.montant);
    expect(validateMoney('1 234,50')).toBeNull();
    expect(validateMoney('')).toBeNull();
  });
});
