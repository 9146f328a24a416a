import { describe, expect, it } from 'vitest';
import { billingCells, billingKeys } from './billing.ts';

describe('billingKeys', () => {
  it('shows the agreement number only when the profile allows it', () => {
    expect(billingKeys({ canSeeConventionNumberOnFacturation: true })).toContain('convention_number');
    expect(billingKeys({ canSeeConventionNumberOnFacturation: false })).not.toContain('convention_number');
    expect(billingKeys({})).toEqual(['name', 'nombre_factures', 'montant_total', 'montant_paye', 'montant_restant']);
  });
});

describe('billingCells', () => {
  it('gives the name, the agreement and the amounts in the order of the keys', () => {
    const row = {
      lastname: 'Durand',
      firstname: 'Léa',
      convention_number: 'CONV-12',
      nombre_factures: 2,
      montant_total: 1250.5,
      montant_paye: 1000,
      montant_restant: 250.5,
    };
    expect(billingCells(row, billingKeys({ canSeeConventionNumberOnFacturation: true }))).toEqual([
      'Durand Léa',
      'CONV-12',
      2,
      1250.5,
      1000,
      250.5,
    ]);
    expect(billingCells({ ...row, convention_number: null }, ['convention_number', 'montant_restant'])).toEqual([
      null,
      250.5,
    ]);
  });
});
