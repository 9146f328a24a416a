// CSV cells and lines as French Excel opens them: `;` separator, CRLF lines, a UTF-8 BOM at the start of
// the file, and formula injection neutralised (a cell that a spreadsheet would evaluate gets a leading ').
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: null/undefined give an empty cell; a text starting with =, +, -, @, tab or CR is prefixed
 * with ' so Excel and LibreOffice show it as text instead of running it; a value containing the separator,
 * a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A real number (typeof number) is data, not a formula: -3 stays a number for the spreadsheet.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** One CSV line (with its CRLF) from already formatted values. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR) + CSV_EOL;
}
