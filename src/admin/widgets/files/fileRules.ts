// Pure rules of the file widgets (no React, no fetch): sizes in French, the check of a file against the
// server's upload limits before sending, what can be previewed, and when a document expires.
import { fr } from '../../i18n/fr.ts';
import { fill } from '../../i18n/fill.ts';
import { filesFr } from '../../i18n/files.ts';

/** What GET /api/media_objects/limits answers (src/server/files/routes.ts). */
export interface UploadLimits {
  maxBytes: number;
  /** The bound as the server words it (« 10 Mo »). */
  maxSize: string;
  extensions: string[];
  /** extension → MIME type. */
  types: Record<string, string>;
}

const t = filesFr;

const UNITS = ['o', 'Ko', 'Mo', 'Go'] as const;

/** A size in French: « 0 o », « 512 o », « 1,2 Ko », « 1,2 Mo » (1 Ko = 1024 o, as the server counts). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** The lower-case extension of a file name, '' without one (as the server reads it: after the last dot). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The `accept` attribute of the file input: the accepted extensions. */
export const acceptOf = (limits: UploadLimits): string => limits.extensions.map((e) => `.${e}`).join(',');

/** The French reason a file would be refused by the server, checked before sending; undefined when it may go. */
export function refusalOf(file: { name: string; size: number }, limits: UploadLimits): string | undefined {
  const ext = extensionOf(file.name);
  if (!limits.extensions.includes(ext))
    return fill(t.wrongType, { name: file.name, types: limits.extensions.join(', ') });
  if (file.size > limits.maxBytes)
    return fill(t.tooLarge, { name: file.name, size: formatSize(file.size), max: limits.maxSize });
  if (file.size === 0) return fill(t.empty, { name: file.name });
  return undefined;
}

/** What the detail page can show inline: images and PDF files. */
export function previewKind(mime: string | undefined | null): 'image' | 'pdf' | undefined {
  const type = String(mime ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(type)) return 'image';
  return undefined;
}

/** A short name of a MIME type for people (« PDF », « Image PNG », « Word »), or the type itself. */
export function typeLabel(mime: string | undefined | null): string {
  const type = String(mime ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const names: Record<string, string> = t.typeNames;
  if (names[type]) return names[type];
  if (type.startsWith('image/')) return `${names.image} ${type.slice(6).toUpperCase()}`;
  const family = ['wordprocessingml', 'spreadsheetml', 'opendocument'].find((f) => type.includes(f));
  return family ? names[family]! : type;
}

export type ExpiryState = 'expired' | 'soon' | 'valid';

/** Days before the end of validity from which a document shows as expiring soon. */
export const SOON_DAYS = 30;

const ISO = /^(\d{4})-(\d{2})-(\d{2})/;
const dayNumber = (iso: string): number | undefined => {
  const m = ISO.exec(iso);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000 : undefined;
};

/**
 * Past its end (red), within 30 days of it (orange), or valid; undefined without a date. The end day itself
 * is still valid (the document is valid « jusqu'au » that day).
 */
export function expiryState(expiry: string | null | undefined, today: string): ExpiryState | undefined {
  const end = expiry ? dayNumber(expiry) : undefined;
  const now = dayNumber(today);
  if (end === undefined || now === undefined) return undefined;
  if (end < now) return 'expired';
  if (end - now <= SOON_DAYS) return 'soon';
  return 'valid';
}

/** The date `days` after an ISO date, as YYYY-MM-DD. */
export function addDays(iso: string, days: number): string | undefined {
  const n = dayNumber(iso);
  if (n === undefined) return undefined;
  return new Date((n + days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The end of validity of a document: its own end date, or, for a type that must be recent (the criminal
 * record extract: less than a month old, `age_max_jours` of its type), the date of the document plus that age.
 */
export function documentExpiry(doc: { end?: unknown; date?: unknown; maxAgeDays?: number | null }): string | undefined {
  if (typeof doc.end === 'string' && ISO.test(doc.end)) return doc.end.slice(0, 10);
  if (doc.maxAgeDays && typeof doc.date === 'string' && ISO.test(doc.date)) return addDays(doc.date, doc.maxAgeDays);
  return undefined;
}

/** The colour of a state: red past, orange soon (dark shades, readable on white: contrast above 4.5:1). */
export const EXPIRY_COLOURS = { expired: '#b71c1c', soon: '#8a4b00' } as const;
export const expiryColour = (state: ExpiryState | undefined): string | undefined =>
  state === 'expired' || state === 'soon' ? EXPIRY_COLOURS[state] : undefined;
