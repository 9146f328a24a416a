// Calendar conflicts: two events of the same day whose hours overlap conflict when they share the room, the
// speaker or the group (diplome_session, taught in one antenne: the same session in two antennes is two groups).
// Shown before saving, so planners see it, and checked by tests.
import { minutesOf } from './time.ts';

export interface PlannedEvent {
  id?: number | string | null;
  title?: string;
  dt_start: string;
  hr_start: string;
  hr_end: string;
  classroom?: string | null;
  speaker?: string | null;
  diplome_session?: string | null;
  antenne?: string | null;
}

/** `disponibilite`: the event is outside its speaker's availabilities (availability.ts). */
export type ConflictKind = 'salle' | 'intervenant' | 'groupe' | 'disponibilite';

export interface Conflict {
  with: PlannedEvent;
  kinds: ConflictKind[];
}

export const CONFLICT_LABELS: Record<ConflictKind, string> = {
  salle: 'même salle',
  intervenant: 'même intervenant',
  groupe: 'même groupe',
  disponibilite: 'hors des disponibilités de l’intervenant',
};

/** Whether [aStart, aEnd) and [bStart, bEnd) overlap (touching ends do not). */
export function overlaps(a: PlannedEvent, b: PlannedEvent): boolean {
  if (a.dt_start !== b.dt_start) return false;
  const [as, ae, bs, be] = [minutesOf(a.hr_start), minutesOf(a.hr_end), minutesOf(b.hr_start), minutesOf(b.hr_end)];
  if (as === undefined || ae === undefined || bs === undefined || be === undefined) return false;
  return as < be && bs < ae;
}

export function findConflicts(candidate: PlannedEvent, others: PlannedEvent[]): Conflict[] {
  const out: Conflict[] = [];
  for (const other of others) {
    if (candidate.id != null && String(other.id) === String(candidate.id)) continue;
    if (!overlaps(candidate, other)) continue;
    const kinds: ConflictKind[] = [];
    if (candidate.classroom && candidate.classroom === other.classroom) kinds.push('salle');
    if (candidate.speaker && candidate.speaker === other.speaker) kinds.push('intervenant');
    const sameAntenne = !candidate.antenne || !other.antenne || candidate.antenne === other.antenne;
    if (candidate.diplome_session && candidate.diplome_session === other.diplome_session && sameAntenne)
      kinds.push('groupe');
    if (kinds.length > 0) out.push({ with: other, kinds });
  }
  return out;
}

/** French sentence for one conflict, e.g. « Conflit avec « Anatomie » (09:00–12:00) : même salle, même groupe. » */
export function describeConflict(c: Conflict): string {
  const span = `${c.with.hr_start.slice(0, 5)}–${c.with.hr_end.slice(0, 5)}`;
  return (
    `Conflit avec « ${c.with.title ?? 'une séance'} » (${span}) : ` +
    `${c.kinds.map((k) => CONFLICT_LABELS[k]).join(', ')}.`
  );
}
