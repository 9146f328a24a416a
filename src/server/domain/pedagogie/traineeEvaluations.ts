// GET /api/etudiants/{id}/evaluations (spec 001 section 7, "Assessments and RPP": the bilan reads a trainee's
// evaluations): the trainee's evaluations (`antenne_evaluations`, CPS and positioning ones included) as the
// generic collection (its filters such as `type` or `etat`, order and pagination), the trainee read within the
// caller's scope (another antenne's or centre's trainee: 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { parentRow, subCollection } from '../common.ts';

export function registerTraineeEvaluations(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/etudiants/:id/evaluations', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const user = await ctx.auth(request);
    const trainee = await parentRow(ctx, 'etudiants', user, request.params.id);
    return sendJsonLd(
      reply,
      200,
      await subCollection(ctx, request, user, 'antenne_evaluations', 'etudiant', trainee.id as number),
    );
  });
}
