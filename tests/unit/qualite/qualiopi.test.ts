// Pure rules of Qualiopi: the reference data (7 criteria, 32 indicators numbered in order, each under an
// existing criterion, the CFA-specific ones) and an indicator's status from what the product counted.
import { describe, expect, it } from 'vitest';
import { criteres_qualiopi, indicateurs_qualiopi } from '../../../src/shared/reference/qualiopi.ts';
import { statusOf } from '../../../src/shared/qualite/proofs.ts';

describe('Qualiopi reference data', () => {
  it('holds the 32 indicators in order under the 7 criteria, all applying to a CFA', () => {
    expect(criteres_qualiopi.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(indicateurs_qualiopi.map((i) => i.id)).toEqual(Array.from({ length: 32 }, (_, k) => k + 1));
    const perCriterion = criteres_qualiopi.map((c) => indicateurs_qualiopi.filter((i) => i.critere === c.id).length);
    expect(perCriterion).toEqual([3, 5, 8, 4, 2, 7, 3]);
    expect(indicateurs_qualiopi.filter((i) => i.cfa).map((i) => i.id)).toEqual([14, 15, 20, 29]);
    expect(indicateurs_qualiopi.every((i) => i.appliesToCfa && i.label.includes('prestataire') && i.label.endsWith('.'))).toBe(true);
  });
});

describe('statusOf', () => {
  it('is covered when every trainee has the proof, partial when some do, no proof when none', () => {
    expect(statusOf(3, 3)).toBe('couvert');
    expect(statusOf(1, 3)).toBe('partiel');
    expect(statusOf(0, 3)).toBe('aucune');
    expect(statusOf(0, 0)).toBe('aucune');
  });
  it('counts plain records, a flagged one (an expired document) making it partial', () => {
    expect(statusOf(4, null)).toBe('couvert');
    expect(statusOf(4, null, 1)).toBe('partiel');
    expect(statusOf(0, null)).toBe('aucune');
    expect(statusOf(3, 3, 1)).toBe('partiel');
  });
});
