import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { withEmptyTotal, wrapDataProvider } from './dataProvider.ts';

describe('total d’une liste vide', () => {
  it('une première page vide a un total de 0 (pas de « 1-10 sur 10 »)', () => {
    expect(withEmptyTotal({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } }, 1).total).toBe(0);
  });
  it('un total donné par le serveur est gardé ; une page suivante vide ne dit rien du total', () => {
    expect(withEmptyTotal({ data: [{ id: 1 }], total: 12 }, 1).total).toBe(12);
    expect(withEmptyTotal({ data: [] }, 3).total).toBeUndefined();
  });
  it('le fournisseur de données l’applique aux listes enfants', async () => {
    const hydra = { getManyReference: async () => ({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } }) } as unknown as DataProvider;
    const provider = wrapDataProvider(hydra, new Map(), []);
    const result = await provider.getManyReference('etudiant_absences', {
      target: 'etudiant', id: 1, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {},
    });
    expect(result.total).toBe(0);
  });
});
