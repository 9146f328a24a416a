// Issue 19, finding 2: the login limit keys on the e-mail as login reads it (trimmed, lower case), so padding
// the address with spaces, tabs or new lines gains no fresh tries; and one address trying many e-mails is
// limited too (LOGIN_MAX_PER_ADDRESS_PER_MINUTE, lowered here to 60).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, type ApiCall } from '../../support/client.ts';
import { isFrench } from '../../support/invalidSamples.ts';

let s: TestServer;
let api: ApiCall;
const PER_ADDRESS = 60;

beforeAll(async () => {
  process.env.LOGIN_MAX_PER_ADDRESS_PER_MINUTE = String(PER_ADDRESS);
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
});
afterAll(async () => {
  delete process.env.LOGIN_MAX_PER_ADDRESS_PER_MINUTE;
  await s?.close();
});

let attempts = 0;
const tryLogin = (email: string, password: string) => {
  attempts++;
  return api('POST', '/api/authentication_token', { body: { email, password }, headers: { 'content-type': 'application/json' } });
};

describe('per account', () => {
  it('gives a padded or upper-case e-mail no tries of its own once the account is limited', async () => {
    for (let i = 0; i < 20; i++) expect((await tryLogin('invite@demo.fr', `mauvais-${i}`)).status).toBe(401);
    for (const email of [' invite@demo.fr', 'invite@demo.fr ', '\tinvite@demo.fr', 'invite@demo.fr\n', 'INVITE@demo.fr', ' Invite@Demo.FR\r\n']) {
      const res = await tryLogin(email, 'demo1234');
      expect(res.status, JSON.stringify(email)).toBe(429);
      expect(isFrench(res.body['hydra:description'])).toBe(true);
    }
    // Another account from the same address still signs in.
    expect((await tryLogin('coordinateur@demo.fr', 'demo1234')).status).toBe(200);
  });
});

describe('per address', () => {
  it('limits one address trying many e-mails, in French, even for a right password', async () => {
    let first429: number | undefined;
    for (let i = 0; first429 === undefined && i < PER_ADDRESS + 5; i++) {
      const res = await tryLogin(`personne-${i}@demo.fr`, 'demo1234');
      if (res.status === 429) {
        first429 = attempts;
        expect(res.body['hydra:description']).toMatch(/Trop de tentatives/);
      } else expect(res.status).toBe(401);
    }
    expect(first429).toBe(PER_ADDRESS + 1);
    expect((await tryLogin('admin@demo.fr', 'demo1234')).status).toBe(429);
  });
});
