import { describe, expect, it } from 'vitest';
import { contractState, isExpired, taxTotal } from './companyPage.ts';

describe('company page helpers', () => {
  it('adds the tax received, amounts as numbers or strings, blanks ignored', () => {
    expect(taxTotal([{ taxes: 1250.5 }, { taxes: '300.25' }, { taxes: null }, {}])).toBe(1550.75);
    expect(taxTotal([])).toBe(0);
  });
  it('flags a document whose validity ended before today only', () => {
    expect(isExpired('2026-11-24', '2026-11-25')).toBe(true);
    expect(isExpired('2026-11-25', '2026-11-25')).toBe(false);
    expect(isExpired(null, '2026-11-25')).toBe(false);
  });
  it('tells a broken-off, ended or running contract', () => {
    expect(contractState({ date_rupture: '2026-03-01', date_fin: '2027-08-31' }, '2026-11-25')).toEqual({
      kind: 'rupture',
      date: '2026-03-01',
    });
    expect(contractState({ date_fin: '2026-08-31' }, '2026-11-25')).toEqual({ kind: 'ended' });
    expect(contractState({ date_fin: '2027-08-31' }, '2026-11-25')).toEqual({ kind: 'running' });
  });
});
