// A speaker's availabilities for the planner: slots the trainer (or the staff on its record) declares, each on a
// weekday (optionally within a date range) or on a date range (one day when it has no end), from one hour to
// another, available or not. An event planned for the speaker conflicts with them (kind `disponibilite`):
// - when it overlaps a slot marked unavailable that applies to its day;
// - when the speaker declared available slots and none of its day's covers the event's hours whole.
// A speaker that declared no available slot is taken as available whenever it is not marked unavailable.
import { minutesOf } from './time.ts';
import { jours_semaine } from '../reference/general.ts';
import type { PlannedEvent } from './conflicts.ts';
import { availabilityMessages } from './messages.ts';

export interface AvailabilitySlot {
  id?: number | string | null;
  /** ISO weekday (1 Monday … 7 Sunday), or null for a slot on a date range. */
  jour?: number | null;
  date_debut?: string | null;
  date_fin?: string | null;
  hr_start: string;
  hr_end: string;
  disponible: boolean;
  comment?: string | null;
}

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Whether the slot applies to the day `date`. */
export function slotApplies(slot: AvailabilitySlot, date: string): boolean {
  const start = slot.date_debut ?? null;
  const end = slot.date_fin ?? (slot.jour ? null : start);
  if (start && date < start) return false;
  if (end && date > end) return false;
  if (slot.jour) return isoWeekday(date) === slot.jour;
  return start !== null;
}

/** French words for when the slot holds, e.g. « le lundi de 08:00 à 12:00 » or « du 2025-03-10 au … ». */
export function describeSlot(slot: AvailabilitySlot): string {
  const hours = `de ${slot.hr_start.slice(0, 5)} à ${slot.hr_end.slice(0, 5)}`;
  const fmt = (d: string) => d.split('-').reverse().join('/');
  if (slot.jour) {
    const day = jours_semaine.find((j) => j.id === slot.jour)?.label.toLowerCase() ?? '';
    const within = slot.date_debut
      ? slot.date_fin
        ? ` (du ${fmt(slot.date_debut)} au ${fmt(slot.date_fin)})`
        : ` (à partir du ${fmt(slot.date_debut)})`
      : slot.date_fin
        ? ` (jusqu’au ${fmt(slot.date_fin)})`
        : '';
    return `le ${day} ${hours}${within}`;
  }
  const start = slot.date_debut ? fmt(slot.date_debut) : '';
  const end = slot.date_fin && slot.date_fin !== slot.date_debut ? fmt(slot.date_fin) : null;
  return end ? `du ${start} au ${end} ${hours}` : `le ${start} ${hours}`;
}

/** The slot's own plausibility beyond its schema: a weekday or a first date. */
export function slotViolations(slot: Partial<AvailabilitySlot>): { propertyPath: string; message: string }[] {
  return slot.jour || slot.date_debut ? [] : [{ propertyPath: 'jour', message: availabilityMessages.dayOrDate }];
}

/** The French warnings of an event planned against its speaker's slots (empty: no conflict). */
export function availabilityConflicts(event: PlannedEvent, slots: AvailabilitySlot[]): string[] {
  const s = minutesOf(event.hr_start);
  const e = minutesOf(event.hr_end);
  if (!event.dt_start || s === undefined || e === undefined || e <= s) return [];
  const today = slots.filter((x) => slotApplies(x, event.dt_start));
  const span = (x: AvailabilitySlot) => [minutesOf(x.hr_start) ?? 0, minutesOf(x.hr_end) ?? 0] as const;
  const out: string[] = [];
  for (const x of today.filter((x) => !x.disponible)) {
    const [xs, xe] = span(x);
    if (xs < e && s < xe) out.push(availabilityMessages.unavailable(describeSlot(x), x.comment));
  }
  if (out.length > 0 || !slots.some((x) => x.disponible)) return out;
  // Covered whole by the union of the day's available slots.
  let reached = s;
  for (const [xs, xe] of today
    .filter((x) => x.disponible)
    .map(span)
    .sort((a, b) => a[0] - b[0])) {
    if (xs > reached) break;
    reached = Math.max(reached, xe);
  }
  return reached >= e ? [] : [availabilityMessages.outside];
}
