// An agreement's trainees as one list (the join-list editor of the agreement's detail page; the spec's own
// call, PATCH {convention session uri}/stagiaires, attaches a whole diploma session at once):
// GET /api/antenne_conventions/{id}/etudiants: the agreement with its trainees (etudiants.antenne_convention);
// PATCH /api/antenne_conventions/{id}/etudiants { etudiants: [IRI…] }: the agreement's trainees become exactly
//   that list, in one transaction: the listed ones carry the agreement, those left out no longer do. Each
//   listed trainee must be reachable by the user, of the agreement's antenne, and not deleted unless already
//   attached; any bad item is a French 422 naming it and nothing changes. An antenne user only detaches its
//   own antenne's trainees.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { AuthUser } from '../../auth/access.ts';
import { unprocessable } from '../../http/errors.ts';
import { getInScope } from '../../crud/read.ts';
import { toItem } from '../../hydra/serialize.ts';
import {
  checkListed,
  fullName,
  loadTrainees,
  traineeIds,
  traineeItem,
  type ListedTraineeRow,
} from '../formation/groupesShared.ts';
import { model } from '../common.ts';
import { b, bodyOf, requireWrite, withBody, type IdRequest } from '../../http/request.ts';
import * as msg from './messages.ts';

const DELETED = 3;

async function agreementWithTrainees(ctx: AppContext, db: Queryable, agreement: Row): Promise<Record<string, unknown>> {
  const res = await db.query<ListedTraineeRow>(
    `SELECT id, lastname, firstname, etat, type, antenne_id FROM etudiants
     WHERE antenne_convention_id = $1 ORDER BY lastname, firstname, id`,
    [agreement.id],
  );
  const etudiants = res.rows.map(traineeItem);
  return {
    ...toItem(model(ctx, 'antenne_conventions'), agreement, true),
    etudiants,
    nombre_etudiants: etudiants.length,
  };
}

/** The listed trainees checked against the agreement: a 422 naming every bad item. */
async function checkTrainees(ctx: AppContext, user: AuthUser, agreement: Row, value: unknown): Promise<number[]> {
  const listed = traineeIds(value);
  const trainees = await loadTrainees(
    ctx.db,
    user,
    listed.map((l) => l.id),
  );
  const attached = new Set(
    (
      await ctx.db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_convention_id = $1', [agreement.id])
    ).rows.map((r) => r.id),
  );
  checkListed(user, listed, trainees, (t) => {
    if (agreement.antenne_id !== null && t.antenne_id !== agreement.antenne_id)
      return msg.conventions.traineeOtherAntenne(fullName(t));
    if (t.etat === DELETED && !attached.has(t.id)) return msg.conventions.traineeDeleted(fullName(t));
    return undefined;
  });
  return listed.map((l) => l.id);
}

export function registerTraineeListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const agreements = model(ctx, 'antenne_conventions');
  const etudiants = model(ctx, 'etudiants');

  app.get('/api/antenne_conventions/:id/etudiants', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const agreement = await getInScope(ctx.db, agreements, user, request.params.id);
    return sendJsonLd(reply, 200, await agreementWithTrainees(ctx, ctx.db, agreement));
  });

  app.patch(
    '/api/antenne_conventions/:id/etudiants',
    withBody({
      properties: {
        etudiants: b.ids('etudiants', 'Stagiaires', 'Tous les stagiaires de la convention (obligatoire).'),
      },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, etudiants, 'update');
      // The agreement itself is not changed: reaching it (an antenne user only its own antenne's) is what counts.
      const agreement = await getInScope(ctx.db, agreements, user, request.params.id);
      const body = bodyOf(request);
      if (!('etudiants' in body))
        throw unprocessable([{ propertyPath: 'etudiants', message: msg.conventions.traineesRequired }]);
      const ids = await checkTrainees(ctx, user, agreement, body.etudiants);
      const answer = await ctx.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE etudiants SET antenne_convention_id = NULL, updated_at = now()
         WHERE antenne_convention_id = $1 AND NOT (id = ANY($2::int[])) AND ($3::int IS NULL OR antenne_id = $3)`,
          [agreement.id, ids, user.antenneId],
        );
        await tx.query(
          `UPDATE etudiants SET antenne_convention_id = $1, updated_at = now()
         WHERE cfa_id = $2 AND id = ANY($3::int[]) AND antenne_convention_id IS DISTINCT FROM $1`,
          [agreement.id, user.cfaId, ids],
        );
        return agreementWithTrainees(ctx, tx, agreement);
      });
      return sendJsonLd(reply, 200, answer);
    },
  );
}
