// The unit scores of one trainee's row of an evaluation grid: each unit of the sequence scored by
// the shared unit score rule over the scores of the sequence's skills of that unit (unscored skills count as
// unscored, so a unit reaches 3 only when every skill is scored 3). The admin's grid computes it live and the
// server stores it (gridRoutes.ts), from this one function.
import { unitScore } from './unitScore.ts';

export interface GridSkill {
  /** The skill's id in the referential (antenne_referentiel_competences). */
  competence: number;
  /** Its unit's id, null for a skill outside any unit. */
  unit: number | null;
}

/** Score 0–3 of each unit id, from the scores of a row (by skill id; null or missing: not scored). */
export function gridUnitScores(
  units: readonly number[],
  skills: readonly GridSkill[],
  scores: Readonly<Record<number, number | null | undefined>>,
): Record<number, 0 | 1 | 2 | 3> {
  const out: Record<number, 0 | 1 | 2 | 3> = {};
  for (const unit of units) {
    out[unit] = unitScore(skills.filter((s) => s.unit === unit).map((s) => scores[s.competence] ?? null));
  }
  return out;
}

/** Whether a value is a score the grid accepts: an integer 0 to 3 (null: not scored). */
export const isGridScore = (v: unknown): v is 0 | 1 | 2 | 3 | null =>
  v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 3);
