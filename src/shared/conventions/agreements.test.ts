import { describe, expect, it } from 'vitest';
import { agreementTotals, feeAmount, feeTypeLabel, feeTypeOffered, offeredFeeTypes } from './agreements.ts';

describe('agreement fees', () => {
  it('offers the short list to a client whose profile asks for it, the long list otherwise', () => {
    expect(offeredFeeTypes({ conventions: { haveFeeTypeShortList: true } }).map((t) => t.id)).toEqual([5, 6]);
    expect(offeredFeeTypes({ conventions: { haveFeeTypeShortList: false } }).map((t) => t.id)).toEqual([0, 1, 2, 3, 4]);
    expect(offeredFeeTypes(null).map((t) => t.id)).toEqual([0, 1, 2, 3, 4]);
    expect(feeTypeOffered({ conventions: { haveFeeTypeShortList: true } }, 0)).toBe(false);
    expect(feeTypeOffered({}, 0)).toBe(true);
    expect(feeTypeLabel(5)).toBe('Frais de formation');
  });
  it('totals hours × hourly cost, to the cent', () => {
    expect(feeAmount({ type_of_fee: 0, number_of_hours: 120, hourly_cost: 32.5 })).toBe(3900);
    expect(feeAmount({ type_of_fee: 0, number_of_hours: 3, hourly_cost: null })).toBe(0);
    expect(
      agreementTotals([
        { type_of_fee: 0, number_of_hours: 120, hourly_cost: 32.5 },
        { type_of_fee: 1, number_of_hours: 7.5, hourly_cost: 45.1 },
      ]),
    ).toEqual({ hours: 127.5, amount: 4238.25 });
  });
});
