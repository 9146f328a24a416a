// The admin's writes ask for the record back (`Prefer: return=representation`), so the server's spec answers
// without a body (204 on an agreement session's PATCH) still give its forms the saved record; reads do not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, fetchJson } from './httpClient.ts';
import { isLoading, isWriting } from './loading.ts';

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
      await fetchJson('http://api.test/api/x/1', {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
    }
    expect(sent.map((h) => h.get('prefer'))).toEqual([
      'return=representation',
      'return=representation',
      'return=representation',
      null,
      null,
    ]);
    expect(sent[0]!.get('authorization')).toBe('Bearer jeton');
  });

  it('keeps a Prefer header the caller set', async () => {
    stub();
    await fetchJson('http://api.test/api/x/1', { method: 'PATCH', body: '{}', headers: { Prefer: 'return=minimal' } });
    expect(sent[0]!.get('prefer')).toBe('return=minimal');
  });
});

describe('the loading flag under the full-page spinner', () => {
  it('counts every request as loading, and only a write as one that takes the clicks', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'jeton', setItem: () => {}, removeItem: () => {} });
    const seen: [string, boolean, boolean][] = [];
    // The flags as they stand while the answer is awaited.
    vi.stubGlobal(
      'fetch',
      (_url: unknown, init: RequestInit) =>
        new Promise<Response>((resolve) =>
          setTimeout(() => {
            seen.push([init.method ?? 'GET', isLoading(), isWriting()]);
            resolve(new Response('{}', { status: 200 }));
          }),
        ),
    );
    for (const method of [undefined, 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      await fetchJson('http://api.test/api/x/1', { method, body: method && method !== 'GET' ? '{}' : undefined });
    expect(seen).toEqual([
      ['GET', true, false],
      ['GET', true, false],
      ['POST', true, true],
      ['PUT', true, true],
      ['PATCH', true, true],
      ['DELETE', true, true],
    ]);
    expect([isLoading(), isWriting()]).toEqual([false, false]);
  });
});

describe('fetchFile (downloads, background counts)', () => {
  it('sends the token and gives the response of a success', async () => {
    stub();
    const res = await fetchFile('http://api.test/api/x/1/export.csv');
    expect(res.status).toBe(200);
    expect(sent[0]!.get('authorization')).toBe('Bearer jeton');
  });

  it("throws the server's French description on a refusal, the caller's text when it gives none", async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'jeton', setItem: () => {}, removeItem: () => {} });
    const answers = [
      new Response('{"hydra:description":"Période trop longue."}', { status: 400 }),
      new Response('', { status: 404 }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift()!);
    await expect(fetchFile('http://api.test/api/a.zip', { failure: 'Échec.' })).rejects.toMatchObject({
      status: 400,
      message: 'Période trop longue.',
    });
    await expect(fetchFile('http://api.test/api/a.zip', { failure: 'Échec.' })).rejects.toMatchObject({
      status: 404,
      message: 'Échec.',
    });
  });

  it('ends the session on a 401, as every call does', async () => {
    const cleared = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('localStorage', { getItem: () => 'jeton', setItem: () => {}, removeItem: () => {}, clear: cleared });
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {}, clear: () => {} });
    vi.stubGlobal('window', { location: { assign } });
    vi.stubGlobal('fetch', async () => new Response('', { status: 401 }));
    await expect(fetchFile('http://api.test/api/a.csv')).rejects.toMatchObject({ status: 401 });
    expect(cleared).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
