// The role hierarchy (issue 19, finding 1), as a matrix: every acting role × every role of the account acted
// on × every user operation (create, edit each field, give each role, replace, deactivate, delete). An
// operation is allowed only to a role that writes users (supervisor, admin), on an account ranked at or below
// its own, giving no role above its own; anything else is a French 403 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { isFrench } from '../../support/invalidSamples.ts';

const ROLES = ['ROLE_GUEST', 'ROLE_USER', 'ROLE_COORDINATOR', 'ROLE_ADMIN', 'ROLE_SUPERVISOR'] as const;
type Role = (typeof ROLES)[number];
const rank = (r: Role) => ROLES.indexOf(r);
const WRITERS: Role[] = ['ROLE_ADMIN', 'ROLE_SUPERVISOR'];

let s: TestServer;
let api: ApiCall;
let hash: string;
const tokens = new Map<Role, string>();
let serial = 0;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  hash = (await s.db.query<{ password: string }>("SELECT password FROM users WHERE email = 'admin@demo.fr'")).rows[0]!.password;
  for (const role of ROLES) {
    const email = `acteur-${role.toLowerCase()}@demo.fr`;
    await insertUser(email, role);
    tokens.set(role, await loginWith(api, email));
  }
});
afterAll(async () => s?.close());

async function insertUser(email: string, role: Role): Promise<number> {
  const res = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, firstname, lastname, roles, password, cfa_id, antenne_id, etat)
     VALUES ($1, 'Prénom', 'Nom', $2::jsonb, $3, 1, NULL, 0) RETURNING id`,
    [email, JSON.stringify([role]), hash],
  );
  return res.rows[0]!.id;
}
const snapshot = async (id: number) =>
  (await s.db.query('SELECT email, firstname, lastname, roles, password, antenne_id, etat FROM users WHERE id = $1', [id])).rows[0];

interface Operation {
  name: string;
  /** The roles the operation gives the account, when it gives any. */
  gives?: Role;
  run(token: string, id: number): Promise<{ status: number; body: any; text: string }>;
}
const patch = (name: string, body: () => Record<string, unknown>, gives?: Role): Operation => ({
  name,
  gives,
  run: (token, id) => api('PATCH', `/api/users/${id}`, { token, body: body() }),
});
const OPERATIONS: Operation[] = [
  patch('edit email', () => ({ email: `modifie-${++serial}@demo.fr` })),
  patch('edit lastname', () => ({ lastname: 'Changé' })),
  patch('edit firstname', () => ({ firstname: 'Changé' })),
  patch('edit password (reset)', () => ({ password: 'Nouveau-secret-2025' })),
  patch('edit antenne', () => ({ antenne: '/api/antennes/2' })),
  patch('deactivate', () => ({ etat: 1 })),
  ...ROLES.map((role) => patch(`give ${role}`, () => ({ roles: [role] }), role)),
  {
    name: 'replace (PUT)',
    run: (token, id) => api('PUT', `/api/users/${id}`, { token, body: { email: `remplace-${++serial}@demo.fr`, lastname: 'Remplacé', firstname: 'Tout' } }),
  },
  { name: 'delete', run: (token, id) => api('DELETE', `/api/users/${id}`, { token }) },
];

const allowed = (actor: Role, target: Role, gives?: Role) =>
  WRITERS.includes(actor) && rank(target) <= rank(actor) && (gives === undefined || rank(gives) <= rank(actor));

describe.each(ROLES.map((r) => [r]))('acting as %s', (actor) => {
  it('creates accounts of its own rank or below only', async () => {
    for (const role of ROLES) {
      const email = `cree-${++serial}@demo.fr`;
      const res = await api('POST', '/api/users', { token: tokens.get(actor)!, body: { email, lastname: 'Créé', firstname: 'Compte', password: 'Cree-par-test-2025', roles: [role] } });
      const exists = (await s.db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows.length > 0;
      if (allowed(actor, role, role)) {
        expect(res.status, `${actor} creates ${role}: ${res.text}`).toBe(201);
        expect(exists).toBe(true);
      } else {
        expect(res.status, `${actor} creates ${role}: ${res.text}`).toBe(403);
        expect(isFrench(res.body['hydra:description'])).toBe(true);
        expect(exists).toBe(false);
      }
    }
  });

  it.each(ROLES.map((r) => [r]))('on an account of %s: every operation allowed or refused as the hierarchy says', async (target) => {
    for (const op of OPERATIONS) {
      const id = await insertUser(`cible-${++serial}@demo.fr`, target);
      const before = await snapshot(id);
      const res = await op.run(tokens.get(actor)!, id);
      const label = `${actor} → ${target}: ${op.name}: ${res.text.slice(0, 300)}`;
      if (allowed(actor, target, op.gives)) {
        expect([200, 204], label).toContain(res.status);
        // Done: the account changed (or is gone), unless the role given is the one it had.
        if (op.gives !== target) expect(await snapshot(id), label).not.toEqual(before);
      } else {
        expect(res.status, label).toBe(403);
        expect(isFrench(res.body['hydra:description']), label).toBe(true);
        expect(await snapshot(id), label).toEqual(before);
      }
    }
  });
});
