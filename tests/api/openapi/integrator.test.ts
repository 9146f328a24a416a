// The API as an integrator meets it (issue 28): the served OpenAPI document declares every operation's query
// parameters (required ones too, checked by the server from the same declaration), bodies (JSON or multipart),
// statuses and answers; it passes Redocly's recommended rules with no error; a client generated from it by
// openapi-typescript compiles and drives the main flows (login, a filtered trainee list, an upload, a generation, a
// SIFA export), every answer checked against the document, as is every answer of this file's own requests.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { checkResponse } from '../responseValidator.ts';
import { minimalDocx } from '../../../src/server/domain/documents/docx.ts';
import { recordQueryReads } from '../../../src/server/http/request.ts';

type Json = Record<string, any>;
const here = dirname(fileURLToPath(import.meta.url));
let S: TestServer;
let admin: string;
let doc: Json;

beforeAll(async () => {
  S = await startServer(import.meta.url, { validateResponses: true });
  admin = await S.login('admin@demo.fr');
  doc = (await S.req('GET', '/api/docs.json')).body;
});
afterAll(async () => S?.close());

const op = (method: string, path: string): Json => doc.paths[path]?.[method];
const deref = (o: Json): Json => (typeof o?.$ref === 'string' ? o.$ref.slice(2).split('/').reduce((at: Json, k: string) => at?.[k], doc) : o);
const query = (o: Json) => Object.fromEntries((o.parameters ?? []).map(deref).filter((p: Json) => p.in === 'query').map((p: Json) => [p.name, p]));

describe('le document OpenAPI dit ce que le serveur fait', () => {
  it('declares the required query parameters the server checks from the same declaration (French 400, after the 401)', async () => {
    const required: [string, string[]][] = [
      ['/api/stagiaires_sifa', ['date']], ['/api/stagiaires_sifa/export.csv', ['date']], ['/api/pointage_totals', ['start', 'end']],
      ['/api/pointage_occurences_etudiant', ['start', 'end', 'etudiant_id']], ['/api/scheduler_occurences_speaker', ['start', 'end', 'speaker_id']],
      ['/api/session_stagaires_list', ['diplome', 'antenne']], ['/api/etudiant_absences_lookup', ['etudiantId', 'dt_start', 'dt_end', 'hr_start', 'hr_end']],
    ];
    for (const [path, names] of required) {
      const params = query(op('get', path));
      for (const n of names) expect(params[n], `${path} ${n}`).toMatchObject({ required: true, description: expect.stringMatching(/\S/) });
    }
    expect(query(op('get', '/api/stagiaires_sifa')).date.schema).toEqual({ type: 'string', format: 'date' });
    expect(query(op('get', '/api/stagiaires_sifa')).antenne.required).toBe(false);
    const missing = await S.req('GET', '/api/stagiaires_sifa', { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body['hydra:description']).toBe('Le paramètre « date » est obligatoire, au format AAAA-MM-JJ.');
    const bad = await S.req('GET', '/api/pointage_totals?start=2025-01-01&end=demain', { token: admin });
    expect(bad.body['hydra:description']).toBe('Le paramètre « end » est obligatoire, au format AAAA-MM-JJ.');
    const lookup = await S.req('GET', '/api/etudiant_absences_lookup?etudiantId=1', { token: admin });
    expect([lookup.status, lookup.body['hydra:description']]).toEqual([400, 'Invalid parameters.']); // the spec's sentence
    expect((await S.req('GET', '/api/stagiaires_sifa')).status).toBe(401);
    expect((await S.req('GET', '/api/stagiaires_sifa?date=2025-12-31', { token: admin })).status).toBe(200);
  });

  it('declares multipart bodies where uploads are taken, and the statuses and schemas of the answers', () => {
    const upload = op('post', '/api/media_objects');
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415', '422']));
    expect(op('put', '/api/media_objects/{id}').responses['405']).toEqual({ $ref: '#/components/responses/MethodNotAllowed' });
    for (const path of ['/api/send_ticket', '/api/etudiant_pointage_add_absence', '/api/prestataires/{id}', '/api/etudiant_contrats/{id}']) {
      expect(op('post', path).requestBody.content, path).toHaveProperty(['multipart/form-data']);
    }
    expect(doc.components.responses.PayloadTooLarge.content['application/ld+json'].schema).toEqual({ $ref: '#/components/schemas/HydraError' });
    expect(doc.components.responses.ServiceUnavailable).toBeDefined();
    const generate = op('post', '/api/modeles/{id}/generer');
    expect(generate.requestBody.content['application/json'].schema.required).toEqual(['etudiants']);
    expect(generate.responses['202'].content['application/ld+json'].schema.properties.status.enum).toEqual(['running', 'done']);
    expect(Object.keys(op('get', '/api/stagiaires_sifa/export.csv').responses['200'].content)).toEqual(['text/csv']);
    expect(op('post', '/api/antenne_actions/{id}').responses['201']).toBeDefined(); // POST to an item: 201, not "2XX"
  });

  it('declares every query parameter a GET handler reads: each documented GET is called, its reads recorded', async () => {
    const reads = recordQueryReads();
    // The generic operations (a resource's list, item and exports) declare their filters from the resource itself.
    const generic = Object.entries<Json>(doc.paths).filter(([, item]) => item.get?.['x-scope']).map(([path]) => path);
    const isGeneric = (path: string) => generic.some((g) => path === g || path === `${g}/{id}` || path.startsWith(`${g}/export.`));
    const gets = Object.entries<Json>(doc.paths).filter(([path, item]) => item.get && !isGeneric(path)).map(([path]) => path);
    for (const path of gets) {
      if (/\.(pdf|zip)$/.test(path)) continue; // files built on the way (slow): the few that read a parameter declare it by hand
      const url = path.replace(/\{month\}/g, '2025-01').replace(/\{(kind)\}/g, 'clients').replace(/\{\w+\}/g, '1');
      await S.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    }
    recordQueryReads(false);
    const undeclared: string[] = [];
    for (const [key, names] of reads) {
      const [method, url] = key.split(' ') as [string, string];
      if (method !== 'GET') continue;
      const o = op('get', url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}'));
      if (!o) continue; // a route the document does not show (a trailing-slash twin)
      const declared = new Set(Object.keys(query(o)));
      for (const n of names) if (!declared.has(n) && !declared.has(`${n}[]`)) undeclared.push(`${url} ${n}`);
    }
    expect(reads.size).toBeGreaterThan(30);
    expect(undeclared).toEqual([]);
  });

  it('checks a declared body from the declaration it documents: a bad body is a French 422 naming the field, after the 401', async () => {
    const exit = op('post', '/api/etudiants/{id}/sortie').requestBody.content['application/json'].schema;
    expect(exit.required).toEqual(['date_sortie', 'raison_sortie']);
    expect(exit.properties.date_sortie).toMatchObject({ type: 'string', format: 'date', title: 'Date de sortie' });
    expect(op('patch', '/api/etudiant_contrats/{id}/rupture').requestBody.content['application/json'].schema.required).toEqual(['date_rupture', 'motif_rupture']);
    const trainee = (await S.req('GET', '/api/etudiants?itemsPerPage=1&etat=0', { token: admin })).body['hydra:member'][0].id;
    const url = `/api/etudiants/${trainee}/sortie`;
    expect((await S.req('POST', url, { body: { date_sortie: 5 } })).status).toBe(401);
    const bad = await S.req('POST', url, { token: admin, body: { date_sortie: '31/12/2026', raison_sortie: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.body['hydra:description']).toContain('La date de sortie est obligatoire, au format AAAA-MM-JJ.'); // the spec's sentence
    expect(bad.body.violations).toEqual([expect.objectContaining({ propertyPath: 'date_sortie', message: 'La date de sortie est obligatoire, au format AAAA-MM-JJ.' })]);
    const typed = await S.req('POST', url, { token: admin, body: { date_sortie: '2026-12-31', raison_sortie: 'définitive' } });
    expect([typed.status, typed.body.violations?.[0]?.propertyPath]).toEqual([422, 'raison_sortie']);
    const notObject = await S.req('POST', url, { token: admin, body: [1], headers: { 'content-type': 'application/json' } });
    expect(notObject.status).toBe(400);
    expect(notObject.body['hydra:description']).toBe('Le corps de la requête doit être un objet JSON.');
    // Nothing changed.
    expect((await S.req('GET', `/api/etudiants/${trainee}`, { token: admin })).body.etat).toBe(0);
  });

  it('tells the truth about nullable fields and extra answer fields', () => {
    const s = doc.components.schemas;
    expect(s.Cfa.properties.formation_interne.type).toEqual(['boolean', 'null']);
    expect(s.Cfa.properties.accept_apprentis_only.type).toEqual(['boolean', 'null']);
    expect(s.EtudiantContrat.properties.cerfa_etape.type).toEqual(['integer', 'null']);
    const created = op('post', '/api/antenne_fermetures').responses['201'].content['application/ld+json'].schema;
    expect(created.allOf[1].properties.fermetures).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/AntenneFermeture' } });
  });

  it('documents only what is served: Excel exports where a resource file offers them, no trailing-slash twins', async () => {
    const xlsx = Object.keys(doc.paths).filter((p) => p.endsWith('/export.xlsx'));
    expect(xlsx).toEqual(['/api/etudiants/export.xlsx']);
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    const served = await S.req('GET', '/api/etudiants/export.xlsx?view=stagiaires', { token: admin });
    expect(served.status).toBe(200);
    // The twins are still served, as the spec spells them.
    expect((await S.req('GET', '/api/pointage_occurences_etudiant/?start=2025-01-01&end=2025-01-31', { token: admin })).status).toBe(400);
  });

  it('has a licence, a contact and a French description on every operation', () => {
    expect(doc.info.license.name).toMatch(/\S/);
    expect(doc.info.contact.email).toMatch(/@/);
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, o] of Object.entries<Json>(item)) expect(o.description, `${method} ${path}`).toMatch(/[a-zàâçéèêëîïôûù]{3}/i);
    }
  });
});

describe('les outils d’un intégrateur', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const dir = resolve('.tmp/openapi-lint');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `docs-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(doc));
    const out = await promisify(execFile)(resolve('node_modules/.bin/redocly'), ['lint', file, '--format=json', '--extends=recommended'], { maxBuffer: 64 << 20 })
      .catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(out.stdout.slice(out.stdout.indexOf('{'))) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 180_000);

  it('generates a client with openapi-typescript that compiles and drives the main flows', async () => {
    const types = astToString(await openapiTS(doc as never));
    writeFileSync(join(here, 'client/schema.gen.ts'), `// Generated by openapi-typescript from /api/docs.json (integrator.test.ts).\n${types}`);
    const program = ts.createProgram([join(here, 'client/flows.ts')], {
      target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true,
      noEmit: true, skipLibCheck: true, allowImportingTsExtensions: true, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    // A generated query type is never `never`: the SIFA date is a typed, required string.
    expect(types).toMatch(/"\/api\/stagiaires_sifa": \{[\s\S]*?query: \{[\s\S]*?date: string;/);

    const model = (await S.db.query<{ id: number }>("SELECT id FROM modeles WHERE cfa_id = 1 AND file_id IS NOT NULL AND name = 'Attestation d''entrée en formation'")).rows[0]!;
    const seen: string[] = [];
    // The flows' answers are checked against the document too.
    const validating: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const res = await fetch(request);
      const text = await res.clone().text();
      let body: unknown;
      try { body = text ? JSON.parse(text) : undefined; } catch { body = undefined; }
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname} ${res.status}`);
      const problems = await checkResponse(S.base, request.method, url.pathname + url.search, res.status, res.headers.get('content-type'), body, text);
      if (problems.length) throw new Error(problems.join('\n'));
      return res;
    };
    // Imported by a computed name: the project's tsc does not follow it (the types exist only once generated).
    const flows = join(here, 'client', 'flows.ts');
    const { runFlows } = await import(/* @vite-ignore */ flows) as { runFlows: (base: string, input: Record<string, unknown>) => Promise<Json> };
    const docx = new Blob([new Uint8Array(minimalDocx(['Bonjour {etudiant.prenom} {etudiant.nom}']))], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const result = await runFlows(S.base, { email: 'admin@demo.fr', password: 'demo1234', lastname: 'a', modele: model.id, docx, fetch: validating });
    expect(result.trainees.total).toBeGreaterThan(0);
    expect(result.trainees.names).toEqual([...result.trainees.names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    expect(result.upload.iri).toBe(`/api/media_objects/${result.upload.id}`);
    expect(result.generation).toMatchObject({ status: 'done' });
    expect(result.generation.documents).toBeGreaterThan(0);
    expect(result.sifa.date).toBe('2025-12-31');
    expect(result.sifa.csvHeader).toMatch(/;/);
    expect(seen.map((s) => s.replace(/\/\d+|\/[0-9a-f-]{36}/g, '/N'))).toEqual(expect.arrayContaining([
      'POST /api/authentication_token 200', 'GET /api/etudiants 200', 'POST /api/media_objects 201', 'POST /api/modeles/N/generer 202',
      'GET /api/stagiaires_sifa 200', 'GET /api/stagiaires_sifa/export.csv 200',
    ]));
  }, 240_000);
});
