// The public API documents (/api/docs.json, /api/docs.jsonld) name the address they are read at, taken from the
// Host header: they are built once and only a few addresses keep a finished copy, so invented Host headers grow
// no memory; X-Forwarded-Host and -Proto are honoured only from a trusted proxy (TRUST_PROXY, default none).
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, startServer, type TestServer } from '../helpers.ts';
import { DOC_CACHE_MAX } from '../../../src/server/http/docCache.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer(import.meta.url);
});
afterAll(async () => s?.close());

/** GET with any Host header (fetch does not let a page set one). */
function get(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const sizes = (app: unknown) => {
  const a = app as { openApiCacheSize(): number; hydraDocsCacheSize(): number };
  return [a.openApiCacheSize(), a.hydraDocsCacheSize()];
};

describe('the API documents and the Host header', () => {
  it('answer each host with its own address, and keep at most a few copies', async () => {
    for (let i = 0; i < 20; i++) {
      const host = `nom-invente-${i}.example:8080`;
      const docs = await get(s.base, '/api/docs.jsonld', { host });
      expect(docs.status).toBe(200);
      expect(JSON.parse(docs.body)['@context']['@vocab']).toBe(`http://${host}/api/docs.jsonld#`);
      const openapi = await get(s.base, '/api/docs.json', { host });
      expect(openapi.status).toBe(200);
      expect(JSON.parse(openapi.body).servers[0].url).toBe(`http://${host}`);
    }
    for (const size of sizes(s.app)) expect(size).toBeLessThanOrEqual(DOC_CACHE_MAX);
  });

  it('ignore X-Forwarded-Host and -Proto without a trusted proxy', async () => {
    const docs = await get(s.base, '/api/docs.jsonld', { host: 'api.centre.example', 'x-forwarded-host': 'piege.example', 'x-forwarded-proto': 'https' });
    expect(JSON.parse(docs.body)['@context']['@vocab']).toBe('http://api.centre.example/api/docs.jsonld#');
  });

  it('honour them behind the proxy TRUST_PROXY names', async () => {
    process.env.TRUST_PROXY = '127.0.0.1';
    const behind = await startSecondInstance(s);
    delete process.env.TRUST_PROXY;
    try {
      const docs = await get(behind.base, '/api/docs.jsonld', { host: 'interne:8080', 'x-forwarded-host': 'admin.centre.example', 'x-forwarded-proto': 'https' });
      expect(JSON.parse(docs.body)['@context']['@vocab']).toBe('https://admin.centre.example/api/docs.jsonld#');
    } finally {
      await behind.close();
    }
  });
});
