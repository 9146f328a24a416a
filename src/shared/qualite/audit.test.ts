import { describe, expect, it } from 'vitest';
import { auditSample, criterionFolder, indicatorFile, sampleFolder, seedOf } from './audit.ts';

describe('audit pack rules', () => {
  const ids = Array.from({ length: 50 }, (_, k) => 100 + k);
  it('draws the same sample from the same seed, whatever the order of the trainees', () => {
    const a = auditSample(ids, 5, 42);
    expect(a).toHaveLength(5);
    expect(new Set(a).size).toBe(5);
    expect(a.every((id) => ids.includes(id))).toBe(true);
    expect(auditSample([...ids].reverse(), 5, 42)).toEqual(a);
    expect(auditSample(ids, 5, 43)).not.toEqual(a);
  });
  it('takes everyone when fewer trainees than the sample, nobody from nobody', () => {
    expect(auditSample([3, 1, 2], 10, 7).sort()).toEqual([1, 2, 3]);
    expect(auditSample([], 5, 7)).toEqual([]);
  });
  it('reads a seed as a number or hashes a text', () => {
    expect(seedOf(' 2026 ')).toBe(2026);
    expect(seedOf('audit mars')).toBe(seedOf('audit mars'));
    expect(seedOf('audit mars')).not.toBe(seedOf('audit avril'));
  });
  it('names folders and files without accents or spaces', () => {
    expect(criterionFolder(2, 'Identification précise des objectifs')).toBe(
      'critere-2-identification-precise-des-objectifs',
    );
    expect(indicatorFile(8)).toBe('indicateur-08.csv');
    expect(sampleFolder(1, 'Łucja Șerban-Đokić', 12)).toBe('echantillon/01-ucja-serban-okic-12');
  });
});
