// Names a record for humans from its x-representation: a property (`name`) or a template
// (`{lastname} {firstname}`), once for the server (CSV exports) and the admin (titles, relation labels).
import { formatDateFr } from './dates.ts';

/** The text of one property of the record; by default its value, dates as DD/MM/YYYY. */
export type ValueText = (name: string, record: Record<string, unknown>) => string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as text: '' for none, a date as DD/MM/YYYY, anything else as written. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateFr(value);
  return String(value);
}

/**
 * The record's name from its representation. Without one (or `id`), or when its fields are all empty, the
 * record is named by its number: « n° 12 ». No record gives ''.
 */
export function represent(
  template: string | undefined,
  record: Record<string, unknown> | undefined,
  text: ValueText = (name, r) => valueText(r[name]),
): string {
  if (!record) return '';
  const named =
    !template || template === 'id'
      ? ''
      : template.includes('{')
        ? template.replace(/\{(\w+)\}/g, (_, key: string) => text(key, record))
        : text(template, record);
  return named.trim() || `n° ${String(record.id ?? '')}`;
}

/** The properties a representation reads, used to search related records by typing. */
export function representationFields(template: string | undefined): string[] {
  if (!template) return [];
  return template.includes('{') ? [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) : [template];
}
