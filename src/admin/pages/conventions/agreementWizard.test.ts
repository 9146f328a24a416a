import { describe, expect, it } from 'vitest';
import { assistantBody, decimal, emptyFee, emptySession, emptyWizard, stepProblems } from './agreementWizard.ts';

describe('agreement wizard', () => {
  it('refuses each step in French until it is complete', () => {
    const s = emptyWizard();
    expect(Object.keys(stepProblems(0, s)).sort()).toEqual(['antenne', 'convention_number']);
    s.agreement = {
      ...s.agreement,
      type: 1,
      convention_number: 'AVT-1',
      antenne: '/api/antennes/3',
      date_start: '2026-09-01',
      date_end: '2026-08-01',
    };
    expect(stepProblems(0, s)).toEqual({
      parent: 'Ce champ est obligatoire.',
      date_end: 'La fin doit être postérieure au début.',
    });
    s.sessions = [{ ...emptySession(), date_start: '2026-09-01', date_end: '2026-06-30' }];
    expect(Object.keys(stepProblems(1, s))).toEqual(['sessions.0.date_end']);
    s.fees = [emptyFee(), { type_of_fee: 0, number_of_hours: '-3', hourly_cost: 'abc' }];
    expect(Object.keys(stepProblems(2, s)).sort()).toEqual([
      'fees.0.type_of_fee',
      'fees.1.hourly_cost',
      'fees.1.number_of_hours',
    ]);
  });

  it('reads French decimals', () => {
    expect(decimal('12,5')).toBe(12.5);
    expect(decimal(' ')).toBeNull();
    expect(decimal('x')).toBeNaN();
  });

  it('builds the one-transaction body, blanks left out, the parent only for an amendment', () => {
    const s = emptyWizard('/api/antennes/3');
    s.agreement = {
      ...s.agreement,
      convention_number: ' CONV-9 ',
      parent: '/api/antenne_conventions/1',
      date_start: '2026-09-01',
    };
    s.sessions = [
      { ...emptySession(), diplome_session: '/api/diplome_sessions/4' },
      { ...emptySession(), antenne_secteur: '85' },
    ];
    s.fees = [{ type_of_fee: 0, number_of_hours: '120', hourly_cost: '32,5' }];
    expect(assistantBody(s)).toEqual({
      convention: { type: 0, convention_number: 'CONV-9', date_start: '2026-09-01', antenne: '/api/antennes/3' },
      sessions: [{ diplome_session: '/api/diplome_sessions/4' }, { antenne_secteur: 85 }],
      prices: [{ type_of_fee: 0, number_of_hours: 120, hourly_cost: 32.5 }],
    });
  });
});
