import { describe, expect, it } from 'vitest';
import { conflictsByEvent } from './calendarConflicts.ts';

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
