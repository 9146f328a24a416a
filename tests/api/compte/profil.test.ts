// API of the own profile (PATCH /api/users/me): the name freely, the e-mail and password only with the current
// password, the password policy, an e-mail already used, fields that are not the user's to change; a new
// password ends the older tokens and the answer brings a fresh one.
import { describe, expect, it } from 'vitest';
import { domainServer } from '../domainCrud.ts';

const { S, T } = domainServer(import.meta.url);

describe('own profile', () => {
  it('changes the name, then the e-mail and password with the current password only', async () => {
    const created = await S().req('POST', '/api/users', { token: T().admin, body: { email: 'profil@demo.fr', lastname: 'Profil', firstname: 'Paul', roles: ['ROLE_USER'], password: 'un-mot-de-passe-1' } });
    expect(created.status, created.text).toBe(201);
    const token = await S().login('profil@demo.fr', 'un-mot-de-passe-1');

    const named = await S().req('PATCH', '/api/users/me', { token, body: { lastname: 'Profil-Martin', firstname: 'Paul' } });
    expect(named.status, named.text).toBe(200);
    expect([named.body.lastname, named.body.token]).toEqual(['Profil-Martin', undefined]);

    const noCurrent = await S().req('PATCH', '/api/users/me', { token, body: { email: 'paul@demo.fr' } });
    expect(noCurrent.status).toBe(422);
    expect(noCurrent.body.violations).toEqual([{ propertyPath: 'current_password', message: expect.stringMatching(/mot de passe actuel/) }]);
    const wrong = await S().req('PATCH', '/api/users/me', { token, body: { password: 'un-autre-mdp-2', current_password: 'faux' } });
    expect(wrong.body.violations[0]).toMatchObject({ propertyPath: 'current_password', message: 'Le mot de passe actuel est incorrect.' });
    const taken = await S().req('PATCH', '/api/users/me', { token, body: { email: 'admin@demo.fr', current_password: 'un-mot-de-passe-1' } });
    expect(taken.body.violations[0]).toMatchObject({ propertyPath: 'email', message: expect.stringMatching(/déjà utilisée/) });
    const weak = await S().req('PATCH', '/api/users/me', { token, body: { password: 'court', current_password: 'un-mot-de-passe-1' } });
    expect(weak.status).toBe(422);
    expect(weak.body.violations[0].propertyPath).toBe('password');
    const roles = await S().req('PATCH', '/api/users/me', { token, body: { roles: ['ROLE_SUPERVISOR'], antenne: null } });
    expect(roles.status).toBe(422);
    expect(roles.body.violations.map((v: any) => v.propertyPath)).toEqual(['roles', 'antenne']);
    const still = (await S().db.query<{ lastname: string; email: string }>("SELECT lastname, email FROM users WHERE email = 'profil@demo.fr'")).rows[0];
    expect(still?.lastname).toBe('Profil-Martin');

    const changed = await S().req('PATCH', '/api/users/me', { token, body: { email: 'Paul.Profil@demo.fr', password: 'un-autre-mdp-2', current_password: 'un-mot-de-passe-1' } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.email).toBe('paul.profil@demo.fr');
    expect(typeof changed.body.token).toBe('string');
    expect((await S().req('GET', '/api/users/me', { token })).status).toBe(401);
    expect((await S().req('GET', '/api/users/me', { token: changed.body.token })).status).toBe(200);
    expect(await S().login('paul.profil@demo.fr', 'un-autre-mdp-2')).toEqual(expect.any(String));
    expect((await S().req('PATCH', '/api/users/me', { body: { lastname: 'X' } })).status).toBe(401);
  });
});
