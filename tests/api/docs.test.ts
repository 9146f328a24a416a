// The Hydra documentation as clients read it: the stock api-doc-parser parses the live server without
// warnings; entrypoint, Link header, contexts, ETag; and the admin's static files.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer(import.meta.url);
});
afterAll(async () => s?.close());

describe('API documentation', () => {
  it('is parsed by api-doc-parser with every resource, field and reference, without warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { api, status } = await parseHydraDocumentation(`${s.base}/api`);
    expect(status).toBe(200);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();

    const names = api.resources!.map((r) => r.name).sort();
    // Every schema of schemas/resources is a documented resource, and nothing else is.
    const schemaNames = readdirSync(new URL('../../schemas/resources/', import.meta.url))
      .filter((f) => f.endsWith('.schema.json')).map((f) => f.replace('.schema.json', '')).sort();
    expect(names).toEqual(schemaNames);
    expect(names).toEqual(expect.arrayContaining(['antenne_diplome_sessions', 'antennes', 'cfas', 'diplome_sessions',
      'diplomes', 'etudiant_absences', 'etudiants', 'users']));
    const etudiants = api.resources!.find((r) => r.name === 'etudiants')!;
    expect(etudiants.url).toBe(`${s.base}/api/etudiants`);
    expect(etudiants.title).toBe('Etudiant');
    const field = (n: string) => etudiants.fields!.find((f) => f.name === n)!;
    expect(field('lastname')).toMatchObject({ required: true, type: 'string' });
    expect(field('birthdate').type).toBe('date');
    expect(field('type').type).toBe('integer');
    expect(field('has_car').type).toBe('boolean');
    expect(field('antenne').reference).toMatchObject({ name: 'antennes' });
    expect(field('antenne').maxCardinality).toBe(1);
    expect(field('diplome_session').reference).toMatchObject({ name: 'diplome_sessions' });
    expect(etudiants.readableFields!.map((f) => f.name)).toContain('created_at');
    expect(etudiants.writableFields!.map((f) => f.name)).not.toContain('created_at');
    const methods = etudiants.operations!.map((o) => o.method).sort();
    expect(methods).toEqual(['DELETE', 'GET', 'GET', 'PATCH', 'POST', 'PUT']);
    expect(etudiants.operations!.every((o) => o.name.length > 0)).toBe(true);

    const users = api.resources!.find((r) => r.name === 'users')!;
    expect(users.readableFields!.map((f) => f.name)).not.toContain('password');
    expect(users.writableFields!.map((f) => f.name)).toContain('password');
    expect(users.fields!.find((f) => f.name === 'cfa')!.reference).toMatchObject({ name: 'cfas' });
    // An e-mail is schema.org's e-mail (the admin's e-mail input and link); a to-many relation a list of references.
    expect(users.fields!.find((f) => f.name === 'email')!.id).toBe('https://schema.org/email');
    expect(field('mail').id).toBe('https://schema.org/email');
    const many = (resource: string, name: string) => api.resources!.find((r) => r.name === resource)!.fields!.find((f) => f.name === name)!;
    expect(many('scheduler_activities', 'speakers')).toMatchObject({ reference: { name: 'scheduler_speakers' } });
    expect(many('scheduler_activities', 'speakers').maxCardinality).not.toBe(1);
    expect(many('scheduler_events', 'equipments')).toMatchObject({ reference: { name: 'scheduler_equipments' } });
  });

  it('exposes search parameters through hydra:search', async () => {
    const token = await s.login('admin@demo.fr');
    const { api } = await parseHydraDocumentation(`${s.base}/api`, { headers: { Authorization: `Bearer ${token}` } });
    const etudiants = api.resources!.find((r) => r.name === 'etudiants')!;
    const params = (await etudiants.getParameters!()).map((p) => p.variable);
    expect(params).toEqual(expect.arrayContaining(['lastname', 'type[]', 'birthdate[after]', 'exists[mail]', 'order[lastname]', 'id[]']));
  });

  it('answers the entrypoint with the documentation Link header', async () => {
    const res = await s.req('GET', '/api');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/ld+json');
    expect(res.headers.get('link')).toBe(`<${s.base}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
    expect(res.body).toMatchObject({ '@context': '/api/contexts/Entrypoint', '@id': '/api', '@type': 'Entrypoint', etudiants: '/api/etudiants' });
  });

  it('caches the documentation with an ETag', async () => {
    const first = await s.req('GET', '/api/docs.jsonld');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const classes = first.body['hydra:supportedClass'] as { '@id': string; 'hydra:title': string; 'rdfs:label': string }[];
    expect(classes.find((c) => c['@id'] === '#Etudiant')).toMatchObject({ 'hydra:title': 'Etudiant', 'rdfs:label': 'Etudiant' });
    const again = await s.req('GET', '/api/docs.jsonld', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('link')).toContain('docs.jsonld');
  });

  it('serves the JSON-LD contexts, relations typed as @id', async () => {
    const res = await s.req('GET', '/api/contexts/Etudiant');
    expect(res.status).toBe(200);
    expect(res.body['@context'].antenne).toEqual({ '@id': 'Etudiant/antenne', '@type': '@id' });
    expect(res.body['@context']['@vocab']).toBe(`${s.base}/api/docs.jsonld#`);
    expect((await s.req('GET', '/api/contexts/Inconnu')).status).toBe(404);
  });

  // The admin's origin (APP_URL; the vite dev server proxies the API, so it needs no CORS); other origins are
  // refused unless listed in CORS_ORIGINS (tests/api/resilience/hardening.test.ts, issue 19 finding 9).
  it("allows the admin's origin and exposes the Link header", async () => {
    const res = await s.req('OPTIONS', '/api/etudiants', {
      headers: { origin: 'http://admin.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://admin.test');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const get = await s.req('GET', '/api', { headers: { origin: 'http://admin.test' } });
    expect(get.headers.get('access-control-expose-headers')).toContain('Link');
  });
});

describe('files for the admin', () => {
  it('lists and serves resource files and client profiles without caching', async () => {
    // The platform's support, who is served every client profile (a centre's user gets its own: tenant.test.ts).
    const token = await s.login('support@demo.fr');
    for (const folder of ['resources', 'clients']) {
      const list = await s.req<string[]>('GET', `/${folder}/`, { token });
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body)).toBe(true);
      if (list.body.length > 0) {
        const file = await s.req('GET', `/${folder}/${list.body[0]}`, { token });
        expect(file.status).toBe(200);
        expect(file.headers.get('cache-control')).toBe('no-cache');
      }
      // The whole folder in one answer, raw texts keyed by file name, equal to the files served one by one.
      const all = await s.req<{ files: Record<string, string> }>('GET', `/${folder}/?contents=1`, { token });
      expect(all.status).toBe(200);
      expect(Object.keys(all.body.files)).toEqual(list.body);
      const first = list.body[0]!;
      expect(JSON.parse(all.body.files[first]!)).toEqual((await s.req('GET', `/${folder}/${first}`, { token })).body);
      expect((await s.req('GET', `/${folder}/absent.json`, { token })).status).toBe(404);
      expect((await s.req('GET', `/${folder}/..%2Fpackage.json`, { token })).status).toBe(404);
    }
  });

  it('answers HTML for deep links (the app, or a French page asking to build it)', async () => {
    const res = await s.req('GET', '/stagiaires/12', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toMatch(/<html|<!doctype/i);
  });
});
