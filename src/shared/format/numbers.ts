// French numbers and times for display: a decimal comma (3,5), a non-breaking space between thousands
// (1 234,5), hours as HH:MM (09:00, never 09:00:00). Pure; the admin's fields and bespoke pages use them.

const numberFormats = new Map<number, Intl.NumberFormat>();

/** `3.5` → « 3,5 », `1234.5` → « 1 234,5 » (up to `maxDecimals` decimals, none added); '' for no number. */
export function formatNumberFr(value: unknown, maxDecimals = 2): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  let format = numberFormats.get(maxDecimals);
  if (!format)
    numberFormats.set(maxDecimals, (format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: maxDecimals })));
  return format.format(n);
}

/** Hours: `3.5` → « 3,5 h ». */
export const formatHoursFr = (value: unknown): string => {
  const text = formatNumberFr(value);
  return text === '' ? '' : `${text} h`;
};

/** A time of day as the French read it: `09:00:00`, `9:00`, `T09:00:00+01:00` → « 09:00 »; '' otherwise. */
export function formatTimeFr(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /(?:^|T)(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return '';
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}
