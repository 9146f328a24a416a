// GET /api/etudiants/{id}/contrats (spec 001 section 7, "Assessments and RPP": the bilan reads a trainee's
// contracts): the trainee's contracts as the generic collection of `etudiant_contrats` (its filters, order and
// pagination), the trainee read within the caller's scope (another antenne's or centre's trainee: 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { parentRow, subCollection } from '../common.ts';

export function registerTraineeContracts(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/etudiants/:id/contrats', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const user = await ctx.auth(request);
    const trainee = await parentRow(ctx, 'etudiants', user, request.params.id);
    return sendJsonLd(
      reply,
      200,
      await subCollection(ctx, request, user, 'etudiant_contrats', 'etudiant', trainee.id as number),
    );
  });
}
