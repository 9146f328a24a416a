// A list's request asked ahead (as the user sorts, pages or searches) is the one the list's getList then answers
// with: one request to the server for the same resource and parameters, whatever the order of their keys.
import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { listKey, withListAhead } from './listAhead.ts';

function counting(fail = false) {
  const calls: string[] = [];
  const provider = {
    getList: async (resource: string, params: { pagination?: { page: number } }) => {
      calls.push(`${resource} p${params.pagination?.page}`);
      if (fail) throw new Error('Une erreur s’est produite');
      return { data: [{ id: calls.length }], total: 1 };
    },
  } as unknown as DataProvider;
  return { provider, calls };
}

const sorted = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'firstname', order: 'ASC' as const },
  filter: { q: 'Mar', etat: 0 },
};

describe('withListAhead', () => {
  it('hands the request asked ahead to the list, once', async () => {
    const { provider, calls } = counting();
    const ahead = withListAhead(provider);
    await ahead.getListAhead('stagiaires', sorted);
    // react-admin builds the same parameters in another order.
    const same = {
      filter: { etat: 0, q: 'Mar' },
      sort: { order: 'ASC' as const, field: 'firstname' },
      pagination: { perPage: 25, page: 1 },
    };
    expect(await ahead.getList('stagiaires', same)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls).toEqual(['stagiaires p1']);
    // Taken once: the next reading of the same page is a request of its own.
    await ahead.getList('stagiaires', same);
    expect(calls).toEqual(['stagiaires p1', 'stagiaires p1']);
  });

  it('asks the server for other parameters, and forgets an answer older than five seconds', async () => {
    let now = 1_000;
    const { provider, calls } = counting();
    const ahead = withListAhead(provider, () => now);
    await ahead.getListAhead('stagiaires', sorted);
    await ahead.getListAhead('stagiaires', sorted); // asked twice: sent once
    await ahead.getList('stagiaires', { ...sorted, pagination: { page: 2, perPage: 25 } });
    await ahead.getList('candidatures', sorted);
    expect(calls).toEqual(['stagiaires p1', 'stagiaires p2', 'candidatures p1']);
    now += 5_000;
    await ahead.getList('stagiaires', sorted);
    expect(calls).toEqual(['stagiaires p1', 'stagiaires p2', 'candidatures p1', 'stagiaires p1']);
  });

  it('leaves a failure to the list that takes it', async () => {
    const { provider, calls } = counting(true);
    const ahead = withListAhead(provider);
    await expect(ahead.getListAhead('stagiaires', sorted)).resolves.toBeUndefined();
    await expect(ahead.getList('stagiaires', sorted)).rejects.toThrow('Une erreur s’est produite');
    expect(calls).toHaveLength(1);
  });

  it('keys a list by its resource, page, sort, filter and meta, the undefined ones left out', () => {
    expect(listKey('stagiaires', { ...sorted, meta: undefined })).toBe(listKey('stagiaires', sorted));
    expect(listKey('stagiaires', sorted)).not.toBe(listKey('stagiaires', { ...sorted, filter: { q: 'Mar' } }));
  });
});
