// Names a record for humans from a representation: a property (`name`) or a template (`{lastname} {firstname}`).
import dayjs from 'dayjs';

export function represent(template: string | undefined, record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  // Without a representation, a record is named by its number.
  if (!template || template === 'id') return `n° ${String(record.id ?? '')}`;
  const tpl = template;
  const text = tpl.includes('{')
    ? tpl.replace(/\{(\w+)\}/g, (_, key: string) => valueText(record[key]))
    : valueText(record[tpl]);
  return text.trim() || `#${String(record.id ?? '')}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return String(value);
}

/** DD/MM/YYYY (spec 000 section 5); date-only strings are read as calendar dates, never shifted by time zone. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const d = dayjs(value.length === 10 ? `${value}T00:00:00` : value);
  return d.isValid() ? d.format('DD/MM/YYYY') : value;
}

export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : value;
}

/** The text fields of a representation template, used to search related records by typing. */
export function representationFields(template: string | undefined): string[] {
  if (!template) return [];
  return template.includes('{') ? [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) : [template];
}
