// A chart's table as CSV for French Excel, like the API's exports: UTF-8 BOM, `;`, CRLF, decimal comma, and a
// text cell starting with =, +, -, @, tab or CR quoted with a leading ' (formula injection). Pure, unit-tested.
export type Cell = string | number | null;

function cell(v: Cell): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v).replace('.', ',');
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(headers: string[], rows: Cell[][]): string {
  return `\uFEFF${[headers, ...rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** A file name from a title: `statistiques-stagiaires-par-diplome.csv`. */
export function csvName(title: string): string {
  const slug = title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `statistiques-${slug}.csv`;
}
