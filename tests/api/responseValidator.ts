// A response validator for the API test client (helpers.ts): every answer the client receives is checked against
// the document the server serves (/api/docs.json, OpenAPI 3.1, its schemas read by ajv's JSON Schema 2020-12), as
// an integrator's validating proxy would: an operation the document lacks, a status it does not list, a media type
// it does not name or a body its schema refuses fails the request with the list of differences.
// On with API_VALIDATE_RESPONSES=1 (every test file: `npm test` sets it for its API phase), or per server
// (startServer's `validateResponses`). API_VALIDATE_TIMING=1 prints, per server, the milliseconds the checks took.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

export class UndocumentedResponse extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndocumentedResponse';
  }
}

interface Compiled {
  doc: Json;
  ajv: Ajv2020;
  /** Path templates as regular expressions, static ones first (find-my-way's preference). */
  paths: { template: string; re: RegExp; params: number }[];
  cache: Map<string, ValidateFunction>;
}

const escape = (p: string) => p.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The document made strict for answers: an object schema that lists its properties refuses others
 * (`unevaluatedProperties: false`), so an undocumented field fails. A schema extended through `allOf` is read
 * open inside it (`<name>__open`), the node holding the `allOf` being the strict one, as JSON Schema 2020-12
 * counts the properties its members evaluated.
 */
function strictCopy(doc: Json): Json {
  const d = structuredClone(doc);
  const schemas: Json = d.components?.schemas ?? {};
  const opened: Json = {};
  const walk = (node: unknown, open: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, false));
    if (!node || typeof node !== 'object') return;
    const n = node as Json;
    if (Array.isArray(n.allOf)) {
      n.allOf = n.allOf.map((m: Json) =>
        typeof m?.$ref === 'string' && m.$ref.startsWith('#/components/schemas/') ? { $ref: `${m.$ref}__open` } : m,
      );
    }
    const isObjectSchema =
      (n.properties && typeof n.properties === 'object' && !Array.isArray(n.properties)) || Array.isArray(n.allOf);
    if (isObjectSchema && !open && !('additionalProperties' in n) && !('unevaluatedProperties' in n))
      n.unevaluatedProperties = false;
    for (const [k, v] of Object.entries(n)) {
      if (['examples', 'example', 'enum', 'const', 'default', 'required'].includes(k)) continue;
      if (k === 'properties' && v && typeof v === 'object') for (const p of Object.values(v as Json)) walk(p, false);
      else if (k === 'allOf') (v as unknown[]).forEach((m) => walk(m, true));
      else walk(v, false);
    }
  };
  for (const [name, schema] of Object.entries(schemas)) opened[`${name}__open`] = structuredClone(schema);
  walk(d.paths, false);
  walk(schemas, false);
  for (const [name, schema] of Object.entries(opened)) {
    // Open: what the schema forbids beyond its properties is for the node that extends it to say.
    if ((schema as Json).additionalProperties === false) delete (schema as Json).additionalProperties;
    walk(schema, true);
    schemas[name] = schema;
  }
  return d;
}

function compile(served: Json): Compiled {
  const doc = strictCopy(served);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
  addFormats(ajv);
  for (const f of ['iri-reference', 'binary', 'password', 'int32', 'int64', 'float', 'double', 'byte', 'media-range'])
    ajv.addFormat(f, true);
  ajv.addSchema(doc, 'openapi');
  const paths = Object.keys(doc.paths)
    .map((template) => ({
      template,
      re: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}|\{\w+\}/g, '[^/]+')}$`),
      params: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return { doc, ajv, paths, cache: new Map() };
}

const compiled = new Map<string, Promise<Compiled>>();
/** Milliseconds this worker spent compiling the document and checking answers (synchronous work only). */
export const cost = { ms: 0 };
/** Compiled documents by their text (without their servers, the one part that names the port): the files of a
 * worker share their modules, so they serve the same document, compiled once and its validators kept. */
const byText = new Map<string, Compiled>();

/** The served document of `base`, fetched once per server and compiled once per text. */
export function documentOf(base: string): Promise<Compiled> {
  let c = compiled.get(base);
  if (!c) {
    c = fetch(`${base}/api/docs.json`).then(async (res) => {
      const doc = (await res.json()) as Json;
      const { servers: _servers, ...rest } = doc;
      const key = JSON.stringify(rest);
      let found = byText.get(key);
      if (!found) {
        const t0 = performance.now();
        found = compile(doc);
        cost.ms += performance.now() - t0;
        byText.clear();
        byText.set(key, found);
      }
      return found;
    });
    compiled.set(base, c);
  }
  return c;
}

/** What is wrong with one answer (empty: the document says it). */
export async function checkResponse(
  base: string,
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
  text: string,
): Promise<string[]> {
  const path = url.split('?')[0]!;
  if (!(path === '/api' || path.startsWith('/api/')) || path.startsWith('/api/docs/ui/')) return [];
  // A CORS preflight is the browser's question, answered by the CORS layer for every path: no API operation.
  if (method.toUpperCase() === 'OPTIONS') return [];
  const c = await documentOf(base);
  const found =
    c.paths.find((p) => p.re.test(path) && c.doc.paths[p.template][method.toLowerCase()]) ??
    c.paths.find((p) => p.re.test(path.replace(/\/$/, '')) && c.doc.paths[p.template][method.toLowerCase()]);
  if (!found) {
    // An address the server does not know is its 404 (or a 405 for a known path), not an undocumented operation.
    if (status === 404 || status === 405) return [];
    return [`${method} ${path}: opération absente du document`];
  }
  const op = c.doc.paths[found.template][method.toLowerCase()];
  const responses: Json = op.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
  // 500 is a server fault, never documented; 429 (rate limits) and 503 (shutdown) may meet any operation.
  if (!key)
    return status >= 500 && status !== 503
      ? []
      : [429, 503].includes(status)
        ? []
        : [
            `${method} ${found.template}: statut ${status} non documenté (documentés : ${Object.keys(responses).join(', ')})`,
          ];
  let response: Json = responses[key];
  const pointer = [`#/paths/${escape(found.template)}/${method.toLowerCase()}/responses/${key}`];
  if (typeof response.$ref === 'string') {
    pointer[0] = response.$ref;
    response = response.$ref
      .slice(2)
      .split('/')
      .reduce((at: Json, k: string) => at?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], c.doc);
  }
  if (!response.content || text === '' || status === 204 || status === 304) return [];
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const media = Object.keys(response.content).find(
    (m) => m === '*/*' || m === type || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))),
  );
  if (!media)
    return [
      `${method} ${found.template} ${status}: type de contenu « ${type} » non documenté (documentés : ${Object.keys(response.content).join(', ')})`,
    ];
  const schema = response.content[media].schema;
  if (!schema || !/json/.test(media) || body === undefined) return [];
  const ref = `openapi${pointer[0]}/content/${escape(media)}/schema`;
  const t0 = performance.now();
  let validate = c.cache.get(ref);
  if (!validate) {
    validate = c.ajv.compile({ $ref: ref });
    c.cache.set(ref, validate);
  }
  const valid = validate(body);
  cost.ms += performance.now() - t0;
  if (valid) return [];
  return (validate.errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `${method} ${found.template} ${status}: ${e.instancePath || '(racine)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
    );
}
