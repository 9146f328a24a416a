// The tutor's evaluation of an apprentice (/entreprise/evaluation_en_alternance): the fixed
// criteria scored 1 (insuffisant) to 4 (très bien), checked the same way by the server and the screen.
export const CRITERIA = [
  { id: 'assiduite', label: 'Assiduité et ponctualité' },
  { id: 'savoir_etre', label: 'Savoir-être et respect des consignes' },
  { id: 'savoir_faire', label: 'Savoir-faire et qualité du travail' },
  { id: 'autonomie', label: 'Autonomie et prise d’initiative' },
  { id: 'integration', label: "Intégration dans l'équipe" },
] as const;
export const SCORES = [1, 2, 3, 4] as const;
export type CriterionId = (typeof CRITERIA)[number]['id'];

export type CriteriaProblem = { criterion: string; problem: 'missing' | 'range' | 'unknown' };

/** The problems of a set of scores: every criterion scored with an integer 1..4, no unknown criterion. */
export function criteriaProblems(scores: unknown): CriteriaProblem[] {
  const given =
    scores && typeof scores === 'object' && !Array.isArray(scores) ? (scores as Record<string, unknown>) : {};
  const problems: CriteriaProblem[] = [];
  for (const { id } of CRITERIA) {
    const v = given[id];
    if (v === undefined || v === null || v === '') problems.push({ criterion: id, problem: 'missing' });
    else if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 4)
      problems.push({ criterion: id, problem: 'range' });
  }
  for (const key of Object.keys(given))
    if (!CRITERIA.some((c) => c.id === key)) problems.push({ criterion: key, problem: 'unknown' });
  return problems;
}

/** The mean of the scores, rounded to one decimal (null when none). */
export function average(scores: Record<string, number>): number | null {
  const values = CRITERIA.map((c) => scores[c.id]).filter((v): v is number => typeof v === 'number');
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
}

/** Whether a contract is running on a day (started, not ended, not broken). Dates are YYYY-MM-DD. */
export function contractRunning(
  c: { date_debut: string | null; date_fin: string | null; date_rupture: string | null },
  day: string,
): boolean {
  if (!c.date_debut || c.date_debut > day) return false;
  if (c.date_fin && c.date_fin < day) return false;
  return !(c.date_rupture && c.date_rupture <= day);
}
