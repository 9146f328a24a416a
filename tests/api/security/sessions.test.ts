// Any change of an account's password, role, antenne or state, by anyone and by any route, ends that account's
// sessions: tokens signed before are refused (a French 401), on this instance at once and on another instance
// within the session cache's delay (5 s); a deactivated then reactivated account's old tokens stay refused.
// A change of anything else (a first name) ends nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSecondInstance, startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { isFrench } from '../../support/invalidSamples.ts';

let s: TestServer;
let api: ApiCall;
let admin: string;
let antennes: string[];
const PASSWORD = 'Session-essai-2025';

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  admin = await loginWith(api, 'admin@demo.fr');
  antennes = (await api('GET', '/api/antennes?pagination=false', { token: admin })).body['hydra:member'].map((a: { '@id': string }) => a['@id']);
});
afterAll(async () => s?.close());

let n = 0;
/** A fresh ROLE_USER account of the first antenne, signed in: its id and token. */
async function account(): Promise<{ iri: string; email: string; token: string }> {
  const email = `session-${++n}-${Date.now()}@demo.fr`;
  const res = await api('POST', '/api/users', { token: admin, body: {
    email, lastname: 'Session', firstname: 'Essai', password: PASSWORD, roles: ['ROLE_USER'], antenne: antennes[0] } });
  expect(res.status, res.text).toBe(201);
  return { iri: res.body['@id'], email, token: await loginWith(api, email, PASSWORD) };
}
const me = (token: string, call = api) => call('GET', '/api/users/me', { token });

describe('a change of password, role, antenne or state ends the sessions', () => {
  const changes: [string, (iri: string) => Promise<unknown>][] = [
    ['password set by an admin', (iri) => api('PATCH', iri, { token: admin, body: { password: 'Autre-secret-2025' } })],
    ['role', (iri) => api('PATCH', iri, { token: admin, body: { roles: ['ROLE_COORDINATOR'] } })],
    ['antenne', (iri) => api('PATCH', iri, { token: admin, body: { antenne: antennes[1] } })],
    ['deactivation then reactivation', async (iri) => {
      expect((await api('PATCH', iri, { token: admin, body: { etat: 1 } })).status).toBe(200);
      expect((await api('PATCH', iri, { token: admin, body: { etat: 0 } })).status).toBe(200);
    }],
  ];
  for (const [what, change] of changes) {
    it(`${what}: the tokens signed before are refused in French`, async () => {
      const a = await account();
      expect((await me(a.token)).status).toBe(200);
      await change(a.iri);
      const after = await me(a.token);
      expect(after.status, after.text).toBe(401);
      expect(isFrench(String(after.body['hydra:description']))).toBe(true);
    });
  }

  it('a change of the first name ends nothing', async () => {
    const a = await account();
    expect((await api('PATCH', a.iri, { token: admin, body: { firstname: 'Prénom' } })).status).toBe(200);
    expect((await me(a.token)).status).toBe(200);
  });

  it('another instance refuses the old token within the session delay', async () => {
    const a = await account();
    const other = await startSecondInstance(s);
    try {
      const api2 = apiClient(other.base);
      expect((await me(a.token, api2)).status).toBe(200);
      expect((await api('PATCH', a.iri, { token: admin, body: { roles: ['ROLE_GUEST'] } })).status).toBe(200);
      await vi.waitFor(async () => expect((await me(a.token, api2)).status).toBe(401), { timeout: 8_000, interval: 250 });
    } finally {
      await other.close();
    }
  });
});
