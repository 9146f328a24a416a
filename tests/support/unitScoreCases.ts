// The unit score rule's cases (spec 001 section 5: "Unit score, on a 0 to 3 scale, computed from the unit's
// skills; only skills with a score above 0 count. The score is 0 if no skill is evaluated. It is 3 if the minimum
// is 3 and every skill of the unit is evaluated. It is 2 if the minimum is at least 2 and the average is at least
// 2. It is 1 if the minimum is at least 1."), each a unit of four skills. One table, run against the admin's live
// computation (tests/unit/pedagogie/unitScoreCases.test.ts) and the server's stored result
// (tests/api/pedagogie/treeAndGrid.test.ts), so both sides are held to the same answers.
export interface UnitScoreCase { name: string; scores: [number | null, number | null, number | null, number | null]; unit: 0 | 1 | 2 | 3 }

export const UNIT_SCORE_CASES: UnitScoreCase[] = [
  { name: 'no skill evaluated', scores: [null, null, null, null], unit: 0 },
  { name: 'every skill at 0 (a 0 does not count)', scores: [0, 0, 0, 0], unit: 0 },
  { name: 'every skill evaluated at 3', scores: [3, 3, 3, 3], unit: 3 },
  { name: 'minimum 3 but one skill not evaluated', scores: [3, 3, 3, null], unit: 2 },
  { name: 'minimum 3 but one skill at 0', scores: [3, 3, 3, 0], unit: 2 },
  { name: 'minimum 2, average 2.5', scores: [2, 3, 2, 3], unit: 2 },
  { name: 'every skill at 2', scores: [2, 2, 2, 2], unit: 2 },
  { name: 'one skill evaluated, at 2', scores: [2, null, null, null], unit: 2 },
  { name: 'one skill at 1, the others at 3', scores: [1, 3, 3, 3], unit: 1 },
  { name: 'only a 1 and zeros', scores: [1, 0, 0, null], unit: 1 },
];
