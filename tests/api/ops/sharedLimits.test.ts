// The brute-force limits are the service's, not an instance's: counted in the database (rate_limits), so
// failed logins spread over two instances on one database add up, and the account's limit, once reached through
// either, holds on both; the same for the public survey form. The table keeps no e-mail in clear (keys hashed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, startServer, type TestServer } from '../helpers.ts';

process.env.LOGIN_MAX_PER_MINUTE = '6';

let a: TestServer;
let b: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  a = await startServer(import.meta.url);
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const json = { 'content-type': 'application/json' };

describe('limits shared by two instances on one database', () => {
  it('add up failed logins made through both, and refuse the next one on both', async () => {
    const fail = (s: { req: TestServer['req'] }) =>
      s.req('POST', '/api/authentication_token', { body: { email: 'Admin@demo.fr ', password: 'pas-le-bon' }, headers: json });
    // Six tries at once, three on each: all counted (one atomic count per try), none refused.
    const tries = await Promise.all([a, b, a, b, a, b].map(fail));
    expect(tries.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    for (const s of [a, b]) {
      const refused = await fail(s);
      expect(refused.status).toBe(429);
      expect(refused.body['hydra:description']).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    }
    // Even the right password waits, on either instance; another account does not.
    const right = await b.req('POST', '/api/authentication_token', { body: { email: 'admin@demo.fr', password: 'demo1234' }, headers: json });
    expect(right.status).toBe(429);
    expect((await a.req('POST', '/api/authentication_token', { body: { email: 'invite@demo.fr', password: 'demo1234' }, headers: json })).status).toBe(200);
  });

  it('add up the public survey form\'s requests of both instances (60 a minute)', async () => {
    const token = 'lien-inconnu-0123456789abcdef';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await (i % 2 ? a : b).req('GET', `/api/survey_forms/${token}`)).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect((await a.req('GET', `/api/survey_forms/${token}`)).status).toBe(429);
    expect((await b.req('GET', `/api/survey_forms/${token}`)).status).toBe(429);
  });

  it('keep the counts without the e-mail in clear', async () => {
    const rows = (await a.db.query<{ key: string }>('SELECT key FROM rate_limits')).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => /@|demo/.test(r.key))).toEqual([]);
  });
});
