import { describe, expect, it } from 'vitest';
import { activeBilans } from './traineeBilans.ts';

const b = (id: number, date_bilan: string | null, is_deleted = false) => ({
  '@id': `/api/etudiant_bilan_parcours/${id}`,
  date_bilan,
  is_deleted,
});

describe('the active bilans of a listed trainee', () => {
  it('leaves out the archived ones and puts the latest first (then the newest record of a same day)', () => {
    const list = activeBilans({
      etudiant_bilan_parcours: [
        b(1, '2026-01-10'),
        b(2, '2026-05-01', true),
        b(3, '2026-03-02'),
        b(4, '2026-03-02'),
        b(5, null),
      ],
    });
    expect(list.map((x) => x['@id'].split('/').pop())).toEqual(['4', '3', '1', '5']);
  });

  it('is empty for a trainee whose bilans are all archived', () => {
    expect(activeBilans({ etudiant_bilan_parcours: [b(2, '2026-05-01', true)] })).toEqual([]);
  });
});
