// Money in euros, two decimals, French format ("1 234,50 €" with the narrow no-break spaces Intl writes).
import { formatMessages, isBlank, stripSpaces, type FormatValidator } from './messages.ts';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const amount = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number from a stored amount: numbers as is, decimal strings ("1234.50", as Postgres numeric sends). */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** "1 234,50 €" (or "1 234,50" with `symbol: false`); '' for an empty or non-numeric value. */
export function formatMoney(value: number | string | null | undefined, options: { symbol?: boolean } = {}): string {
  const n = toNumber(value);
  if (n === null) return '';
  return (options.symbol ?? true) ? euros.format(n) : amount.format(n);
}

const TYPED_AMOUNT = /^-?\d+([.,]\d{1,2})?$/;

/** The number of a typed amount ("1 234,50", "1234.5", "12 €"), or null when it is not one. */
export function parseMoney(text: string | null | undefined): number | null {
  if (isBlank(text)) return null;
  const compact = stripSpaces(text!).replace(/€$/, '');
  if (!TYPED_AMOUNT.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

/** French error for a typed amount, or null when it is empty or an amount with at most two decimals. */
export const validateMoney: FormatValidator = (text) =>
  isBlank(text) || parseMoney(text) !== null ? null : formatMessages.montant;
