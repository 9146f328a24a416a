// pageUrls writes the query once for the view's links: each link equals the URL built the former way (a copy of the
// query, its page deleted then set, written by URLSearchParams, brackets left readable).
import { describe, expect, it } from 'vitest';
import { pageUrl, pageUrls } from './read.ts';

function former(path: string, query: URLSearchParams, page?: number): string {
  const q = new URLSearchParams(query);
  q.delete('page');
  if (page !== undefined) q.set('page', String(page));
  const s = q.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  return s ? `${path}?${s}` : path;
}

describe('pageUrls', () => {
  it('gives the former links for every query and page', () => {
    const queries = [
      '',
      'page=3',
      'etat=0&antenne=2&page=5',
      'page=2&order[lastname]=desc&page=4&exists[mail]=true',
      'q=jean dupont+é&antenne[]=/api/antennes/1&antenne[]=2',
      'a=%5B%5D&b=[x]&c=1%2B2&d=&e',
      'itemsPerPage=7&partial=true',
    ];
    const pages = [undefined, 1, 2, 41, 2 ** 31, 1e21, 1e21 + 1, Number.MAX_SAFE_INTEGER + 2];
    for (const qs of queries) {
      const query = new URLSearchParams(qs);
      const link = pageUrls('/api/etudiants', query);
      for (const page of pages) {
        expect(link(page), `${qs} ${page}`).toBe(former('/api/etudiants', query, page));
        expect(pageUrl('/api/etudiants', query, page)).toBe(former('/api/etudiants', query, page));
      }
    }
  });
});
