// Behind a reverse proxy (TRUST_PROXY): the client's address, scheme and host come from X-Forwarded-For,
// -Proto and -Host, but only when the connection comes from a trusted proxy. They make the Hydra Link header,
// the OpenAPI `servers`, the mails' links (without APP_URL) and the limits' keys (each client its own count).
// From anyone else, the same headers change nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { post, startApp, type ExtraApp } from './apps.ts';

// Read when an app is built: three tries per address and e-mail a minute.
process.env.LOGIN_MAX_PER_MINUTE = '3';

let s: TestServer;
let direct: ExtraApp; // no TRUST_PROXY
let proxied: ExtraApp; // TRUST_PROXY=127.0.0.1 (the tests' connections come from there), no APP_URL
let elsewhere: ExtraApp; // TRUST_PROXY names another proxy
let hop: ExtraApp; // TRUST_PROXY=1: the nearest hop, whoever it is
beforeAll(async () => {
  s = await startServer(import.meta.url);
  direct = await startApp(s.db);
  proxied = await startApp(s.db, { trustProxy: ['127.0.0.1'], appUrlFromRequest: true });
  elsewhere = await startApp(s.db, { trustProxy: ['10.1.2.3'], appUrlFromRequest: true });
  hop = await startApp(s.db, { trustProxy: 1 });
});
afterAll(async () => {
  for (const a of [direct, proxied, elsewhere, hop]) await a?.close();
  await s?.close();
});

const forwarded = (client = '203.0.113.7') => ({
  'x-forwarded-for': client, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'formation.centre.fr',
});
const linkOf = async (base: string) => (await fetch(`${base}/api`, { headers: forwarded() })).headers.get('link');
const serversOf = async (base: string) => ((await (await fetch(`${base}/api/docs.json`, { headers: forwarded() })).json()) as {
  servers: { url: string }[] }).servers.map((x) => x.url);

describe('forwarded scheme and host', () => {
  it('make the Hydra Link header and the OpenAPI servers behind a trusted proxy', async () => {
    expect(await linkOf(proxied.base)).toBe('<https://formation.centre.fr/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"');
    expect(await serversOf(proxied.base)).toEqual(['https://formation.centre.fr']);
    // A hop count trusts the nearest hop (Fastify alone would trust none for a number).
    expect(await serversOf(hop.base)).toEqual(['https://formation.centre.fr']);
  });

  it('are ignored from a client that is not a trusted proxy', async () => {
    for (const app of [direct, elsewhere]) {
      expect(await linkOf(app.base)).toBe(`<${app.base}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
      expect(await serversOf(app.base)).toEqual([app.base]);
    }
  });

  it('make the links of the mails when no APP_URL is set, only behind a trusted proxy', async () => {
    const ask = (app: ExtraApp) => post(`${app.base}/api/forgot_password/`, { email: 'invite@demo.fr' }, forwarded());
    // The link is made when the request is answered and mailed by whichever instance takes the queued job: the
    // mails of all five instances on the database (the test server's too) are read.
    const mails = () => [s, direct, proxied, elsewhere, hop].flatMap((app) => app.mails);
    expect((await ask(proxied)).status).toBe(204);
    await vi.waitFor(() => expect(mails().join('\n')).toContain('https://formation.centre.fr/reset-password/reset?token='), { timeout: 10_000 });
    const seen = new Set(mails());
    const fresh = () => mails().filter((m) => !seen.has(m)).join('\n');
    expect((await ask(elsewhere)).status).toBe(204);
    await vi.waitFor(() => expect(fresh()).toContain('http://admin.test/reset-password/reset?token='), { timeout: 10_000 });
    expect(fresh()).not.toContain('formation.centre.fr');
  });
});

describe('the limits keyed on the client address', () => {
  const fail = (app: ExtraApp, client: string, email: string) =>
    post(`${app.base}/api/authentication_token`, { email, password: 'pas-le-bon-mot-de-passe' }, forwarded(client));

  it('count each client behind a trusted proxy on its own', async () => {
    const email = 'coordinateur@demo.fr';
    for (let i = 0; i < 3; i += 1) expect((await fail(proxied, '198.51.100.1', email)).status).toBe(401);
    const limited = await fail(proxied, '198.51.100.1', email);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Record<string, string>)['hydra:description']).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    // Another client behind the same proxy still has its tries.
    expect((await fail(proxied, '198.51.100.2', email)).status).toBe(401);
  });

  it('do not let a direct client pick a fresh address with X-Forwarded-For', async () => {
    const email = 'antenne1@demo.fr';
    for (let i = 0; i < 3; i += 1) expect((await fail(direct, `192.0.2.${i + 1}`, email)).status).toBe(401);
    expect((await fail(direct, '192.0.2.99', email)).status).toBe(429);
  });
});
