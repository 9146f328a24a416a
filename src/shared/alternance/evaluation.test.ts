import { describe, expect, it } from 'vitest';
import { average, contractRunning, criteriaProblems } from './evaluation.ts';

describe('tutor evaluation rules', () => {
  const full = { assiduite: 4, savoir_etre: 3, savoir_faire: 3, autonomie: 2, integration: 4 };
  it('accepts every criterion scored 1 to 4 and averages to one decimal', () => {
    expect(criteriaProblems(full)).toEqual([]);
    expect(average(full)).toBe(3.2);
  });
  it('reports missing, out of range and unknown criteria', () => {
    expect(criteriaProblems({ ...full, autonomie: 5, integration: undefined, humour: 2 })).toEqual([
      { criterion: 'autonomie', problem: 'range' },
      { criterion: 'integration', problem: 'missing' },
      { criterion: 'humour', problem: 'unknown' },
    ]);
    expect(criteriaProblems(null)).toHaveLength(5);
  });
  it('tells a running contract from one not started, ended or broken', () => {
    const c = { date_debut: '2026-01-01', date_fin: '2027-12-31', date_rupture: null };
    expect(contractRunning(c, '2026-06-01')).toBe(true);
    expect(contractRunning(c, '2025-12-31')).toBe(false);
    expect(contractRunning({ ...c, date_fin: '2026-05-31' }, '2026-06-01')).toBe(false);
    expect(contractRunning({ ...c, date_rupture: '2026-03-01' }, '2026-06-01')).toBe(false);
  });
});
