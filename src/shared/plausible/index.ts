// Plausibility rules read from the resource schemas (schemas/README.md, "Plausibility"), pure functions used by
// the server (after ajv, src/server/crud/write.ts) and by the admin's form validators (views/FieldInput.tsx):
// an end not before its start (`x-after`), dates within bounds (`x-date-min` / `x-date-max`, "today±N y|m|d"
// allowed), e-mails with a dotted domain (`format: email`), patterns with a French hint, and numbers within
// the schema's minimum/maximum and the bounds their column holds (integer: int4; number: ±10^12).
import { plausibleMessages as m } from './messages.ts';
import { parisToday } from '../format/dates.ts';

export { plausibleMessages, PATTERN_HINTS } from './messages.ts';

/** The raw schema keywords read here (a property of schemas/resources/*.schema.json). */
export interface RawProperty {
  type?: string | string[];
  title?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
  'x-relation'?: string;
  'x-enum'?: string;
  'x-after'?: string;
  'x-date-min'?: string;
  'x-date-max'?: string;
}

export interface RawSchema {
  properties?: Record<string, RawProperty>;
}

/** What a field's value must satisfy, besides type and requiredness. */
export interface FieldRules {
  name: string;
  label: string;
  after?: { name: string; label: string };
  dateMin?: string;
  dateMax?: string;
  email?: boolean;
  pattern?: string;
  min?: number;
  max?: number;
}

/** int4, the SQL type of integer columns. */
export const INT4 = { min: -2147483648, max: 2147483647 } as const;
/** Numbers are stored as double precision: ±10^12 keeps every amount's cents exact. */
export const NUMBER_BOUND = 1e12;

const typesOf = (p: RawProperty) => (Array.isArray(p.type) ? p.type : p.type ? [p.type] : []);

/** Rules of every writable property of a schema, by name. */
export function fieldRulesOf(schema: RawSchema): Map<string, FieldRules> {
  const props = schema.properties ?? {};
  const out = new Map<string, FieldRules>();
  for (const [name, p] of Object.entries(props)) {
    if (p.readOnly || p['x-relation']) continue;
    const rules: FieldRules = { name, label: p.title ?? name };
    const after = p['x-after'];
    if (after) rules.after = { name: after, label: props[after]?.title ?? after };
    if (p['x-date-min']) rules.dateMin = p['x-date-min'];
    if (p['x-date-max']) rules.dateMax = p['x-date-max'];
    if (p.format === 'email') rules.email = true;
    if (p.pattern) rules.pattern = p.pattern;
    const types = typesOf(p);
    if (!p['x-enum'] && (types.includes('integer') || types.includes('number'))) {
      const [lo, hi] = types.includes('integer') ? [INT4.min, INT4.max] : [-NUMBER_BOUND, NUMBER_BOUND];
      rules.min = Math.max(p.minimum ?? lo, lo);
      rules.max = Math.min(p.maximum ?? hi, hi);
    }
    out.set(name, rules);
  }
  return out;
}

const BOUND = /^today(?:([+-])(\d+)([ymd]))?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date bound as an ISO date: itself, or "today", "today+20y", "today-3m", "today+10d" from `today`. */
export function resolveDateBound(bound: string, today: string): string {
  if (ISO_DATE.test(bound)) return bound;
  const b = BOUND.exec(bound);
  if (!b) throw new Error(`Borne de date invalide : ${bound} (attendu AAAA-MM-JJ, today ou today±N[y|m|d]).`);
  if (!b[1]) return today;
  const n = Number(b[2]) * (b[1] === '-' ? -1 : 1);
  const d = new Date(`${today}T00:00:00Z`);
  if (b[3] === 'y') d.setUTCFullYear(d.getUTCFullYear() + n);
  else if (b[3] === 'm') d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A date, date-time or time value as a comparable string (dates by their day, times as HH:MM:SS), or
 * undefined when empty or unreadable (its format error is another rule's). */
function comparable(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  if (/^\d{2}:\d{2}$/.test(value)) return `${value}:00`;
  return /^\d{2}:\d{2}:\d{2}$/.test(value) ? value : undefined;
}

// ajv-formats' e-mail (fast mode) with at least one dot in the domain: `contact@exemple` is refused.
const EMAIL_LOCAL = /[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*/.source;
const EMAIL_DOMAIN = /(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?/.source;
const EMAIL = new RegExp(`^${EMAIL_LOCAL}@${EMAIL_DOMAIN}$`, 'i');

/** An e-mail address with a local part and a domain holding a dot. */
export const isPlausibleEmail = (value: string): boolean => EMAIL.test(value);

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** The French error (without the label) of one value, or undefined when plausible. `record` holds the others. */
export function fieldError(
  rules: FieldRules,
  value: unknown,
  record: Record<string, unknown>,
  today = parisToday(),
): string | undefined {
  if (isEmpty(value)) return undefined;
  if (
    typeof value === 'number' ||
    (typeof value === 'string' &&
      (rules.min !== undefined || rules.max !== undefined) &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value)))
  ) {
    const n = Number(value);
    if (rules.min !== undefined && n < rules.min) return m.minimum(rules.min);
    if (rules.max !== undefined && n > rules.max) return m.maximum(rules.max);
  }
  if (typeof value === 'string') {
    if (rules.email && !isPlausibleEmail(value)) return m.email;
    if (rules.pattern && !new RegExp(rules.pattern, 'u').test(value)) return m.pattern(rules.pattern);
  }
  const day = comparable(value);
  if (day !== undefined) {
    if (rules.dateMax) {
      const max = resolveDateBound(rules.dateMax, today);
      if (day.length === 10 && day > max) return rules.dateMax === 'today' ? m.dateFuture : m.dateAfter(max);
    }
    if (rules.dateMin) {
      const min = resolveDateBound(rules.dateMin, today);
      if (day.length === 10 && day < min) return m.dateBefore(min);
    }
    if (rules.after) {
      const other = comparable(record[rules.after.name]);
      if (other !== undefined && other.length === day.length && day < other) return m.after(rules.after.label);
    }
  }
  return undefined;
}

/** The same, named by the field's label: "Date de fin : Cette valeur ne peut pas précéder « Date de début »." */
export function namedFieldError(
  rules: FieldRules,
  value: unknown,
  record: Record<string, unknown>,
  today = parisToday(),
): string | undefined {
  const e = fieldError(rules, value, record, today);
  return e === undefined ? undefined : m.named(rules.label, e);
}

export interface PlausibleViolation {
  propertyPath: string;
  message: string;
}

/** Every implausible value of a record (its fields present in `record`), named by label. `skip`: already refused. */
export function checkRecord(
  rules: Map<string, FieldRules>,
  record: Record<string, unknown>,
  today = parisToday(),
  skip: ReadonlySet<string> = new Set(),
): PlausibleViolation[] {
  const out: PlausibleViolation[] = [];
  for (const [name, r] of rules) {
    if (skip.has(name) || !(name in record)) continue;
    const message = namedFieldError(r, record[name], record, today);
    if (message) out.push({ propertyPath: name, message });
  }
  return out;
}
