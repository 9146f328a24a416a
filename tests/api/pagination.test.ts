// Pagination at scale: partial pagination (partial=true, no count) and the capped count behind
// hydra:totalItems (exact up to the cap, the planner's estimate past it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { countCapped } from '../../src/server/crud/count.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer(import.meta.url);
  token = await s.login('admin@demo.fr');
});
afterAll(async () => s?.close());

describe('partial pagination', () => {
  it('gives no total and no last page, and links next only while rows remain', async () => {
    const full = await s.req('GET', '/api/etudiants?type=1&pagination=false', { token });
    const ids = full.body['hydra:member'].map((m: { id: number }) => m.id);
    const page1 = await s.req('GET', '/api/etudiants?type=1&partial=true&itemsPerPage=50', { token });
    expect(page1.status).toBe(200);
    expect(page1.body).not.toHaveProperty('hydra:totalItems');
    expect(page1.body['hydra:member'].map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 50));
    expect(page1.body['hydra:view']).toEqual({
      '@id': '/api/etudiants?type=1&partial=true&itemsPerPage=50&page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/etudiants?type=1&partial=true&itemsPerPage=50&page=1',
      'hydra:next': '/api/etudiants?type=1&partial=true&itemsPerPage=50&page=2',
    });
    const lastPage = Math.ceil(ids.length / 50);
    const tail = await s.req('GET', `/api/etudiants?type=1&partial=true&itemsPerPage=50&page=${lastPage}`, { token });
    expect(tail.body['hydra:member'].map((m: { id: number }) => m.id)).toEqual(ids.slice((lastPage - 1) * 50));
    expect(tail.body['hydra:view']).not.toHaveProperty('hydra:next');
    expect(tail.body['hydra:view']['hydra:previous']).toContain(`page=${lastPage - 1}`);
  });

  it('keeps an exact hydra:totalItems by default', async () => {
    const res = await s.req('GET', '/api/etudiants?etat=0', { token });
    const n = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants WHERE cfa_id = 1 AND etat = 0')).rows[0]!.n;
    expect(res.body['hydra:totalItems']).toBe(n);
  });
});

describe('capped count', () => {
  it('is exact for a small set and an estimate of at least cap + 1 past the cap', async () => {
    const n = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM etudiants t WHERE t.cfa_id = 1')).rows[0]!.n;
    expect(await countCapped(s.db, 'etudiants', 't.cfa_id = $1', [1], n * 10)).toEqual({ total: n, exact: true });
    const capped = await countCapped(s.db, 'etudiants', 't.cfa_id = $1', [1], 10);
    expect(capped.exact).toBe(false);
    expect(capped.total).toBeGreaterThanOrEqual(11);
  });
});
