// Sign-off rules of spec 001 section 4, with the spec's cases.
import { describe, expect, it } from 'vitest';
import { planSignOff, type SignOffLine } from '../../../src/shared/attendance/index.ts';

const event = { dt_start: '2025-03-10', hr_start: '09:00:00', hr_end: '12:30:00' };
const line = (id: number, status: number | null, absenceId: number | null = null, pointageIds: number[] = []): SignOffLine => ({
  id, etudiantId: 100 + id, status, absenceId, pointageIds,
});
const sign = (oldStatus: number, lines: SignOffLine[]) => planSignOff({ oldStatus, event, lines, userId: 7, at: '2025-03-10T12:35:00Z' });

describe('planSignOff', () => {
  it('signs the sheet off and copies the date and author to each line', () => {
    const r = sign(0, [line(1, 1), line(2, 0)]);
    if (!r.ok) throw new Error('refused');
    expect(r.plan.sheet).toEqual({ status: 1, sign_off_at: '2025-03-10T12:35:00Z', sign_off_by: 7 });
    expect(r.plan.lines).toEqual([
      { id: 1, status: 1, sign_off_at: '2025-03-10T12:35:00Z', sign_off_by: 7, old_status_parent: 0 },
      { id: 2, status: 0, sign_off_at: '2025-03-10T12:35:00Z', sign_off_by: 7, old_status_parent: 0 },
    ]);
  });

  it('creates an absence with the event dates and hours for a line signed absent without one', () => {
    const r = sign(0, [line(2, 0)]);
    expect(r.ok && r.plan.createAbsences).toEqual([
      { lineId: 2, etudiantId: 102, raison: 1, dt_start: '2025-03-10', dt_end: '2025-03-10', hr_start: '09:00:00', hr_end: '12:30:00' },
    ]);
  });

  it('does not create a second absence when one already exists', () => {
    const r = sign(1, [line(2, 0, 55)]);
    expect(r.ok && r.plan.createAbsences).toEqual([]);
    expect(r.ok && r.plan.deleteAbsences).toEqual([]);
  });

  it('removes the pointage records and the absence of a line signed present', () => {
    const r = sign(1, [line(3, 1, 55, [8, 9])]);
    expect(r.ok && r.plan.deleteAbsences).toEqual([{ lineId: 3, etudiantId: 103, absenceId: 55, pointageIds: [8, 9] }]);
  });

  it('skips both checks when the parent sheet was closed (old status 2)', () => {
    const r = sign(2, [line(1, 0), line(3, 1, 55, [8])]);
    expect(r.ok && r.plan.createAbsences).toEqual([]);
    expect(r.ok && r.plan.deleteAbsences).toEqual([]);
    expect(r.ok && r.plan.lines.map((l) => l.old_status_parent)).toEqual([2, 2]);
  });

  it('refuses a sheet with unmarked trainees', () => {
    expect(sign(0, [line(1, 1), line(4, null)])).toEqual({ ok: false, unmarked: [4] });
  });
});
