// Domain module of notifications and alerts. The alert setting call lives in alertRoutes.ts. A notification is for one user, so each user (supervisor included) reads,
// marks as read and deletes only their own. The generic CRUD scopes rows by centre only; this hook narrows
// every /api/notifications request to the signed-in user before the generic handler runs:
// - collection reads (list, CSV export): the `user` filter is forced to the signed-in user;
// - item requests (GET, PUT, PATCH, DELETE /api/notifications/<id>): another user's notification is a 404.
// Creating a notification for a colleague of the same centre stays allowed (POST is not narrowed).
import type { FastifyRequest } from 'fastify';
import type { DomainModule } from '../../http/domainModules.ts';
import type { AppContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { registerAlertRoutes } from './alertRoutes.ts';

const BASE = '/api/notifications';

/** The request URL with every `user` filter replaced by the signed-in user's id. */
export function ownUserUrl(url: string, userId: number): string {
  const i = url.indexOf('?');
  const query = new URLSearchParams(i >= 0 ? url.slice(i + 1) : '');
  for (const key of [...query.keys()]) if (key === 'user' || key.startsWith('user[')) query.delete(key);
  query.set('user', String(userId));
  return `${i >= 0 ? url.slice(0, i) : url}?${query.toString()}`;
}

async function narrow(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const path = request.url.split('?')[0]!;
  if (path !== BASE && !path.startsWith(`${BASE}/`)) return;
  const rest = path.slice(BASE.length + 1);
  if (request.method === 'POST' && rest === '') return;
  const user = await ctx.auth(request);
  if (/^\d{1,10}$/.test(rest)) {
    const res = await ctx.db.query<{ user_id: number | null }>('SELECT user_id FROM notifications WHERE id = $1', [Number(rest)]);
    if (res.rows[0] && res.rows[0].user_id !== user.id) throw notFound();
    return;
  }
  if (request.method === 'GET') request.raw.url = ownUserUrl(request.url, user.id);
}

const notifications: DomainModule = {
  register(app, ctx) {
    app.addHook('preHandler', async (request) => narrow(ctx, request));
    registerAlertRoutes(app, ctx);
  },
};
export default notifications;
