// The spec's unit score cases (tests/support/unitScoreCases.ts) against the admin's live computation: the
// evaluation grid (src/admin/pages/pedagogie/grille/GrillePage.tsx) scores units with gridUnitScores over the
// sequence's skills, which applies unitScore. The same table runs against the server in
// tests/api/pedagogie/treeAndGrid.test.ts.
import { describe, expect, it } from 'vitest';
import { gridUnitScores } from '../../../src/shared/pedagogie/grid.ts';
import { unitScore } from '../../../src/shared/pedagogie/unitScore.ts';
import { UNIT_SCORE_CASES } from '../../support/unitScoreCases.ts';

const UNIT = 7;
const skills = [11, 12, 13, 14].map((competence) => ({ competence, unit: UNIT }));

describe("the spec's unit score cases, as the grid computes them live", () => {
  it.each(UNIT_SCORE_CASES)('$name → $unit', ({ scores, unit }) => {
    const bySkill = Object.fromEntries(skills.map((s, i) => [s.competence, scores[i]]));
    expect(gridUnitScores([UNIT], skills, bySkill)).toEqual({ [UNIT]: unit });
    expect(unitScore(scores)).toBe(unit);
  });
});
