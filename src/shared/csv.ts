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
export function csvCell(value: CsvValue, decimalComma = false): string {
  if (value === null || value === undefined) return '';
  // A real number (typeof number) is data, not a formula: -3 stays a number for the spreadsheet.
  if (typeof value === 'number')
    return Number.isFinite(value) ? (decimalComma ? String(value).replace('.', ',') : String(value)) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export type CsvValue = string | number | boolean | null | undefined;

/** One CSV line (with its CRLF) from already formatted values. */
export function csvLine(values: readonly CsvValue[], decimalComma = false): string {
  return values.map((v) => csvCell(v, decimalComma)).join(CSV_SEPARATOR) + CSV_EOL;
}

/** A whole file as the admin's tables download it (a chart's table, a dashboard block): the BOM, the header
 * line, the rows, numbers with a decimal comma as French Excel reads them. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [headers, ...rows].map((r) => csvLine(r, true)).join('');
}

/** A statistics file's name from its title: `statistiques-stagiaires-par-diplome.csv`. */
export function csvName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statistiques-${slug}.csv`;
}
