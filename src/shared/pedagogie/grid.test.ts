import { describe, expect, it } from 'vitest';
import { gridUnitScores, isGridScore } from './grid.ts';

const skills = [
  { competence: 1, unit: 10 },
  { competence: 2, unit: 10 },
  { competence: 3, unit: 20 },
];

describe('gridUnitScores', () => {
  it("scores each unit by the shared rule over the sequence's skills of that unit", () => {
    expect(gridUnitScores([10, 20], skills, { 1: 3, 2: 3, 3: 1 })).toEqual({ 10: 3, 20: 1 });
    expect(gridUnitScores([10, 20], skills, { 1: 3, 2: 2, 3: 2 })).toEqual({ 10: 2, 20: 2 });
  });
  it('counts an unscored skill of the unit: 3 only when all are scored 3', () => {
    expect(gridUnitScores([10], skills, { 1: 3 })).toEqual({ 10: 2 });
    expect(gridUnitScores([10], skills, { 1: 3, 2: null })).toEqual({ 10: 2 });
  });
  it('is 0 for a unit with no scored skill (an absent trainee)', () => {
    expect(gridUnitScores([10, 20], skills, {})).toEqual({ 10: 0, 20: 0 });
  });
});

describe('isGridScore', () => {
  it('accepts 0 to 3 and null, nothing else', () => {
    expect([0, 1, 2, 3, null].every(isGridScore)).toBe(true);
    expect([4, -1, 1.5, '2', undefined].some(isGridScore)).toBe(false);
  });
});
