// The related records of a list's page (listRelations.tsx): which ids the rows name, and which of them are asked
// for (absent from react-admin's record cache, invalidated, or older than RELATION_STALE_MS).
import { describe, expect, it } from 'vitest';
import { idsToFetch, relationIds, RELATION_STALE_MS, type CachedRecord } from './listRelations.tsx';

describe('the relation ids of a page', () => {
  it('names each related record once, in a stable order, without empty values', () => {
    const rows = [
      { id: 1, antenne: '/api/antennes/2', session: null },
      { id: 2, antenne: '/api/antennes/1', session: '/api/diplome_sessions/7' },
      { id: 3, antenne: '/api/antennes/2' },
      { id: 4, antenne: '', session: '/api/diplome_sessions/7' },
    ];
    expect(relationIds(rows, 'antenne')).toEqual(['/api/antennes/1', '/api/antennes/2']);
    expect(relationIds(rows, 'session')).toEqual(['/api/diplome_sessions/7']);
    // The same rows in another order (a sort) give the same ids: the same batch, not a second request.
    expect(relationIds([...rows].reverse(), 'antenne')).toEqual(relationIds(rows, 'antenne'));
    expect(relationIds(undefined, 'antenne')).toEqual([]);
  });
});

describe('the related records asked for', () => {
  const now = 1_000_000;
  const cache = new Map<string, CachedRecord>([
    ['/api/antennes/1', { data: { id: '/api/antennes/1' }, dataUpdatedAt: now - 1_000, isInvalidated: false }],
    [
      '/api/antennes/2',
      { data: { id: '/api/antennes/2' }, dataUpdatedAt: now - RELATION_STALE_MS, isInvalidated: false },
    ],
    ['/api/antennes/3', { data: { id: '/api/antennes/3' }, dataUpdatedAt: now - 1_000, isInvalidated: true }],
    ['/api/antennes/4', { data: undefined, dataUpdatedAt: 0, isInvalidated: false }],
  ]);
  const ids = ['/api/antennes/1', '/api/antennes/2', '/api/antennes/3', '/api/antennes/4', '/api/antennes/5'];

  it('reuses a record read less than a minute ago, and asks for the others', () => {
    // 2: read a minute ago; 3: invalidated (react-admin's refresh); 4: a query that never answered; 5: never read.
    expect(idsToFetch(ids, (id) => cache.get(id), now)).toEqual(ids.slice(1));
  });

  it('asks for nothing when every record is fresh in the cache', () => {
    expect(idsToFetch(['/api/antennes/1'], (id) => cache.get(id), now)).toEqual([]);
  });
});
