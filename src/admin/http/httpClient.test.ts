// The admin's writes ask for the record back (`Prefer: return=representation`), so the server's spec answers
// without a body (204 on an agreement session's PATCH) still give its forms the saved record; reads do not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson } from './httpClient.ts';

const sent: Headers[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

function stub(): void {
  vi.stubGlobal('localStorage', { getItem: () => 'jeton', setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('fetch', async (_url: unknown, init: RequestInit) => {
    sent.push(new Headers(init.headers));
    return new Response('{"@id":"/api/x/1"}', { status: 200 });
  });
}

describe('fetchJson', () => {
  it('prefers the representation on POST, PUT and PATCH, not on GET or DELETE', async () => {
    stub();
    for (const method of ['POST', 'PUT', 'PATCH', 'GET', 'DELETE']) {
      await fetchJson('http://api.test/api/x/1', { method, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
    }
    expect(sent.map((h) => h.get('prefer'))).toEqual(['return=representation', 'return=representation', 'return=representation', null, null]);
    expect(sent[0]!.get('authorization')).toBe('Bearer jeton');
  });

  it('keeps a Prefer header the caller set', async () => {
    stub();
    await fetchJson('http://api.test/api/x/1', { method: 'PATCH', body: '{}', headers: { Prefer: 'return=minimal' } });
    expect(sent[0]!.get('prefer')).toBe('return=minimal');
  });
});
