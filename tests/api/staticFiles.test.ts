// The built admin as the server sends it: precompressed copies (brotli, gzip) chosen by Accept-Encoding,
// hashed assets cached for good, the page itself (also the answer to deep links) revalidated every time.
// A small build of its own (DIST_DIR), precompressed by the build step itself; no database needed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';

const dist = join(process.cwd(), '.tmp/api-static-dist');
const script = `export const texte = ${JSON.stringify('Bonjour '.repeat(400))};\n`;
const html = `<!doctype html><html lang="fr"><head><title>Admin</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
let app: FastifyInstance;

beforeAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets/tiny-Ab12Cd34.js'), 'export {};\n');
  expect(precompressDir(dist)).toBe(2); // the page and the large script; the tiny one is not worth it
  process.env.DIST_DIR = dist;
  const { registerStatic } = await import('../../src/server/http/static.ts');
  const { registerErrorHandling } = await import('../../src/server/http/errorHandling.ts');
  app = Fastify();
  const { hasDist } = await registerStatic(app);
  registerErrorHandling(app, { hasDist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  delete process.env.DIST_DIR;
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('fichiers de l’admin construite', () => {
  it('sends the brotli copy to a browser that accepts it, gzip otherwise, the file itself to others', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-Ab12Cd34.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const tiny = await get('/assets/tiny-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for good and revalidates the page, also on a deep link', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/stagiaires']) {
      const page = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(html);
    }
  });

  it('does not serve files outside the build', async () => {
    const res = await get('/assets/../../package.json', { 'accept-encoding': 'br' });
    expect(res.statusCode).not.toBe(200);
  });
});
