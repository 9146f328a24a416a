// Company registry numbers: SIREN (9 digits, 3-3-3) and SIRET (14 digits, 3-3-3-5), with their Luhn check
// digit validated (spec 000 section 5).
import { formatMessages, isBlank, stripSpaces, type FormatValidator } from './messages.ts';

/** La Poste's establishments were numbered before the rule: their SIRET is checked by another one. */
export const SIREN_LA_POSTE = '356000000';

/** Luhn check over a string of digits: from the right, every second digit doubled (minus 9 above 9). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The number without its spaces, as stored. */
export const normalizeSiret = (text: string): string => stripSpaces(text);

/** "123 456 789" for 9 digits; any other value unchanged. */
export function formatSiren(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = normalizeSiret(value);
  return /^\d{9}$/.test(digits) ? digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : value;
}

/** "123 456 789 00012" for 14 digits; any other value unchanged. */
export function formatSiret(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = normalizeSiret(value);
  return /^\d{14}$/.test(digits) ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : value;
}

/** A company registry number grouped by its length: 9 digits as a SIREN, 14 as a SIRET. */
export function formatRegistryNumber(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return normalizeSiret(value).length === 9 ? formatSiren(value) : formatSiret(value);
}

export const validateSiren: FormatValidator = (text) => {
  if (isBlank(text)) return null;
  const digits = normalizeSiret(text!);
  if (!/^\d{9}$/.test(digits)) return formatMessages.sirenLongueur;
  return luhnValid(digits) ? null : formatMessages.sirenCle;
};

/**
 * A SIRET is its SIREN plus a 5-digit establishment number, Luhn-valid as a whole. La Poste's (SIREN
 * 356000000) fail Luhn by construction: for them the rule is that the sum of the 14 digits is a multiple of 5.
 */
export const validateSiret: FormatValidator = (text) => {
  if (isBlank(text)) return null;
  const digits = normalizeSiret(text!);
  if (!/^\d{14}$/.test(digits)) return formatMessages.siretLongueur;
  if (!luhnValid(digits.slice(0, 9))) return formatMessages.siretSiren;
  if (luhnValid(digits)) return null;
  if (digits.startsWith(SIREN_LA_POSTE)) {
    const sum = [...digits].reduce((total, d) => total + Number(d), 0);
    if (sum % 5 === 0) return null;
  }
  return formatMessages.siretCle;
};
