// The diploma visibility rule of spec 001 section 6, case by case.
import { describe, expect, it } from 'vitest';
import { diplomaSource } from './visibility.ts';

const base = { supervisor: false, antenneId: 4 as number | null, formationInterne: false, acceptApprentisOnly: false };

describe('diplomaSource', () => {
  it('a supervisor without internal training sees the branch', () => {
    expect(diplomaSource({ ...base, supervisor: true, acceptApprentisOnly: true })).toEqual({
      kind: 'antenne',
      antenneId: 4,
    });
  });
  it('a supervisor with both flags sees the centre, even with a branch', () => {
    expect(diplomaSource({ ...base, supervisor: true, formationInterne: true, acceptApprentisOnly: true })).toEqual({
      kind: 'centre',
    });
  });
  it('a non-supervisor with both flags sees the branch', () => {
    expect(diplomaSource({ ...base, formationInterne: true, acceptApprentisOnly: true })).toEqual({
      kind: 'antenne',
      antenneId: 4,
    });
  });
  it("otherwise the user's branch, or all diplomas when there is no branch", () => {
    expect(diplomaSource({ ...base, supervisor: true, formationInterne: true })).toEqual({
      kind: 'antenne',
      antenneId: 4,
    });
    expect(diplomaSource(base)).toEqual({ kind: 'antenne', antenneId: 4 });
    expect(diplomaSource({ ...base, antenneId: null })).toEqual({ kind: 'centre' });
    expect(diplomaSource({ ...base, supervisor: true, antenneId: null })).toEqual({ kind: 'centre' });
  });
});
