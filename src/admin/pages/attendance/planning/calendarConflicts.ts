// Every conflict of the events shown (the demo planning had three groups in « Salle 1 » at the same
// hour with no warning, conflicts being checked only when saving): per event, the kinds of conflict it has with
// any other event of the same day and overlapping hours (room, speaker, group), from the shared rule.
import { findConflicts, type ConflictKind, type PlannedEvent } from '../../../../shared/attendance/index.ts';

/** Event id → the kinds of its conflicts (events without any are absent). */
export function conflictsByEvent(events: readonly PlannedEvent[]): Map<string, ConflictKind[]> {
  const out = new Map<string, ConflictKind[]>();
  const byDay = new Map<string, PlannedEvent[]>();
  for (const e of events) byDay.set(e.dt_start, [...(byDay.get(e.dt_start) ?? []), e]);
  for (const day of byDay.values()) {
    for (const e of day) {
      if (e.id == null) continue;
      const kinds = new Set<ConflictKind>();
      for (const c of findConflicts(e, day)) for (const k of c.kinds) kinds.add(k);
      if (kinds.size > 0)
        out.set(
          String(e.id),
          (['salle', 'intervenant', 'groupe'] as const).filter((k) => kinds.has(k)),
        );
    }
  }
  return out;
}
