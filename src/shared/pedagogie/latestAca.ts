// The ACA a trainee's list keeps (spec 001 "ACA"): archived ones are hidden, and of the others only the most
// recent by generation date (then by creation, then by id) stays. Used by the server's ACA list.
export interface AcaLike {
  id: number;
  statut: string | null;
  date_generation: string | Date | null;
  created_at?: string | Date | null;
}

const time = (v: string | Date | null | undefined) =>
  v === null || v === undefined ? -Infinity : new Date(v).getTime();

/** The latest non-archived ACA of the list, or none. */
export function latestAca<T extends AcaLike>(acas: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const a of acas) {
    if (a.statut === 'archivee') continue;
    if (!best) {
      best = a;
      continue;
    }
    const d =
      time(a.date_generation) - time(best.date_generation) ||
      time(a.created_at) - time(best.created_at) ||
      a.id - best.id;
    if (d > 0) best = a;
  }
  return best;
}
