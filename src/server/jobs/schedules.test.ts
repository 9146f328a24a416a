// The periods of the scheduled work, read from minutes (ORPHAN_FILES_SWEEP_MINUTES, COURSE_STATE_REFRESH_MINUTES),
// become the cron pg-boss fires once per slot across instances.
import { describe, expect, it } from 'vitest';
import { cronEvery } from './schedules.ts';

describe('cronEvery', () => {
  it('runs a divisor of an hour every so many minutes, else the next divisor; whole hours at minute 7', () => {
    expect(cronEvery(1)).toBe('*/1 * * * *');
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(60)).toBe('7 * * * *');
    expect(cronEvery(180)).toBe('7 */3 * * *');
    expect(cronEvery(7)).toBe('*/10 * * * *');
    expect(cronEvery(45)).toBe('7 * * * *');
    expect(cronEvery(0.2)).toBe('*/1 * * * *');
  });
});
