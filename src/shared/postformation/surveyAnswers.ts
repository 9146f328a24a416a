// The answers of a survey form, checked the same way by the public form and the server: every
// required question answered, a scale answer one of reponses_enquete_qualite (1-4), a choice one of the
// question's choices, a text at most 4000 characters, no answer to an unknown question.

export interface SurveyQuestion {
  id: string;
  label: string;
  kind: 'scale' | 'choice' | 'text';
  choices?: string[];
  required?: boolean;
}

export type AnswerProblem = 'required' | 'scale' | 'choice' | 'text' | 'unknown';
export const TEXT_MAX = 4000;

/** The problems of `answers` against `questions`, by question id (empty when the answers can be saved). */
export function answerProblems(
  questions: SurveyQuestion[],
  answers: Record<string, unknown>,
): { id: string; problem: AnswerProblem }[] {
  const out: { id: string; problem: AnswerProblem }[] = [];
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) out.push({ id, problem: 'unknown' });
  for (const q of questions) {
    const v = answers[q.id];
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (empty) {
      if (q.required !== false) out.push({ id: q.id, problem: 'required' });
      continue;
    }
    if (q.kind === 'scale' && !(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 4))
      out.push({ id: q.id, problem: 'scale' });
    if (q.kind === 'choice' && !(typeof v === 'string' && (q.choices ?? []).includes(v)))
      out.push({ id: q.id, problem: 'choice' });
    if (q.kind === 'text' && !(typeof v === 'string' && v.length <= TEXT_MAX)) out.push({ id: q.id, problem: 'text' });
  }
  return out;
}

/** Results of one question: count per value (scale 1-4, each choice) or the texts. */
export interface QuestionResult {
  id: string;
  label: string;
  kind: SurveyQuestion['kind'];
  counts: { value: string; total: number }[];
  texts: string[];
  answered: number;
}

export function tally(
  questions: SurveyQuestion[],
  answerSets: Record<string, unknown>[],
  scaleLabels: Record<number, string>,
): QuestionResult[] {
  return questions.map((q) => {
    const values = answerSets.map((a) => a[q.id]).filter((v) => v !== undefined && v !== null && v !== '');
    const keys =
      q.kind === 'scale'
        ? [1, 2, 3, 4].map((n) => scaleLabels[n] ?? String(n))
        : q.kind === 'choice'
          ? (q.choices ?? [])
          : [];
    const label = (v: unknown) => (q.kind === 'scale' ? (scaleLabels[Number(v)] ?? String(v)) : String(v));
    return {
      id: q.id,
      label: q.label,
      kind: q.kind,
      answered: values.length,
      counts: keys.map((value) => ({ value, total: values.filter((v) => label(v) === value).length })),
      texts: q.kind === 'text' ? values.map(String) : [],
    };
  });
}
