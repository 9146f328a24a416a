import { describe, expect, it } from 'vitest';
import { afterRuptureLimit, courseState, dayBefore, exitProblem, switchProblem } from './course.ts';

describe('courseState', () => {
  it('is in training without a contract', () => expect(courseState([], '2026-01-10')).toBe(1));
  it('is in contract while a contract runs', () => {
    expect(courseState([{ date_debut: '2025-09-01', date_fin: '2027-08-31' }], '2026-01-10')).toBe(2);
  });
  it('is in training before the contract starts and after it ended', () => {
    expect(courseState([{ date_debut: '2026-09-01', date_fin: '2027-08-31' }], '2026-01-10')).toBe(1);
    expect(courseState([{ date_debut: '2024-09-01', date_fin: '2025-08-31' }], '2026-01-10')).toBe(1);
  });
  it('is in rupture once the latest contract is broken, until the rupture date', () => {
    const broken = [{ date_debut: '2025-09-01', date_fin: '2027-08-31', date_rupture: '2026-01-05' }];
    expect(courseState(broken, '2026-01-10')).toBe(3);
    expect(courseState(broken, '2026-01-04')).toBe(2);
  });
  it('is in contract again with a new contract after a rupture', () => {
    expect(
      courseState(
        [
          { date_debut: '2025-09-01', date_fin: '2027-08-31', date_rupture: '2026-01-05' },
          { date_debut: '2026-02-01', date_fin: '2027-08-31' },
        ],
        '2026-03-01',
      ),
    ).toBe(2);
  });
  it('ignores archived contracts', () => {
    expect(courseState([{ date_debut: '2025-09-01', etat: 1 }], '2026-01-10')).toBe(1);
  });
});

describe('dates', () => {
  it('gives six months after a rupture, at the month end when needed', () => {
    expect(afterRuptureLimit('2026-01-15')).toBe('2026-07-15');
    expect(afterRuptureLimit('2025-08-31')).toBe('2026-02-28');
  });
  it('gives the day before', () => expect(dayBefore('2026-03-01')).toBe('2026-02-28'));
});

describe('exit and switch', () => {
  const t = { type: 1, etat: 0, dt_date_entree: '2025-09-01', antenne: 1, diplome_session: 4 };
  it('refuses an exit before the entry, of a candidate, of a trainee already out', () => {
    expect(exitProblem(t, '2025-08-31')).toBe('beforeEntry');
    expect(exitProblem({ ...t, type: 0 }, '2026-01-01')).toBe('notTrainee');
    expect(exitProblem({ ...t, etat: 1 }, '2026-01-01')).toBe('notPresent');
    expect(exitProblem(t, '2025-09-01')).toBeNull();
  });
  const target = { antenne: 1, diplome_session: 5, etat: 0, sessionEtat: 0 };
  it('allows a switch to another session of the antenne', () =>
    expect(switchProblem(t, target, '2026-01-05', false)).toBeNull());
  it('refuses an archived session, the same session, another antenne without the flag', () => {
    expect(switchProblem(t, { ...target, etat: 1 }, '2026-01-05', false)).toBe('archivedSession');
    expect(switchProblem(t, { ...target, sessionEtat: 1 }, '2026-01-05', false)).toBe('archivedSession');
    expect(switchProblem(t, { ...target, diplome_session: 4 }, '2026-01-05', false)).toBe('sameSession');
    expect(switchProblem(t, { ...target, antenne: 2 }, '2026-01-05', false)).toBe('antenneLocked');
    expect(switchProblem(t, { ...target, antenne: 2 }, '2026-01-05', true)).toBeNull();
    expect(switchProblem(t, target, '2025-09-01', true)).toBe('beforeEntry');
  });
  it('refuses a session whose places are all taken; without places, no limit', () => {
    expect(switchProblem(t, { ...target, places: 12, present: 12 }, '2026-01-05', false)).toBe('fullSession');
    expect(switchProblem(t, { ...target, places: 12, present: 11 }, '2026-01-05', false)).toBeNull();
    expect(switchProblem(t, { ...target, places: null, present: 400 }, '2026-01-05', false)).toBeNull();
  });
});
