// The one write path of a resource: every create, replace (PUT) and merge (PATCH, POST to an item) of a record,
// whether it comes from the generic routes (crud/routes.ts) or from a domain's call, goes through `save`:
// candidate (body cleaned and merged over the stored row), x-alias names, role grant of a user, x-derive,
// validation (schema, relations in scope, plausibility), the guard against moving a record to another antenne,
// the values the user's client profile offers, the resource's beforeWrite hook, the INSERT or UPDATE with its
// database errors mapped to French 422/409, the resource's afterWrite hook in the same transaction (the domain
// rules: absence → pointage, exit, contract → course state, registration acceptance), and the sessions
// forgotten when the write changes who a user is. `respondWith` shapes the answer as the generic routes do
// (the resource's respond hook), so a domain route answers like them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable, Row } from '../db/index.ts';
import type { ResourceModel } from '../schema/model.ts';
import type { NamedModel, RowOf } from '../db/rows.ts';
import { antenneColumn, hasFixedAntenne } from '../schema/model.ts';
import { canGrantRoles, type AuthUser } from '../auth/access.ts';
import { forbidden, HttpError, unprocessable } from '../http/errors.ts';
import { sendJsonLd, type AppContext } from '../http/context.ts';
import * as msg from '../http/messages.ts';
import { toItem } from '../hydra/serialize.ts';
import { checkOffered } from '../clients/narrowing.ts';
import { applyDerive, candidateFor, type Candidate, type Mode } from './input.ts';
import { checkCandidate, insertRow, labelled, resetColumns, updateRow } from './write.ts';
import { aliasBody } from './aliases.ts';
import type { Answer, WriteArgs, WriteKind } from './hooks.ts';

/** Database constraint errors that a client caused, mapped to French 422/409 instead of a 500. */
export function mapDbError(r: ResourceModel, err: unknown): unknown {
  const e = err as { code?: string; constraint?: string; detail?: string };
  if (e.code === '23505') {
    const prop = r.properties.find(
      (p) => p.unique && (e.constraint?.includes(p.column) || e.detail?.includes(`(${p.column})`)),
    );
    return unprocessable(labelled(r, [{ propertyPath: prop?.name ?? '', message: msg.crud.unique }]));
  }
  if (e.code === '23503') return new HttpError(409, msg.crud.stillReferenced);
  return err;
}

/** Resources whose writes can change who a signed-in user is (a user, or the antenne or centre a user hangs on). */
const SESSION_RESOURCES = new Set(['users', 'antennes', 'cfas']);

/** The sessions forgotten after a write or delete of `r`, when it can change who a signed-in user is. */
export function afterSessionWrite(ctx: AppContext, r: ResourceModel): void {
  if (SESSION_RESOURCES.has(r.name)) ctx.forgetSessions();
}

export interface SaveOptions {
  /** create (POST), replace (PUT: what the body leaves out is cleared) or merge (PATCH, POST to an item). */
  mode: Mode;
  /** The stored row of an update, read within the user's scope by the caller. */
  existing?: Row;
  /** Extra columns written with the record that no client may send (e.g. a version counter). */
  extra?: Record<string, unknown>;
}

/** A write checked and ready: `write` runs the INSERT or UPDATE and the afterWrite hook on a transaction. */
export interface PreparedSave<R extends Row = Row> {
  candidate: Candidate;
  columns: Record<string, unknown>;
  write(tx: Queryable): Promise<R>;
}

/** The context of a domain call that writes several records in one transaction: its database is the
 * transaction (a nested transaction runs on it), so `save` and every hook it runs see the rows written before. */
export function within(ctx: AppContext, tx: Queryable): AppContext {
  const db: Db = {
    query: tx.query.bind(tx),
    transaction: (fn) => fn(tx),
    withAdvisoryLock: (_key, fn) => fn(),
    close: async () => {},
    kind: ctx.db.kind,
    script: ctx.db.script.bind(ctx.db),
  };
  return { ...ctx, db };
}

const resourceOf = (ctx: AppContext, resource: ResourceModel | string): ResourceModel =>
  typeof resource === 'string' ? ctx.registry.byName.get(resource)! : resource;

/** Everything of a write up to the INSERT or UPDATE: for a domain call writing several records in one
 * transaction (check them all, then write them all). `save` is this and the write. */
export async function prepareSave<N extends string>(
  ctx: AppContext,
  resource: NamedModel<N> | N,
  user: AuthUser,
  body: unknown,
  options: SaveOptions,
): Promise<PreparedSave<RowOf<N>>> {
  const r = resourceOf(ctx, resource);
  const { db, registry, validators } = ctx;
  const { mode, existing } = options;
  const hooks = ctx.hooks.of(r.name);
  const candidate = candidateFor(r, aliasBody(r, body), mode, existing);
  if (r.name === 'users' && !canGrantRoles(user, candidate.roles)) throw forbidden(msg.auth.roleAbove);
  await applyDerive(db, registry, r, user, candidate, mode);
  let columns = await checkCandidate(db, registry, validators, r, user, candidate);
  // An update produces the whole new state (the body merged over the stored row): what it clears is cleared.
  if (existing) columns = resetColumns(r, columns);
  refuseAntenneMove(ctx, r, columns, existing);
  // Reference values the user's client profile narrows (interview types, invoice details).
  await checkOffered(ctx.config, r, user, candidate, existing);
  const args: WriteArgs = { ctx, r, user, mode, existing };
  await hooks.beforeWrite?.(candidate, args);
  const all = { ...(existing ? {} : serverDefaults(r, columns)), ...columns, ...options.extra };
  return {
    candidate,
    columns: all,
    async write(tx) {
      // A domain rule reads the row as it stood just before this write, locked: a concurrent write of the
      // same row (two acceptances at once) then sees the other's outcome rather than the row read earlier.
      const stored =
        existing && hooks.afterWrite
          ? (await tx.query(`SELECT * FROM "${r.table}" WHERE id = $1 FOR UPDATE`, [existing.id])).rows[0]
          : undefined;
      let row: Row;
      try {
        row = existing ? await updateRow(tx, r, existing.id as number, all) : await insertRow(tx, r, user, all);
      } catch (err) {
        throw mapDbError(r, err);
      } finally {
        afterSessionWrite(ctx, r);
      }
      const changed = await hooks.afterWrite?.(row, { ...args, tx, candidate, stored });
      return (changed ?? row) as RowOf<N>;
    },
  };
}

/** Children take their antenne from their parent: moving a shared row to another antenne (or to or from the
 * centre) would leave them behind. A copy is how an antenne gets its own version. */
function refuseAntenneMove(ctx: AppContext, r: ResourceModel, columns: Record<string, unknown>, existing?: Row): void {
  const col = antenneColumn(r);
  if (!existing || !col || !(col in columns) || typeof r.scope !== 'object') return;
  if (!hasFixedAntenne(ctx.registry, r) || (columns[col] ?? null) === (existing[col] ?? null)) return;
  const via = r.derive[r.scope.antenne]?.split('.')[0];
  throw unprocessable([
    via
      ? { propertyPath: via, message: msg.crud.antenneFixed(r.label.one) }
      : { propertyPath: r.scope.antenne, message: msg.crud.antenneImmutable(r.label.one) },
  ]);
}

/** Saves one record of `resource` through its whole write path (see the head of this file), the write and
 * its afterWrite hook in one transaction; answers the stored row. */
export async function save<N extends string>(
  ctx: AppContext,
  resource: NamedModel<N> | N,
  user: AuthUser,
  body: unknown,
  options: SaveOptions,
): Promise<RowOf<N>> {
  const prepared = await prepareSave(ctx, resource, user, body, options);
  const r = resourceOf(ctx, resource);
  // Without an afterWrite hook the single statement needs no transaction (and keeps the database free).
  return ctx.hooks.of(r.name).afterWrite ? ctx.db.transaction((tx) => prepared.write(tx)) : prepared.write(ctx.db);
}

export interface RespondArgs {
  kind: WriteKind;
  mode: Mode;
  existing?: Row;
  request: FastifyRequest;
  /** Extra keys of the answer's body (a domain call's own report), added after the respond hook. */
  extra?: Record<string, unknown>;
}

/** The answer of a write as the generic routes give it: the record, through the resource's respond hook. */
export async function respondWith(
  ctx: AppContext,
  resource: ResourceModel | string,
  user: AuthUser,
  reply: FastifyReply,
  status: number,
  row: Row,
  args: RespondArgs,
): Promise<FastifyReply> {
  const r = resourceOf(ctx, resource);
  let out: Answer = { status, body: toItem(r, row, true) };
  const respond = ctx.hooks.of(r.name).respond;
  const { extra, ...rest } = args;
  if (respond) out = await respond(out, { ctx, r, user, ...rest, row });
  if (extra && out.body && typeof out.body === 'object' && !Array.isArray(out.body))
    out.body = { ...out.body, ...extra };
  return out.body === undefined ? reply.code(out.status).send() : sendJsonLd(reply, out.status, out.body);
}

/** On a create, the server-set (readOnly) properties its schema gives a default (a survey link's status, a sheet's
 * state): stored as the document announces them, unless the write sets them itself. */
function serverDefaults(r: ResourceModel, columns: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const schemas = (r.schema.properties ?? {}) as Record<string, { default?: unknown }>;
  for (const p of r.properties) {
    if (!p.readOnly || p.column in columns) continue;
    const value = schemas[p.name]?.default;
    if (value !== undefined) out[p.column] = value;
  }
  return out;
}
