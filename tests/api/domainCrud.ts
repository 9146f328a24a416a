// Shared checks of the domain API tests (tests/api/<domain>/): the file's server, the demo users' tokens, first rows, counts, and
// one table-driven life cycle per resource,
// run against a real seeded server. Each case creates a record in the demo centre's "Antenne de Nice"
// (antenne 3), so that `antenne1@demo.fr` (tied to Marseille) and `sport@demo.fr` (another centre) can be
// checked to neither see nor change it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

export interface CrudCase {
  resource: string;
  /** A valid create body (relations as IRIs of the demo centre, in antenne 3 where antenne-scoped). */
  body: () => Record<string, unknown>;
  /** A query string (without `?`) the spec's calls use, that must list the created record. */
  filter: (iri: string, created: any) => string;
  /** A merge-patch body and the property/value it must show afterwards. */
  update: Record<string, unknown>;
  /** An invalid body (for a 422) and the property the violation must name. */
  bad: { body: () => Record<string, unknown>; property: string };
  /** 'antenne': another antenne's user gets 404; 'cfa': it reads (200) but cannot write (403). */
  scope: 'antenne' | 'cfa';
  /** Token used for the life cycle (default: the centre admin). */
  owner?: () => string;
}

/** IRI of the first row of `table` matching `where` (demo data the cases point at); fails when none. */
export async function firstIri(s: TestServer, table: string, where: string): Promise<string> {
  const res = await s.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`);
  expect(res.rows[0], `${table} ${where}`).toBeDefined();
  return `/api/${table}/${res.rows[0]!.id}`;
}

export interface Tokens { admin: string; antenne1: string; sport: string }
/** Every demo user a domain test signs in as: the centre's admin and supervisor, Marseille's antenne user,
 * the other centre's user and a guest. */
export interface DemoTokens extends Tokens { superviseur: string; invite: string }

/** The demo centre's antennes the domain tests write in. */
export const NICE = '/api/antennes/3';
export const TOULON = '/api/antennes/4';
/** The words of the domain calls' French refusals. */
export const FRENCH_REFUSAL = /(valeur|obligatoire|acceptée|doit|n'existe pas|accessible|liste|collections|image|photo|taille|antenne|paramètre|SIRET|SIREN|entreprise|service|connexion|Indiquez)/i;
/** The smallest bytes the upload checks take for a PNG image. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** Signs in every demo user. */
export async function demoTokens(s: TestServer): Promise<DemoTokens> {
  const [admin, superviseur, antenne1, sport, invite] = await Promise.all(
    ['admin@demo.fr', 'superviseur@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr', 'invite@demo.fr'].map((e) => s.login(e)));
  return { admin: admin!, superviseur: superviseur!, antenne1: antenne1!, sport: sport!, invite: invite! };
}

/** The IRI of the first row of each named table and condition, by name. */
export async function firstIris(s: TestServer, wanted: Record<string, [table: string, where: string]>): Promise<Record<string, string>> {
  const entries = await Promise.all(Object.entries(wanted).map(async ([name, [table, where]]) => [name, await firstIri(s, table, where)] as const));
  return Object.fromEntries(entries);
}

/** The one server of a domain test file, signed in as every demo user, with the IRIs its bodies refer to:
 * started before the file's tests and closed after them. `ref` is filled in place (a file may add its own). */
export function domainServer(url: string, wanted: Record<string, [table: string, where: string]> = {}) {
  let s: TestServer | undefined;
  let tokens: DemoTokens | undefined;
  const ref: Record<string, string> = {};
  beforeAll(async () => {
    s = await startServer(url);
    tokens = await demoTokens(s);
    Object.assign(ref, await firstIris(s, wanted));
  });
  afterAll(async () => s?.close());
  return { S: (): TestServer => s!, T: (): DemoTokens => tokens!, ref };
}

/** A trainee (type 1, present) created in Toulon through the API, with `body` over those defaults. */
export async function postTrainee(s: TestServer, token: string, body: Record<string, unknown>): Promise<{ '@id': string; id: number }> {
  const r = await s.req('POST', '/api/etudiants', { token, body: { type: 1, etat: 0, lastname: 'Tableau', firstname: 'Bord', antenne: TOULON, ...body } });
  expect(r.status, r.text).toBe(201);
  return r.body as { '@id': string; id: number };
}

/** How many rows `sql` (what follows FROM) counts. */
export async function countRows(s: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  return (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
}

/** French sentences only: no English validator wording leaks through. */
const FRENCH = /(valeur|obligatoire|doit|format|choix|caractères|propriété|n'existe pas|supérieur|inférieur|IRI)/i;

export function crudLifecycle(s: () => TestServer, t: () => Tokens, c: CrudCase): void {
  it(`${c.resource}: create 201, read, filter, update 200, 422 in French, delete 204`, async () => {
    const token = c.owner?.() ?? t().admin;
    const created = await s().req('POST', `/api/${c.resource}`, { token, body: c.body() });
    expect(created.status, created.text).toBe(201);
    const iri: string = created.body['@id'];
    for (const [k, v] of Object.entries(c.body())) if (v !== null && typeof v !== 'object') expect(created.body[k], k).toEqual(v);

    const read = await s().req('GET', iri, { token });
    expect(read.status).toBe(200);
    expect(read.body['@id']).toBe(iri);

    const list = await s().req('GET', `/api/${c.resource}?${c.filter(iri, created.body)}&pagination=false`, { token });
    expect(list.status, list.text).toBe(200);
    expect(list.body['hydra:member'].map((m: any) => m['@id'])).toContain(iri);

    // As the admin's forms do: the record back even where the spec's own call gets a 204 (specStatus.test.ts).
    const patched = await s().req('PATCH', iri, { token, body: c.update, headers: { prefer: 'return=representation' } });
    expect(patched.status, patched.text).toBe(200);
    for (const [k, v] of Object.entries(c.update)) expect(patched.body[k], k).toEqual(v);

    const bad = await s().req('POST', `/api/${c.resource}`, { token, body: c.bad.body() });
    expect(bad.status, bad.text).toBe(422);
    const violation = bad.body.violations.find((v: any) => v.propertyPath === c.bad.property);
    expect(violation, bad.text).toBeDefined();
    expect(violation.message).toMatch(FRENCH);

    const deleted = await s().req('DELETE', iri, { token });
    expect(deleted.status, deleted.text).toBe(204);
    expect((await s().req('GET', iri, { token })).status).toBe(404);
  });

  it(`${c.resource}: another antenne${c.scope === 'cfa' ? ' reads but cannot change' : ' neither sees nor changes'}, another centre neither`, async () => {
    const token = c.owner?.() ?? t().admin;
    const created = await s().req('POST', `/api/${c.resource}`, { token, body: c.body() });
    expect(created.status, created.text).toBe(201);
    const iri: string = created.body['@id'];
    const { antenne1, sport } = t();
    const other = await s().req('GET', iri, { token: antenne1 });
    const otherList = await s().req('GET', `/api/${c.resource}?pagination=false`, { token: antenne1 });
    const otherPatch = await s().req('PATCH', iri, { token: antenne1, body: c.update });
    const otherDelete = await s().req('DELETE', iri, { token: antenne1 });
    if (c.scope === 'antenne') {
      expect(other.status).toBe(404);
      expect(otherList.body['hydra:member'].map((m: any) => m['@id'])).not.toContain(iri);
      expect(otherPatch.status).toBe(404);
      expect(otherDelete.status).toBe(404);
    } else {
      expect(other.status).toBe(200);
      expect(otherPatch.status).toBe(403);
      expect(otherDelete.status).toBe(403);
    }
    expect((await s().req('GET', iri, { token: sport })).status).toBe(404);
    expect((await s().req('PATCH', iri, { token: sport, body: c.update })).status).toBe(404);
    expect((await s().req('DELETE', iri, { token: sport })).status).toBe(404);
    const sportList = await s().req('GET', `/api/${c.resource}?pagination=false`, { token: sport });
    expect(sportList.body['hydra:member'].map((m: any) => m['@id'])).not.toContain(iri);
    expect((await s().req('GET', iri, { token })).status).toBe(200);
  });
}
