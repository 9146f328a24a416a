// Generic CRUD routes of every resource, from its schema: GET (collection, item), POST, PUT and PATCH
// (both merge the body over the stored record: a partial PUT changes only what it sends, as API Platform 2
// did; the merged record is validated whole), DELETE, and POST to an item URL for the resources whose hooks
// say so. Each within the user's scope and write rights. What a resource does beyond its schema comes from
// its hooks (crud/hooks.ts, declared in src/server/domain/<domain>/hooks.ts), collected before any route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../db/index.ts';
import type { ResourceModel } from '../schema/model.ts';
import { canGrantRoles, type AuthUser } from '../auth/access.ts';
import { requireRowWrite } from './guards.ts';
import { antenneColumn, hasFixedAntenne } from '../schema/model.ts';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors.ts';
import { sendJsonLd, type AppContext } from '../http/context.ts';
import { requireWrite } from '../http/request.ts';
import * as msg from '../http/messages.ts';
import { accountCreated } from '../auth/accounts.ts';
import { toItem } from '../hydra/serialize.ts';
import { itemIri } from '../hydra/iri.ts';
import { getInScope, listCollection } from './read.ts';
import { applyDerive, candidateFor, type Mode } from './input.ts';
import { checkCandidate, insertRow, labelled, resetColumns, updateRow } from './write.ts';
import { aliasBody } from './aliases.ts';
import { collectionRequest, narrowing, type Answer, type HookArgs, type WriteKind } from './hooks.ts';
import { readForm } from './form.ts';
import { dropMedia, mediaOf, type StoredMedia } from '../files/receive.ts';
import { checkOffered } from '../clients/narrowing.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** Database constraint errors that a client caused, mapped to French 422/409 instead of a 500. */
function mapDbError(r: ResourceModel, err: unknown): unknown {
  const e = err as { code?: string; constraint?: string; detail?: string };
  if (e.code === '23505') {
    const prop = r.properties.find((p) => p.unique && (e.constraint?.includes(p.column) || e.detail?.includes(`(${p.column})`)));
    return unprocessable(labelled(r, [{ propertyPath: prop?.name ?? '', message: msg.crud.unique }]));
  }
  if (e.code === '23503') {
    return new HttpError(409, msg.crud.stillReferenced);
  }
  return err;
}

/** Resources whose writes can change who a signed-in user is (a user, or the antenne or centre a user hangs on). */
const SESSION_RESOURCES = new Set(['users', 'antennes', 'cfas']);

export function registerCrudRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry, validators } = ctx;
  for (const r of registry.resources) {
    const base = `/api/${r.name}`;
    const written = SESSION_RESOURCES.has(r.name) ? ctx.forgetSessions : () => {};
    // The resource's hooks, collected into the context (ctx.hooks) before any route is registered: whatever
    // the order in which the CRUD and the domains register their routes, every route sees them.
    const hooks = ctx.hooks.of(r.name);

    /** The whole new state of the row validated, checked by the resource's beforeWrite, then written. */
    const save = async (user: AuthUser, body: unknown, mode: Mode, existing?: Row) => {
      const candidate = candidateFor(r, aliasBody(r, body), mode, existing);
      if (r.name === 'users' && !canGrantRoles(user, candidate.roles)) {
        throw forbidden(msg.auth.roleAbove);
      }
      await applyDerive(db, registry, r, user, candidate, mode);
      let columns = await checkCandidate(db, registry, validators, r, user, candidate);
      // An update produces the whole new state (the body merged over the stored row): what it clears is cleared.
      if (existing) columns = resetColumns(r, columns);
      const col = antenneColumn(r);
      if (existing && col && col in columns && typeof r.scope === 'object' && hasFixedAntenne(registry, r) && (columns[col] ?? null) !== (existing[col] ?? null)) {
        // Children take their antenne from their parent: moving a shared row to another antenne (or to or from
        // the centre) would leave them behind. A copy is how an antenne gets its own version.
        const via = r.derive[r.scope.antenne]?.split('.')[0];
        throw unprocessable([via
          ? { propertyPath: via, message: msg.crud.antenneFixed(r.label.one) }
          : { propertyPath: r.scope.antenne, message: msg.crud.antenneImmutable(r.label.one) }]);
      }
      // Reference values the user's client profile narrows (interview types, invoice details).
      await checkOffered(ctx.config, r, user, candidate, existing);
      await hooks.beforeWrite?.(candidate, { ctx, r, user, mode, existing });
      try {
        return existing ? await updateRow(db, r, existing.id as number, columns) : await insertRow(db, r, user, columns);
      } catch (err) {
        throw mapDbError(r, err);
      } finally {
        written();
      }
    };

    /** The answer of a write, through the resource's respond hook. */
    const answer = async (reply: FastifyReply, status: number, kind: WriteKind, row: Row, args: HookArgs & { mode: Mode; existing?: Row; request: FastifyRequest }) => {
      let out: Answer = { status, body: toItem(r, row, true) };
      const respond = hooks.respond;
      if (respond) out = await respond(out, { ...args, kind, row });
      return out.body === undefined ? reply.code(out.status).send() : sendJsonLd(reply, out.status, out.body);
    };

    /** The row an item request names, within scope and narrowing (404 otherwise). */
    const itemOf = (user: AuthUser, id: string) => getInScope(db, r, user, id, narrowing({ ctx, r, user }));

    /** An update: PUT, PATCH and POST to the item merge the body over the stored row. */
    const update = async (request: IdRequest, reply: FastifyReply, kind: WriteKind) => {
      const refusal = hooks.refuseUpdate;
      if (refusal !== undefined && kind !== 'postToItem') throw new HttpError(405, refusal);
      const user = await ctx.auth(request);
      requireWrite(user, r, 'update');
      const post = kind === 'postToItem' ? hooks.postToItem : undefined;
      const existing = post?.key
        ? await post.key({ ctx, r, user, key: request.params.id }).then((row) => row ?? Promise.reject(notFound()))
        : await itemOf(user, request.params.id);
      requireRowWrite(user, r, existing);
      let body: unknown = request.body;
      let media: StoredMedia | undefined;
      if (kind === 'postToItem' && request.isMultipart()) ({ body, media } = await readForm(ctx, r, user, request));
      let row: Row;
      try {
        row = await save(user, body, kind === 'put' ? 'replace' : 'merge', existing);
      } catch (err) {
        await dropMedia(ctx, media);
        throw err;
      }
      // A file replaced by the form goes when nothing else points at it.
      if (media && existing.file_id !== row.file_id) await dropMedia(ctx, await mediaOf(ctx, existing.file_id));
      return answer(reply, kind === 'postToItem' ? 201 : 200, kind, row, { ctx, r, user, mode: 'merge', existing, request });
    };

    app.get(base, async (request, reply) => {
      const user = await ctx.auth(request);
      const { query, narrow } = await collectionRequest({ ctx, r, user }, request.url);
      return sendJsonLd(reply, 200, await listCollection(db, r, user, query, narrow));
    });

    app.get(`${base}/:id`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      return sendJsonLd(reply, 200, toItem(r, await itemOf(user, request.params.id), true));
    });

    // config.multipart: files/routes.ts refuses multipart bodies on routes that do not opt in.
    app.post(base, { config: { multipart: hooks.createFrom !== undefined } }, async (request, reply) => {
      const from = hooks.createFrom;
      if (from && (from.only || request.isMultipart())) return from.multipart(request, reply, { ctx, r });
      const user = await ctx.auth(request);
      requireWrite(user, r, 'create');
      const row = await save(user, request.body, 'create');
      if (r.name === 'users') accountCreated(ctx, row, (msg) => request.log.error(msg));
      reply.header('Location', itemIri(r.name, row.id as number));
      return answer(reply, 201, 'create', row, { ctx, r, user, mode: 'create', request });
    });

    // POST to an item URL, where the resource's hooks declare it (the spec's "POST a url to edit").
    if (hooks.postToItem) {
      app.post(`${base}/:id`, { config: { multipart: hooks.postToItem.form === true } }, (request, reply) => update(request as IdRequest, reply, 'postToItem'));
    }

    app.put(`${base}/:id`, (request: IdRequest, reply) => update(request, reply, 'put'));

    app.patch(`${base}/:id`, async (request: IdRequest, reply) => {
      const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (hooks.refuseUpdate === undefined && type !== 'application/merge-patch+json') {
        throw new HttpError(415, msg.crud.patchType(type || 'absent'));
      }
      return update(request, reply, 'patch');
    });

    app.delete(`${base}/:id`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, r, 'delete');
      const existing = await itemOf(user, request.params.id);
      requireRowWrite(user, r, existing);
      await hooks.beforeDelete?.(existing, { ctx, r, user });
      try {
        await db.query(`DELETE FROM "${r.table}" WHERE id = $1`, [existing.id]);
      } catch (err) {
        throw mapDbError(r, err);
      } finally {
        written();
      }
      await hooks.afterDelete?.(existing, { ctx, r, user });
      return reply.code(204).send();
    });
  }
}
