import { describe, expect, it } from 'vitest';
import {
  availabilityConflicts,
  describeSlot,
  isoWeekday,
  slotApplies,
  slotViolations,
  type AvailabilitySlot,
} from '../../../src/shared/attendance/index.ts';

const monday: AvailabilitySlot = { jour: 1, hr_start: '08:00', hr_end: '12:00', disponible: true };
const mondayPm: AvailabilitySlot = { jour: 1, hr_start: '12:00:00', hr_end: '17:00:00', disponible: true };
const leave: AvailabilitySlot = {
  date_debut: '2025-03-10',
  date_fin: '2025-03-11',
  hr_start: '00:00',
  hr_end: '23:59',
  disponible: false,
  comment: 'Congés',
};
const ev = (dt_start: string, hr_start: string, hr_end: string) => ({ dt_start, hr_start, hr_end });

describe('the speaker’s availabilities', () => {
  it('apply to their weekday within their dates, or to their dates (one day without an end)', () => {
    expect(isoWeekday('2025-03-10')).toBe(1);
    expect(isoWeekday('2025-03-16')).toBe(7);
    expect(slotApplies(monday, '2025-03-10')).toBe(true);
    expect(slotApplies(monday, '2025-03-11')).toBe(false);
    expect(slotApplies({ ...monday, date_debut: '2025-04-01' }, '2025-03-10')).toBe(false);
    expect(slotApplies({ ...monday, date_fin: '2025-03-09' }, '2025-03-10')).toBe(false);
    expect(slotApplies(leave, '2025-03-11')).toBe(true);
    expect(slotApplies(leave, '2025-03-12')).toBe(false);
    expect(slotApplies({ ...leave, date_fin: null }, '2025-03-10')).toBe(true);
    expect(slotApplies({ ...leave, date_fin: null }, '2025-03-11')).toBe(false);
  });

  it('need a weekday or a first date', () => {
    expect(slotViolations({ hr_start: '08:00', hr_end: '09:00' })).toEqual([
      { propertyPath: 'jour', message: 'Indiquez un jour de la semaine ou une date de début.' },
    ]);
    expect(slotViolations(monday)).toEqual([]);
    expect(slotViolations(leave)).toEqual([]);
  });

  it('warn of an event outside the declared available slots, joined slots covering it whole', () => {
    expect(availabilityConflicts(ev('2025-03-17', '09:00', '11:00'), [monday])).toEqual([]);
    expect(availabilityConflicts(ev('2025-03-17', '10:00', '14:00'), [monday, mondayPm])).toEqual([]);
    expect(availabilityConflicts(ev('2025-03-17', '10:00', '14:00'), [monday])).toEqual([
      'La séance est hors des disponibilités déclarées par l’intervenant.',
    ]);
    expect(availabilityConflicts(ev('2025-03-18', '09:00', '10:00'), [monday])).toEqual([
      'La séance est hors des disponibilités déclarées par l’intervenant.',
    ]);
  });

  it('warn of an event on an unavailable slot; without any available slot, only the unavailable ones count', () => {
    expect(availabilityConflicts(ev('2025-03-10', '09:00', '10:00'), [monday, leave])).toEqual([
      'L’intervenant est indisponible du 10/03/2025 au 11/03/2025 de 00:00 à 23:59 (Congés).',
    ]);
    expect(availabilityConflicts(ev('2025-03-12', '09:00', '10:00'), [leave])).toEqual([]);
    expect(availabilityConflicts(ev('2025-03-12', '09:00', '10:00'), [])).toEqual([]);
    const lunch: AvailabilitySlot = { jour: 1, hr_start: '12:00', hr_end: '13:00', disponible: false };
    expect(availabilityConflicts(ev('2025-03-17', '11:00', '12:00'), [lunch])).toEqual([]);
    expect(describeSlot(lunch)).toBe('le lundi de 12:00 à 13:00');
    expect(availabilityConflicts(ev('2025-03-17', '11:30', '12:30'), [lunch])).toEqual([
      'L’intervenant est indisponible le lundi de 12:00 à 13:00.',
    ]);
  });
});
