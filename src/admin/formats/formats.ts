// How each format is shown, typed, stored and checked in the admin: one description per format, read by the
// fields and inputs of this folder. The rules themselves are the shared pure functions of src/shared/format.
import type { Validator } from 'react-admin';
import {
  formatDateFr,
  parseDateFr,
  validateDateFr,
  formatMoney,
  parseMoney,
  validateMoney,
  formatPhone,
  normalizePhone,
  validatePhone,
  formatSiren,
  formatSiret,
  normalizeSiret,
  validateSiren,
  validateSiret,
  formatNir,
  normalizeNir,
  validateNir,
  type FormatValidator,
} from '../../shared/format/index.ts';

export interface FormatSpec {
  /** Text shown in a field, and in an input that is not being edited ('' for empty). */
  show: (stored: unknown) => string;
  /** Stored value of a typed text: null when empty, the typed text itself when unreadable (so that the
   * validator can name the error and nothing typed is lost). */
  read: (text: string) => unknown;
  /** French error of a typed text, null when acceptable. */
  check: FormatValidator;
  /** Keyboard hint for phones and touch screens. */
  inputMode: 'text' | 'numeric' | 'decimal' | 'tel';
  placeholder: string;
}

const blank = (text: string) => text.trim() === '';
const asText = (stored: unknown) => (stored === null || stored === undefined ? '' : String(stored));

export const formats = {
  date: {
    show: (stored) => formatDateFr(asText(stored)),
    read: (text) => (blank(text) ? null : (parseDateFr(text) ?? text)),
    check: validateDateFr,
    inputMode: 'numeric',
    placeholder: 'JJ/MM/AAAA',
  },
  money: {
    // A typed text that is not an amount stays shown as typed (beside its error), never blanked.
    show: (stored) => formatMoney(stored as number | string | null, { symbol: false }) || asText(stored),
    read: (text) => (blank(text) ? null : (parseMoney(text) ?? text)),
    check: validateMoney,
    inputMode: 'decimal',
    placeholder: '0,00',
  },
  phone: {
    show: (stored) => formatPhone(asText(stored)),
    read: (text) => (blank(text) ? null : normalizePhone(text)),
    check: validatePhone,
    inputMode: 'tel',
    placeholder: '06 12 34 56 78',
  },
  siren: {
    show: (stored) => formatSiren(asText(stored)),
    read: (text) => (blank(text) ? null : normalizeSiret(text)),
    check: validateSiren,
    inputMode: 'numeric',
    placeholder: '123 456 789',
  },
  siret: {
    show: (stored) => formatSiret(asText(stored)),
    read: (text) => (blank(text) ? null : normalizeSiret(text)),
    check: validateSiret,
    inputMode: 'numeric',
    placeholder: '123 456 789 00012',
  },
  nir: {
    show: (stored) => formatNir(asText(stored)),
    read: (text) => (blank(text) ? null : normalizeNir(text)),
    check: validateNir,
    inputMode: 'text',
    placeholder: '1 85 05 78 006 084 36',
  },
} satisfies Record<string, FormatSpec>;

export type FormatName = keyof typeof formats;

export function isFormatName(name: string): name is FormatName {
  return Object.prototype.hasOwnProperty.call(formats, name);
}

/**
 * The react-admin validator of a format, for any input (`validate={formatValidator('siret')}`): it checks
 * the stored value, which is a number or an ISO date once readable and the typed text while it is not.
 */
export function formatValidator(name: FormatName): Validator {
  const spec: FormatSpec = formats[name];
  return (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return undefined; // a parsed amount: already valid
    return spec.check(value) ?? undefined;
  };
}
