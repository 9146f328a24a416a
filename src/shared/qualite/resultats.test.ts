import { describe, expect, it } from 'vitest';
import { rate, resultsOf, satisfactionOf } from './resultats.ts';

describe('published results rules', () => {
  it('rounds a rate to a whole percentage, none without anyone counted', () => {
    expect(rate(2, 3)).toEqual({ n: 2, sur: 3, taux: 67 });
    expect(rate(0, 0).taux).toBeNull();
  });
  it('counts satisfied scale answers only', () => {
    expect(satisfactionOf([{ a: 4, b: 2, c: 'Présentiel' }, { a: 3, t: 'Bien' }, null])).toEqual({
      n: 2,
      sur: 3,
      taux: 67,
    });
  });
  it('computes a cohort: success among known results, 6-month situations of the followed, breaks per contract', () => {
    const r = resultsOf([
      { diplomeObtenu: true, situation6: 1, contrats: 1, ruptures: 0 },
      { diplomeObtenu: false, situation6: 3, contrats: 2, ruptures: 1 },
      { diplomeObtenu: null, situation6: null, contrats: 1, ruptures: 0 },
      { diplomeObtenu: true, situation6: 2, contrats: 0, ruptures: 0 },
    ]);
    expect(r).toEqual({
      sortants: 4,
      reussite: { n: 2, sur: 3, taux: 67 },
      poursuite: { n: 1, sur: 3, taux: 33 },
      insertion: { n: 1, sur: 3, taux: 33 },
      ruptures: { n: 1, sur: 4, taux: 25 },
    });
  });
});
