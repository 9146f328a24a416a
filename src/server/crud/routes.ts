// Generic CRUD routes of every resource, from its schema: GET (collection, item), POST, PUT, PATCH
// (application/merge-patch+json only), DELETE, each within the user's scope and write rights.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceModel } from '../schema/model.ts';
import { canGrantRoles, type AuthUser } from '../auth/access.ts';
import { requireRowWrite } from './guards.ts';
import { antenneColumn, hasFixedAntenne } from '../schema/model.ts';
import { forbidden, HttpError, unprocessable } from '../http/errors.ts';
import { sendJsonLd, type AppContext } from '../http/context.ts';
import { queryOf, requireWrite } from '../http/request.ts';
import { toItem } from '../hydra/serialize.ts';
import { itemIri } from '../hydra/iri.ts';
import { getInScope, listCollection } from './read.ts';
import { applyDerive, candidateFor, type Mode } from './input.ts';
import { checkCandidate, insertRow, resetColumns, updateRow } from './write.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** Database constraint errors that a client caused, mapped to French 422/409 instead of a 500. */
function mapDbError(r: ResourceModel, err: unknown): unknown {
  const e = err as { code?: string; constraint?: string; detail?: string };
  if (e.code === '23505') {
    const prop = r.properties.find((p) => p.unique && (e.constraint?.includes(p.column) || e.detail?.includes(`(${p.column})`)));
    return unprocessable([{ propertyPath: prop?.name ?? '', message: 'Cette valeur est déjà utilisée.' }]);
  }
  if (e.code === '23503') {
    return new HttpError(409, "Cet élément est utilisé par d'autres données et ne peut pas être supprimé.");
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

    const save = async (user: AuthUser, body: unknown, mode: Mode, id?: number, existing?: Record<string, unknown>) => {
      const candidate = candidateFor(r, body, mode, existing);
      if (r.name === 'users' && !canGrantRoles(user, candidate.roles)) {
        throw forbidden("Vous ne pouvez pas attribuer un rôle supérieur au vôtre.");
      }
      await applyDerive(db, registry, r, user, candidate, mode);
      let columns = await checkCandidate(db, registry, validators, r, user, candidate);
      // Both replace and merge produce the whole new state: what it leaves out is cleared.
      if (mode !== 'create') columns = resetColumns(r, columns);
      const col = antenneColumn(r);
      if (existing && col && col in columns && typeof r.scope === 'object' && hasFixedAntenne(registry, r) && (columns[col] ?? null) !== (existing[col] ?? null)) {
        // Children take their antenne from their parent: moving a shared row to another antenne (or to or from
        // the centre) would leave them behind. A copy is how an antenne gets its own version.
        const via = r.derive[r.scope.antenne]?.split('.')[0];
        throw unprocessable([via
          ? { propertyPath: via, message: `Un élément « ${r.label.one} » ne peut pas être rattaché à un élément d'une autre antenne ou du centre : son antenne est fixée à sa création.` }
          : { propertyPath: r.scope.antenne, message: `L'antenne d'un élément « ${r.label.one} » ne peut pas être modifiée après sa création : copiez-le pour une autre antenne.` }]);
      }
      try {
        return id === undefined ? await insertRow(db, r, user, columns) : await updateRow(db, r, id, columns);
      } catch (err) {
        throw mapDbError(r, err);
      } finally {
        written();
      }
    };

    app.get(base, async (request, reply) => {
      const user = await ctx.auth(request);
      return sendJsonLd(reply, 200, await listCollection(db, r, user, queryOf(request)));
    });

    app.get(`${base}/:id`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      return sendJsonLd(reply, 200, toItem(r, await getInScope(db, r, user, request.params.id), true));
    });

    app.post(base, async (request, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, r, 'create');
      const row = await save(user, request.body, 'create');
      reply.header('Location', itemIri(r.name, row.id as number));
      return sendJsonLd(reply, 201, toItem(r, row, true));
    });

    app.put(`${base}/:id`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, r, 'update');
      const existing = await getInScope(db, r, user, request.params.id);
      requireRowWrite(user, r, existing);
      const row = await save(user, request.body, 'replace', existing.id as number, existing);
      return sendJsonLd(reply, 200, toItem(r, row, true));
    });

    app.patch(`${base}/:id`, async (request: IdRequest, reply) => {
      const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/merge-patch+json') {
        throw new HttpError(415, `Le type de contenu « ${type || 'absent'} » n'est pas accepté pour PATCH : utilisez « application/merge-patch+json ».`);
      }
      const user = await ctx.auth(request);
      requireWrite(user, r, 'update');
      const existing = await getInScope(db, r, user, request.params.id);
      requireRowWrite(user, r, existing);
      const row = await save(user, request.body, 'merge', existing.id as number, existing);
      return sendJsonLd(reply, 200, toItem(r, row, true));
    });

    app.delete(`${base}/:id`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, r, 'delete');
      const existing = await getInScope(db, r, user, request.params.id);
      requireRowWrite(user, r, existing);
      try {
        await db.query(`DELETE FROM "${r.table}" WHERE id = $1`, [existing.id]);
      } catch (err) {
        throw mapDbError(r, err);
      } finally {
        written();
      }
      return reply.code(204).send();
    });
  }
}
