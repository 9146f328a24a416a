// Social security number (NIR): 13 characters and a 2-digit key, grouped 1-2-2-2-3-3-2
// ("1 85 05 78 006 084 36"), key = 97 - (number mod 97) with Corsica's 2A and 2B read as 19 and 18.
import { formatMessages, isBlank, stripSpaces, type FormatValidator } from './messages.ts';

/** The number without its spaces, upper-cased (2a becomes 2A), as stored. */
export const normalizeNir = (text: string): string => stripSpaces(text).toUpperCase();

const SHAPE = /^\d{5}(\d{2}|2A|2B)\d{6}(\d{2})?$/;

/** "1 85 05 78 006 084 36" for 15 characters (13 without the key); any other value unchanged. */
export function formatNir(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const nir = normalizeNir(value);
  if (!SHAPE.test(nir)) return value;
  const groups = [
    nir.slice(0, 1),
    nir.slice(1, 3),
    nir.slice(3, 5),
    nir.slice(5, 7),
    nir.slice(7, 10),
    nir.slice(10, 13),
  ];
  if (nir.length === 15) groups.push(nir.slice(13));
  return groups.join(' ');
}

/** The key of the first 13 characters; a Corsican department (2A, 2B) counts as 19 or 18. */
export function nirKey(first13: string): number {
  const numeric = first13.toUpperCase().replace('2A', '19').replace('2B', '18');
  // 13 digits stay below 2^53, so plain numbers are exact here.
  return 97 - (Number(numeric) % 97);
}

/**
 * French error for a typed NIR, or null when it is empty or valid: 15 characters, first 1 or 2, and a key
 * that matches. The key is what catches a mistyped digit, so a number without key is refused here.
 */
export const validateNir: FormatValidator = (text) => {
  if (isBlank(text)) return null;
  const nir = normalizeNir(text!);
  if (nir.length !== 15 || !SHAPE.test(nir)) return formatMessages.nirFormat;
  if (nir[0] !== '1' && nir[0] !== '2') return formatMessages.nirSexe;
  return nirKey(nir.slice(0, 13)) === Number(nir.slice(13)) ? null : formatMessages.nirCle;
};
