// The role hierarchy (finding 1), as a matrix: every acting role × every role of the account acted
// on × every user operation (create, edit each field, give each role, replace, deactivate, delete). An
// operation is allowed only to a role that writes users (supervisor, admin), on an account ranked at or below
// its own, giving no role above its own; anything else is a French 403 that changes nothing. The platform role
// ranks above every centre role (nobody in a centre gives it or touches a platform account) and writes no user.
// Then the configuration routes: every role × each route, as the tenant boundary says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { isFrench } from '../../support/invalidSamples.ts';

const ROLES = ['ROLE_GUEST', 'ROLE_USER', 'ROLE_COORDINATOR', 'ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_PLATFORM'] as const;
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

// The configuration (tenant boundary): the platform role reaches every file; a supervisor (here of centre 1) its
// own centre's profile (clients/demo.json) and the list; every other role nothing. A refusal is a French 403.
const CONFIGURATION_ROUTES: { method: string; path: string; body?: () => Promise<unknown>; open: Role[]; answer?: number }[] = [
  { method: 'GET', path: '/api/configuration_files', open: ['ROLE_PLATFORM', 'ROLE_SUPERVISOR'] },
  { method: 'GET', path: '/api/configuration_files/clients/demo.json', open: ['ROLE_PLATFORM', 'ROLE_SUPERVISOR'] },
  { method: 'GET', path: '/api/configuration_files/clients/demo.json/versions', open: ['ROLE_PLATFORM', 'ROLE_SUPERVISOR'] },
  { method: 'POST', path: '/api/configuration_files/clients/demo.json/check', body: () => contentOf('clients/demo.json'), open: ['ROLE_PLATFORM', 'ROLE_SUPERVISOR'] },
  { method: 'GET', path: '/api/configuration_files/clients/sport.json', open: ['ROLE_PLATFORM'] },
  { method: 'POST', path: '/api/configuration_files/clients/sport.json/check', body: () => contentOf('clients/sport.json'), open: ['ROLE_PLATFORM'] },
  { method: 'GET', path: '/api/configuration_files/resources/stagiaires.json', open: ['ROLE_PLATFORM'] },
  { method: 'GET', path: '/api/configuration_files/resources/stagiaires.json/versions/1', open: ['ROLE_PLATFORM'] },
  { method: 'POST', path: '/api/configuration_files/resources/stagiaires.json/check', body: () => contentOf('resources/stagiaires.json'), open: ['ROLE_PLATFORM'] },
  { method: 'GET', path: '/api/configuration_files/clients/new', open: ['ROLE_PLATFORM'] },
  // Past the guard, a file that does not exist: 404 (nothing retired, nothing created).
  { method: 'DELETE', path: '/api/configuration_files/resources/inconnu.json', open: ['ROLE_PLATFORM'], answer: 404 },
  { method: 'DELETE', path: '/api/configuration_files/clients/demo.json', open: ['ROLE_PLATFORM'], answer: 200 },
];
async function contentOf(path: string) {
  const [kind, name] = path.split('/');
  const row = await s.db.query<{ content: string }>('SELECT content FROM configuration_versions WHERE kind = $1 AND name = $2 ORDER BY version DESC LIMIT 1', [kind, name]);
  return { content: row.rows[0]!.content };
}

describe('the configuration routes', () => {
  it.each(ROLES.map((r) => [r]))('as %s: each route open or refused as the tenant boundary says', async (actor) => {
    // The retiring route last: the platform retires demo.json, which the later actors no longer need.
    for (const route of CONFIGURATION_ROUTES) {
      if (route.method === 'DELETE' && route.answer === 200 && actor !== 'ROLE_PLATFORM') {
        const res = await api('DELETE', route.path, { token: tokens.get(actor)! });
        expect(res.status, `${actor} ${route.method} ${route.path}`).toBe(403);
        continue;
      }
      const body = route.body ? await route.body() : undefined;
      const res = await api(route.method, route.path, { token: tokens.get(actor)!, body });
      const label = `${actor} ${route.method} ${route.path}: ${res.text.slice(0, 200)}`;
      if (route.open.includes(actor)) expect(res.status, label).toBe(route.answer ?? 200);
      else {
        expect(res.status, label).toBe(403);
        expect(isFrench(res.body['hydra:description']), label).toBe(true);
      }
    }
  });
});

// The domain writes of the GED, document generation, surveys and RGPD: every role that writes the centre's data
// may run them (the answer may still be a domain refusal, never a 403); a guest and the platform's support are
// refused in French (the support, who reads no centre's record, may be told the record does not exist) and
// nothing changes. The erasure is a centre-level supervisor's or admin's only.
const WRITES_DATA: Role[] = ['ROLE_USER', 'ROLE_COORDINATOR', 'ROLE_ADMIN', 'ROLE_SUPERVISOR'];
const one = async (sql: string) => (await s.db.query<{ id: number }>(sql)).rows[0]!.id;
const DOMAIN_ROUTES: { name: string; method: string; path: () => Promise<string>; body: () => Promise<unknown>; open: Role[] }[] = [
  {
    name: 'GED : déplacer un document', method: 'POST', path: async () => '/api/ged_deplacer', open: WRITES_DATA,
    body: async () => ({
      document: await one('SELECT d.id FROM ged_documents d WHERE d.cfa_id = 1 AND d.antenne_id IS NULL ORDER BY d.id LIMIT 1'),
      cible: await one('SELECT f.id FROM ged_dossiers f WHERE f.cfa_id = 1 AND f.antenne_id IS NULL ORDER BY f.id DESC LIMIT 1'),
    }),
  },
  {
    name: 'générer un modèle', method: 'POST', open: WRITES_DATA,
    path: async () => `/api/modeles/${await one('SELECT id FROM modeles WHERE cfa_id = 1 ORDER BY id LIMIT 1')}/generer`,
    body: async () => ({ etudiants: [await one('SELECT id FROM etudiants WHERE cfa_id = 1 AND antenne_id IS NOT NULL ORDER BY id LIMIT 1')] }),
  },
  {
    name: 'envoyer une enquête', method: 'POST', open: WRITES_DATA,
    path: async () => `/api/enquetes/${await one('SELECT id FROM enquetes WHERE cfa_id = 1 AND etat = 0 ORDER BY id LIMIT 1')}/envoi`,
    body: async () => ({ etudiants: [await one("SELECT id FROM etudiants WHERE cfa_id = 1 AND mail <> '' ORDER BY id LIMIT 1")] }),
  },
  {
    name: 'effacer un stagiaire (RGPD)', method: 'POST', open: ['ROLE_ADMIN', 'ROLE_SUPERVISOR'], body: async () => ({}),
    path: async () => `/api/rgpd/etudiants/${await one('SELECT id FROM etudiants WHERE cfa_id = 1 ORDER BY id DESC LIMIT 1')}/effacement`,
  },
];
const TOUCHED = ['ged_documents', 'etudiant_documents', 'media_objects', 'enquete_envois', 'mail_outbox', 'etudiants', 'rgpd_demandes'];
const fingerprint = async () => {
  const present = (await s.db.query<{ t: string }>('SELECT tablename AS t FROM pg_tables WHERE tablename = ANY($1::text[])', [TOUCHED])).rows.map((r) => r.t);
  return (await s.db.query(present.map((t) => `SELECT '${t}' AS t, count(*)::int AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h FROM "${t}" x`)
    .join(' UNION ALL '))).rows;
};

describe('the domain writes of the GED, generation, surveys and RGPD', () => {
  it.each(ROLES.map((r) => [r]))('as %s: each write run or refused as the roles say', async (actor) => {
    for (const route of DOMAIN_ROUTES) {
      const before = await fingerprint();
      const res = await api(route.method, await route.path(), { token: tokens.get(actor)!, body: await route.body() });
      const label = `${actor} ${route.name}: ${res.status} ${res.text.slice(0, 200)}`;
      expect(res.status, label).toBeLessThan(500);
      if (route.open.includes(actor)) {
        expect(res.status, label).not.toBe(403);
        // A generation runs in the background: finished before the next check counts rows.
        const job = res.status === 202 ? res.headers.get('location') : null;
        if (job) await expect.poll(async () => (await api('GET', job, { token: tokens.get(actor)! })).body.status, { timeout: 30_000 }).toBe('done');
        continue;
      }
      expect(actor === 'ROLE_PLATFORM' ? [403, 404] : [403], label).toContain(res.status);
      expect(isFrench(res.body['hydra:description']), label).toBe(true);
      expect(await fingerprint(), label).toEqual(before);
    }
  });
});
