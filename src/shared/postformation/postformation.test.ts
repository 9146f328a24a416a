import { describe, expect, it } from 'vitest';
import { addMonths, answerProblems, followUpState, schedule, stepsFor, tally } from './index.ts';

describe('post-training follow-up', () => {
  it('plans 3, 6, 9 and 12 months, plus the employer search or the breakup step', () => {
    expect(stepsFor(null)).toEqual([1, 2, 3, 4]);
    expect(stepsFor(16)).toEqual([1, 2, 3, 4, 5]);
    expect(stepsFor(12)).toEqual([1, 2, 3, 4, 6]);
    expect(schedule('2025-01-31', 3).map((s) => s.date_prevue)).toEqual([
      '2025-04-30',
      '2025-07-31',
      '2025-10-31',
      '2026-01-31',
    ]);
    expect(addMonths('2024-08-31', 6)).toBe('2025-02-28');
  });
  it('says late, due (15 days), upcoming or done', () => {
    expect(followUpState('2025-03-01', null, '2025-03-02')).toBe('late');
    expect(followUpState('2025-03-10', null, '2025-03-02')).toBe('due');
    expect(followUpState('2025-05-10', null, '2025-03-02')).toBe('upcoming');
    expect(followUpState('2025-03-01', '2025-03-01', '2025-03-02')).toBe('done');
  });
});

describe('survey answers', () => {
  const qs = [
    { id: 'accueil', label: 'Accueil', kind: 'scale' as const },
    { id: 'mode', label: 'Mode', kind: 'choice' as const, choices: ['Présentiel', 'Distanciel'] },
    { id: 'remarque', label: 'Remarque', kind: 'text' as const, required: false },
  ];
  it('accepts complete answers and names each problem', () => {
    expect(answerProblems(qs, { accueil: 4, mode: 'Présentiel' })).toEqual([]);
    expect(answerProblems(qs, { accueil: 7, mode: 'Ailleurs', autre: 1 })).toEqual([
      { id: 'autre', problem: 'unknown' },
      { id: 'accueil', problem: 'scale' },
      { id: 'mode', problem: 'choice' },
    ]);
    expect(answerProblems(qs, {})).toEqual([
      { id: 'accueil', problem: 'required' },
      { id: 'mode', problem: 'required' },
    ]);
  });
  it('counts the answers per value', () => {
    const r = tally(
      qs,
      [
        { accueil: 4, mode: 'Présentiel', remarque: 'Bien' },
        { accueil: 3, mode: 'Présentiel' },
      ],
      { 3: 'Satisfaisant', 4: 'Très satisfaisant' },
    );
    expect(r[0]!.counts.filter((c) => c.total)).toEqual([
      { value: 'Satisfaisant', total: 1 },
      { value: 'Très satisfaisant', total: 1 },
    ]);
    expect(r[1]!.counts).toEqual([
      { value: 'Présentiel', total: 2 },
      { value: 'Distanciel', total: 0 },
    ]);
    expect(r[2]!.texts).toEqual(['Bien']);
  });
});
