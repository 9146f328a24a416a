// Writes: status codes (201 + Location, 200, 204), PUT full replace, PATCH merge-patch semantics,
// readOnly ignored, writeOnly never output, x-derive, and the password of a created user.
import { describe, expect, it } from 'vitest';
import { idOf, serverForFile, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
serverForFile(import.meta.url, ['admin@demo.fr'], (server, [token]) => ((s = server), (admin = token!)));

const base = { type: 1, lastname: 'Moulin', firstname: 'Jeanne', antenne: '/api/antennes/3', civility: 1, city: 'Nice', postal_code: '06000' };

describe('CRUD', () => {
  it('creates (201 + Location), reads, updates by PUT (200), patches (200) and deletes (204)', async () => {
    const created = await s.req('POST', '/api/etudiants', { token: admin, body: { ...base, '@id': '/api/etudiants/1', id: 1, created_at: '2000-01-01T00:00:00Z' } });
    expect(created.status, created.text).toBe(201);
    const iri = created.body['@id'] as string;
    expect(created.headers.get('location')).toBe(iri);
    expect(created.body).toMatchObject({ '@context': '/api/contexts/Etudiant', '@type': 'Etudiant', ...base, etat: 0 });
    expect(idOf(iri)).not.toBe(1);
    expect(created.body.created_at).not.toBe('2000-01-01T00:00:00Z');

    const read = await s.req('GET', iri, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    // PUT updates what it sends, as API Platform 2 did (the spec's calls send partial bodies): properties left
    // out keep their value, null clears one, and the merged record is validated whole.
    const put = await s.req('PUT', iri, { token: admin, body: { type: 0, lastname: 'Moulin', firstname: 'Jeanne', city: null, antenne: '/api/antennes/3' } });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ type: 0, lastname: 'Moulin', city: null, civility: created.body.civility, postal_code: created.body.postal_code, etat: 0 });
    expect(created.body.civility).not.toBeNull();
    const putInvalid = await s.req('PUT', iri, { token: admin, body: { lastname: null } });
    expect(putInvalid.status).toBe(422);
    expect(putInvalid.body.violations).toEqual([{ propertyPath: 'lastname', message: 'Nom : Ce champ est obligatoire.' }]);

    // PATCH merges: given keys change, null clears, others stay.
    const patched = await s.req('PATCH', iri, { token: admin, body: { city: 'Antibes', firstname: 'Jeanne-Marie' } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ city: 'Antibes', firstname: 'Jeanne-Marie', lastname: 'Moulin', type: 0 });
    const cleared = await s.req('PATCH', iri, { token: admin, body: { city: null } });
    expect(cleared.body).toMatchObject({ city: null, firstname: 'Jeanne-Marie' });
    const invalid = await s.req('PATCH', iri, { token: admin, body: { lastname: null } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.violations).toEqual([{ propertyPath: 'lastname', message: 'Nom : Ce champ est obligatoire.' }]);

    expect((await s.req('DELETE', iri, { token: admin })).status).toBe(204);
    expect((await s.req('GET', iri, { token: admin })).status).toBe(404);
    expect((await s.req('DELETE', iri, { token: admin })).status).toBe(404);
  });

  it('requires a precision for statuses 4 (Salarié) and 5 (Autre)', async () => {
    const bad = await s.req('POST', '/api/etudiants', { token: admin, body: { ...base, status: 4 } });
    expect(bad.status).toBe(422);
    const ok = await s.req('POST', '/api/etudiants', { token: admin, body: { ...base, status: 4, type_status_autre_details: 'Employé municipal' } });
    expect(ok.status, ok.text).toBe(201);
  });

  it("derives an absence's antenne from its trainee (x-derive)", async () => {
    const trainee = (await s.req('POST', '/api/etudiants', { token: admin, body: base })).body;
    const res = await s.req('POST', '/api/etudiant_absences', {
      token: admin,
      body: { etudiant: trainee['@id'], raison: 3, dt_start: '2025-03-10', dt_end: '2025-03-10', hr_start: '09:00', hr_end: '12:00' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.antenne).toBe('/api/antennes/3');
    const list = await s.req('GET', `/api/etudiant_absences?etudiant=${trainee['@id']}`, { token: admin });
    expect(list.body['hydra:member'].map((m: any) => m['@id'])).toEqual([res.body['@id']]);
  });

  it('hashes a new user password, never outputs it, and the user can log in', async () => {
    const res = await s.req('POST', '/api/users', {
      token: admin,
      body: { email: 'paul.nouveau@demo.fr', lastname: 'Nouveau', firstname: 'Paul', password: 'motdepasse1', roles: ['ROLE_USER'], antenne: '/api/antennes/4' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).toMatchObject({ roles: ['ROLE_USER'], cfa: '/api/cfas/1', antenne: '/api/antennes/4' });
    const stored = await s.db.query<{ password: string }>('SELECT password FROM users WHERE email = $1', ['paul.nouveau@demo.fr']);
    expect(stored.rows[0]!.password).toMatch(/^scrypt\$/);
    const token = await s.login('paul.nouveau@demo.fr', 'motdepasse1');
    const me = await s.req('GET', '/api/users/me', { token });
    expect(me.body.email).toBe('paul.nouveau@demo.fr');
    // A PATCH without password keeps it.
    await s.req('PATCH', res.body['@id'], { token: admin, body: { firstname: 'Pierre' } });
    await s.login('paul.nouveau@demo.fr', 'motdepasse1');
    const list = await s.req('GET', '/api/users', { token: admin });
    expect(list.body['hydra:member'].some((u: any) => 'password' in u)).toBe(false);
  });

  it('refuses an admin granting the supervisor role (403)', async () => {
    const res = await s.req('PATCH', '/api/users/5', { token: admin, body: { roles: ['ROLE_SUPERVISOR'] } });
    expect(res.status).toBe(403);
    expect(res.body['hydra:description']).toMatch(/rôle supérieur/);
  });

  it('ignores readOnly properties (a user cannot move to another centre)', async () => {
    const res = await s.req('PATCH', '/api/users/5', { token: admin, body: { cfa: '/api/cfas/2', lastname: 'Carpentier' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.cfa).toBe('/api/cfas/1');
  });

  it('updates own centre only; never creates a centre', async () => {
    const res = await s.req('PATCH', '/api/cfas/1', { token: admin, body: { phone: '04 91 11 22 33' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.phone).toBe('04 91 11 22 33');
    expect((await s.req('POST', '/api/cfas', { token: admin, body: { name: 'Nouveau' } })).status).toBe(403);
    expect((await s.req('PATCH', '/api/cfas/2', { token: admin, body: { name: 'Piraté' } })).status).toBe(404);
  });
});
