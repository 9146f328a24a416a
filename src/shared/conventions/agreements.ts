// Agreements and amendments (spec 001 "Agreements"; spec 000 convention fee types): the fee types a client
// offers (the short list when its profile says conventions.haveFeeTypeShortList, else the long one), and an
// agreement's totals (hours × hourly cost per fee, then summed), shared by the server's assistant and the screen.
import { types_frais, types_frais_liste_courte, types_frais_liste_longue } from '../reference/facturation.ts';

export interface FeeLine {
  type_of_fee: number;
  number_of_hours?: number | null;
  hourly_cost?: number | null;
}

/** The fee types offered to a client, in their list's order. */
export function offeredFeeTypes(profile: { conventions?: { haveFeeTypeShortList?: boolean } } | null | undefined) {
  return profile?.conventions?.haveFeeTypeShortList ? types_frais_liste_courte : types_frais_liste_longue;
}

/** Whether a fee type may be chosen by this client. */
export function feeTypeOffered(profile: Parameters<typeof offeredFeeTypes>[0], type: unknown): boolean {
  return offeredFeeTypes(profile).some((t) => t.id === type);
}

export const feeTypeLabel = (type: unknown): string =>
  types_frais.find((t) => t.id === type)?.label ?? String(type ?? '');

const cents = (n: number) => Math.round(n * 100) / 100;

/** One fee's amount: its hours times its hourly cost (0 when either is missing). */
export function feeAmount(fee: FeeLine): number {
  const hours = Number(fee.number_of_hours ?? 0);
  const cost = Number(fee.hourly_cost ?? 0);
  return Number.isFinite(hours) && Number.isFinite(cost) ? cents(hours * cost) : 0;
}

/** The agreement's totals: hours and amount over its fees. */
export function agreementTotals(fees: FeeLine[]): { hours: number; amount: number } {
  return fees.reduce(
    (t, f) => ({ hours: cents(t.hours + Number(f.number_of_hours ?? 0)), amount: cents(t.amount + feeAmount(f)) }),
    { hours: 0, amount: 0 },
  );
}
