// The fuzzer of fuzz.test.ts: hostile requests generated from the resource schemas themselves and a
// seeded random generator (same seed, same requests). Three kinds: a generic CRUD write (POST, PUT, PATCH, POST
// to the item) of a stored record with one to three properties mutated (wrong type, out of bounds, NUL byte,
// huge string, bad IRI, impossible date, unknown field, not an object, malformed JSON), a domain write route
// (found in the server's source) with a body of such fields, and a list or CSV export with a hostile query.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PropertyModel, ResourceModel } from '../../../src/server/schema/model.ts';
import { propSchema, registry, writable, type Json } from '../../support/samples.ts';
import { seededRandom } from '../../../src/shared/random.ts';

/** The seeded generator of the requests (uniform in [0, 1)). */
export const rng = seededRandom;

export interface FuzzRequest {
  kind: 'crud' | 'domain' | 'query';
  method: string;
  /** Path with `{id}` where an existing record's id goes. */
  path: string;
  /** The resource whose record `{id}` names (its first stored one in the user's scope). */
  resource?: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  label: string;
  /** The request must be refused (a body field the schema does not know: a 422 naming it). */
  mustRefuse?: boolean;
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const NUL = '\u0000';
const HUGE = (r: () => number) => pick(r, ['é', 'a', '<', "'", '\u202e'] as const).repeat(pick(r, [1_001, 20_000, 300_000]));

/** A hostile value for property `p` of `r`, from its schema. */
function hostileValue(r: () => number, res: ResourceModel, p: PropertyModel): unknown {
  const s = propSchema(res, p.name) ?? {};
  const max = s.maxLength as number | undefined;
  const common: unknown[] = [NUL, `a${NUL}b`, HUGE(r), {}, [], [[[]]], { '@id': '/api/users/1' }, true, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, '', ' ', '\u202e\u0000', '{{7*7}}', "'; DROP TABLE users; --", '../../etc/passwd'];
  const byType: Record<string, unknown[]> = {
    string: [1234, max !== undefined ? 'é'.repeat(max + 1) : HUGE(r), max !== undefined ? 'x'.repeat(max + 1) : '', `x${NUL}`],
    integer: ['abc', '12', 1.5, 2 ** 31, -(2 ** 31) - 1, 1e308, -1e308, 99999999999999999999, null],
    number: ['abc', 1e308, -1e308, 1e-320, '1e3', null],
    boolean: ['oui', 'true', 0, 1, null],
    array: ['x', { 0: 'a' }, [NUL], ['x'.repeat(5_000)], Array.from({ length: 2_000 }, (_, i) => i)],
    object: ['x', [1], { a: NUL }],
  };
  const formats: Record<string, unknown[]> = {
    date: ['2025-02-30', '2025-13-01', '0000-00-00', '99999-01-01', '2025-1-1', `2025-01-01${NUL}`, '31/12/2025'],
    'date-time': ['2025-02-30T10:00:00Z', '2025-01-01T25:61:00', 'hier', '+275760-09-13T00:00:00.001Z'],
    email: ['pas-un-courriel', 'a@', `a${NUL}@b.fr`, `${'a'.repeat(300)}@b.fr`],
    time: ['25:00', '12:60', 'midi'],
  };
  const iris = (t: string) => [`/api/${t}/0`, `/api/${t}/-1`, `/api/${t}/1e3`, `/api/${t}/99999999999999999999`, `/api/${t}/2147483648`,
    `/api/ressource_inconnue/1`, `/api/${t}/1${NUL}`, `/api/${t}/1?x=1`, `http://evil.example/api/${t}/1`, `/api/${t}/../users/1`, `/api/${t}/`, 42, { '@id': `/api/${t}/1` }];
  const pool = [
    ...(p.relation ? iris(p.relation) : []),
    ...(p.format ? formats[p.format] ?? [] : []),
    ...(p.enumList ? [999, -1, 'x'] : []),
    ...(byType[p.type] ?? []),
  ];
  return r() < 0.75 && pool.length > 0 ? pick(r, pool) : pick(r, common);
}

const UNKNOWN_FIELDS = ['champ_inconnu', '__proto__', 'constructor', 'cfa', 'id', '@context', 'password_hash', 'token_version', 'roles[]', ''];

/** A writable view of a stored item: the base a mutation starts from. */
export function writableBody(res: ResourceModel, item: Json | undefined): Json {
  const out: Json = {};
  for (const p of writable(res)) if (item && item[p.name] !== undefined && item[p.name] !== null) out[p.name] = item[p.name];
  return out;
}

/** Keys a client may send that are no writable property and are ignored rather than refused: echoed from a GET
 * (`id`, stamps), JSON-LD keys, and read-only properties. */
const ignoredKey = (res: ResourceModel, key: string) => ['id', 'created_at', 'updated_at'].includes(key) || key.startsWith('@') || res.byName.has(key);

function mutate(r: () => number, res: ResourceModel, base: Json): { body?: unknown; raw?: string; what: string; mustRefuse?: boolean } {
  const props = writable(res);
  const roll = r();
  if (roll < 0.05) return { body: pick(r, [[base], 'texte', 12, null, true]), what: 'pas un objet' };
  if (roll < 0.09) return { raw: pick(r, ['{"a":', '{"a":1,}', '\u0000', "{'a':1}", '[', '{"a":"\\ud800"}', `{"x":"${'a'.repeat(1_100_000)}"}`]), what: 'JSON invalide' };
  if (roll < 0.16 || props.length === 0) {
    const field = pick(r, UNKNOWN_FIELDS);
    const body = { ...base, [field]: hostileValue(r, res, props[0] ?? ({ name: 'x', type: 'string' } as PropertyModel)) };
    return { body, what: `champ inconnu ${field}`, mustRefuse: !ignoredKey(res, field) };
  }
  const body: Json = { ...base };
  const names: string[] = [];
  for (let i = 0, n = 1 + Math.floor(r() * 3); i < n; i++) {
    const p = pick(r, props);
    body[p.name] = hostileValue(r, res, p);
    names.push(p.name);
  }
  return { body, what: names.join('+') };
}

/** A hostile query string for the list or export of `res`. */
function hostileQuery(r: () => number, res: ResourceModel): string {
  const filtered = res.properties.filter((p) => p.filters.length > 0 || p.order);
  const names = [...filtered.map((p) => p.name), 'id', 'inconnu', 'page', 'itemsPerPage', 'pagination', 'order', 'properties[]', 'exists', ''];
  const values = ['%00', 'a%00b', '%ZZ', '%', '%C3%28', '-1', '0', '1e309', '99999999999999999999', 'abc', 'true', '', '%27%3B--',
    '2025-02-30', '2025-13-45T99:99', encodeURIComponent('é'.repeat(5_000)), '/api/antennes/1%00', '/api/inconnu/1', '[]', 'null', '%E2%80%AE'];
  const shapes = [(n: string) => n, (n: string) => `${n}[]`, (n: string) => `${n}[after]`, (n: string) => `${n}[before]`, (n: string) => `order[${n}]`,
    (n: string) => `${n}[a][b][c]`, (n: string) => `${n}[between]`, (n: string) => `exists[${n}]`, (n: string) => `properties[${n}]`];
  const parts: string[] = [];
  for (let i = 0, n = 1 + Math.floor(r() * 4); i < n; i++) parts.push(`${pick(r, shapes)(pick(r, names))}=${pick(r, values)}`);
  return parts.join('&');
}

/** Domain write routes (method, path) as the server's domain and file modules declare them (with or without a
 * request type: `app.post<TokenRequest>(...)`). */
export function domainWriteRoutes(root = 'src/server'): { method: string; path: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const full = join(dir, f);
      if (statSync(full).isDirectory()) walk(full);
      else if (f.endsWith('.ts') && !f.endsWith('.test.ts')) files.push(full);
    }
  };
  walk(join(root, 'domain'));
  walk(join(root, 'files'));
  const out = new Map<string, { method: string; path: string }>();
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(/app\.(post|put|patch|delete)(?:<[^>]*>)?\(\s*['`](\/api\/[^'`$]+)['`]/g)) {
      out.set(`${m[1]} ${m[2]}`, { method: m[1]!.toUpperCase(), path: m[2]! });
    }
  }
  return [...out.values()].sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
}

/** The resource a domain path's `:id` names (its first segment when it is one). */
export function resourceOfPath(path: string): string | undefined {
  const first = path.split('/')[2] ?? '';
  return registry.byName.has(first) ? first : undefined;
}

/** Property names a domain route's body may hold: those of the resources its path mentions, plus common ones. */
function vocabulary(path: string): { res: ResourceModel; p: PropertyModel }[] {
  const words = path.split(/[/_:]+/).filter((w) => w.length > 2);
  const out: { res: ResourceModel; p: PropertyModel }[] = [];
  for (const res of registry.resources) {
    if (!words.some((w) => res.name.includes(w))) continue;
    for (const p of res.properties) out.push({ res, p });
  }
  return out.length > 0 ? out : registry.byName.get('etudiants')!.properties.map((p) => ({ res: registry.byName.get('etudiants')!, p }));
}

export interface Generator {
  next(): FuzzRequest;
}

/** Requests in a seeded order: first one for every resource's writes, every domain route and every list and
 * export (so each is reached whatever the count), then drawn at random. */
export function generator(seed: number, bases: Map<string, Json>, routes: { method: string; path: string }[]): Generator {
  const r = rng(seed);
  const resources = registry.resources;
  const crud = (res: ResourceModel): FuzzRequest => {
    const method = pick(r, ['POST', 'PUT', 'PATCH', 'POST-item'] as const);
    const m = mutate(r, res, writableBody(res, bases.get(res.name)));
    const http = method === 'POST-item' ? 'POST' : method;
    return {
      kind: 'crud', method: http, resource: res.name, path: method === 'POST' ? `/api/${res.name}` : `/api/${res.name}/{id}`,
      ...m, mustRefuse: method !== 'POST-item' && m.mustRefuse,
      contentType: method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json', label: `${method} ${res.name} (${m.what})`,
    };
  };
  const domain = (route: { method: string; path: string }): FuzzRequest => {
    const words = vocabulary(route.path);
    const body: Json = {};
    for (let i = 0, n = 1 + Math.floor(r() * 5); i < n; i++) {
      const { res, p } = pick(r, words);
      body[r() < 0.1 ? pick(r, UNKNOWN_FIELDS) : p.name] = hostileValue(r, res, p);
    }
    const shape = r();
    return {
      kind: 'domain', method: route.method, resource: resourceOfPath(route.path), path: route.path.replace(/:\w+/g, '{id}'),
      ...(shape < 0.08 ? { raw: '{"a":' } : shape < 0.14 ? { body: pick(r, [[], 'x', null, 0]) } : { body }),
      contentType: route.method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
      label: `${route.method} ${route.path} ${JSON.stringify(Object.keys(body))}`,
    };
  };
  const query = (res: ResourceModel, csv: boolean): FuzzRequest => {
    const path = `/api/${res.name}${csv ? '/export.csv' : ''}?${hostileQuery(r, res)}`;
    return { kind: 'query', method: 'GET', path, label: `GET ${path.slice(0, 200)}` };
  };
  const first: (() => FuzzRequest)[] = [
    ...resources.map((res) => () => crud(res)),
    ...routes.map((route) => () => domain(route)),
    ...resources.flatMap((res) => [() => query(res, false), () => query(res, true)]),
  ];
  let i = 0;
  return {
    next() {
      if (i < first.length) return first[i++]!();
      const roll = r();
      if (roll < 0.5) return crud(pick(r, resources));
      if (roll < 0.72 && routes.length > 0) return domain(pick(r, routes));
      return query(pick(r, resources), r() < 0.35);
    },
  };
}
