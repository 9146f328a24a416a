// Pure rules of the published results (Qualiopi indicator 2): per diploma and year of exit, the rates of success
// at the exam, continuation of studies and job placement at 6 months (from the follow-ups), contract breaks,
// and satisfaction (from the surveys' scale answers). Only counts leave these rules: no personal data.

export interface Rate {
  n: number;
  sur: number;
  taux: number | null;
}

/** n out of `sur` as a whole percentage; null when nobody is counted (nothing to publish). */
export const rate = (n: number, sur: number): Rate => ({
  n,
  sur,
  taux: sur === 0 ? null : Math.round((100 * n) / sur),
});

/** Scale answers (1 to 4, reponses_enquete_qualite) satisfied (3 « Satisfaisant », 4 « Très satisfaisant »)
 * out of all scale answers of the surveys answered. Choices and texts are not scale answers. */
export function satisfactionOf(reponses: readonly (Record<string, unknown> | null)[]): Rate {
  let n = 0;
  let sur = 0;
  for (const r of reponses) {
    for (const v of Object.values(r ?? {})) {
      if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 4) continue;
      sur++;
      if ((v as number) >= 3) n++;
    }
  }
  return rate(n, sur);
}

/** One former trainee of the cohort, as the server reads it. */
export interface CohortTrainee {
  diplomeObtenu: boolean | null;
  /** Situation at the 6-month follow-up done (situations_suivi), null when not followed up. */
  situation6: number | null;
  contrats: number;
  ruptures: number;
}

export interface DiplomaResults {
  sortants: number;
  reussite: Rate;
  poursuite: Rate;
  insertion: Rate;
  ruptures: Rate;
}

/** The rates of one diploma's cohort: success among known results, continuation and placement among those
 * followed up at 6 months, breaks among the cohort's contracts. */
export function resultsOf(cohort: readonly CohortTrainee[]): DiplomaResults {
  const known = cohort.filter((t) => t.diplomeObtenu !== null);
  const followed = cohort.filter((t) => t.situation6 !== null);
  const contrats = cohort.reduce((s, t) => s + t.contrats, 0);
  return {
    sortants: cohort.length,
    reussite: rate(known.filter((t) => t.diplomeObtenu).length, known.length),
    poursuite: rate(followed.filter((t) => t.situation6 === 3).length, followed.length),
    insertion: rate(followed.filter((t) => t.situation6 === 1).length, followed.length),
    ruptures: rate(
      cohort.reduce((s, t) => s + t.ruptures, 0),
      contrats,
    ),
  };
}

/** A publication's address: a random token, so centres cannot be listed by counting. */
export const publicPath = (token: string) => `/resultats/${token}`;
