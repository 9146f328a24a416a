import { describe, expect, it } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
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
    const hydra = {
      getManyReference: async () => ({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } }),
    } as unknown as DataProvider;
    const provider = wrapDataProvider(hydra, new Map(), []);
    const result = await provider.getManyReference('etudiant_absences', {
      target: 'etudiant',
      id: 1,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(0);
  });
});

describe('une lecture qui échoue sans raison donnée par le serveur', () => {
  const failing = (error: unknown) => {
    const fail = async () => {
      throw error;
    };
    return wrapDataProvider({ getList: fail, getOne: fail } as unknown as DataProvider, new Map(), []);
  };
  const list = (p: DataProvider, key: string) =>
    p.getList(key, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });

  it('se dit avec les mots de la spécification : liste et fiche des stagiaires, toute autre lecture', async () => {
    const offline = failing(new TypeError('Failed to fetch'));
    await expect(list(offline, 'etudiants')).rejects.toMatchObject({
      message: 'Erreur lors du chargement des stagiaires',
      status: 0,
    });
    await expect(offline.getOne('etudiants', { id: 3 })).rejects.toMatchObject({
      message: "Erreur lors du chargement des détails de l'étudiant.",
    });
    const broken = failing(new HttpError('Internal Server Error', 500, {}));
    await expect(list(broken, 'groupes')).rejects.toMatchObject({
      message: 'Une erreur est survenue lors de la récupération des données',
      status: 500,
    });
  });

  it('garde le refus expliqué par le serveur et la règle du 401', async () => {
    const refused = new HttpError('Filtre inconnu : « couleur ».', 400, {});
    await expect(list(failing(refused), 'etudiants')).rejects.toBe(refused);
    const expired = new HttpError('Session expirée', 401, {});
    await expect(failing(expired).getOne('etudiants', { id: 3 })).rejects.toBe(expired);
  });
});
