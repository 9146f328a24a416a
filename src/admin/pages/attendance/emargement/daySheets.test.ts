import { describe, expect, it } from 'vitest';
import { dayToSign, onDayToSign } from './daySheets.ts';

const sheet = (dt_start: string, status: number) => ({ status, event_detail: { dt_start } });

describe("the day's sheets to sign", () => {
  it('reads the day of the address, only with a_signer', () => {
    expect(dayToSign(new URLSearchParams('jour=2026-11-27&a_signer=1'))).toBe('2026-11-27');
    expect(dayToSign(new URLSearchParams('jour=2026-11-27'))).toBeNull();
    expect(dayToSign(new URLSearchParams('jour=demain&a_signer=1'))).toBeNull();
  });

  it("keeps that day's open sheets and sessions without a sheet, as the home counts them", () => {
    const sheets = [sheet('2026-11-27', 0), sheet('2026-11-27', 1), sheet('2026-11-26', 0), sheet('2026-11-27', 2)];
    const events = [{ dt_start: '2026-11-27' }, { dt_start: '2026-11-28' }];
    const kept = onDayToSign(sheets, events, '2026-11-27');
    expect(kept).toEqual({ sheets: [sheets[0]], withoutSheet: [events[0]] });
    expect(onDayToSign(sheets, events, null)).toEqual({ sheets, withoutSheet: events });
  });
});
