import { describe, expect, it } from 'vitest';
import { latestAca } from './latestAca.ts';

describe('latestAca', () => {
  it('keeps the most recent by generation date, archived ones left out', () => {
    const acas = [
      { id: 1, statut: 'finalisee', date_generation: '2026-01-10T10:00:00Z' },
      { id: 2, statut: 'archivee', date_generation: '2026-03-01T10:00:00Z' },
      { id: 3, statut: 'brouillon', date_generation: '2026-02-01T10:00:00Z' },
    ];
    expect(latestAca(acas)?.id).toBe(3);
  });
  it('is none when every ACA is archived, or none exists', () => {
    expect(latestAca([{ id: 1, statut: 'archivee', date_generation: null }])).toBeUndefined();
    expect(latestAca([])).toBeUndefined();
  });
  it('breaks a tie on the generation date by creation then id; an ACA never generated comes last', () => {
    expect(
      latestAca([
        { id: 4, statut: 'brouillon', date_generation: '2026-01-01' },
        { id: 5, statut: 'brouillon', date_generation: '2026-01-01' },
      ])?.id,
    ).toBe(5);
    expect(
      latestAca([
        { id: 7, statut: 'brouillon', date_generation: '2026-01-01' },
        { id: 8, statut: 'brouillon', date_generation: null },
      ])?.id,
    ).toBe(7);
  });
});
