// The columns of a CSV export, from the resource schema: French headers (property titles), and for each
// value its French rendering: enum label, relation representation, DD/MM/YYYY dates, Oui/Non, decimal
// comma. writeOnly properties (passwords) are never exported.
import type { PropertyModel, ResourceModel } from '../schema/model.ts';
import type { Row } from '../db/index.ts';
import { referenceLists } from '../../shared/reference/index.ts';
import { formatDateFr, formatDateTimeFr } from '../../shared/format/dates.ts';

export type Cell = string | number | null;
export interface ExportColumn {
  header: string;
  property?: PropertyModel;
  value(row: Row, relations: RelationLabels): Cell;
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

export function exportColumns(r: ResourceModel): ExportColumn[] {
  const columns: ExportColumn[] = [{ header: 'Identifiant', value: (row) => row.id as number }];
  for (const p of r.properties) {
    if (p.writeOnly) continue;
    const relation = p.relation;
    columns.push({
      header: p.title,
      property: p,
      value: relation
        ? (row, labels) => {
            const id = row[p.column] as number | null;
            return id === null || id === undefined ? null : (labels.get(relation)?.get(id) ?? String(id));
          }
        : (row) => formatValue(p, row[p.column]),
    });
  }
  return columns;
}
