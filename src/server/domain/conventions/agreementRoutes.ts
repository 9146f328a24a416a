// GET /api/antenne_convention_light_list, and PATCH {convention session uri}/stagiaires (spec 001 sections 4 and 7,
// Agreements): when a convention session has a diploma session, every trainee of that diploma session is edited to
// carry the agreement (etudiants.antenne_convention), in one transaction. Only the trainees (type 1, not deleted) of
// the session's own antenne are concerned: the agreement is that antenne's, another antenne's trainees are not ours to
// edit. The body is ignored. With no trainee the answer says the spec's notice 'Pas de stagiaire dans cette
// session.' (200, empty list), as the screen shows it rather than an error.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { canReachAntenne } from '../../auth/access.ts';
import { forbidden } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { lightList, model, parentRow } from '../common.ts';
import { requireWrite, type IdRequest, withoutBody } from '../../http/request.ts';
import * as msg from './messages.ts';

export const NO_TRAINEE = msg.conventions.noTrainee;

export function registerAgreementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/antenne_convention_light_list', async (request, reply) =>
    sendJsonLd(
      reply,
      200,
      await lightList(
        ctx,
        request,
        'antenne_conventions',
        ['type', 'convention_number', 'name', 'parent', 'antenne', 'date_start', 'date_end', 'etat'],
        't.convention_number',
      ),
    ),
  );
  app.patch('/api/antenne_convention_sessions/:id/stagiaires', withoutBody(), async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const session = await parentRow(ctx, 'antenne_convention_sessions', user, request.params.id);
    requireWrite(user, model(ctx, 'etudiants'), 'update');
    if (!canReachAntenne(user, session.antenne_id)) throw forbidden(msg.conventions.otherAntenneTrainees);
    const conventionId = session.antenne_convention_id;
    const trainees =
      session.diplome_session_id === null
        ? []
        : await ctx.db.transaction(
            async (tx) =>
              (
                await tx.query<{ id: number; lastname: string; firstname: string }>(
                  `UPDATE etudiants SET antenne_convention_id = $1, updated_at = now()
       WHERE cfa_id = $2 AND antenne_id = $3 AND diplome_session_id = $4 AND type = 1 AND etat <> 3
       RETURNING id, lastname, firstname`,
                  [conventionId, user.cfaId, session.antenne_id, session.diplome_session_id],
                )
              ).rows,
          );
    trainees.sort(
      (a, b) =>
        a.lastname.localeCompare(b.lastname, 'fr') || a.firstname.localeCompare(b.firstname, 'fr') || a.id - b.id,
    );
    const n = trainees.length;
    return sendJsonLd(reply, 200, {
      '@context': '/api/contexts/Etudiant',
      '@id': `${itemIri('antenne_convention_sessions', session.id)}/stagiaires`,
      '@type': 'hydra:Collection',
      'hydra:totalItems': n,
      'hydra:member': trainees.map((t) => ({
        '@id': itemIri('etudiants', t.id),
        '@type': 'Etudiant',
        id: t.id,
        lastname: t.lastname,
        firstname: t.firstname,
        antenne_convention: itemIri('antenne_conventions', conventionId),
      })),
      message: n === 0 ? NO_TRAINEE : msg.conventions.traineesLinked(n),
    });
  });
}
