// A user's planning options found by the USER's id (spec 001 section 7, "Scheduler": "scheduler_options/{userId}
// and scheduler_Options"). The generic `scheduler_options/{id}` stays keyed by the row's id (the admin's lists
// and forms use it); `scheduler_Options` is the by-user door the planning screen calls:
//   GET  /api/scheduler_Options            the caller's options
//   GET  /api/scheduler_Options/{userId}   that user's options (the user and the row read within scope, else 404)
//   POST /api/scheduler_Options            save: the body's fields merged over the user's row (200), or the row
//                                          created (201 + Location); `user` defaults to the caller
// Writes follow the generic CRUD's rules (guest 403, another antenne's row 403/404, French 422).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import type { Row } from '../../db/index.ts';
import { sendJsonLd } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { getInScope } from '../../crud/read.ts';
import { requireRowWrite } from '../../crud/guards.ts';
import { save } from '../../crud/save.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { scopeCondition } from '../../auth/access.ts';
import { attendance as messages } from './messages.ts';
import {
  bodyObject,
  itemAnswer,
  queryId,
  requiredBodyId,
  requireWrite,
  resourceBody,
  withAnswers,
} from '../../http/request.ts';
import { model } from './shared.ts';

const OPTIONS = 'scheduler_options';

/** The options row of user `userId` within the caller's scope (the user must be readable too), or undefined. */
async function optionsOf(ctx: AppContext, caller: AuthUser, userId: number): Promise<Row | undefined> {
  await getInScope(ctx.db, model(ctx, 'users'), caller, String(userId));
  const r = model(ctx, OPTIONS);
  const scope = scopeCondition(caller, r, 2);
  const res = await ctx.db.query(`SELECT t.* FROM "${r.table}" t WHERE t.user_id = $1 AND ${scope.sql}`, [
    userId,
    ...scope.params,
  ]);
  return res.rows[0];
}

export function registerSchedulerOptions(app: FastifyInstance, ctx: AppContext): void {
  const r = model(ctx, OPTIONS);

  const read = async (request: FastifyRequest, reply: FastifyReply, userId?: string) => {
    const caller = await ctx.auth(request);
    const row = await optionsOf(ctx, caller, userId === undefined ? caller.id : queryId('users', userId, 'userId'));
    if (!row) throw notFound(messages.noPlanningOptions);
    return sendJsonLd(reply, 200, toItem(r, row, true));
  };
  app.get('/api/scheduler_Options', (request, reply) => read(request, reply));
  app.get('/api/scheduler_Options/:userId', (request: FastifyRequest<{ Params: { userId: string } }>, reply) =>
    read(request, reply, request.params.userId),
  );

  app.post(
    '/api/scheduler_Options',
    withAnswers(
      {
        body: resourceBody(r),
        answers: { 200: itemAnswer(r, 'Les options modifiées.'), 201: itemAnswer(r, 'Les options créées.') },
      },
      {
        config: {
          summary: 'Enregistrer les options de planning d’un utilisateur',
          description: 'Crée ou modifie les options de « user » (par défaut soi-même).',
        },
      },
    ),
    async (request, reply) => {
      const caller = await ctx.auth(request);
      const body = { ...bodyObject(request.body) };
      body.user ??= itemIri('users', caller.id);
      const userId = requiredBodyId('users', body.user, 'user', r.byName.get('user')!.title);
      const existing = await optionsOf(ctx, caller, userId);
      requireWrite(caller, r, existing ? 'update' : 'create');
      if (existing) requireRowWrite(caller, r, existing);
      const mode = existing ? 'merge' : 'create';
      const row = await save(ctx, r, caller, body, { mode, existing });
      if (!existing) reply.header('Location', itemIri(OPTIONS, row.id as number));
      return sendJsonLd(reply, existing ? 200 : 201, toItem(r, row, true));
    },
  );
}
