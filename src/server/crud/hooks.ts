// Per-resource hook points of the generic CRUD (crud/routes.ts): what a resource does beyond its schema is
// declared here, never patched onto the routes from outside. Each domain declares the hooks of its resources
// in `src/server/domain/<domain>/hooks.ts` (default export of `defineHooks({...})`), discovered like the domain
// modules; x-upload resources get theirs from `files/hooks.ts`. So "what does PATCH /api/X/1 do" is answered
// by the schema plus `grep -rn "X:" src/server/domain/*/hooks.ts`. Registration order does not matter: the
// routes read the registry when a request comes. Kinds (one example each in src/server/README.md):
// - beforeWrite: checks on the whole new state, after validation, just before the INSERT or UPDATE;
// - afterWrite: a domain rule that follows every write of the record (generic or domain call, crud/save.ts),
//   in the write's transaction (e.g. an absence reaches the pointage, an exit removes later attendance);
// - narrowRead: an extra SQL condition on the collection, its CSV export and every item read (writes included);
// - rewriteQuery: a collection's query turned into the generic filters' vocabulary (the spec's call shapes);
// - createFrom.multipart: a handler replacing the JSON create for multipart bodies (or for all, `only`);
// - createForm: a multipart POST to the collection is a form (crud/form.ts) saved by the generic create;
// - postToItem: POST to the item URL edits the record (JSON or multipart form), as the spec's calls do;
// - refuseUpdate: PUT and PATCH answer 405 with this message; beforeDelete: refuse a delete (throw);
//   afterDelete: cleanup once the row is gone;
// - respond: the status and body of a write's answer (e.g. 204, or another resource's list).
import { readdir } from 'node:fs/promises';

import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable, Row } from '../db/index.ts';
import type { Registry, ResourceModel } from '../schema/model.ts';
import type { AuthUser } from '../auth/access.ts';
import type { AppContext } from '../http/context.ts';
import type { Candidate, Mode } from './input.ts';
import type { Narrow } from './read.ts';
import { aliasQuery } from './aliases.ts';

/** What every hook is given. */
export interface HookArgs {
  ctx: AppContext;
  r: ResourceModel;
  user: AuthUser;
}

export interface WriteArgs extends HookArgs {
  mode: Mode;
  /** The stored row, on an update. */
  existing?: Row;
}

/** An SQL condition on the table alias `t`, its parameters numbered from the given start. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

export type RouteHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  args: { ctx: AppContext; r: ResourceModel },
) => unknown;

/** A write's answer before it is sent; `body` undefined sends none (204). */
export interface Answer {
  status: number;
  body?: unknown;
}

export type WriteKind = 'create' | 'put' | 'patch' | 'postToItem';

export interface ResourceHooks {
  /** Checks on the whole new state (candidate in API shape, after schema validation and derivation), just
   * before the INSERT or UPDATE: throw an HttpError (a 422 with violations) to refuse the write. */
  beforeWrite?(candidate: Candidate, args: WriteArgs): void | Promise<void>;
  /** A domain rule run after every INSERT or UPDATE of the record (crud/save.ts: the generic routes and the
   * domain calls alike), on `tx`, the write's transaction: use it for every query (the database is held).
   * `stored`: the row as it stood just before the UPDATE, locked (none on a create). A row returned replaces
   * the written one in the answer (the rule changed it). */
  afterWrite?(
    row: Row,
    args: WriteArgs & { tx: Queryable; candidate: Candidate; stored?: Row },
  ): void | Row | Promise<void | Row>;
  /** An extra condition on every read of the generic CRUD: list, CSV export, item, and the row a PUT, PATCH,
   * POST-to-item or DELETE starts from (out of it: 404). `query` is the request's (empty on item reads). */
  narrowRead?(args: HookArgs & { query: URLSearchParams; start: number }): SqlCondition | undefined;
  /** A collection's (and its CSV export's) query, changed in place before the generic filters read it. */
  rewriteQuery?(query: URLSearchParams, args: HookArgs): void | Promise<void>;
  /** Create from a multipart body: the handler answers instead of the JSON create (every POST with `only`). */
  createFrom?: { multipart: RouteHandler; only?: boolean };
  /** A multipart POST to the collection is a form, as the spec's calls send documents: its fields typed and
   * a `file` part stored as a media object (crud/form.ts, as postToItem.form), then the generic create (201). */
  createForm?: boolean;
  /** POST /api/<r>/{key} edits the record: the body (JSON, or multipart form fields and a `file` with `form`)
   * merged as a PATCH; answers 201 with the record. `key` finds the row by another key than its id. */
  postToItem?: {
    form?: boolean;
    key?(args: HookArgs & { key: string }): Promise<Row | undefined>;
  };
  /** PUT and PATCH refused with a 405 and this message (e.g. an uploaded file is not edited). */
  refuseUpdate?: string;
  /** Before the row is deleted: throw an HttpError to refuse the delete (e.g. a node of a locked tree). */
  beforeDelete?(row: Row, args: HookArgs): void | Promise<void>;
  /** After the row is deleted (e.g. its stored file removed). */
  afterDelete?(row: Row, args: HookArgs): void | Promise<void>;
  /** The answer of a write (status and body), changed before it is sent. */
  respond?(
    answer: Answer,
    args: WriteArgs & { kind: WriteKind; row: Row; request: FastifyRequest },
  ): Answer | Promise<Answer>;
  /** The properties `respond` adds to the item it answers (JSON Schemas by name), for the API document
   * (openapi/operations.ts): an answer's extra field is declared next to the hook that adds it. */
  answerProperties?: Record<string, Record<string, unknown>>;
  /** The statuses without a body `respond` may answer instead of the generic one, per kind of write, with what
   * they mean (for the API document). */
  answerStatuses?: Partial<Record<WriteKind, Record<number, string>>>;
}

/** Hooks per resource name, as a domain's hooks.ts default-exports them. */
export type HookSet = Record<string, ResourceHooks>;

export interface HookRegistry {
  /** The hooks of a resource (an empty object when it has none). */
  of(resource: string): ResourceHooks;
  /** Where each resource's hooks were declared (for errors and docs). */
  readonly sources: ReadonlyMap<string, string>;
}

/** Typed identity, so a domain's hooks.ts reads `export default defineHooks({ resource: { ... } })`. */
export function defineHooks(set: HookSet): HookSet {
  return set;
}

const NONE: ResourceHooks = Object.freeze({});

type AfterWrite = NonNullable<ResourceHooks['afterWrite']>;

/** Two afterWrite rules as one: the second reads the row the first answered (or the written one). */
function chained(first: AfterWrite, second: AfterWrite): AfterWrite {
  return async (row, args) => {
    const changed = (await first(row, args)) ?? undefined;
    return (await second(changed ?? row, args)) ?? changed;
  };
}

/** Merges hook sets, each named by where it comes from. A resource unknown to the schemas, or one kind of
 * hook declared twice for a resource, is a start-up error; but for afterWrite: each domain's rule that follows
 * a write runs, in the sets' order, each given the row the previous one answered. */
export function combineHooks(registry: Registry, sets: [source: string, set: HookSet][]): HookRegistry {
  const byResource = new Map<string, ResourceHooks>();
  const sources = new Map<string, string>();
  for (const [source, set] of sets) {
    for (const [name, hooks] of Object.entries(set)) {
      if (!registry.byName.has(name)) throw new Error(`${source} : hooks pour une ressource inconnue « ${name} ».`);
      const current = (byResource.get(name) ?? {}) as Record<string, unknown>;
      for (const [kind, value] of Object.entries(hooks)) {
        const before = current[kind];
        if (kind === 'afterWrite' && before) current[kind] = chained(before as AfterWrite, value as AfterWrite);
        else if (before) {
          throw new Error(`${source} : hook « ${kind} » de « ${name} » déjà déclaré par ${sources.get(name)}.`);
        } else current[kind] = value;
      }
      byResource.set(name, current as ResourceHooks);
      sources.set(name, sources.has(name) ? `${sources.get(name)}, ${source}` : source);
    }
  }
  return { of: (resource) => byResource.get(resource) ?? NONE, sources };
}

const DOMAIN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'domain');

/** Every domain's hooks.ts (src/server/domain/<domain>/hooks.ts, default export), in name order. */
export async function discoverDomainHooks(dir = DOMAIN_DIR): Promise<[string, HookSet][]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const out: [string, HookSet][] = [];
  for (const name of names) {
    // A domain declares its hooks in hooks.ts, or splits them by flow in <flow>Hooks.ts files.
    const files = (await readdir(join(dir, name)))
      .filter((f) => f === 'hooks.ts' || /^[a-z]\w*Hooks\.ts$/.test(f))
      .sort();
    for (const file of files) {
      const mod = (await import(pathToFileURL(join(dir, name, file)).href)) as { default?: HookSet };
      if (!mod.default || typeof mod.default !== 'object')
        throw new Error(`domain/${name}/${file} : export par défaut defineHooks({...}) manquant.`);
      out.push([`domain/${name}/${file}`, mod.default]);
    }
  }
  return out;
}

/** The narrowing of a resource's reads for this user and query (narrowRead), for findInScope and collectionSql. */
export function narrowing(args: HookArgs, query = new URLSearchParams()): Narrow | undefined {
  const narrow = args.ctx.hooks.of(args.r.name).narrowRead;
  return narrow ? (start) => narrow({ ...args, query, start }) : undefined;
}

/** A collection request's query (x-alias names replaced, then rewriteQuery) and narrowing: shared by the
 * list (crud/routes.ts) and the CSV export (export/routes.ts), so both return the same rows. */
export async function collectionRequest(
  args: HookArgs,
  url: string,
): Promise<{ query: URLSearchParams; narrow?: Narrow }> {
  const i = url.indexOf('?');
  const query = aliasQuery(args.r, new URLSearchParams(i >= 0 ? url.slice(i + 1) : ''));
  await args.ctx.hooks.of(args.r.name).rewriteQuery?.(query, args);
  return { query, narrow: narrowing(args, query) };
}
