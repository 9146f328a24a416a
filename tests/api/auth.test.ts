// Authentication: login, current user, forgot/reset password through the outbox (single use, expiry,
// rules), and a deactivated user's token that stops working.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer(import.meta.url);
});
afterAll(async () => s?.close());

const json = { 'content-type': 'application/json' };

async function resetTokenFor(email: string): Promise<string> {
  const before = s.mails.length;
  const res = await s.req('POST', '/api/forgot_password/', { body: { email }, headers: json });
  expect(res.status).toBe(204);
  // The link is queued (made and mailed a moment after the answer): wait for its mail. The outbox keeps it with
  // its link masked (the real text is sealed until sent); the test reads the mail as it was sent.
  const mine = () => s.mails.slice(before).filter((m) => m.startsWith(`${email} — `));
  await vi.waitFor(() => expect(mine()).toHaveLength(1), { timeout: 5_000, interval: 50 });
  expect(mine()[0]).toContain('— Réinitialisation de votre mot de passe\n');
  const stored = (await s.db.query<{ body: string; sealed: string | null }>(
    'SELECT body, sealed FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email])).rows[0]!;
  expect(stored.body).toContain('[lien masqué]');
  expect(stored.body).not.toContain('token=');
  const m = /http:\/\/admin\.test\/reset-password\/reset\?token=([\w-]+)/.exec(mine()[0]!);
  expect(m).not.toBeNull();
  return m![1]!;
}

describe('login and current user', () => {
  it('returns a JWT for the right password and a French 401 otherwise', async () => {
    const ok = await s.req('POST', '/api/authentication_token', { body: { email: 'admin@demo.fr', password: 'demo1234' }, headers: json });
    expect(ok.status).toBe(200);
    expect(ok.body.token.split('.')).toHaveLength(3);
    for (const body of [{ email: 'admin@demo.fr', password: 'mauvais' }, { email: 'personne@demo.fr', password: 'demo1234' }, {}]) {
      const bad = await s.req('POST', '/api/authentication_token', { body, headers: json });
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({ code: 401, message: 'Identifiants invalides.' });
      expect(bad.headers.get('link')).toContain('docs.jsonld');
    }
  });

  it('returns the current user with roles, cfa and antenne IRIs, without password', async () => {
    const token = await s.login('antenne1@demo.fr');
    const me = await s.req('GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ '@type': 'User', email: 'antenne1@demo.fr', roles: ['ROLE_USER'], cfa: '/api/cfas/1', antenne: '/api/antennes/2' });
    expect(me.body['@id']).toMatch(/^\/api\/users\/\d+$/);
    expect(me.body).not.toHaveProperty('password');
    expect((await s.req('GET', '/api/users/me')).status).toBe(401);
  });

  it("stops accepting an archived user's token", async () => {
    const admin = await s.login('admin@demo.fr');
    const token = await s.login('coordinateur@demo.fr');
    expect((await s.req('GET', '/api/users/me', { token })).status).toBe(200);
    const me = (await s.req('GET', '/api/users/me', { token })).body;
    expect((await s.req('PATCH', me['@id'], { token: admin, body: { etat: 1 } })).status).toBe(200);
    const after = await s.req('GET', '/api/etudiants', { token });
    expect(after.status).toBe(401);
    expect(after.body['hydra:description']).toMatch(/désactivé/);
    expect((await s.req('POST', '/api/authentication_token', { body: { email: 'coordinateur@demo.fr', password: 'demo1234' }, headers: json })).status).toBe(401);
  });
});

describe('kept sessions', () => {
  it('applies a role change or a move to another antenne at the very next request', async () => {
    const admin = await s.login('admin@demo.fr');
    const email = `garde-${Date.now()}@demo.fr`;
    const created = await s.req('POST', '/api/users', {
      token: admin,
      body: { email, lastname: 'Garde', firstname: 'Session', password: 'Motdepasse123', roles: ['ROLE_COORDINATOR'] },
    });
    expect(created.status).toBe(201);
    const token = await s.login(email, 'Motdepasse123');
    const trainee = { lastname: 'Sessionkept', firstname: 'Léa', type: 1, antenne: '/api/antennes/2' };
    expect((await s.req('POST', '/api/etudiants', { token, body: trainee })).status).toBe(201);
    expect((await s.req('GET', '/api/etudiants?antenne=3', { token })).body['hydra:totalItems']).toBeGreaterThan(0);
    // Made a guest, then tied to antenne 2: each change ends the account's sessions at the very next request, and
    // a new session has the new rights.
    expect((await s.req('PATCH', created.body['@id'], { token: admin, body: { roles: ['ROLE_GUEST'] } })).status).toBe(200);
    expect((await s.req('POST', '/api/etudiants', { token, body: trainee })).status).toBe(401);
    const guest = await s.login(email, 'Motdepasse123');
    expect((await s.req('POST', '/api/etudiants', { token: guest, body: trainee })).status).toBe(403);
    expect((await s.req('PATCH', created.body['@id'], { token: admin, body: { roles: ['ROLE_USER'], antenne: '/api/antennes/2' } })).status).toBe(200);
    expect((await s.req('GET', '/api/etudiants?antenne=3', { token: guest })).status).toBe(401);
    const user = await s.login(email, 'Motdepasse123');
    expect((await s.req('GET', '/api/etudiants?antenne=3', { token: user })).body['hydra:totalItems']).toBe(0);
  });
});

describe('unique e-mail', () => {
  it('refuses a second user whose address differs only by case (login ignores case)', async () => {
    const token = await s.login('admin@demo.fr');
    const res = await s.req('POST', '/api/users', { token, body: { email: 'ADMIN@Demo.fr', lastname: 'Double', firstname: 'Compte', password: 'Motdepasse123' }, headers: json });
    expect(res.status, res.text).toBe(422);
    expect(res.body.violations).toEqual([{ propertyPath: 'email', message: 'Courriel : Cette valeur est déjà utilisée.' }]);
    expect((await s.db.query("SELECT count(*)::int AS n FROM users WHERE lower(email) = 'admin@demo.fr'")).rows[0]!.n).toBe(1);
  });
});

describe('brute force', () => {
  it('slows password guessing on one account with a French 429, other accounts unaffected', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await s.req('POST', '/api/authentication_token', { body: { email: 'cible@demo.fr', password: `essai${i}` }, headers: json })).status;
    }
    expect(last).toBe(429);
    const blocked = await s.req('POST', '/api/authentication_token', { body: { email: 'cible@demo.fr', password: 'x' }, headers: json });
    expect(blocked.body['hydra:description']).toMatch(/Trop de tentatives/);
    expect((await s.req('POST', '/api/authentication_token', { body: { email: 'admin@demo.fr', password: 'demo1234' }, headers: json })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers 204 for an unknown email and sends nothing', async () => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    const res = await s.req('POST', '/api/forgot_password/', { body: { email: 'inconnu@demo.fr' }, headers: json });
    expect(res.status).toBe(204);
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('resets with a single-use token; the new password works, the old one no longer', async () => {
    const token = await resetTokenFor('invite@demo.fr');
    expect(s.mails.some((m) => m.includes('invite@demo.fr'))).toBe(true);
    const stored = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await s.req('GET', `/api/forgot_password/${token}`)).status).toBe(200);
    const short = await s.req('POST', `/api/forgot_password/${token}`, { body: { password: 'court' }, headers: json });
    expect(short.status).toBe(422);
    expect(short.body.violations[0]).toMatchObject({ propertyPath: 'password' });
    const ok = await s.req('POST', `/api/forgot_password/${token}`, { body: { password: 'nouveau-mdp-2025' }, headers: json });
    expect(ok.status).toBe(204);
    await s.login('invite@demo.fr', 'nouveau-mdp-2025');
    await expect(s.login('invite@demo.fr', 'demo1234')).rejects.toThrow();
    const again = await s.req('POST', `/api/forgot_password/${token}`, { body: { password: 'encore-un-autre' }, headers: json });
    expect(again.status).toBe(404);
    expect(again.body['hydra:description']).toMatch(/invalide ou a expiré/);
  });

  it('refuses an expired or unknown token', async () => {
    const token = await resetTokenFor('superviseur@demo.fr');
    await s.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL");
    expect((await s.req('POST', `/api/forgot_password/${token}`, { body: { password: 'nouveau-mdp-2025' }, headers: json })).status).toBe(404);
    expect((await s.req('POST', '/api/forgot_password/nimportequoi', { body: { password: 'nouveau-mdp-2025' }, headers: json })).status).toBe(404);
    await s.login('superviseur@demo.fr');
  });
});
