// The trainee space's « Mes enquêtes » (a ROLE_STAGIAIRE account, `ctx.authTrainee`): the surveys sent to the
// trainee (its enquete_envois, the same rows as the personal links of the mails), answered from its space with
// the same checks as the public form. Only its own rows, by its id from the session.
//   GET  /api/moi/enquetes                 its surveys, newest first: to answer (with their questions and the
//                                          scale) or answered (the date); deleted surveys are left out.
//   POST /api/moi/enquetes/{id}  {reponses}  answers one of its own: 201; 404 for another trainee's, 409 when
//                                          answered already, 410 when the survey is closed, 422 per question.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { bodyOf, withBody } from '../../http/request.ts';
import type { SurveyQuestion } from '../../../shared/postformation/index.ts';
import { reponses_enquete_qualite } from '../../../shared/reference/evaluations.ts';
import { isoTimestamp } from '../../../shared/attendance/index.ts';
import { ANSWERS, saveAnswers } from './publicSurveyRoutes.ts';
import * as msg from './messages.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
type Row = {
  id: number;
  status: number;
  name: string;
  introduction: string | null;
  questions: SurveyQuestion[];
  etat: number;
  date_envoi: Date | string | null;
  date_reponse: Date | string | null;
};
const SELECT = `SELECT v.id, v.status, q.name, q.introduction, q.questions, q.etat, v.date_envoi, v.date_reponse
  FROM enquete_envois v JOIN enquetes q ON q.id = v.enquete_id
 WHERE v.etudiant_id = $1 AND v.cfa_id = $2 AND coalesce(q.etat, 0) <> 2`;

export function registerTraineeSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/moi/enquetes',
    {
      config: {
        summary: 'Enquêtes du stagiaire connecté',
        description: 'Les enquêtes qui lui sont adressées : à répondre (avec leurs questions) ou répondues.',
      },
    },
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      const rows = (
        await ctx.db.query<Row>(`${SELECT} ORDER BY v.date_envoi DESC NULLS LAST, v.id DESC LIMIT 200`, [
          user.etudiantId,
          user.cfaId,
        ])
      ).rows;
      return sendJsonLd(reply, 200, {
        '@id': '/api/moi/enquetes',
        echelle: reponses_enquete_qualite,
        enquetes: rows.map((r) => {
          const open = r.status === 1 && r.etat === 0;
          return {
            id: r.id,
            name: r.name,
            statut: r.status === 2 ? 'repondue' : open ? 'a_repondre' : 'close',
            envoyee_le: isoTimestamp(r.date_envoi),
            repondue_le: isoTimestamp(r.date_reponse),
            introduction: open ? r.introduction : null,
            questions: open ? r.questions : [],
          };
        }),
      });
    },
  );

  app.post(
    '/api/moi/enquetes/:id',
    withBody(
      {
        properties: {
          reponses: ANSWERS,
        },
        messages: { reponses: msg.postFormation.answersMissing },
      },
      {
        config: {
          summary: 'Répondre à une de ses enquêtes',
          description:
            'Une seule réponse ; 404 pour l’enquête d’un autre stagiaire, 409 déjà répondue, 422 par question.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.authTrainee(request);
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound(msg.traineeSurveys.unknown);
      const row = (await ctx.db.query<Row>(`${SELECT} AND v.id = $3`, [user.etudiantId, user.cfaId, id])).rows[0];
      if (!row) throw notFound(msg.traineeSurveys.unknown);
      if (row.status === 2) throw new HttpError(409, msg.traineeSurveys.used);
      if (row.etat === 1) throw new HttpError(410, msg.postFormation.surveyArchivedAnswer);
      await saveAnswers(ctx, row, bodyOf(request, true));
      return sendJsonLd(reply, 201, {
        '@id': `/api/moi/enquetes/${id}`,
        statut: 'repondue',
        message: msg.postFormation.thanks,
      });
    },
  );
}
