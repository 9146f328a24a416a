import { describe, expect, it } from 'vitest';
import {
  checkManual,
  hoursInYear,
  invoiceLine,
  objectiveLine,
  sessionHours,
  trainerLine,
  traineeTypeLine,
} from './bpf.ts';
import { bpfCsvRows, bpfFrames, manualOf } from './bpfFrames.ts';

describe('BPF rules', () => {
  it('puts a trainee in the F-1 line of its status, then of its funding', () => {
    expect(traineeTypeLine(1, 1)).toBe('F1b');
    expect(traineeTypeLine(8, null)).toBe('F1b');
    expect(traineeTypeLine(6, 1)).toBe('F1a');
    expect(traineeTypeLine(4, 3)).toBe('F1a');
    expect(traineeTypeLine(3, 2)).toBe('F1c');
    expect(traineeTypeLine(2, 4)).toBe('F1d');
    expect(traineeTypeLine(5, 4)).toBe('F1d');
    expect(traineeTypeLine(2, 2)).toBe('F1e');
    expect(traineeTypeLine(null, null)).toBe('F1e');
  });

  it('spreads the planned hours over the planned span and counts the days of the year attended', () => {
    // 2024-09-01 → 2026-08-31: 730 days, 1 200 h; 2025 holds 365 of them.
    const across = { hours: 1200, start: '2024-09-01', plannedEnd: '2026-08-31', exit: null };
    expect(hoursInYear(across, 2025)).toBe(600);
    expect(hoursInYear(across, 2024)).toBe(200.55);
    expect(hoursInYear(across, 2023)).toBe(0);
    // Left on 2025-03-31: 90 days of 2025 only.
    expect(hoursInYear({ ...across, exit: '2025-03-31' }, 2025)).toBe(147.95);
    // Whole course within the year.
    expect(hoursInYear({ hours: 400, start: '2025-02-01', plannedEnd: '2025-06-30', exit: null }, 2025)).toBe(400);
    // Without an end, the exit is the end; without hours, nothing to count.
    expect(hoursInYear({ hours: 100, start: '2025-01-01', plannedEnd: null, exit: '2025-12-31' }, 2025)).toBe(100);
    expect(hoursInYear({ ...across, hours: null }, 2025)).toBeNull();
    expect(hoursInYear({ ...across, plannedEnd: null }, 2025)).toBeNull();
  });

  it('classes a diploma by objective: RNCP by level, CQP, other, level to complete', () => {
    expect(objectiveLine({ code_rncp: 'RNCP35190', type_diplome: null, level: 2 })).toBe('F3a5');
    expect(objectiveLine({ code_rncp: null, type_diplome: 1, level: 1 })).toBe('F3a4');
    expect(objectiveLine({ code_rncp: 'RNCP1', type_diplome: null, level: 4 })).toBe('F3a6');
    expect(objectiveLine({ code_rncp: 'RNCP1', type_diplome: null, level: 0 })).toBe('F3a3');
    expect(objectiveLine({ code_rncp: 'RNCP1', type_diplome: 7, level: null })).toBe('F3a0');
    expect(objectiveLine({ code_rncp: null, type_diplome: 7, level: null })).toBe('F3c');
    expect(objectiveLine({ code_rncp: null, type_diplome: null, level: 2 })).toBe('F3d');
    expect(objectiveLine({ code_rncp: 'RNCP1', type_diplome: null, level: null })).toBe('F3x');
    expect(objectiveLine(null)).toBe('F3d');
  });

  it('tells employed trainers from subcontracted ones', () => {
    expect(trainerLine({ statut: 1 }, false)).toBe('E1');
    expect(trainerLine({ statut: 2 }, true)).toBe('E2');
    expect(trainerLine({ statut: null }, false)).toBe('E2');
    expect(trainerLine(null, true)).toBe('E1');
    expect(trainerLine(null, false)).toBe('E9');
    expect(sessionHours('08:30', '12:00')).toBe(3.5);
    expect(sessionHours('14:00', '13:00')).toBe(0);
  });

  it('files an invoice under the product line of its trainee', () => {
    expect(invoiceLine(1, 1)).toBe('C2a');
    expect(invoiceLine(6, 1)).toBe('C2b');
    expect(invoiceLine(2, 1)).toBe('C2d');
    expect(invoiceLine(3, null)).toBe('C3');
    expect(invoiceLine(4, 3)).toBe('C1');
    expect(invoiceLine(5, 4)).toBe('C4');
    expect(invoiceLine(null, null)).toBe('C6');
  });

  it('takes hand-typed amounts and texts on editable lines only', () => {
    const { values, violations } = checkManual({
      C5: '1 500,5'.replace(' ', ''),
      A3: ' 93 13 12345 13 ',
      D1: '',
      F1b: 3,
      C1: -2,
      C2a: 'abc',
    });
    expect(values).toEqual({ C5: 1500.5, A3: '93 13 12345 13' });
    expect(violations.map((v) => [v.code, v.kind])).toEqual([
      ['F1b', 'unknown'],
      ['C1', 'amount'],
      ['C2a', 'amount'],
    ]);
  });

  it('lays figures on frames, marks what to complete, totals what is shown', () => {
    const figures = new Map([
      ['A1', { texte: 'Centre' }],
      ['C2a', { montant: 1000, records: [{ id: 1, label: 'Facture 1', link: '/f/1' }] }],
      ['F1b', { nombre: 2, heures: 10.005 }],
      ['F1c', { nombre: 1, heures: 5 }],
    ]);
    const frames = bpfFrames(figures, [{ code: 'NSF311', label: '311 — Transport' }], { C5: 250, A3: '11' });
    const l = (code: string) => frames.flatMap((f) => f.lines).find((x) => x.code === code)!;
    expect([l('A1').texte, l('A1').aCompleter, l('A2').aCompleter]).toEqual(['Centre', false, true]);
    expect([l('A3').texte, l('A3').manuel]).toEqual(['11', true]);
    expect([l('C2a').montant, l('C2a').recordCount, l('C1').aCompleter]).toEqual([1000, 1, true]);
    expect([l('CT').montant, l('CT').aCompleter]).toEqual([1250, false]);
    expect([l('F1T').nombre, l('F1T').heures]).toEqual([3, 15.01]);
    expect(frames.find((f) => f.letter === 'F-4')!.lines.map((x) => x.code)).toEqual(['NSF311']);
    expect(manualOf(frames)).toEqual({ A3: '11', C5: 250 });
    const rows = bpfCsvRows(frames, 'à compléter', 'saisi', 'calculé');
    expect(rows.find((r) => r[1] === 'C1')).toEqual([
      'C',
      'C1',
      expect.any(String),
      null,
      null,
      null,
      null,
      'à compléter',
    ]);
  });
});
