// The company registry numbers as the companies' screens and API check them: one pure rule shared
// by the server (a 422 on the SIRET of a company written) and the admin (the message under the field as it is
// typed), built on the format rules of spec 000 section 5 (src/shared/format/siret.ts: 14 digits, Luhn, La Poste).
import {
  formatRegistryNumber,
  formatSiren,
  formatSiret,
  normalizeSiret,
  validateSiren,
  validateSiret,
} from '../format/siret.ts';

export { formatRegistryNumber, formatSiren, formatSiret, normalizeSiret };

/** The French message of a SIRET that cannot be recorded, or null (blank or valid). */
export function siretProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return validateSiret(String(value));
}

/** The French message of a SIREN that cannot be used, or null (blank or valid). */
export function sirenProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return validateSiren(String(value));
}

/** The SIREN of a SIRET (its 9 first digits), or null when the SIRET is not 14 digits. */
export function sirenOf(siret: string | null | undefined): string | null {
  const digits = normalizeSiret(siret ?? '');
  return /^\d{14}$/.test(digits) ? digits.slice(0, 9) : null;
}

/** A registry number ready to look up: a valid SIRET (14 digits) or SIREN (9 digits), else the French reason. */
export function lookupNumber(text: string): { kind: 'siret' | 'siren'; digits: string } | { problem: string } {
  const digits = normalizeSiret(text);
  if (digits.length === 9) {
    const problem = validateSiren(digits);
    return problem ? { problem } : { kind: 'siren', digits };
  }
  const problem = validateSiret(digits) ?? (digits === '' ? validateSiret('0') : null);
  return problem ? { problem } : { kind: 'siret', digits };
}
