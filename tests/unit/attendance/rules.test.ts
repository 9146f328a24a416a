// The absence lookup parameters (spec 000 section 5), the "only with an exit date" rule (section 4),
// calendar conflicts and attendance totals.
import { describe, expect, it } from 'vitest';
import {
  attendanceTotals, absenceHours, checkAbsenceLookup, describeConflict, findConflicts, goesToPointage, monthRange, mondayOf,
} from '../../../src/shared/attendance/index.ts';

const good = { etudiantId: '12', dt_start: '2025-03-10', dt_end: '2025-03-10', hr_start: '09:00:00', hr_end: '12:30:00' };

describe('checkAbsenceLookup', () => {
  it('accepts the five parameters in their formats', () => {
    expect(checkAbsenceLookup(good)).toEqual({ ok: true, value: { ...good, etudiantId: 12 } });
  });
  it.each([
    ['missing etudiantId', { ...good, etudiantId: undefined }],
    ['non-numeric etudiantId', { ...good, etudiantId: 'abc' }],
    ['date not YYYY-MM-DD', { ...good, dt_start: '10/03/2025' }],
    ['impossible date', { ...good, dt_end: '2025-02-30' }],
    ['hour without seconds', { ...good, hr_start: '09:00' }],
    ['missing hr_end', { ...good, hr_end: undefined }],
    ['end before start', { ...good, dt_start: '2025-03-11' }],
  ])('answers "Invalid parameters." on %s', (_name, params) => {
    expect(checkAbsenceLookup(params)).toEqual({ ok: false, message: 'Invalid parameters.' });
  });
});

describe('goesToPointage', () => {
  it('holds only with an exit date or a planned exit date', () => {
    expect(goesToPointage({ date_sortie: '2025-06-30' })).toBe(true);
    expect(goesToPointage({ date_sortie: null, date_sortie_prevue: '2025-06-30' })).toBe(true);
    expect(goesToPointage({ date_sortie: null, date_sortie_prevue: null })).toBe(false);
    expect(goesToPointage({})).toBe(false);
  });
});

describe('findConflicts', () => {
  const base = { id: 1, title: 'Anatomie', dt_start: '2025-03-10', hr_start: '09:00', hr_end: '12:00', classroom: '/api/scheduler_classrooms/1', speaker: '/api/scheduler_speakers/1', diplome_session: '/api/diplome_sessions/1' };
  it('finds same room, speaker or group at overlapping hours', () => {
    const c = findConflicts({ dt_start: '2025-03-10', hr_start: '11:00', hr_end: '13:00', classroom: base.classroom, speaker: '/api/scheduler_speakers/2', diplome_session: base.diplome_session }, [base]);
    expect(c.map((x) => x.kinds)).toEqual([['salle', 'groupe']]);
    expect(describeConflict(c[0]!)).toBe('Conflit avec « Anatomie » (09:00–12:00) : même salle, même groupe.');
  });
  it('ignores touching hours, other days, other resources and the event itself', () => {
    expect(findConflicts({ ...base, id: 2, hr_start: '12:00', hr_end: '13:00' }, [base])).toEqual([]);
    expect(findConflicts({ ...base, id: 2, dt_start: '2025-03-11' }, [base])).toEqual([]);
    expect(findConflicts({ id: 2, dt_start: base.dt_start, hr_start: '09:00', hr_end: '10:00', classroom: '/api/scheduler_classrooms/9' }, [base])).toEqual([]);
    expect(findConflicts(base, [base])).toEqual([]);
  });
  it('sees the same session in two antennes as two groups, the same speaker as one person', () => {
    const nice = { ...base, antenne: '/api/antennes/3' };
    const toulon = { ...base, id: 2, antenne: '/api/antennes/4', classroom: '/api/scheduler_classrooms/2', speaker: '/api/scheduler_speakers/2' };
    expect(findConflicts(toulon, [nice])).toEqual([]);
    expect(findConflicts({ ...toulon, speaker: base.speaker }, [nice]).map((x) => x.kinds)).toEqual([['intervenant']]);
    expect(findConflicts({ ...toulon, antenne: nice.antenne }, [nice]).map((x) => x.kinds)).toEqual([['groupe']]);
  });
});

describe('attendance totals', () => {
  it('counts weekday hours of absences and splits justified from unjustified', () => {
    expect(absenceHours({ dt_start: '2025-03-07', dt_end: '2025-03-10', hr_start: '09:00', hr_end: '12:30' })).toBe(7);
    expect(absenceHours({ dt_start: '2025-03-10', dt_end: '2025-03-10' })).toBe(7);
    const t = attendanceTotals(
      [{ hr_start: '09:00', hr_end: '12:00' }, { hr_start: '13:00', hr_end: '17:00' }, { hr_start: '09:00', hr_end: '12:00' }],
      [{ raison: 1, dt_start: '2025-03-10', dt_end: '2025-03-10', hr_start: '09:00', hr_end: '12:00' }, { raison: 9, dt_start: '2025-03-11', dt_end: '2025-03-11', hr_start: '13:00', hr_end: '17:00' }],
    );
    expect(t).toEqual({ present: 10, justified: 4, unjustified: 3, rate: 58.8 });
    expect(attendanceTotals([], []).rate).toBeNull();
  });
  it('reads months and weeks starting on Monday', () => {
    expect(monthRange('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2024-13')).toBeUndefined();
    expect(mondayOf('2025-03-16')).toBe('2025-03-10');
    expect(mondayOf('2025-03-10')).toBe('2025-03-10');
  });
});
