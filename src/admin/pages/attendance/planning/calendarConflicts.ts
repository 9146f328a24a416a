// Every conflict of the events shown (the demo planning had three groups in « Salle 1 » at the same
// hour with no warning, conflicts being checked only when saving): per event, the kinds of conflict it has with
// any other event of the same day and overlapping hours (room, speaker, group), from the shared rule; and, given its
// speaker's declared slots, whether it falls outside them or on an unavailable one (`disponibilite`, the rule the
// event form and the server apply), with the French sentences that say why.
import {
  availabilityConflicts,
  findConflicts,
  type AvailabilitySlot,
  type ConflictKind,
  type PlannedEvent,
} from '../../../../shared/attendance/index.ts';

/** Event id → the French warnings of the event against its speaker's slots (events without any are absent). */
export function availabilityByEvent(
  events: readonly PlannedEvent[],
  slotsBySpeaker: ReadonlyMap<string, AvailabilitySlot[]>,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of events) {
    if (e.id == null || !e.speaker) continue;
    const warnings = availabilityConflicts(e, slotsBySpeaker.get(e.speaker) ?? []);
    if (warnings.length > 0) out.set(String(e.id), warnings);
  }
  return out;
}

/** Event id → the kinds of its conflicts (events without any are absent); `availability` (availabilityByEvent)
 * adds `disponibilite` to the events it names. */
export function conflictsByEvent(
  events: readonly PlannedEvent[],
  availability: ReadonlyMap<string, string[]> = new Map(),
): Map<string, ConflictKind[]> {
  const out = new Map<string, ConflictKind[]>();
  const byDay = new Map<string, PlannedEvent[]>();
  for (const e of events) byDay.set(e.dt_start, [...(byDay.get(e.dt_start) ?? []), e]);
  for (const day of byDay.values()) {
    for (const e of day) {
      if (e.id == null) continue;
      const kinds = new Set<ConflictKind>();
      for (const c of findConflicts(e, day)) for (const k of c.kinds) kinds.add(k);
      if (availability.has(String(e.id))) kinds.add('disponibilite');
      if (kinds.size > 0)
        out.set(
          String(e.id),
          (['salle', 'intervenant', 'groupe', 'disponibilite'] as const).filter((k) => kinds.has(k)),
        );
    }
  }
  return out;
}

/** The slots of each speaker (its IRI), from the centre's list of slots. */
export function slotsBySpeaker(slots: readonly (AvailabilitySlot & { speaker?: string | null })[]) {
  const out = new Map<string, AvailabilitySlot[]>();
  for (const s of slots) if (s.speaker) out.set(s.speaker, [...(out.get(s.speaker) ?? []), s]);
  return out;
}
