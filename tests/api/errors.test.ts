// Every error kind, always JSON-LD with the documentation Link header and a French description.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { JWT_SECRET, startServer, type Res, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let guest: string;
beforeAll(async () => {
  s = await startServer(import.meta.url);
  admin = await s.login('admin@demo.fr');
  guest = await s.login('invite@demo.fr');
});
afterAll(async () => s?.close());

function expectError(res: Res, status: number, description?: RegExp) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/ld+json');
  expect(res.headers.get('link')).toContain('rel="http://www.w3.org/ns/hydra/core#apiDocumentation"');
  expect(res.body['@type']).toBe(status === 422 ? 'ConstraintViolationList' : 'hydra:Error');
  if (description) expect(res.body['hydra:description']).toMatch(description);
}

const trainee = { type: 1, lastname: 'Durand', firstname: 'Léa', antenne: '/api/antennes/2' };

describe('errors', () => {
  it('400 on malformed JSON', async () => {
    const res = await s.req('POST', '/api/etudiants', { token: admin, raw: '{"lastname": ', headers: { 'content-type': 'application/ld+json' } });
    expectError(res, 400, /n'est pas un JSON valide/);
  });

  it('400 on a body that is not an object', async () => {
    expectError(await s.req('POST', '/api/etudiants', { token: admin, body: [1, 2] }), 400, /objet JSON/);
  });

  it('400 on page 0, negative or not a number', async () => {
    for (const page of ['0', '-1', 'deux', '1.5']) {
      expectError(await s.req('GET', `/api/etudiants?page=${page}`, { token: admin }), 400, /numéro de page/);
    }
    expectError(await s.req('GET', '/api/etudiants?itemsPerPage=-3', { token: admin }), 400, /éléments par page/);
  });

  it('404 on an unknown resource, an unknown id or a malformed id', async () => {
    expectError(await s.req('GET', '/api/inconnus', { token: admin }), 404, /Aucune ressource/);
    expectError(await s.req('GET', '/api/etudiants/999999', { token: admin }), 404, /n'existe pas/);
    expectError(await s.req('GET', '/api/etudiants/abc', { token: admin }), 404);
    expectError(await s.req('GET', '/api/etudiants/99999999999999', { token: admin }), 404);
  });

  it('401 without a token, with a bad token, with an expired token', async () => {
    expectError(await s.req('GET', '/api/etudiants'), 401, /Authentification requise/);
    expectError(await s.req('GET', '/api/etudiants', { token: 'pas.un.jeton' }), 401, /invalide/);
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('2').setExpirationTime('1h')
      .sign(new TextEncoder().encode('un-autre-secret'));
    expectError(await s.req('GET', '/api/etudiants', { token: forged }), 401, /invalide/);
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('2')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    expectError(await s.req('GET', '/api/etudiants', { token: expired }), 401, /expiré/);
  });

  it('403 when a guest writes', async () => {
    expectError(await s.req('POST', '/api/etudiants', { token: guest, body: trainee }), 403, /invité/);
    expectError(await s.req('PATCH', '/api/etudiants/1', { token: guest, body: { lastname: 'X' } }), 403);
    expectError(await s.req('DELETE', '/api/etudiants/1', { token: guest }), 403);
    expect((await s.req('GET', '/api/etudiants/1', { token: guest })).status).toBe(200);
  });

  it('403 when a role may not write a resource (x-write-roles)', async () => {
    const coordinator = await s.login('coordinateur@demo.fr');
    expectError(await s.req('POST', '/api/users', { token: coordinator, body: { email: 'x@demo.fr', lastname: 'X', firstname: 'Y' } }), 403, /droits/);
  });

  it('415 for PATCH without merge-patch, or an unsupported content type', async () => {
    const patch = await s.req('PATCH', '/api/etudiants/1', { token: admin, body: { lastname: 'X' }, headers: { 'content-type': 'application/json' } });
    expectError(patch, 415, /merge-patch\+json/);
    const text = await s.req('POST', '/api/etudiants', { token: admin, raw: 'lastname=X', headers: { 'content-type': 'text/plain' } });
    expectError(text, 415, /type de contenu/);
  });

  it('413 for an oversized body', async () => {
    const big = JSON.stringify({ ...trainee, address: 'x'.repeat(2 * 1024 * 1024) });
    expectError(await s.req('POST', '/api/etudiants', { token: admin, raw: big, headers: { 'content-type': 'application/ld+json' } }), 413, /volumineux/);
  });

  it('422 with French violations and a joined description', async () => {
    const res = await s.req('POST', '/api/etudiants', {
      token: admin,
      body: { type: 7, firstname: 'Léa', antenne: '/api/antennes/2', birthdate: '2001-02-30', mail: 'pas-un-mail', status: 5, civility: null },
    });
    expectError(res, 422);
    expect(res.body.violations).toEqual(expect.arrayContaining([
      { propertyPath: 'lastname', message: 'Nom : Ce champ est obligatoire.' },
      { propertyPath: 'type', message: 'Type : Cette valeur ne fait pas partie des choix possibles.' },
      { propertyPath: 'birthdate', message: "Date de naissance : Cette valeur n'est pas une date valide (AAAA-MM-JJ)." },
      { propertyPath: 'mail', message: "Courriel : Cette valeur n'est pas une adresse électronique valide (nom@domaine.fr)." },
      { propertyPath: 'type_status_autre_details', message: 'Précision du statut : Ce champ est obligatoire.' },
    ]));
    expect(res.body['hydra:description']).toContain('lastname: Nom : Ce champ est obligatoire.');
  });

  it('422 on a relation IRI of the wrong resource, unknown or of another centre', async () => {
    for (const antenne of ['/api/diplomes/1', '/api/antennes/9999', '/api/antennes/5', 'Marseille']) {
      const res = await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, antenne } });
      expectError(res, 422);
      expect(res.body.violations[0].propertyPath).toBe('antenne');
    }
  });

  it('422 on a duplicate unique value (users.email), never a 500', async () => {
    const res = await s.req('POST', '/api/users', { token: admin, body: { email: 'invite@demo.fr', lastname: 'Doublon', firstname: 'Jean' } });
    expectError(res, 422);
    expect(res.body.violations).toEqual([{ propertyPath: 'email', message: 'Courriel : Cette valeur est déjà utilisée.' }]);
  });

  it('400, never 500, for values only the database rejects', async () => {
    expectError(await s.req('GET', '/api/etudiants?type=99999999999', { token: admin }), 400);
    expectError(await s.req('GET', '/api/etudiants?lastname=a%00b', { token: admin }), 400);
    expectError(await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, city: 'a\u0000b' } }), 400);
    const far = await s.req('GET', '/api/etudiants?page=99999999999', { token: admin });
    expect(far.status).toBe(200);
    expect(far.body['hydra:member']).toEqual([]);
  });

  it('409 on deleting a record still referenced', async () => {
    expectError(await s.req('DELETE', '/api/antennes/2', { token: admin }), 409, /utilisé/);
  });
});
