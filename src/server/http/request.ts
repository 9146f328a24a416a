// The one request toolkit of the server: reading a request (its query, ids from a path, a query parameter or
// a body, integers, dates, the body object), the write check, a row within scope and Hydra collections.
// It lives in http/ (not in domain/common.ts) because the generic CRUD, the CSV export and the file routes use
// it as much as the domains do, and crud must not import from domain. One status per kind of mistake:
//   - a malformed id in a path is 404, as the generic item route answers (the item "does not exist");
//   - a bad query parameter (id, integer, date, missing) is 400 naming the parameter;
//   - a bad id or IRI in a body is 422 with a violation naming the property.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import type { NamedModel, RowOf } from '../db/rows.ts';
import type { ResourceModel } from '../schema/model.ts';
import { canReachAntenne, canWrite, isGuest, scopeCondition, type AuthUser, type WriteAction } from '../auth/access.ts';
import { collectionIri, idFromIri } from '../hydra/iri.ts';
import { pageUrls } from '../crud/read.ts';
import { badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { schemaName } from '../openapi/components.ts';
import * as msg from './messages.ts';

export type IdRequest = FastifyRequest<{ Params: { id: string } }>;

type JsonSchema = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The description of the 400 when the declared query fails its check (withQuery `message`). */
    queryError?: string;
  }
}

export interface DeclaredQuery {
  properties: Record<string, JsonSchema>;
  required?: string[];
  /** The 400's description for any failure (a spec's literal sentence), instead of one naming the parameter. */
  message?: string;
  /** A resource whose filters, order and pagination the route reads as that resource's list does (checked by the
   * same code as the list, documented as its parameters). */
  filtersOf?: string;
}

/**
 * A route's options with the query parameters it reads declared: one JSON Schema, which Fastify's ajv checks and
 * the OpenAPI document reads (openapi/operations.ts), so the two cannot drift. The check's result waits on the
 * request (`attachValidation`) and `queryOf` turns a failure into the French 400 naming the parameter, once the
 * handler has authenticated the caller (a request without a token stays a 401).
 */
export function withQuery<O extends { schema?: object; config?: object }>(query: DeclaredQuery, opts: O = {} as O) {
  const querystring = {
    type: 'object',
    properties: query.properties,
    ...(query.required?.length ? { required: query.required } : {}),
  };
  return {
    ...opts,
    schema: { ...opts.schema, querystring },
    attachValidation: true,
    config: {
      ...opts.config,
      ...(query.message ? { queryError: query.message } : {}),
      ...(query.filtersOf ? { queryFilters: query.filtersOf } : {}),
    },
  };
}

export interface DeclaredBody {
  /** The body's properties (JSON Schemas with a French `title`, the field's label in the violations). */
  properties: Record<string, JsonSchema>;
  required?: string[];
  /** The spec's own sentence for a field whose check fails (instead of the generic one naming its label); `name[]`
   * for an element of the list `name` that is not of its type. */
  messages?: Record<string, string>;
  /** The route's answers for the API document (withAnswers): its successes' schemas, replacing the open "2XX". */
  answers?: Record<number, DeclaredAnswer>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's sentences for a declared body's fields (withBody `messages`). */
    bodyMessages?: Record<string, string>;
  }
}

/**
 * A route's options with its JSON body declared: one JSON Schema, which Fastify's ajv checks and the OpenAPI
 * document shows as the request body (openapi/operations.ts reads `schema.body`), so the two cannot drift. The
 * check's result waits on the request and `bodyOf` turns a failure into a 422 with French violations naming the
 * field, once the handler has authenticated the caller (a request without a token stays a 401). Multipart bodies
 * are not checked here (their fields arrive as text).
 */
export function withBody<O extends { schema?: object; config?: object; bodyLimit?: number }>(
  body: DeclaredBody,
  opts: O = {} as O,
) {
  const schema = {
    type: 'object',
    properties: body.properties,
    ...(body.required?.length ? { required: body.required } : {}),
  };
  const declared = {
    ...opts,
    schema: { ...opts.schema, body: schema },
    attachValidation: true,
    config: { ...opts.config, ...(body.messages ? { bodyMessages: body.messages } : {}) },
  };
  return body.answers ? withAnswers({ answers: body.answers }, declared) : declared;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that takes no body (withoutBody): documented without one. */
    noBody?: boolean;
    /** The multipart form a route takes (withForm): its file part and text fields, for the document. */
    form?: { schema: JsonSchema; only: boolean; json?: JsonSchema };
  }
}

/**
 * A write whose path and caller say everything (an action on an item, « mark all read »…): the API document shows
 * no request body for it (a body sent is ignored).
 */
export function withoutBody<O extends { config?: object }>(opts: O = {} as O) {
  return { ...opts, config: { ...opts.config, noBody: true } };
}

export interface DeclaredForm {
  /** The file part (named `file` unless `name` says otherwise): its label, and whether the form needs one. */
  file?: { name?: string; title: string; description?: string; required?: boolean };
  /** The text fields (each arrives as text; the save or the handler checks its value as the JSON body's). */
  properties?: Record<string, JsonSchema>;
  /** Instead of `properties`: the schema whose properties are the fields (a resource's, resourceBody). */
  fieldsOf?: JsonSchema;
  required?: string[];
  /** Also takes its fields as a JSON body (`json`: those fields' schema), else only multipart/form-data. */
  json?: JsonSchema;
  answers?: Record<number, DeclaredAnswer>;
}

/**
 * A route that takes a multipart/form-data body: lets the files module pass it (`config.multipart`) and declares
 * its form (its `file` part and text fields) for the API document, with its JSON body when it also takes one.
 */
export function withForm<O extends { schema?: object; config?: object }>(form: DeclaredForm, opts: O = {} as O) {
  const fileName = form.file?.name ?? 'file';
  const required = [...(form.file?.required ? [fileName] : []), ...(form.required ?? [])];
  const own: JsonSchema = {
    type: 'object',
    properties: {
      ...(form.file
        ? {
            [fileName]: {
              type: 'string',
              format: 'binary',
              title: form.file.title,
              ...(form.file.description ? { description: form.file.description } : {}),
            },
          }
        : {}),
      ...form.properties,
    },
    ...(required.length ? { required } : {}),
  };
  const schema = form.fieldsOf ? (form.file ? { allOf: [form.fieldsOf, own] } : form.fieldsOf) : own;
  const declared = {
    ...opts,
    config: { ...opts.config, multipart: true, form: { schema, only: !form.json, json: form.json } },
  };
  return form.answers ? withAnswers({ answers: form.answers }, declared) : declared;
}

/** Body property schemas the routes share: each with its French label (`title`, named by the violations). A value
 * the handler also takes empty may be null (the check would otherwise turn a null into "" or 0). */
export const b = {
  /** An IRI of `resource` or its numeric id (as a number or a text). */
  id: (resource: string, title: string, description = ''): JsonSchema => ({
    type: ['string', 'integer', 'null'],
    title,
    description: `${description ? `${description} ` : ''}IRI (/api/${resource}/{id}) ou identifiant.`,
    examples: [`/api/${resource}/1`],
  }),
  /** A list of IRIs or ids of `resource`. */
  ids: (resource: string, title: string, description = ''): JsonSchema => ({
    type: 'array',
    items: { type: ['string', 'integer'] },
    title,
    description: `${description ? `${description} ` : ''}IRI (/api/${resource}/{id}) ou identifiants.`,
    examples: [[`/api/${resource}/1`]],
  }),
  text: (title: string, description?: string): JsonSchema => ({
    type: ['string', 'null'],
    title,
    ...(description ? { description } : {}),
  }),
  date: (title: string, description = 'AAAA-MM-JJ.'): JsonSchema => ({
    type: ['string', 'null'],
    format: 'date',
    title,
    description,
  }),
  int: (title: string, description?: string): JsonSchema => ({
    type: ['integer', 'null'],
    title,
    ...(description ? { description } : {}),
  }),
  number: (title: string, description?: string): JsonSchema => ({
    type: ['number', 'null'],
    title,
    ...(description ? { description } : {}),
  }),
  flag: (title: string, description?: string): JsonSchema => ({
    type: ['boolean', 'null'],
    title,
    ...(description ? { description } : {}),
  }),
  /** A value of a reference list (its ids). */
  oneOf: (values: readonly (string | number)[], title: string, description?: string): JsonSchema => ({
    type: [typeof values[0] === 'number' ? 'integer' : 'string', 'null'],
    enum: [...values, null],
    title,
    ...(description ? { description } : {}),
  }),
  list: (items: JsonSchema, title: string, description?: string): JsonSchema => ({
    type: 'array',
    items,
    title,
    ...(description ? { description } : {}),
  }),
  object: (properties: Record<string, JsonSchema>, title: string, description?: string): JsonSchema => ({
    type: 'object',
    properties,
    title,
    ...(description ? { description } : {}),
  }),
};

/** The answer of a route that sends one item of `r` as its reads do (toItem): the resource's schema. */
export const itemAnswer = (
  r: ResourceModel,
  description?: string,
  extra?: Record<string, JsonSchema>,
): DeclaredAnswer => ({
  description: description ?? `L'élément « ${r.label.one} ».`,
  schema: extra ? { allOf: [resourceBody(r), { type: 'object', properties: extra }] } : resourceBody(r),
});

/** The answer of a route that sends a file: its media type (any type, for a stored file sent as its own) and its
 * bytes. */
export const fileAnswer = (type: string, description: string): Record<number, DeclaredAnswer> => ({
  200: { description, type, schema: { type: 'string', format: 'binary' } },
});

/** The body of a route that writes `r` through its one save (crud/save.ts): the resource's own schema, which that
 * save validates (so declared for the document only, withAnswers `body`). */
export const resourceBody = (r: ResourceModel): JsonSchema => ({ $ref: `#/components/schemas/${schemaName(r)}` });

/** Some fields of `r` (those a route takes), each the resource's own property, which its save checks. */
export const resourceFields = (r: ResourceModel, names: readonly string[]): Record<string, JsonSchema> =>
  Object.fromEntries(names.map((n) => [n, { $ref: `#/components/schemas/${schemaName(r)}/properties/${n}` }]));

/** The French violation of one failed check of a declared body. */
function bodyViolation(e: AjvError, declared: Record<string, JsonSchema>): { propertyPath: string; message: string } {
  // The handlers' own paths: rows[0].etudiant (ajv: /rows/0/etudiant).
  const path =
    e.keyword === 'required'
      ? String(e.params.missingProperty)
      : e.instancePath
          .replace(/^\//, '')
          .split('/')
          .map((s, i) => (i > 0 && /^\d+$/.test(s) ? `[${s}]` : `${i > 0 ? '.' : ''}${s}`))
          .join('');
  const top = path.split(/[.[]/)[0]!;
  const label = typeof declared[top]?.title === 'string' ? String(declared[top]!.title) : top;
  const m = msg.request.body;
  switch (e.keyword) {
    case 'required':
      return { propertyPath: path, message: m.required(label) };
    case 'type':
      return { propertyPath: path, message: m.type(label, String(e.params.type)) };
    case 'enum':
      return { propertyPath: path, message: m.enum(label, (e.params.allowedValues as unknown[]).map(String)) };
    case 'format':
      return { propertyPath: path, message: e.params.format === 'date' ? m.date(label) : m.format(label) };
    case 'minLength':
      return { propertyPath: path, message: m.empty(label) };
    case 'maxLength':
      return { propertyPath: path, message: m.tooLong(label, Number(e.params.limit)) };
    case 'minimum':
    case 'exclusiveMinimum':
      return { propertyPath: path, message: m.tooSmall(label, Number(e.params.limit)) };
    case 'maximum':
    case 'exclusiveMaximum':
      return { propertyPath: path, message: m.tooLarge(label, Number(e.params.limit)) };
    default:
      return { propertyPath: path, message: m.invalid(label) };
  }
}

/** The JSON object of a body (else a 400); a body the route declared (withBody) that fails its check is a 422
 * whose violations name each field in French. `orEmpty`: no body at all (or null) reads as an empty object. */
export function bodyOf(request: FastifyRequest, orEmpty = false): Record<string, unknown> {
  if (orEmpty && (request.body === undefined || request.body === null)) return {};
  const err = validationOf(request, 'body');
  if (err) {
    if (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body))
      throw badRequest(msg.request.bodyNotObject);
    const declared = ((request.routeOptions.schema as { body?: JsonSchema } | undefined)?.body?.properties ??
      {}) as Record<string, JsonSchema>;
    const own = request.routeOptions.config.bodyMessages ?? {};
    throw unprocessable(
      (err.validation ?? [])
        .map((e) => bodyViolation(e, declared))
        .map((v) => {
          // A field's own sentence names the field or its items; a property deeper inside keeps its own message.
          const top = v.propertyPath.split(/[.[]/)[0]!;
          const item = /^\w+\[\d+\]$/.test(v.propertyPath);
          const spec = item ? (own[`${top}[]`] ?? own[top]) : v.propertyPath === top ? own[top] : own[v.propertyPath];
          return spec ? { ...v, message: spec } : v;
        }),
    );
  }
  return bodyObject(request.body);
}

export interface DeclaredAnswer {
  description: string;
  /** The body's JSON Schema (none: an empty answer). */
  schema?: JsonSchema;
  /** Its media type (default application/ld+json). */
  type?: string;
}

/**
 * A route's options with its request body and its answers declared, next to the route, for the API document
 * (`config.openapi`: the statuses given replace the generated ones; the errors are added as usual). The API
 * suite checks every answer it receives against the served document (tests/api/responseValidator.ts), so an
 * answer that leaves its declaration fails there.
 */
export function withAnswers<O extends { config?: object }>(
  spec: { body?: JsonSchema; bodyRequired?: boolean; answers: Record<number, DeclaredAnswer> },
  opts: O = {} as O,
) {
  // An error declared without a schema is a hydra:Error (http/errors.ts).
  const responses = Object.fromEntries(
    Object.entries(spec.answers).map(([status, a]) => [
      status,
      {
        description: a.description,
        ...(a.schema || Number(status) >= 300
          ? {
              content: {
                [a.type ?? 'application/ld+json']: { schema: a.schema ?? { $ref: '#/components/schemas/HydraError' } },
              },
            }
          : {}),
      },
    ]),
  );
  const requestBody = spec.body
    ? {
        required: spec.bodyRequired ?? true,
        content: { 'application/ld+json': { schema: spec.body }, 'application/json': { schema: spec.body } },
      }
    : undefined;
  const previous = (opts.config as { openapi?: Record<string, unknown> } | undefined)?.openapi ?? {};
  return {
    ...opts,
    config: {
      ...opts.config,
      openapi: {
        ...previous,
        ...(requestBody ? { requestBody } : {}),
        responses: { ...(previous.responses as object), ...responses },
      },
    },
  };
}

/** Query parameter schemas the routes share. */
export const q = {
  date: (description: string): JsonSchema => ({ type: 'string', format: 'date', description }),
  /** An id or an IRI; '-1', 'Tous', 'Toutes' (the dashboards' « Tous ») where `all`. */
  id: (resource: string, description: string): JsonSchema => ({
    type: 'string',
    description: `${description} Identifiant ou IRI (/api/${resource}/{id}).`,
    examples: [`/api/${resource}/1`],
  }),
  int: (description: string): JsonSchema => ({ type: 'string', pattern: '^-?\\d{1,9}$', description }),
  text: (description: string): JsonSchema => ({ type: 'string', description }),
  /** A yes/no flag ('true', 'false', '1', '0'). */
  flag: (description: string): JsonSchema => ({ type: 'string', enum: ['true', 'false', '1', '0'], description }),
};

/** The pagination parameters of a paginated collection (pageOf), to spread in a declaration's properties. */
export const paginationQuery: Record<string, JsonSchema> = {
  pagination: { type: 'string', description: 'false : toutes les lignes.' },
  page: { type: 'string', description: 'Numéro de page (à partir de 1).' },
  itemsPerPage: { type: 'string', description: 'Taille de page (au plus 100).' },
};

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  schemaPath?: string;
}
type ValidationError = { validation?: AjvError[]; validationContext?: string };

/** The failed check of a request's declared part (query or body), when there is one. */
function validationOf(request: FastifyRequest, part: 'querystring' | 'body'): ValidationError | undefined {
  const err = (request as FastifyRequest & { validationError?: ValidationError }).validationError;
  return err && (err.validationContext ?? 'querystring') === part ? err : undefined;
}

/** The French 400 of a declared query's failed check (declareQuery). */
function queryFailure(request: FastifyRequest, query: URLSearchParams): never {
  const err = validationOf(request, 'querystring')!;
  const first = err.validation?.[0];
  if (request.routeOptions.config.queryError) throw badRequest(request.routeOptions.config.queryError);
  const declared = ((request.routeOptions.schema as { querystring?: JsonSchema } | undefined)?.querystring
    ?.properties ?? {}) as Record<string, JsonSchema>;
  const name =
    first?.keyword === 'required'
      ? String(first.params.missingProperty)
      : (first?.instancePath ?? '').replace(/^\//, '').split('/')[0]!;
  const schema = declared[name] ?? {};
  if (schema.format === 'date') throw badRequest(msg.request.dateParam(name));
  if (first?.keyword === 'required' || query.get(name) === null) throw badRequest(msg.request.paramRequired(name));
  throw badRequest(msg.request.paramValue(query.get(name)!, name));
}

/** The query parameters each route's handler read ("GET /api/x/:id" → names), while recording is on: the API
 * test that walks the document compares them with the parameters the document declares for the operation. */
let queryReads: Map<string, Set<string>> | undefined;

/** Starts (or stops) recording the query parameters read per route; returns the record. */
export function recordQueryReads(on = true): Map<string, Set<string>> {
  queryReads = on ? (queryReads ?? new Map()) : undefined;
  return queryReads ?? new Map();
}

/** Query parameters that note the names the handler reads (get, has, getAll) into the record. */
class RecordedQuery extends URLSearchParams {
  constructor(
    init: string,
    private readonly reads: Set<string>,
  ) {
    super(init);
  }
  override get(name: string) {
    this.reads.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.reads.add(name);
    return super.getAll(name);
  }
  override has(name: string, value?: string) {
    this.reads.add(name);
    return value === undefined ? super.has(name) : super.has(name, value);
  }
}

/** The query string of a request as parameters (empty when there is none); a query the route declared
 * (declareQuery) and that fails its check is a 400 naming the parameter. */
export function queryOf(request: FastifyRequest): URLSearchParams {
  const i = request.url.indexOf('?');
  const init = i >= 0 ? request.url.slice(i + 1) : '';
  let query: URLSearchParams;
  if (queryReads) {
    const key = `${request.method} ${request.routeOptions.url}`;
    if (!queryReads.has(key)) queryReads.set(key, new Set());
    query = new RecordedQuery(init, queryReads.get(key)!);
  } else query = new URLSearchParams(init);
  if (validationOf(request, 'querystring')) queryFailure(request, query);
  return query;
}

/** The path of a request, without its query string. */
export const pathOf = (request: FastifyRequest): string => request.url.split('?')[0]!;

/** The id of a path segment: digits only, up to the database's integer range, else 404. */
export function pathId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw notFound();
  return id;
}

/** The id named by a query parameter (an IRI of `resource` or a bare id), else a 400 naming the parameter. */
export function queryId(resource: string, value: unknown, name: string): number {
  const id = idFromIri(resource, value, true);
  if (id === undefined) throw badRequest(msg.request.idParam(name));
  return id;
}

/** The id named in a body by an IRI of `resource`, a number or a numeric string; undefined when absent;
 * anything else a 422 naming the property. */
export function bodyId(resource: string, value: unknown, property: string, label: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = idFromIri(resource, value, true);
  if (id === undefined) throw unprocessable([{ propertyPath: property, message: msg.request.bodyId(label, resource) }]);
  return id;
}

/** As bodyId, the property being required: absent is the same 422. */
export function requiredBodyId(resource: string, value: unknown, property: string, label: string): number {
  const id = bodyId(resource, value, property, label);
  if (id === undefined) throw unprocessable([{ propertyPath: property, message: msg.request.bodyId(label, resource) }]);
  return id;
}

/** The JSON object of a body, else a 400. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(msg.request.bodyNotObject);
  return body as Record<string, unknown>;
}

/** A required query parameter, else a 400 naming it. */
export function requiredParam(query: URLSearchParams, name: string): string {
  const v = query.get(name);
  if (v === null || v.trim() === '') throw badRequest(msg.request.paramRequired(name));
  return v;
}

/** Values of an integer filter that mean "no filter" (the dashboards' selects send them). */
const ALL = new Set(['', '-1', 'tous', 'toutes', 'all']);

/**
 * An optional integer query parameter: undefined when absent or empty; otherwise an integer (or the id of
 * an IRI), else a 400 naming it. Several names may be given (aliases: the first present is read). Options:
 * `allowed`, the accepted values (another is a 400); `all`, '-1', 'Tous', 'Toutes' also mean "no filter".
 */
export function intParam(
  query: URLSearchParams,
  names: string | string[],
  opts: { allowed?: readonly unknown[]; all?: boolean } = {},
): number | undefined {
  const list = typeof names === 'string' ? [names] : names;
  const name = list.find((n) => query.get(n) !== null);
  const raw = name === undefined ? null : query.get(name)!.trim();
  if (raw === null || raw === '' || (opts.all && ALL.has(raw.toLowerCase()))) return undefined;
  const v = /^\/api\/\w+\/(\d+)$/.exec(raw)?.[1] ?? raw;
  if (!/^-?\d{1,9}$/.test(v)) throw badRequest(msg.request.notInteger(name!));
  if (opts.allowed && !opts.allowed.includes(Number(v))) throw badRequest(msg.request.paramValue(raw, name!));
  return Number(v);
}

/** The value of a required date query parameter (YYYY-MM-DD), else a 400. */
export function dateParam(query: URLSearchParams, name: string): string {
  const v = query.get(name) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) throw badRequest(msg.request.dateParam(name));
  return v;
}

/** 403 for a guest, whose profile only reads. */
export function requireNotGuest(user: AuthUser): void {
  if (isGuest(user)) throw forbidden(msg.access.guestReadOnly);
}

/** The generic CRUD's write rule, 403 with the reason: a guest only reads (checked first), then the write
 * roles for `action`, then (when given) the antenne the row belongs to. */
export function requireWrite(user: AuthUser, r: ResourceModel, action: WriteAction, antenneId?: number | null): void {
  requireNotGuest(user);
  if (!canWrite(user, r, action)) throw forbidden(msg.access.noRight(msg.access.verbs[action], r.label.one));
  if (antenneId !== undefined && !canReachAntenne(user, antenneId)) throw forbidden(msg.access.otherAntenne);
}

/** The row `id` of `r` within the user's scope (FOR UPDATE inside a transaction when `lock`), else 404. */
export async function scopedRow<N extends string>(
  q: Queryable,
  r: NamedModel<N>,
  user: AuthUser,
  id: number,
  lock = false,
): Promise<RowOf<N>> {
  const scope = scopeCondition(user, r, 2);
  const res = await q.query<RowOf<N>>(
    `SELECT t.* FROM "${r.table}" t WHERE t.id = $1 AND ${scope.sql}${lock ? ' FOR UPDATE' : ''}`,
    [id, ...scope.params],
  );
  if (!res.rows[0]) throw notFound();
  return res.rows[0];
}

/** A hydra:Collection of already serialised members, with optional extra keys; `path` is the collection's
 * IRI or a resource name. */
export function collection(
  path: string,
  className: string,
  members: unknown[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    '@context': `/api/contexts/${className}`,
    '@id': path.startsWith('/') ? path : collectionIri(path),
    '@type': 'hydra:Collection',
    'hydra:totalItems': members.length,
    'hydra:member': members,
    ...extra,
  };
}

/** Page and page size of a paginated call (pagination=true, page, itemsPerPage; pagination=false: all, up to 10,000).
 */
export function pageOf(query: URLSearchParams): { paginate: boolean; page: number; perPage: number } {
  const paginate = !['false', '0'].includes(query.get('pagination') ?? '');
  const rawPage = query.get('page');
  if (rawPage !== null && (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1))
    throw badRequest(msg.request.badPage(rawPage));
  const rawPer = query.get('itemsPerPage');
  if (rawPer !== null && (!/^\d{1,6}$/.test(rawPer) || Number(rawPer) < 1))
    throw badRequest(msg.request.badItemsPerPage(rawPer));
  return {
    paginate,
    page: paginate ? Number(rawPage ?? 1) : 1,
    perPage: paginate ? Math.min(Number(rawPer ?? 30), 100) : 10_000,
  };
}

/** A paginated hydra:Collection: total, members of the page, and hydra:view with first/last/previous/next. */
export function pagedCollection(
  path: string,
  className: string,
  query: URLSearchParams,
  members: unknown[],
  total: number,
): Record<string, unknown> {
  const { paginate, page, perPage } = pageOf(query);
  const linkTo = pageUrls(path, query);
  const view: Record<string, unknown> = {
    '@id': linkTo(paginate ? page : undefined),
    '@type': 'hydra:PartialCollectionView',
  };
  if (paginate) {
    const last = Math.max(1, Math.ceil(total / perPage));
    view['hydra:first'] = linkTo(1);
    view['hydra:last'] = linkTo(last);
    if (page > 1) view['hydra:previous'] = linkTo(Math.min(page - 1, last));
    if (page < last) view['hydra:next'] = linkTo(page + 1);
  }
  return collection(path, className, members, { 'hydra:totalItems': total, 'hydra:view': view });
}
