// Periods of the scheduled work read from the environment (jobs/schedules.ts runs it).

/** A positive number from an environment value, else `fallback`. */
export function positiveEnv(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
