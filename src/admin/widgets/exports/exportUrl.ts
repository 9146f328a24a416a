// Pure parts of the exports: the export URL from the collection URL the data provider would ask for (same
// filters, order and fixed filter: built by the data provider itself, see collectionUrl.ts), the file name of
// a download, and a byte count in French.

export type ExportFormat = 'csv' | 'xlsx';

/** Page parameters of a collection request, meaningless for an export (it has every row). */
const PAGING = ['page', 'itemsPerPage', 'pagination', 'partial'];

/** `/api/etudiants?type=1&order[lastname]=ASC&page=1` ->
 * `/api/etudiants/export.csv?type=1&order[lastname]=ASC&view=stagiaires`. */
export function exportUrl(collection: URL, format: ExportFormat, view: string): URL {
  const url = new URL(collection.toString());
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/export.${format}`;
  for (const name of PAGING) url.searchParams.delete(name);
  url.searchParams.set('view', view);
  return url;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` first, then `filename="…"`),
 * without any folder part; `fallback` when there is none. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  name ??=
    /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(disposition)?.[1]?.replace(/\\(.)/g, '$1') ??
    /filename\s*=\s*([^;\s]+)/.exec(disposition)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/** « 850 o », « 12,4 Ko », « 3,1 Mo ». */
export function formatBytes(n: number): string {
  const fr = (v: number) => v.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  if (n < 1024) return `${n} o`;
  if (n < 1024 * 1024) return `${fr(n / 1024)} Ko`;
  return `${fr(n / 1024 / 1024)} Mo`;
}
