// French phone numbers: grouped in pairs when they have 10 digits ("06 12 34 56 78"), others unchanged.
import { formatMessages, isBlank, stripSpaces, type FormatValidator } from './messages.ts';

/** The number without its separators (spaces, dots, dashes, brackets), as stored. A "(0)" written after
 * an international prefix ("+33 (0)6 ...") is not dialled, so it is dropped. */
export function normalizePhone(text: string): string {
  return stripSpaces(text)
    .replace(/\(0\)/g, '')
    .replace(/[.\-()/]/g, '');
}

/** "06 12 34 56 78" for a 10-digit number, whatever its separators; any other value is returned unchanged. */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = normalizePhone(value);
  return /^\d{10}$/.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : value;
}

/** French error, or null for an empty value, a French 10-digit number (0X...) or an international +... one. */
export const validatePhone: FormatValidator = (text) => {
  if (isBlank(text)) return null;
  const digits = normalizePhone(text!);
  return /^0[1-9]\d{8}$/.test(digits) || /^\+[1-9]\d{7,14}$/.test(digits) ? null : formatMessages.telephone;
};
