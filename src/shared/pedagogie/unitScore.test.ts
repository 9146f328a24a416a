import { describe, expect, it } from 'vitest';
import { unitScore } from './unitScore.ts';

describe('unitScore', () => {
  it('is 0 when no skill is evaluated', () => {
    expect(unitScore([])).toBe(0);
    expect(unitScore([0, null, 0])).toBe(0);
  });
  it('is 3 only when every skill is scored 3', () => {
    expect(unitScore([3, 3, 3])).toBe(3);
    expect(unitScore([3, 3, 0])).toBe(2);
  });
  it('is 2 when the lowest counted score is at least 2', () => {
    expect(unitScore([2, 3, 2])).toBe(2);
  });
  it('is 1 as soon as a counted skill is at 1', () => {
    expect(unitScore([1, 3, 3])).toBe(1);
    expect(unitScore([0, 1])).toBe(1);
  });
});
