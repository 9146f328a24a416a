// Score of a unit of competences from its skills' scores, on the 0 to 3 scale (spec 001 section 5): only
// skills scored above 0 count; 0 when none is; 3 when every skill is scored and the lowest is 3; 2 when the
// lowest is at least 2 and the average at least 2; otherwise 1 (every counted skill is at least 1).
export function unitScore(skillScores: readonly (number | null | undefined)[]): 0 | 1 | 2 | 3 {
  const scored = skillScores.filter((s): s is number => typeof s === 'number' && s > 0);
  if (scored.length === 0) return 0;
  const min = Math.min(...scored);
  const avg = scored.reduce((a, b) => a + b, 0) / scored.length;
  if (min >= 3 && scored.length === skillScores.length) return 3;
  if (min >= 2 && avg >= 2) return 2;
  return 1;
}
