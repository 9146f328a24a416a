// The diplomas an antenne or the centre offers (spec 001 section 7, "Sessions and diplomas"):
// GET /api/liste_diplomes (the visibility rule of section 6 applied), GET /api/antenne_diplomes?antenne=,
// GET /api/antenne_diplomes/{antenne id}, GET /api/antenne_diplomes_cfa/{centre id}.
// antenne_diplomes is a view over diplomes, not a resource of its own: an antenne offers a diploma when it
// has opened one of the diploma's sessions (antenne_diplome_sessions, not deleted). Each member is the
// diploma with `cfa` and `antennes` (the offering antennes the user may see), as the earlier Diplome did.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { buildFilters, buildOrder, type SqlParts } from '../../crud/filters.ts';
import { reachable } from './shared.ts';
import { model, parentRow } from '../common.ts';
import { collection, queryOf, type IdRequest, withQuery, q } from '../../http/request.ts';

import { diplomaSource } from './visibility.ts';
import { canAccess } from '../../../shared/access.ts';
import { ROLE_RULES } from '../../../shared/roleRules.ts';
import * as msg from './messages.ts';

/** Offered by antenne `$n`: one of the diploma's sessions is open there. */
const OFFERED = (
  n: string,
) => `EXISTS (SELECT 1 FROM diplome_sessions s JOIN antenne_diplome_sessions a ON a.diplome_session_id = s.id
  WHERE s.diplome_id = t.id AND s.etat <> 2 AND a.etat <> 2 AND a.antenne_id = ${n})`;

/** The centre's diplomas (or those antenne `antenneId` offers), with the generic diploma filters (name,
 * type_diplome, level, code_rncp, etat: 0 unless given) and order (default by name). */
export async function diplomas(ctx: AppContext, user: AuthUser, query: URLSearchParams, antenneId: number | null) {
  const r = model(ctx, 'diplomes');
  const q = new URLSearchParams(query);
  q.delete('antenne');
  if (!q.get('etat')) q.set('etat', '0');
  const parts: SqlParts = { conditions: ['t.cfa_id = $1'], params: [user.cfaId] };
  buildFilters(r, q, parts);
  if (antenneId !== null) {
    parts.params.push(antenneId);
    parts.conditions.push(OFFERED(`$${parts.params.length}`));
  }
  // An antenne user is shown its own antenne among the offering ones, not the others (antenne-self scope).
  let own = '';
  if (user.antenneId !== null) {
    parts.params.push(user.antenneId);
    own = ` AND a.antenne_id = $${parts.params.length}`;
  }
  const order = [...q.keys()].some((k) => k.startsWith('order[')) ? buildOrder(r, q) : 't.name, t.id';
  const res = await ctx.db.query(
    `SELECT t.*, coalesce((SELECT array_agg(DISTINCT a.antenne_id ORDER BY a.antenne_id) FROM diplome_sessions s
       JOIN antenne_diplome_sessions a ON a.diplome_session_id = s.id WHERE s.diplome_id = t.id AND s.etat <> 2 AND
         a.etat <> 2${own}),
       '{}') AS antenne_ids
     FROM diplomes t WHERE ${parts.conditions.join(' AND ')} ORDER BY ${order}`,
    parts.params,
  );
  return res.rows.map((row) => ({
    ...toItem(r, row),
    cfa: itemIri('cfas', row.cfa_id as number),
    antennes: (row.antenne_ids as number[]).map((id) => itemIri('antennes', id)),
  }));
}

async function centreFlags(ctx: AppContext, cfaId: number) {
  const res = await ctx.db.query<{ formation_interne: boolean | null; accept_apprentis_only: boolean | null }>(
    'SELECT formation_interne, accept_apprentis_only FROM cfas WHERE id = $1',
    [cfaId],
  );
  return {
    formationInterne: res.rows[0]?.formation_interne === true,
    acceptApprentisOnly: res.rows[0]?.accept_apprentis_only === true,
  };
}

export function registerDiplomaRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The diploma list of the screens: the centre's catalogue or the branch's diplomas, by the rule of spec 001
  // section 6. `antenne` (id or IRI, within reach) names the branch for a centre-level user.
  app.get(
    '/api/liste_diplomes',
    withQuery({ properties: { antenne: q.id('antennes', 'L’antenne dont les diplômes sont listés.') } }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const asked = query.get('antenne');
      const antenneId = asked ? (await reachable(ctx, user, 'antennes', asked, 'antenne')).id : user.antenneId;
      const source = diplomaSource({
        supervisor: canAccess(user, { action: 'list', resource: ROLE_RULES.centreCatalogue }),
        antenneId,
        ...(await centreFlags(ctx, user.cfaId)),
      });
      const members = await diplomas(ctx, user, query, source.kind === 'antenne' ? source.antenneId : null);
      return sendJsonLd(
        reply,
        200,
        collection('/api/liste_diplomes', 'Diplome', members, {
          visibilite: {
            source: source.kind,
            antenne: source.kind === 'antenne' ? itemIri('antennes', source.antenneId) : null,
          },
        }),
      );
    },
  );

  app.get(
    '/api/antenne_diplomes',
    withQuery({ properties: { antenne: q.id('antennes', 'L’antenne dont les diplômes sont listés.') } }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const asked = query.get('antenne');
      if (!asked && user.antenneId === null) throw badRequest(msg.request.paramRequired('antenne'));
      const antenneId = asked ? (await reachable(ctx, user, 'antennes', asked, 'antenne')).id : user.antenneId!;
      return sendJsonLd(
        reply,
        200,
        collection('/api/antenne_diplomes', 'Diplome', await diplomas(ctx, user, query, antenneId)),
      );
    },
  );

  app.get('/api/antenne_diplomes/:id', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const antenne = await parentRow(ctx, 'antennes', user, request.params.id);
    const path = `/api/antenne_diplomes/${antenne.id}`;
    return sendJsonLd(reply, 200, collection(path, 'Diplome', await diplomas(ctx, user, queryOf(request), antenne.id)));
  });

  app.get('/api/antenne_diplomes_cfa/:id', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    if (request.params.id !== String(user.cfaId)) throw notFound();
    const path = `/api/antenne_diplomes_cfa/${user.cfaId}`;
    return sendJsonLd(reply, 200, collection(path, 'Diplome', await diplomas(ctx, user, queryOf(request), null)));
  });
}
