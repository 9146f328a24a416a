// One date renderer in Paris time for the server and the admin: a date-time near midnight shows the Paris
// day and hour whatever the zone of the process (the browser's, the server's).
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateFr, formatDateTimeFr } from '../../../src/shared/format/dates.ts';

const saved = process.env.TZ;
afterEach(() => {
  if (saved === undefined) delete process.env.TZ;
  else process.env.TZ = saved;
});

// 23:30 UTC on 31 December is 00:30 on 1 January in Paris (winter time, UTC+1).
const nearMidnight = '2024-12-31T23:30:00Z';

describe('dates et heures à l’heure de Paris', () => {
  for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'Europe/Paris']) {
    it(`rend le jour de Paris quel que soit le fuseau du processus (${zone})`, () => {
      process.env.TZ = zone;
      expect(formatDateFr(nearMidnight)).toBe('01/01/2025');
      expect(formatDateTimeFr(nearMidnight)).toBe('01/01/2025 00:30');
      expect(formatDateTimeFr(new Date(nearMidnight))).toBe('01/01/2025 00:30');
      expect(formatDateTimeFr('2024-06-30T22:30:00+00:00')).toBe('01/07/2024 00:30'); // summer time, UTC+2
    });
  }

  it('le fuseau du processus change vraiment pendant ce test (sinon il ne prouverait rien)', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date(nearMidnight).getDate()).toBe(31);
    process.env.TZ = 'Pacific/Auckland';
    expect(new Date(nearMidnight).getDate()).toBe(1);
  });

  it('laisse une date seule sans heure, une heure sans fuseau telle qu’écrite, le vide vide', () => {
    expect(formatDateTimeFr('2024-03-05')).toBe('05/03/2024');
    expect(formatDateTimeFr('2024-03-05T08:15:00')).toBe('05/03/2024 08:15');
    expect(formatDateTimeFr(null)).toBe('');
    expect(formatDateTimeFr('')).toBe('');
    expect(formatDateTimeFr(42)).toBe('');
    expect(formatDateTimeFr('pas une date')).toBe('pas une date');
  });
});
