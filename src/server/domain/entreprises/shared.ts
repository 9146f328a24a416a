// What the routes of the companies/follow-up domain share: resource models, the query of a request, a
// scoped parent lookup, a Hydra collection of plain members, and a generic sub-collection (the children of a
// parent record listed with the generic filters, order and pagination).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { AuthUser } from '../../auth/access.ts';
import { getInScope, listCollection } from '../../crud/read.ts';
import { queryOf, resourceModel } from '../common.ts';
import type { Row } from '../../db/index.ts';

export { collection, queryOf, type IdRequest } from '../common.ts';

export const model = (ctx: AppContext, name: string): ResourceModel => resourceModel(ctx.registry, name);

/** The parent row in the user's scope (404 otherwise, as the generic item route answers). */
export const parentRow = (ctx: AppContext, name: string, user: AuthUser, id: string): Promise<Row> =>
  getInScope(ctx.db, model(ctx, name), user, id);

/** Children of `child` whose relation `target` points at parent `id`, as a generic collection. */
export async function subCollection(ctx: AppContext, request: FastifyRequest, user: AuthUser, child: string, target: string, id: number) {
  const query = queryOf(request);
  query.delete(target);
  query.set(target, String(id));
  return listCollection(ctx.db, model(ctx, child), user, query);
}
