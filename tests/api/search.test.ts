// The list search (x-search, `q`): a trainee is found by first name, last name or e-mail, each word of the
// text in one of the searched properties, case-insensitively, within the user's scope; and the parameter is
// described in hydra:search and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let antenneUser: string;
let created: { id: number; antenne: string };
beforeAll(async () => {
  s = await startServer(import.meta.url);
  admin = await s.login('admin@demo.fr');
  antenneUser = await s.login('antenne1@demo.fr');
  const antennes = await s.req('GET', '/api/antennes?pagination=false', { token: admin });
  const mine = (await s.req('GET', '/api/users/me', { token: antenneUser })).body.antenne as string;
  const other = (antennes.body['hydra:member'] as { '@id': string }[]).find((a) => a['@id'] !== mine)!['@id'];
  const res = await s.req('POST', '/api/etudiants', {
    token: admin,
    body: { type: 1, lastname: 'Quérendal', firstname: 'Zéphyrine', mail: 'zephyrine.qrd@exemple.fr', antenne: other },
  });
  expect(res.status, res.text).toBe(201);
  created = { id: res.body.id, antenne: other };
});
afterAll(async () => s?.close());

const found = async (q: string, token = admin) => {
  const res = await s.req('GET', `/api/etudiants?q=${encodeURIComponent(q)}&pagination=false`, { token });
  expect(res.status, res.text).toBe(200);
  return (res.body['hydra:member'] as { id: number }[]).map((m) => m.id);
};

describe('q searches the x-search properties', () => {
  it('finds a trainee by last name, first name or e-mail, whatever the case', async () => {
    expect(await found('quérendal')).toEqual([created.id]);
    expect(await found('ZÉPHYRINE')).toEqual([created.id]);
    expect(await found('zephyrine.qrd@')).toEqual([created.id]);
  });

  it('needs every word, each in one of the properties', async () => {
    expect(await found('Zéphyrine Quérendal')).toEqual([created.id]);
    expect(await found('Zéphyrine Martin-Inconnu')).toEqual([]);
  });

  it('finds a trainee of the trainee list by full name, in either order', async () => {
    const inList = async (q: string) => {
      const url = `/api/etudiants?type=1&q=${encodeURIComponent(q)}&pagination=false`;
      const res = await s.req('GET', url, { token: admin });
      expect(res.status, res.text).toBe(200);
      return (res.body['hydra:member'] as { id: number }[]).map((m) => m.id);
    };
    const body = { type: 1, lastname: 'Garnier', firstname: 'Noah', antenne: created.antenne };
    const res = await s.req('POST', '/api/etudiants', { token: admin, body });
    expect(res.status, res.text).toBe(201);
    for (const q of ['Garnier Noah', 'Noah Garnier', '  noah   GARNIER ']) {
      expect(await inList(q)).toContain(res.body.id);
    }
    expect(await inList('Noah Quérendal')).toEqual([]);
  });

  it('treats % and _ as text, and an empty q as no filter', async () => {
    expect(await found('%')).toEqual([]);
    const all = await s.req('GET', '/api/etudiants?q=', { token: admin });
    const none = await s.req('GET', '/api/etudiants', { token: admin });
    expect(all.body['hydra:totalItems']).toBe(none.body['hydra:totalItems']);
  });

  it('stays within the scope: a user of another antenne does not find the trainee', async () => {
    expect(await found('Quérendal', antenneUser)).toEqual([]);
  });

  it('is ignored on a resource without x-search, as an unknown parameter', async () => {
    const res = await s.req('GET', '/api/antennes?q=zzzz-aucune', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBeGreaterThan(0);
  });

  it('is described in hydra:search and the OpenAPI parameters', async () => {
    const res = await s.req('GET', '/api/etudiants?itemsPerPage=1', { token: admin });
    expect(res.body['hydra:search']['hydra:mapping']).toContainEqual({ '@type': 'IriTemplateMapping', variable: 'q', property: 'q', required: false });
    const doc = await s.req('GET', '/api/docs.json');
    const param = doc.body.components.parameters['etudiants.q'];
    expect(param).toMatchObject({ name: 'q', in: 'query' });
    expect(param.description).toContain('« Nom »');
  });
});
