// What every domain module shares beyond the request toolkit (http/request.ts: query, ids, parameters,
// write checks, collections): a resource model by name, a scoped parent lookup, a generic sub-collection (the
// children of a parent record listed with the generic filters, order and pagination) and a light list.
import type { FastifyRequest } from 'fastify';
import type { Registry } from '../schema/model.ts';
import type { AppContext } from '../http/context.ts';
import type { AuthUser } from '../auth/access.ts';
import type { NamedModel, RowOf } from '../db/rows.ts';
import { getInScope, listCollection } from '../crud/read.ts';
import { collectionRequest } from '../crud/hooks.ts';
import { scopeCondition } from '../auth/access.ts';
import { toItem } from '../hydra/serialize.ts';
import { collection, pathOf, queryOf } from '../http/request.ts';

/** The model of a resource named in code: its absence is a programming error, not a client's. Named by a
 * literal, the model types the rows read through it (`RowOf<N>`, db/rows.ts). */
export function resourceModel<N extends string>(registry: Registry, name: N): NamedModel<N> {
  const r = registry.byName.get(name);
  if (!r) throw new Error(`Ressource ${name} absente des schémas.`);
  return r as NamedModel<N>;
}

/** The model of a resource named in code, from the app's context. */
export const model = <N extends string>(ctx: AppContext, name: N): NamedModel<N> => resourceModel(ctx.registry, name);

/** The parent row in the user's scope (404 otherwise, as the generic item route answers). */
export const parentRow = <N extends string>(ctx: AppContext, name: N, user: AuthUser, id: string): Promise<RowOf<N>> =>
  getInScope(ctx.db, model(ctx, name), user, id);

/** Children of `child` whose relation `target` points at parent `id`, as a generic collection. */
export async function subCollection(
  ctx: AppContext,
  request: FastifyRequest,
  user: AuthUser,
  child: string,
  target: string,
  id: number,
) {
  // As the child's own collection reads it: its x-alias names, rewriteQuery and narrowRead hooks apply.
  const r = model(ctx, child);
  const { query, narrow } = await collectionRequest({ ctx, r, user }, request.url);
  query.delete(target);
  query.set(target, String(id));
  return listCollection(ctx.db, r, user, query, narrow);
}

/** The active rows of a resource in the user's scope, each reduced to its IRI, id and the given columns. */
export async function lightList(
  ctx: AppContext,
  request: FastifyRequest,
  resource: string,
  columns: string[],
  order: string,
) {
  const user = await ctx.auth(request);
  const r = model(ctx, resource);
  const scope = scopeCondition(user, r, 1);
  const res = await ctx.db.query(
    `SELECT t.* FROM "${r.table}" t WHERE ${scope.sql} AND t.etat = 0 ORDER BY ${order}, t.id`,
    scope.params,
  );
  const members = res.rows.map((row) => {
    const item = toItem(r, row);
    return Object.fromEntries(
      Object.entries(item).filter(([k]) => k.startsWith('@') || k === 'id' || columns.includes(k)),
    );
  });
  return collection(`/api/${pathOf(request).split('/').pop()}`, r.className, members);
}

/** The account acting for a tutor's or a trainer's write, once its route has checked the record is within its space
 * (trainerScope.ts, alternance/tutorSpace.ts): the write then runs the resource's whole save (its hooks) within the
 * record's antenne, as that antenne's staff would, under the account's own id. */
export function actingFor(user: AuthUser, antenneId: number | null): AuthUser {
  return { id: user.id, email: user.email, cfaId: user.cfaId, antenneId, roles: ['ROLE_USER'] };
}
