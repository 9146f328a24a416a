// Valid records of any resource, derived from its JSON Schema alone (so resources added by others work
// without edits): values that satisfy types, formats, patterns, enums, x-enum and bounds; required
// relations filled by creating the parent records through the API first (or, when the user may not create
// them, by picking an existing one); x-upload resources created by a multipart upload.
import { createRegistry, antenneColumn, type Registry, type ResourceModel } from '../../src/server/schema/model.ts';
import { referenceLists } from '../../src/shared/reference/index.ts';
import { isSelectable } from '../../src/shared/reference/derived.ts';
import { luhnValid } from '../../src/shared/format/siret.ts';
import type { RefItem } from '../../src/shared/reference/types.ts';
import type { ApiCall } from './client.ts';
import { regexSample } from './regexSample.ts';

export type Json = Record<string, any>;
export const registry: Registry = createRegistry();
export const isUpload = (r: ResourceModel) => r.schema['x-upload'] === true;
/** The property tying rows to an antenne (x-scope { antenne }), if any. */
export const scopeProp = (r: ResourceModel) => (typeof r.scope === 'object' ? r.scope.antenne : undefined);
export const writable = (r: ResourceModel) => r.properties.filter((p) => !p.readOnly);
export const propSchema = (r: ResourceModel, name: string) => (r.schema.properties as Json)[name] as Json;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** First id of a reference list that may be chosen for new input (selectable: not legacy, hidden or set only by the system; not null). */
export function firstEnumId(list: string): unknown {
  const items = (referenceLists as Record<string, readonly RefItem[]>)[list] ?? [];
  return (items.find((x) => isSelectable(x) && x.id !== null) ?? items[0])?.id;
}

/** Each record gets its own day (dates of one record stay equal), so that records that may not overlap (an antenne's closings) do not. */
let recordDay = 0;
const BASE_DAY = Date.UTC(2025, 2, 14);
const day = () => new Date(BASE_DAY + (recordDay % 200) * 86_400_000).toISOString().slice(0, 10);

/** Digits after `prefix` up to `length`, the last one making the Luhn sum right (the server checks SIREN and SIRET). */
function luhnNumber(length: number, prefix = ''): string {
  let body = prefix;
  while (body.length < length - 1) body += String(body.length === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10));
  for (let check = 0; check < 10; check += 1) if (luhnValid(`${body}${check}`)) return `${body}${check}`;
  return body;
}

/** A value of a scalar (or array) property schema, without relations. */
export function scalarValue(s: Json, name: string): unknown {
  if (s.default !== undefined && s.default !== null) return s.default;
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null);
  const type = (Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type) ?? 'string';
  if (typeof s['x-enum'] === 'string' && type !== 'array') return firstEnumId(s['x-enum']);
  switch (type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return s.maximum !== undefined && s.maximum < min ? s.maximum : min;
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => scalarValue(s.items ?? {}, name));
    case 'object': {
      // An object with declared properties (a survey's question) gets its required ones.
      const props = (s.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(((s.required ?? []) as string[]).map((key) => [key, scalarValue(props[key] ?? {}, key)]));
    }
    default:
      return stringValue(s, name);
  }
}

function stringValue(s: Json, name: string): string {
  const u = unique();
  if (s.format === 'date') return day();
  if (s.format === 'date-time') return `${day()}T09:30:00Z`;
  if (name === 'siret') return luhnNumber(14, luhnNumber(9));
  if (name === 'siren') return luhnNumber(9);
  if (s.format === 'time') return '09:30:00';
  if (s.format === 'email') return `essai.${u}@exemple.fr`;
  if (s.format === 'uri') return `https://exemple.fr/${u}`;
  if (typeof s.pattern === 'string') return regexSample(s.pattern, counter++);
  const max = s.maxLength ?? 60;
  const min = s.minLength ?? 1;
  let v = `Essai ${name} ${u}`;
  if (v.length > max) v = u.slice(-max);
  while (v.length < min) v += 'x';
  return v;
}

export interface SampleOptions {
  token: string;
  /** IRI of the antenne the records (and their parents) belong to. */
  antenne?: string;
  /** Parent records already made, by resource name (shared across calls to reuse parents). */
  parents?: Map<string, string>;
  /** Only required properties and the scope property (the admin's own validators are stricter than the
   * schemas for phones, SIRET...: an end-to-end edit then saves what the form can re-validate). */
  minimal?: boolean;
}

/** A valid body for `resource`: required properties, the scope property and every optional scalar one. */
export async function validPayload(api: ApiCall, resource: string, o: SampleOptions, depth = 0): Promise<Json> {
  const r = registry.byName.get(resource)!;
  const body: Json = {};
  const scope = scopeProp(r);
  recordDay += 1;
  for (const p of writable(r)) {
    const s = propSchema(r, p.name);
    if (p.relation) {
      if (!p.required && p.name !== scope) continue;
      // A unique relation (one record per parent) needs a parent of its own each time.
      const own = p.unique ? { ...o, parents: new Map() } : o;
      // A record tied to a user (alert settings) is made for the caller, some being theirs only; one per user
      // (planning options) gets a user of its own.
      const me = p.relation === 'users' && !p.unique ? await callerIri(api, o.token) : undefined;
      body[p.name] = p.relation === 'antennes' && o.antenne ? o.antenne : me ?? await parentIri(api, p.relation, own, depth);
    } else if (p.required || (!o.minimal && (!p.writeOnly || p.name === 'password'))) {
      body[p.name] = p.name === 'password' ? 'motdepasse-essai-1' : scalarValue(s, p.name);
    }
  }
  // One Qualiopi note per indicator and centre: each sample takes an indicator of its own, from the last down
  // (the demo notes take the first ones).
  if (resource === 'qualiopi_notes') body.indicateur = 32 - (qualiopiNotes++ % 20);
  return inPlausibleOrder(r.schema, body);
}
let qualiopiNotes = 0;

/** Back to the first day and the first indicator: each test file starts its own database from the same seed, so
 * its samples start where a fresh import of this module would (the API tests share one import per worker). */
export function resetSamples(): void {
  recordDay = 0;
  qualiopiNotes = 0;
}

/** A property declared after another (`x-after`: an end, its start) takes the other's value: never before it. */
export function inPlausibleOrder(schema: Json, body: Json): Json {
  for (const [name, p] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const other = p['x-after'] as string | undefined;
    if (other && body[name] !== undefined && body[name] !== null && body[other] !== undefined && body[other] !== null) body[name] = body[other];
  }
  return body;
}

async function callerIri(api: ApiCall, token: string): Promise<string | undefined> {
  return (await api('GET', '/api/users/me', { token })).body?.['@id'] as string | undefined;
}

/** An IRI of a record of `resource` usable as a parent: created, or else an existing one in scope. */
async function parentIri(api: ApiCall, resource: string, o: SampleOptions, depth: number): Promise<string> {
  const parents = (o.parents ??= new Map());
  const known = parents.get(resource);
  if (known) return known;

  const made = depth < 6 ? await createSample(api, resource, o, depth + 1).catch(() => undefined) : undefined;
  let iri = made?.['@id'] as string | undefined;
  if (!iri) {
    const filter = o.antenne && antenneColumn(registry.byName.get(resource)!) ? `&antenne=${o.antenne}` : '';
    const list = await api('GET', `/api/${resource}?itemsPerPage=1${filter}`, { token: o.token });
    iri = list.body?.['hydra:member']?.[0]?.['@id'];
  }
  if (!iri) throw new Error(`aucun parent ${resource} utilisable`);
  parents.set(resource, iri);
  return iri;
}

/** A small file accepted by the upload (a text file, checked by content as well as by name). */
export function sampleFile(name = 'essai.txt', content = 'Bonjour, ceci est un fichier d’essai.\n', type = 'text/plain'): FormData {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
}

/** Creates one valid record through the API and returns its JSON-LD item (throws with the answer if refused). */
export async function createSample(api: ApiCall, resource: string, o: SampleOptions, depth = 0): Promise<Json> {
  const r = registry.byName.get(resource)!;
  const res = isUpload(r)
    ? await api('POST', `/api/${resource}`, { token: o.token, form: sampleFile() })
    : await api('POST', `/api/${resource}`, { token: o.token, body: await validPayload(api, resource, o, depth) });
  if (res.status !== 201) throw new Error(`création ${resource} refusée : ${res.status} ${res.text.slice(0, 400)}`);
  return res.body as Json;
}

/** Creates a record, or when the user may not create one (centres), returns an existing one in scope. */
export async function sampleRecord(api: ApiCall, resource: string, o: SampleOptions): Promise<Json> {
  try {
    return await createSample(api, resource, o);
  } catch (err) {
    const list = await api('GET', `/api/${resource}?itemsPerPage=1`, { token: o.token });
    const first = list.body?.['hydra:member']?.[0];
    if (!first || !/ 403 /.test(String(err))) throw err;
    return first as Json;
  }
}
