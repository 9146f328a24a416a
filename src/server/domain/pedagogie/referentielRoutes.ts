// Referential calls of spec 001 section 7 beside the generic CRUD: renaming (antenne_referentiels_edit_label),
// the nested detail, and the two pickers: the referentials the caller may use (repositories) and its
// centre's own shared ones (cfa_repositories).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { badRequest, notFound, unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { buildFilters, buildOrder, type SqlParts } from '../../crud/filters.ts';
import { MAX_UNPAGINATED } from '../../crud/read.ts';
import { updateRow } from '../../crud/write.ts';
import type { AuthUser } from '../../auth/access.ts';
import { types_referentiel } from '../../../shared/reference/pedagogie.ts';
import { model, R, referentielRow, referentielScope, requireReferentielWrite } from './shared.ts';
import {
  b,
  bodyId,
  bodyOf,
  collection,
  itemAnswer,
  withBody,
  pathId,
  queryOf,
  type IdRequest,
  withQuery,
  q,
} from '../../http/request.ts';

import { referentielTree } from './tree.ts';
import * as msg from './messages.ts';

const TYPES: readonly string[] = types_referentiel.map((t) => t.id);

/** `type` values checked against the reference list: an unknown type is the caller's mistake, not "none". */
function checkTypes(query: URLSearchParams): void {
  for (const [key, value] of query) {
    if ((key === 'type' || key === 'type[]') && value !== '' && !TYPES.includes(value)) {
      throw badRequest(msg.crud.badFilter(value, 'type', `valeurs possibles : ${TYPES.join(', ')}`));
    }
  }
}

export function registerReferentielRoutes(app: FastifyInstance, ctx: AppContext): void {
  const referentiels = model(ctx, R.referentiels);

  async function list(user: AuthUser, query: URLSearchParams, path: string, extra: (parts: SqlParts) => void) {
    checkTypes(query);
    const scope = referentielScope(user, 1);
    const parts: SqlParts = { conditions: [scope.sql], params: [...scope.params] };
    extra(parts);
    buildFilters(referentiels, query, parts);
    // By label unless the caller asks for another order (order[...]).
    const order = [...query.keys()].some((k) => k.startsWith('order['))
      ? buildOrder(referentiels, query)
      : 't.label ASC, t.id ASC';
    const rows = await ctx.db.query(
      `SELECT t.* FROM antenne_referentiels t WHERE ${parts.conditions.join(' AND ')} ORDER BY ${order} LIMIT
        ${MAX_UNPAGINATED}`,
      parts.params,
    );
    return collection(
      path,
      referentiels.className,
      rows.rows.map((r) => toItem(referentiels, r)),
    );
  }

  app.patch(
    '/api/antenne_referentiels_edit_label',
    withBody({
      properties: {
        id: b.id(R.referentiels, 'Référentiel', 'Le référentiel renommé (obligatoire).'),
        '@id': b.id(R.referentiels, 'Référentiel', 'Comme id.'),
        referentiel: b.id(R.referentiels, 'Référentiel', 'Comme id.'),
        label: { ...b.text('Titre', 'Au plus 255 caractères, non vide.') },
      },
      answers: { 200: itemAnswer(referentiels, 'Le référentiel renommé.') },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const id = bodyId(R.referentiels, body.id ?? body['@id'] ?? body.referentiel, 'id', referentiels.label.one);
      if (id === undefined) throw unprocessable([{ propertyPath: 'id', message: msg.pedagogie.renameRequired }]);
      const label = typeof body.label === 'string' ? body.label.trim() : '';
      if (!label) throw unprocessable([{ propertyPath: 'label', message: msg.pedagogie.titleRequired }]);
      if (label.length > 255) throw unprocessable([{ propertyPath: 'label', message: msg.pedagogie.titleTooLong }]);
      const row = await referentielRow(ctx.db, user, id);
      requireReferentielWrite(user, row);
      if (row.editable === false) {
        throw unprocessable([{ propertyPath: 'label', message: msg.pedagogie.referentielLocked }]);
      }
      const updated = await updateRow(ctx.db, referentiels, id, { label });
      return sendJsonLd(reply, 200, toItem(referentiels, updated, true));
    },
  );

  app.get('/api/antenne_referentiel_detail/:id', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const row = await referentielRow(ctx.db, user, pathId(request.params.id));
    return sendJsonLd(reply, 200, await referentielTree(ctx.db, ctx.registry, row));
  });

  // Every referential the caller may use: its centre's and, for an antenne user, its own antenne's copies.
  app.get(
    '/api/antenne_referentiels_repositories',
    withQuery({ properties: {}, filtersOf: 'antenne_referentiels' }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      return sendJsonLd(
        reply,
        200,
        await list(user, queryOf(request), '/api/antenne_referentiels_repositories', () => {}),
      );
    },
  );

  // The centre's own referentials (no antenne), shared by its antennes: `cfa` must be the caller's centre.
  app.get(
    '/api/antenne_referentiels_cfa_repositories',
    withQuery({
      properties: { cfa: q.id('cfas', 'Le centre (celui de l’utilisateur).') },
      filtersOf: 'antenne_referentiels',
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const raw = query.get('cfa');
      if (raw) {
        const cfa = idFromIri('cfas', raw, true);
        if (cfa === undefined) throw badRequest(msg.crud.badFilter(raw, 'cfa'));
        if (cfa !== user.cfaId) throw notFound(msg.pedagogie.centreUnknown);
      }
      return sendJsonLd(
        reply,
        200,
        await list(user, query, '/api/antenne_referentiels_cfa_repositories', (parts) =>
          parts.conditions.push('t.antenne_id IS NULL'),
        ),
      );
    },
  );
}
