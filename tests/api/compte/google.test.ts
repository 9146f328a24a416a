// API of the Google link: without GOOGLE_CLIENT_ID / SECRET / REDIRECT_URI, the check says it is not configured
// (in French) and the sign-in starts answer a French 503; configured, they give Google's consent page.
import { afterEach, describe, expect, it } from 'vitest';
import { domainServer } from '../domainCrud.ts';

const { S, T } = domainServer(import.meta.url);
afterEach(() => { delete process.env.GOOGLE_CLIENT_ID; delete process.env.GOOGLE_CLIENT_SECRET; delete process.env.GOOGLE_REDIRECT_URI; });

describe('google', () => {
  it('says that Google is not configured, and nothing crashes', async () => {
    const check = await S().req('GET', '/api/auth-token/check', { token: T().admin });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ configured: false, isAuthenticated: false, message: expect.stringMatching(/n'est pas configurée/) });
    for (const path of ['/api/auth/google', '/api/drive/auth/google']) {
      const start = await S().req('POST', path, { token: T().admin, body: {} });
      expect(start.status).toBe(503);
      expect(start.body['hydra:description']).toMatch(/Google n'est pas configurée/);
    }
    expect((await S().req('POST', '/api/google-api/logout', { token: T().admin, body: {} })).status).toBe(204);
    expect((await S().req('GET', '/api/auth-token/check')).status).toBe(401);
  });

  it('gives the consent page of Google once configured', async () => {
    Object.assign(process.env, { GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 's', GOOGLE_REDIRECT_URI: 'http://admin.test/google-auth-verify' });
    const start = await S().req('POST', '/api/drive/auth/google', { token: T().admin, body: {} });
    expect(start.status).toBe(200);
    const url = new URL(start.body.redirect_url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-123');
    expect(url.searchParams.get('scope')).toMatch(/drive\.file/);
    expect((await S().req('GET', '/api/auth-token/check', { token: T().admin })).body.configured).toBe(true);
  });
});
