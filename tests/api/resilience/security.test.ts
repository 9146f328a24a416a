// Security basics: login attempts limited per account and address, expired, tampered and unsigned tokens
// refused, security headers on API answers and admin pages.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { isFrench } from '../../support/invalidSamples.ts';

let s: TestServer;
let api: ApiCall;
let adminId: number;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  adminId = (await s.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.fr'")).rows[0]!.id;
});
afterAll(async () => s?.close());

const tryLogin = (email: string, password: string) =>
  api('POST', '/api/authentication_token', { body: { email, password }, headers: { 'content-type': 'application/json' } });
const sign = (claims: { sub: string; exp: number }, secret = JWT_SECRET) =>
  new SignJWT({ username: 'admin@demo.fr', roles: ['ROLE_ADMIN'] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
const now = () => Math.floor(Date.now() / 1000);

describe('login attempts', () => {
  it('limits the attempts on one account from one address, in French, even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await tryLogin('coordinateur@demo.fr', 'mauvais-mot-de-passe')).status);
    expect(statuses.every((st) => st === 401)).toBe(true);
    const blocked = await tryLogin('coordinateur@demo.fr', 'demo1234');
    expect(blocked.status).toBe(429);
    expect(isFrench(blocked.body['hydra:description'])).toBe(true);
    expect(blocked.body['hydra:description']).toMatch(/Trop de tentatives/);
    // Another account from the same address is not locked out by the attack on the first one.
    expect((await tryLogin('invite@demo.fr', 'demo1234')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('accepts a well-signed current token and refuses an expired one in French', async () => {
    expect((await api('GET', '/api/users/me', { token: await sign({ sub: String(adminId), exp: now() + 60 }) })).status).toBe(200);
    const expired = await api('GET', '/api/users/me', { token: await sign({ sub: String(adminId), exp: now() - 10 }) });
    expect(expired.status).toBe(401);
    expect(expired.body['hydra:description']).toMatch(/session a expiré/);
  });

  it('refuses tampered, foreign-signed and unsigned tokens', async () => {
    const real = await loginWith(api, 'antenne1@demo.fr');
    const [header, payload, signature] = real.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, sub: String(adminId), roles: ['ROLE_SUPERVISOR'] })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const forged = [
      `${header}.${raised}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}xx`,
      `${none}.${raised}.`,
      await sign({ sub: String(adminId), exp: now() + 60 }, 'un-autre-secret-que-celui-du-serveur'),
      'pas.un.jeton',
    ];
    for (const token of forged) {
      const res = await api('GET', '/api/etudiants', { token });
      expect(res.status, token).toBe(401);
      expect(isFrench(res.body['hydra:description'])).toBe(true);
      expect(res.body['hydra:member']).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  it('sets them on API answers, errors and admin pages', async () => {
    for (const [path, accept] of [['/api', 'application/ld+json'], ['/api/etudiants', 'application/ld+json'], ['/stagiaires', 'text/html']]) {
      const res = await fetch(s.base + path, { headers: { accept } });
      const h = res.headers;
      expect(h.get('x-content-type-options'), path).toBe('nosniff');
      expect(h.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(h.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      expect(h.get('referrer-policy'), path).toBe('no-referrer');
      expect(h.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(h.get('content-security-policy'), path).toMatch(/frame-ancestors 'self'/);
      expect(h.get('content-security-policy'), path).toMatch(/object-src 'none'/);
      // Scripts from this origin only, never evaluated from strings nor inline (the admin's validators are
      // precompiled at build time).
      expect(h.get('content-security-policy'), path).toMatch(/script-src 'self'(;|$)/);
      expect(h.get('content-security-policy'), path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(h.get('x-powered-by'), path).toBeNull();
    }
  });
});
