import { describe, expect, it } from 'vitest';
import { BASE_MARKER, DOC_CACHE_MAX, docCache, trustProxyOf } from './docCache.ts';

describe('docCache', () => {
  it('builds once, fills in each address (JSON-escaped) and keeps a bounded number of copies', () => {
    let builds = 0;
    const cache = docCache((base) => ((builds += 1), { url: `${base}/api` }));
    for (let i = 0; i < 10; i++) expect(JSON.parse(cache.get(`http://h${i}`).body).url).toBe(`http://h${i}/api`);
    expect(JSON.parse(cache.get('http://a"b').body).url).toBe('http://a"b/api');
    expect(builds).toBe(1);
    expect(cache.size()).toBe(DOC_CACHE_MAX);
    expect(cache.get('http://h1').etag).not.toBe(cache.get('http://h2').etag);
    expect(cache.get('http://h1').body).not.toContain(BASE_MARKER);
  });
});

describe('trustProxyOf', () => {
  it('trusts nobody by default, a hop count, or a list of addresses', () => {
    for (const off of [undefined, '', '0', 'false', 'off']) expect(trustProxyOf(off)).toBe(false);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    const hops = trustProxyOf('1') as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });
});
