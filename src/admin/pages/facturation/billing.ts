// The columns of the aid billing list, shared by « Aides mobilisées » and the dashboard: the
// agreement number only where the client's profile says canSeeConventionNumberOnFacturation (spec 000 access
// flags; without a profile, flagged things stay hidden). Pure, unit-tested.
import type { CsvValue as Cell } from '../../../shared/csv.ts';

export const BILLING_KEYS = [
  'name',
  'convention_number',
  'nombre_factures',
  'montant_total',
  'montant_paye',
  'montant_restant',
] as const;
export type BillingKey = (typeof BILLING_KEYS)[number];

export function billingKeys(flags: Record<string, unknown>): BillingKey[] {
  return BILLING_KEYS.filter((k) => k !== 'convention_number' || flags.canSeeConventionNumberOnFacturation === true);
}

/** One trainee's line of the list as CSV cells, in the order of `keys`. */
export function billingCells(row: Record<string, unknown>, keys: readonly BillingKey[]): Cell[] {
  return keys.map((k) => {
    if (k === 'name') return `${String(row.lastname ?? '')} ${String(row.firstname ?? '')}`.trim();
    if (k === 'convention_number') return (row.convention_number as string | null) ?? null;
    return Number(row[k] ?? 0);
  });
}
