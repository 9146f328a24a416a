// Work an instance repeats on its own (the orphan files' sweep, the course states' refresh): run at start, then
// once per period, on a timer that never keeps the process alive; the function returned stops it. Each task reads
// its period from the environment with `positiveEnv`.

/** A positive number from an environment value, else `fallback`. */
export function positiveEnv(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Runs `task` now and every `periodMs`; answers the function that stops it. `task` reports its own failures. */
export function every(periodMs: number, task: () => Promise<void>): () => void {
  void task();
  const timer = setInterval(() => void task(), periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
