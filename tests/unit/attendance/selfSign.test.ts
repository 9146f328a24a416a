// The self-signing rules shared by the server and the admin: the code's time steps (current and previous
// accepted), the session's signing window and lateness in Paris time, and what a trainee's line says.
import { describe, expect, it } from 'vitest';
import {
  acceptedSelfSignSteps, selfSignPath, selfSignStep, selfSignStepEnd, selfSignWindow, signedLate, traineePresence,
} from '../../../src/shared/attendance/index.ts';

// 2026-03-10 is in winter time: Paris is UTC+1.
const session = { dt_start: '2026-03-10', hr_start: '09:00:00', hr_end: '12:30:00' };
const paris = (hour: string) => new Date(`2026-03-10T${hour}:00+01:00`);

describe('self-signing', () => {
  it('changes the code every 30 s and accepts the current and the previous one', () => {
    const t = new Date('2026-03-10T08:00:10Z');
    expect(selfSignStep(new Date('2026-03-10T08:00:29Z'))).toBe(selfSignStep(t));
    expect(selfSignStep(new Date('2026-03-10T08:00:31Z'))).toBe(selfSignStep(t) + 1);
    expect(acceptedSelfSignSteps(t)).toEqual([selfSignStep(t), selfSignStep(t) - 1]);
    expect(selfSignStepEnd(t)).toBe('2026-03-10T08:00:30.000Z');
  });

  it('opens 15 minutes before the start, closes at the end, and marks late after the start (Paris time)', () => {
    expect(selfSignWindow(session, paris('08:44'))).toBe('before');
    expect(selfSignWindow(session, paris('08:45'))).toBe('open');
    expect(selfSignWindow(session, paris('12:30'))).toBe('open');
    expect(selfSignWindow(session, paris('12:31'))).toBe('after');
    expect(selfSignWindow({ ...session, hr_start: '00:05' }, paris('00:00'))).toBe('open');
    // Late beyond a tolerance of 10 minutes after the start.
    expect(signedLate(session, paris('09:00'))).toBe(false);
    expect(signedLate(session, paris('09:10'))).toBe(false);
    expect(signedLate(session, paris('09:11'))).toBe(true);
    expect(signedLate({ ...session, hr_start: '23:55' }, paris('23:59'))).toBe(false);
  });

  it('says present, late, absent or pending of a line', () => {
    expect(traineePresence({ lineStatus: null, sheetStatus: 0, selfSigned: false, late: false })).toBe('pending');
    expect(traineePresence({ lineStatus: 1, sheetStatus: 0, selfSigned: true, late: true })).toBe('late');
    expect(traineePresence({ lineStatus: 1, sheetStatus: 1, selfSigned: false, late: false })).toBe('present');
    expect(traineePresence({ lineStatus: 0, sheetStatus: 1, selfSigned: true, late: true })).toBe('absent');
    expect(selfSignPath(12, 'AB12')).toBe('/emargement/signer/12?code=AB12');
  });
});
