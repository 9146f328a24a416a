// The columns of a CSV export, from the resource schema: French headers (property titles), and for each
// value its French rendering: enum label, relation representation, DD/MM/YYYY dates, Oui/Non, decimal
// comma. writeOnly properties (passwords) are never exported. A resource file may name the columns and relabel
// them (viewSettings.ts). For Excel, `excel` gives typed values: numbers, real dates (a date-time at its Paris
// wall time, as the CSV shows it), labels otherwise.
import type { PropertyModel, ResourceModel } from '../schema/model.ts';
import type { Row } from '../db/index.ts';
import { referenceLists } from '../../shared/reference/index.ts';
import { formatDateFr, formatDateTimeFr } from '../../shared/format/dates.ts';
import type { ExportSettings } from './viewSettings.ts';

export type Cell = string | number | null;
export type ExcelCell = string | number | Date | null;
export interface ExportColumn {
  header: string;
  property?: PropertyModel;
  value(row: Row, relations: RelationLabels): Cell;
  /** The value typed for a spreadsheet cell. */
  excel(row: Row, relations: RelationLabels): ExcelCell;
}

/** Representation of a related row by resource and id (filled batch by batch, see relations.ts). */
export type RelationLabels = Map<string, Map<number, string>>;

/** The French rendering of one stored value of property p (relations excepted). */
export function formatValue(p: PropertyModel, v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (p.enumList) {
    const list = (referenceLists as Record<string, readonly { id: unknown; label: string }[]>)[p.enumList];
    return list?.find((item) => item.id === v)?.label ?? String(v);
  }
  if (p.type === 'boolean') return v ? 'Oui' : 'Non';
  if (p.format === 'date') return formatDateFr(String(v));
  if (p.format === 'date-time') return formatDateTimeFr(v instanceof Date ? v : String(v));
  if (p.type === 'number' || p.type === 'integer') return String(v).replace('.', ',');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A DD/MM/YYYY[ HH:mm] text as a Date whose UTC fields are that wall time (Excel dates have no zone). */
function wallDate(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text);
  return m
    ? new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0)))
    : null;
}

/** The spreadsheet value of one stored value of a non-relation property. */
export function excelValue(p: PropertyModel, v: unknown): ExcelCell {
  if (v === null || v === undefined) return null;
  if (!p.enumList && (p.type === 'number' || p.type === 'integer')) {
    const n = Number(v);
    return Number.isFinite(n) ? n : String(v);
  }
  const text = formatValue(p, v);
  if (!p.enumList && (p.format === 'date' || p.format === 'date-time') && typeof text === 'string')
    return wallDate(text) ?? text;
  return text;
}

function propertyColumn(p: PropertyModel, header: string): ExportColumn {
  const relation = p.relation;
  if (relation) {
    const label = (row: Row, labels: RelationLabels) => {
      const id = row[p.column] as number | null;
      return id === null || id === undefined ? null : (labels.get(relation)?.get(id) ?? String(id));
    };
    return { header, property: p, value: label, excel: label };
  }
  return {
    header,
    property: p,
    value: (row) => formatValue(p, row[p.column]),
    excel: (row) => excelValue(p, row[p.column]),
  };
}

const idColumn: ExportColumn = {
  header: 'Identifiant',
  value: (row) => row.id as number,
  excel: (row) => row.id as number,
};

/** The columns of `r`: those the resource file names (unknown or write-only names skipped: npm run check:config
 * reports them), else `id` then every readable property; headers are the file's labels, else the schema's titles. */
export function exportColumns(r: ResourceModel, settings?: ExportSettings): ExportColumn[] {
  const labels = settings?.labels ?? {};
  const named = settings?.columns;
  if (!named)
    return [
      idColumn,
      ...r.properties.filter((p) => !p.writeOnly).map((p) => propertyColumn(p, labels[p.name] ?? p.title)),
    ];
  const columns: ExportColumn[] = [];
  for (const name of named) {
    if (name === 'id') columns.push({ ...idColumn, header: labels.id ?? idColumn.header });
    const p = r.byName.get(name);
    if (p && !p.writeOnly) columns.push(propertyColumn(p, labels[name] ?? p.title));
  }
  return columns;
}
