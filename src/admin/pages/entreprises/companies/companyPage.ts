// Pure helpers of the company page's panel: the total of the apprenticeship tax received, whether a document
// has expired, and where a contract stands (running, ended, broken off).

/** Sum of the amounts received (`taxes`), ignoring rows without one. */
export function taxTotal(rows: Record<string, unknown>[]): number {
  return (
    Math.round(rows.reduce((sum, r) => sum + (typeof r.taxes === 'number' ? r.taxes : Number(r.taxes) || 0), 0) * 100) /
    100
  );
}

/** A validity end strictly before today (YYYY-MM-DD) is expired; no end date never expires. */
export function isExpired(end: unknown, today: string): boolean {
  return typeof end === 'string' && end !== '' && end.slice(0, 10) < today;
}

export type ContractState = { kind: 'rupture'; date: string } | { kind: 'running' } | { kind: 'ended' };

/** A broken-off contract (date_rupture), else running until its end date (included), else ended. */
export function contractState(c: Record<string, unknown>, today: string): ContractState {
  if (typeof c.date_rupture === 'string' && c.date_rupture) return { kind: 'rupture', date: c.date_rupture };
  if (typeof c.date_fin === 'string' && c.date_fin && c.date_fin.slice(0, 10) < today) return { kind: 'ended' };
  return { kind: 'running' };
}
