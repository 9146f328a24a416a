// Collections: hydra shape, pagination (view links, bounds, totals), every filter kind, order, id[].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from './helpers.ts';
import { toAuthUser } from '../../src/server/auth/session.ts';
import { collectionRequest } from '../../src/server/crud/hooks.ts';
import { listCollection } from '../../src/server/crud/read.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer(import.meta.url);
  token = await s.login('admin@demo.fr');
});
afterAll(async () => s?.close());

const get = (path: string) => s.req('GET', path, { token });
const members = async (path: string) => {
  const res = await get(path);
  expect(res.status, res.text).toBe(200);
  return res.body['hydra:member'] as Record<string, any>[];
};
const count = async (sql: string, params: unknown[] = []) =>
  ((await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n);

describe('collection shape and pagination', () => {
  it('returns a hydra:Collection of 30 items by default with view links', async () => {
    const res = await get('/api/etudiants');
    const total = await count('etudiants WHERE cfa_id = 1');
    expect(res.body).toMatchObject({ '@context': '/api/contexts/Etudiant', '@id': '/api/etudiants', '@type': 'hydra:Collection', 'hydra:totalItems': total });
    expect(res.body['hydra:member']).toHaveLength(30);
    expect(res.body['hydra:member'][0]).toMatchObject({ '@type': 'Etudiant', '@id': expect.stringMatching(/^\/api\/etudiants\/\d+$/) });
    const last = Math.ceil(total / 30);
    expect(res.body['hydra:view']).toEqual({
      '@id': '/api/etudiants?page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/etudiants?page=1',
      'hydra:last': `/api/etudiants?page=${last}`,
      'hydra:next': '/api/etudiants?page=2',
    });
    expect(res.body['hydra:search']['hydra:template']).toContain('/api/etudiants{?');
    expect(res.body['hydra:search']['hydra:mapping']).toContainEqual({ '@type': 'IriTemplateMapping', variable: 'exists[mail]', property: 'mail', required: false });
  });

  it('links previous and next pages and keeps the filters in them', async () => {
    const res = await get('/api/etudiants?type=1&itemsPerPage=10&page=2');
    const view = res.body['hydra:view'];
    expect(view['@id']).toBe('/api/etudiants?type=1&itemsPerPage=10&page=2');
    expect(view['hydra:previous']).toBe('/api/etudiants?type=1&itemsPerPage=10&page=1');
    expect(view['hydra:next']).toBe('/api/etudiants?type=1&itemsPerPage=10&page=3');
    expect(res.body['hydra:member']).toHaveLength(10);
    const all = await members('/api/etudiants?type=1&pagination=false');
    expect(all.slice(10, 20).map((m) => m.id)).toEqual(res.body['hydra:member'].map((m: any) => m.id));
  });

  it('bounds itemsPerPage to 100 and returns everything with pagination=false', async () => {
    expect(await members('/api/etudiants?itemsPerPage=500')).toHaveLength(100);
    const total = await count('etudiants WHERE cfa_id = 1');
    expect(await members('/api/etudiants?pagination=false')).toHaveLength(total);
    const past = await get('/api/etudiants?page=999');
    expect(past.body['hydra:member']).toEqual([]);
    expect(past.body['hydra:totalItems']).toBe(total);
  });

  it('orders by id by default, and by x-order fields asc or desc', async () => {
    const ids = (await members('/api/etudiants?pagination=false')).map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const byName = (await members('/api/etudiants?order[lastname]=desc&pagination=false')).map((m) => m.lastname as string);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const byBirth = (await members('/api/etudiants?order[birthdate]=asc&pagination=false')).map((m) => m.birthdate as string | null);
    const dated = byBirth.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
  });
});

describe('filters', () => {
  it('exact: single value, several values and relation by IRI or id', async () => {
    const trainees = await members('/api/etudiants?type=1&pagination=false');
    expect(trainees.length).toBe(await count('etudiants WHERE cfa_id = 1 AND type = 1'));
    expect(trainees.every((m) => m.type === 1)).toBe(true);
    const states = await members('/api/etudiants?etat[]=1&etat[]=2&pagination=false');
    expect(states.length).toBe(await count('etudiants WHERE cfa_id = 1 AND etat IN (1, 2)'));
    expect(states.every((m) => m.etat === 1 || m.etat === 2)).toBe(true);
    const byIri = await members('/api/etudiants?antenne=/api/antennes/3&pagination=false');
    const byId = await members('/api/etudiants?antenne=3&pagination=false');
    expect(byIri.length).toBe(await count('etudiants WHERE antenne_id = 3'));
    expect(byIri.map((m) => m.id)).toEqual(byId.map((m) => m.id));
    expect(byIri.every((m) => m.antenne === '/api/antennes/3')).toBe(true);
  });

  it('partial: case-insensitive contains, with LIKE wildcards taken literally', async () => {
    const res = await members('/api/etudiants?lastname=ART&pagination=false');
    expect(res.length).toBe(await count("etudiants WHERE cfa_id = 1 AND lastname ILIKE '%art%'"));
    expect(res.length).toBeGreaterThan(0);
    expect(res.every((m) => /art/i.test(m.lastname))).toBe(true);
    expect(await members('/api/etudiants?lastname=%25')).toEqual([]);
    expect(await members('/api/etudiants?lastname=_')).toEqual([]);
  });

  it('exists: with and without a value', async () => {
    const without = await members('/api/etudiants?exists[mail]=false&pagination=false');
    expect(without.length).toBe(await count('etudiants WHERE cfa_id = 1 AND mail IS NULL'));
    expect(without.length).toBeGreaterThan(0);
    expect(without.every((m) => m.mail === null)).toBe(true);
    const withMail = await members('/api/etudiants?exists[mail]=true&pagination=false');
    expect(withMail.length + without.length).toBe(await count('etudiants WHERE cfa_id = 1'));
  });

  it('date: after, before, strictly_after, strictly_before', async () => {
    const after = await members('/api/etudiants?birthdate[after]=2000-01-01&pagination=false');
    expect(after.length).toBe(await count("etudiants WHERE cfa_id = 1 AND birthdate >= '2000-01-01'"));
    expect(after.every((m) => m.birthdate >= '2000-01-01')).toBe(true);
    const day = after[0]!.birthdate as string;
    const onDay = await count('etudiants WHERE cfa_id = 1 AND birthdate = $1', [day]);
    const before = await members(`/api/etudiants?birthdate[before]=${day}&pagination=false`);
    const strictlyBefore = await members(`/api/etudiants?birthdate[strictly_before]=${day}&pagination=false`);
    expect(before.length - strictlyBefore.length).toBe(onDay);
    const strictlyAfter = await members(`/api/etudiants?birthdate[strictly_after]=${day}&pagination=false`);
    expect(strictlyAfter.every((m) => m.birthdate > day)).toBe(true);
    const range = await members('/api/etudiants?birthdate[after]=1990-01-01&birthdate[before]=1990-12-31&pagination=false');
    expect(range.every((m) => m.birthdate.startsWith('1990'))).toBe(true);
  });

  it('id and id[] for getMany', async () => {
    const some = (await members('/api/etudiants?itemsPerPage=3')).map((m) => m.id as number);
    const many = await members(`/api/etudiants?${some.map((id) => `id[]=${id}`).join('&')}`);
    expect(many.map((m) => m.id)).toEqual(some);
    const one = await members(`/api/etudiants?id=${some[1]}`);
    expect(one.map((m) => m.id)).toEqual([some[1]]);
    // The Hydra data provider of @api-platform/admin indexes arrays: id[0]=<IRI>&id[1]=<IRI>.
    const indexed = await members(`/api/etudiants?${some.map((id, i) => `id[${i}]=/api/etudiants/${id}`).join('&')}&order[id]=DESC`);
    expect(indexed.map((m) => m.id)).toEqual([...some].reverse());
    const iri = await members(`/api/etudiants?id[]=/api/etudiants/${some[2]}`);
    expect(iri.map((m) => idOf(m['@id']))).toEqual([some[2]]);
  });

  it('ignores unknown parameters', async () => {
    const res = await get('/api/etudiants?inconnu=1&foo[bar]=2');
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(await count('etudiants WHERE cfa_id = 1'));
  });

  it('rejects unusable filter values and orders with a French 400', async () => {
    for (const q of ['type=abc', 'birthdate[after]=hier', 'antenne=/api/diplomes/1', 'exists[mail]=peut-etre', 'order[lastname]=up', 'order[mail]=asc']) {
      const res = await get(`/api/etudiants?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body['@type']).toBe('hydra:Error');
      expect(res.body['hydra:description']).toMatch(/n'est pas (valide|possible)/);
    }
  });
});

describe('property filter', () => {
  it('properties[] keeps only the listed properties of each member (the agreements of the dashboard)', async () => {
    const list = await members('/api/antenne_conventions?properties[]=id&properties[]=etat&properties[]=convention_number&etat=0');
    expect(list.length).toBe(await count('antenne_conventions WHERE cfa_id = 1 AND etat = 0'));
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) expect(Object.keys(m).sort()).toEqual(['@id', '@type', 'convention_number', 'etat', 'id']);
  });
  it('refuses an unknown property with a French 400', async () => {
    const res = await get('/api/antenne_conventions?properties[]=inconnue');
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toBe("La propriété « inconnue » n'existe pas pour conventions.");
  });
});

describe('the list’s text', () => {
  // The CRUD list writes its JSON text itself (crud/read.ts listCollectionJson, hydra/serialize.ts itemsJson): byte
  // for byte the text of the collection object that listCollection builds, stringified as Fastify would.
  it('is JSON.stringify of the collection object, byte for byte', async () => {
    const ctx = s.app.appContext;
    const row = (await s.db.query("SELECT * FROM users WHERE email = 'admin@demo.fr'")).rows[0]!;
    const user = toAuthUser(row);
    const paths = [
      '/api/etudiants',
      '/api/etudiants?page=2&itemsPerPage=7&order[lastname]=desc',
      '/api/etudiants?partial=true&page=2&itemsPerPage=3',
      '/api/etudiants?pagination=false&etat=0',
      '/api/etudiants?properties[]=lastname&properties[]=antenne&itemsPerPage=4',
      '/api/etudiants?q=a&itemsPerPage=5',
      '/api/antennes',
      '/api/users?itemsPerPage=50',
      '/api/diplome_sessions?itemsPerPage=50',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const r = ctx.registry.byName.get(/^\/api\/(\w+)/.exec(path)![1]!)!;
      const { query, narrow } = await collectionRequest({ ctx, r, user }, path);
      expect(res.text, path).toBe(JSON.stringify(await listCollection(s.db, r, user, query, narrow)));
    }
  });
});
