import { describe, expect, it } from 'vitest';
import { CONFLICT_LABELS } from '../../../../shared/attendance/index.ts';
import { availabilityByEvent, conflictsByEvent, slotsBySpeaker } from './calendarConflicts.ts';

const ev = (id: number, hr_start: string, hr_end: string, extra: Record<string, string> = {}) => ({
  id,
  dt_start: '2026-11-23',
  hr_start,
  hr_end,
  ...extra,
});

describe('conflictsByEvent', () => {
  it('marks every event sharing a room, speaker or group at overlapping hours the same day', () => {
    const map = conflictsByEvent([
      ev(1, '09:00', '12:00', { classroom: 'r1', diplome_session: 'g1' }),
      ev(2, '10:00', '11:00', { classroom: 'r1', diplome_session: 'g2', speaker: 's1' }),
      ev(3, '10:30', '12:30', { classroom: 'r2', diplome_session: 'g2', speaker: 's1' }),
      ev(4, '12:00', '13:00', { classroom: 'r1' }), // touches event 1's end: no conflict
      { id: 5, dt_start: '2026-11-24', hr_start: '09:00', hr_end: '12:00', classroom: 'r1' }, // another day
    ]);
    expect(map.get('1')).toEqual(['salle']);
    expect(map.get('2')).toEqual(['salle', 'intervenant', 'groupe']);
    expect(map.get('3')).toEqual(['intervenant', 'groupe']);
    expect(map.has('4')).toBe(false);
    expect(map.has('5')).toBe(false);
  });
});

describe('availability on the calendar', () => {
  // The speaker s1 teaches on weekdays 08:00–18:00 and is away on 2026-11-24 afternoon; s2 declared nothing.
  const slots = slotsBySpeaker([
    { speaker: 's1', jour: 1, hr_start: '08:00', hr_end: '18:00', disponible: true },
    { speaker: 's1', jour: 2, hr_start: '08:00', hr_end: '18:00', disponible: true },
    { speaker: 's1', date_debut: '2026-11-24', hr_start: '13:00', hr_end: '18:00', disponible: false, comment: 'Jury' },
  ]);
  const events = [
    ev(1, '09:00', '12:00', { speaker: 's1' }), // Monday, inside its slot
    ev(2, '17:00', '19:00', { speaker: 's1' }), // Monday, past its slot's end
    { id: 3, dt_start: '2026-11-24', hr_start: '14:00', hr_end: '16:00', speaker: 's1' }, // on its afternoon off
    ev(4, '20:00', '21:00', { speaker: 's2' }), // a speaker with no slot: available
    ev(5, '19:00', '20:00'), // no speaker
  ];

  it('names the events outside their speaker’s slots or on an unavailable one, in French', () => {
    const warnings = availabilityByEvent(events, slots);
    expect([...warnings.keys()].sort()).toEqual(['2', '3']);
    expect(warnings.get('2')).toEqual(['La séance est hors des disponibilités déclarées par l’intervenant.']);
    expect(warnings.get('3')).toEqual(['L’intervenant est indisponible le 24/11/2026 de 13:00 à 18:00 (Jury).']);
  });

  it('adds the availability kind to the event’s other conflicts, labelled in French', () => {
    const map = conflictsByEvent(
      [...events, ev(6, '18:00', '19:00', { speaker: 's1' })],
      availabilityByEvent(events, slots),
    );
    expect(map.get('2')).toEqual(['intervenant', 'disponibilite']); // event 6 is the same speaker at 18:00
    expect(map.get('3')).toEqual(['disponibilite']);
    expect(map.has('1')).toBe(false);
    expect(map.has('4')).toBe(false);
    expect(CONFLICT_LABELS[map.get('3')![0]!]).toBe('hors des disponibilités de l’intervenant');
  });
});
