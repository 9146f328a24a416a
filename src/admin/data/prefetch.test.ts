import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { ViewConfig } from '../views/viewTypes.ts';
import { listViewAt, withListPrefetch } from './prefetch.ts';

const view = { key: 'stagiaires', perPage: 25, sort: { field: 'lastname', order: 'ASC' }, paths: { list: '/stagiaires', record: '/stagiaire' } } as unknown as ViewConfig;
const firstPage = { pagination: { page: 1, perPage: 25 }, sort: { field: 'lastname', order: 'ASC' as const }, filter: {} };

function provider() {
  let n = 0;
  const getList = vi.fn(async () => ({ data: [{ id: ++n }], total: 1 }));
  return { getList, wrapped: withListPrefetch({ getList } as unknown as DataProvider) };
}

describe('première page demandée pendant le démarrage', () => {
  it('la liste reçoit la réponse déjà demandée, une seule fois', async () => {
    const { getList, wrapped } = provider();
    wrapped.prefetchList(view);
    expect(getList).toHaveBeenCalledTimes(1);
    expect((await wrapped.getList('stagiaires', firstPage)).data).toEqual([{ id: 1 }]);
    expect(getList).toHaveBeenCalledTimes(1);
    // A second identical call (refresh) asks the server again.
    expect((await wrapped.getList('stagiaires', firstPage)).data).toEqual([{ id: 2 }]);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('une autre page, un autre tri ou un filtre font leur propre requête', async () => {
    const { getList, wrapped } = provider();
    wrapped.prefetchList(view);
    await wrapped.getList('stagiaires', { ...firstPage, pagination: { page: 2, perPage: 25 } });
    await wrapped.getList('stagiaires', { ...firstPage, sort: { field: 'lastname', order: 'DESC' } });
    await wrapped.getList('stagiaires', { ...firstPage, filter: { etat: 0 } });
    await wrapped.getList('entreprises', firstPage);
    expect(getList).toHaveBeenCalledTimes(5);
  });

  it('une réponse trop ancienne n’est pas servie', async () => {
    vi.useFakeTimers();
    try {
      const { getList, wrapped } = provider();
      wrapped.prefetchList(view);
      vi.advanceTimersByTime(11_000);
      expect((await wrapped.getList('stagiaires', firstPage)).data).toEqual([{ id: 2 }]);
      expect(getList).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('la vue ouverte : son chemin de liste, sans paramètres dans l’adresse', () => {
    expect(listViewAt([view], '/stagiaires', '')).toBe(view);
    expect(listViewAt([view], '/stagiaires/', '')).toBe(view);
    expect(listViewAt([view], '/stagiaires', '?filter=%7B%7D')).toBeUndefined();
    expect(listViewAt([view], '/stagiaire/12', '')).toBeUndefined();
  });
});
