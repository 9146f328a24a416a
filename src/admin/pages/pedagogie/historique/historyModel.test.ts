import { describe, expect, it } from 'vitest';
import { historyOf } from './historyModel.ts';

describe('historyOf', () => {
  it('draws one series per unit over the sorted dates, null where the unit was not evaluated', () => {
    const h = historyOf([
      { evaluation: 'e2', date: '2026-03-01', unit: 'u1', label: 'UC1', score: 2 },
      { evaluation: 'e1', date: '2026-01-10', unit: 'u1', label: 'UC1', score: 1 },
      { evaluation: 'e1', date: '2026-01-10', unit: 'u2', label: 'UC2', score: 3 },
    ]);
    expect(h.dates).toEqual(['2026-01-10', '2026-03-01']);
    expect(h.series).toEqual([
      { id: 'u1', label: 'UC1', data: [1, 2] },
      { id: 'u2', label: 'UC2', data: [3, null] },
    ]);
  });
});
