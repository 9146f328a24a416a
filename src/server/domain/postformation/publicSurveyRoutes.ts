// The public survey form's two calls, answered without a session: the link's token (32
// random bytes) is the only key, and they expose the survey's questions and nothing else.
//   GET  /api/survey_forms/{token}: the survey's name, introduction and questions; 404 unknown link, 409 used.
//   POST /api/survey_forms/{token}  {reponses: {questionId: value}}: one answer per link (the row is switched to
//        answered in one conditional UPDATE, so two sends at once save one); 422 per question, 409 used, 404 unknown.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { bodyObject, bodyOf, withBody, withAnswers } from '../../http/request.ts';
import { answerProblems, type SurveyQuestion } from '../../../shared/postformation/index.ts';
import { reponses_enquete_qualite } from '../../../shared/reference/evaluations.ts';
import * as msg from './messages.ts';

type TokenRequest = { Params: { token: string } };
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const used = () => new HttpError(409, msg.postFormation.surveyUsed);
// A link guessed by brute force finds nothing (2^192 tokens); the brake keeps the form from being a free oracle.
const rateLimit = { max: 60, timeWindow: 60_000 };

export function registerPublicSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function load(token: string, answering = false) {
    if (!TOKEN.test(token)) throw notFound(msg.postFormation.surveyUnknown);
    const row = (
      await ctx.db.query<{
        id: number;
        status: number;
        name: string;
        introduction: string | null;
        questions: SurveyQuestion[];
        categorie: number;
        etat: number;
      }>(
        `SELECT v.id, v.status, q.name, q.introduction, q.questions, q.categorie, q.etat FROM enquete_envois v JOIN
          enquetes q ON q.id = v.enquete_id WHERE v.token = $1`,
        [token],
      )
    ).rows[0];
    if (!row) throw notFound(msg.postFormation.surveyUnknown);
    if (row.status === 2) throw used();
    if (row.etat === 2) throw notFound(msg.postFormation.surveyUnknown);
    // An archived survey is closed: its form says so and takes no answer.
    if (row.etat === 1 && answering) throw new HttpError(410, msg.postFormation.surveyArchivedAnswer);
    return row;
  }

  app.get<TokenRequest>(
    '/api/survey_forms/:token',
    withAnswers(
      { answers: LINK_REFUSALS },
      {
        config: {
          public: true,
          rateLimit,
          summary: 'Formulaire public d’une enquête',
          description:
            'Sans connexion : le lien personnel donne le nom, l’introduction et les questions ; ' +
            '404 lien inconnu, 409 lien déjà utilisé.',
        },
      },
    ),
    async (request) => {
      const row = await load(request.params.token);
      return {
        name: row.name,
        introduction: row.introduction,
        categorie: row.categorie,
        questions: row.questions,
        echelle: reponses_enquete_qualite,
      };
    },
  );

  app.post<TokenRequest>(
    '/api/survey_forms/:token',
    withBody(
      { properties: { reponses: ANSWERS }, messages: { reponses: msg.postFormation.answersMissing } },
      withAnswers(
        { answers: LINK_REFUSALS },
        {
          config: {
            public: true,
            rateLimit,
            summary: 'Répondre à une enquête par le lien personnel',
            description: 'Une seule réponse par lien ; 422 par question, 409 lien déjà utilisé, 404 lien inconnu.',
          },
        },
      ),
    ),
    async (request) => {
      const row = await load(request.params.token, true);
      await saveAnswers(ctx, row, bodyOf(request, true));
      return { status: 2, message: msg.postFormation.thanks };
    },
  );
}

/** A personal link already used (409) or of a closed survey (410). */
const LINK_REFUSALS = {
  409: { description: 'Lien déjà utilisé.' },
  410: { description: 'Enquête close (archivée).' },
};

/** The answers of a survey, as both answer routes take them (the public link's and the trainee space's). */
export const ANSWERS = {
  type: 'object',
  title: 'Réponses',
  description: 'Par identifiant de question : la réponse (texte, nombre ou liste selon la question).',
};

/** Checks the answers of `body.reponses` against the survey's questions (422 per question) and saves them on the
 * sending row in one conditional UPDATE (409 when it was answered already): the public link's and the trainee
 * space's answer. */
export async function saveAnswers(
  ctx: AppContext,
  row: { id: number; questions: SurveyQuestion[] },
  rawBody: unknown,
): Promise<void> {
  const body = bodyObject(rawBody ?? {});
  const answers = body.reponses;
  if (!answers || typeof answers !== 'object' || Array.isArray(answers))
    throw unprocessable([{ propertyPath: 'reponses', message: msg.postFormation.answersMissing }]);
  const problems = answerProblems(row.questions, answers as Record<string, unknown>);
  if (problems.length > 0)
    throw unprocessable(
      problems.map((p) => ({ propertyPath: `reponses.${p.id}`, message: msg.postFormation.answerProblem[p.problem]! })),
    );
  const kept = Object.fromEntries(row.questions.map((q) => [q.id, (answers as Record<string, unknown>)[q.id] ?? null]));
  const saved = await ctx.db.query(
    'UPDATE enquete_envois SET status = 2, reponses = $2, date_reponse = now(), updated_at = now() WHERE id = $1 AND ' +
      'status = 1 RETURNING id',
    [row.id, JSON.stringify(kept)],
  );
  if (saved.rows.length === 0) throw used();
}
