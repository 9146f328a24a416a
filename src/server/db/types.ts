// Text-to-JS conversions shared by both drivers, so PGlite and PostgreSQL rows look the same to the API.
export const DATE = 1082;
export const TIMESTAMP = 1114;
export const TIMESTAMPTZ = 1184;
export const INT8 = 20;
export const NUMERIC = 1700;

/** '2024-05-01 10:00:00.123+00' → '2024-05-01T10:00:00.123+00:00' (ISO 8601, as API Platform outputs). */
export function isoTimestamp(value: string): string {
  const t = value.replace(' ', 'T');
  return /[+-]\d\d$/.test(t) ? `${t}:00` : t;
}

/** Parsers by type oid: dates stay 'YYYY-MM-DD' strings (no time-zone shifts), counts become numbers. */
export const parsers: Record<number, (value: string) => unknown> = {
  [DATE]: (v) => v,
  [TIMESTAMP]: (v) => isoTimestamp(v),
  [TIMESTAMPTZ]: (v) => isoTimestamp(v),
  [INT8]: (v) => Number(v),
  [NUMERIC]: (v) => Number(v),
};
