// Generic CRUD routes of every resource, from its schema: GET (collection, item), POST, PUT and PATCH
// (both merge the body over the stored record: a partial PUT changes only what it sends, as API Platform 2
// did; the merged record is validated whole), DELETE, and POST to an item URL for the resources whose hooks
// say so. Each within the user's scope and write rights. Every write goes through the resource's one write
// path (crud/save.ts), which domain calls use too. What a resource does beyond its schema comes from its
// hooks (crud/hooks.ts, declared in src/server/domain/<domain>/hooks.ts), collected before any route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../db/index.ts';
import type { AuthUser } from '../auth/access.ts';
import { requireRowWrite } from './guards.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { appUrlFor, sendJsonLd, type AppContext } from '../http/context.ts';
import { requireWrite } from '../http/request.ts';
import * as msg from '../http/messages.ts';
import { accountCreated } from '../auth/accounts.ts';
import { toItem } from '../hydra/serialize.ts';
import { itemIri } from '../hydra/iri.ts';
import { getInScope, listCollectionJson } from './read.ts';
import type { Mode } from './input.ts';
import { collectionRequest, narrowing, type WriteKind } from './hooks.ts';
import { readForm } from './form.ts';
import { dropMedia, mediaOf, type StoredMedia } from '../files/receive.ts';
import { afterSessionWrite, mapDbError, respondWith, save } from './save.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

export function registerCrudRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;
  for (const r of registry.resources) {
    const base = `/api/${r.name}`;
    // The resource's hooks, collected into the context (ctx.hooks) before any route is registered: whatever
    // the order in which the CRUD and the domains register their routes, every route sees them.
    const hooks = ctx.hooks.of(r.name);

    /** The whole new state of the row, through the resource's one write path (crud/save.ts). */
    const saveRow = (user: AuthUser, body: unknown, mode: Mode, existing?: Row) =>
      save(ctx, r, user, body, { mode, existing });

    /** The answer of a write, through the resource's respond hook. */
    const answer = (
      reply: FastifyReply,
      status: number,
      kind: WriteKind,
      row: Row,
      args: { user: AuthUser; mode: Mode; existing?: Row; request: FastifyRequest },
    ) =>
      respondWith(ctx, r, args.user, reply, status, row, {
        kind,
        mode: args.mode,
        existing: args.existing,
        request: args.request,
      });

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
        row = await saveRow(user, body, kind === 'put' ? 'replace' : 'merge', existing);
      } catch (err) {
        await dropMedia(ctx, media);
        throw err;
      }
      // A file replaced by the form goes when nothing else points at it.
      if (media && existing.file_id !== row.file_id) await dropMedia(ctx, await mediaOf(ctx, existing.file_id));
      return answer(reply, kind === 'postToItem' ? 201 : 200, kind, row, { user, mode: 'merge', existing, request });
    };

    app.get(base, async (request, reply) => {
      const user = await ctx.auth(request);
      const { query, narrow } = await collectionRequest({ ctx, r, user }, request.url);
      // The page's JSON text (the same bytes as the object stringified), sent as is: Fastify serialises no string.
      return sendJsonLd(reply, 200, await listCollectionJson(db, r, user, query, narrow));
    });

    app.get(`${base}/:id`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      return sendJsonLd(reply, 200, toItem(r, await itemOf(user, request.params.id), true));
    });

    // config.multipart: files/routes.ts refuses multipart bodies on routes that do not opt in.
    app.post(
      base,
      { config: { multipart: hooks.createFrom !== undefined || hooks.createForm === true } },
      async (request, reply) => {
        const from = hooks.createFrom;
        if (from && (from.only || request.isMultipart())) return from.multipart(request, reply, { ctx, r });
        const user = await ctx.auth(request);
        requireWrite(user, r, 'create');
        let body: unknown = request.body;
        let media: StoredMedia | undefined;
        if (hooks.createForm && request.isMultipart()) ({ body, media } = await readForm(ctx, r, user, request));
        let row: Row;
        try {
          row = await saveRow(user, body, 'create');
        } catch (err) {
          await dropMedia(ctx, media);
          throw err;
        }
        if (r.name === 'users') await accountCreated({ queue: ctx.queue, appUrl: appUrlFor(ctx, request) }, row);
        reply.header('Location', itemIri(r.name, row.id as number));
        return answer(reply, 201, 'create', row, { user, mode: 'create', request });
      },
    );

    // POST to an item URL, where the resource's hooks declare it (the spec's "POST a url to edit").
    if (hooks.postToItem) {
      app.post(`${base}/:id`, { config: { multipart: hooks.postToItem.form === true } }, (request, reply) =>
        update(request as IdRequest, reply, 'postToItem'),
      );
    }

    app.put(`${base}/:id`, (request: IdRequest, reply) => update(request, reply, 'put'));

    app.patch(`${base}/:id`, async (request: IdRequest, reply) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
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
        afterSessionWrite(ctx, r);
      }
      await hooks.afterDelete?.(existing, { ctx, r, user });
      return reply.code(204).send();
    });
  }
}
