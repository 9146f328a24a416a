// Survey campaigns and results:
//   POST /api/enquetes/{id}/envoi  {etudiants: [IRI|id…]}: one personal link per trainee (enquete_envois, status 1
//        awaiting), mailed through the outbox or SMTP; every trainee reachable and with an e-mail, else a French 422
//        naming `etudiants[i]` and nothing is sent.
//   GET  /api/enquetes/{id}/resultats ?antenne: counts per question of the answers in the user's scope.
//   GET  /api/enquetes/{id}/resultats.csv: the same as a CSV (question, answer, count; texts one per line).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { appUrlFor, sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { canReachAntenne, scopeCondition } from '../../auth/access.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Violation } from '../../schema/validate.ts';
import { insertRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { findInScope } from '../../crud/read.ts';
import { model } from '../common.ts';
import type { RowOf } from '../../db/rows.ts';
import {
  b,
  bodyOf,
  withBody,
  intParam,
  pathId,
  queryOf,
  requireWrite,
  scopedRow,
  type IdRequest,
  withQuery,
  q,
  fileAnswer,
  withAnswers,
} from '../../http/request.ts';
import { tally, type SurveyQuestion } from '../../../shared/postformation/index.ts';
import { reponses_enquete_qualite } from '../../../shared/reference/evaluations.ts';
import { CSV_BOM, csvLine } from '../../../shared/csv.ts';
import * as msg from './messages.ts';

const SCALE = Object.fromEntries(reponses_enquete_qualite.map((r) => [r.id, r.label])) as Record<number, string>;
const idOf = (v: unknown) =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && /^(\/api\/etudiants\/)?\d+$/.test(v)
      ? Number(v.split('/').pop())
      : NaN;

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const enquetes = model(ctx, 'enquetes');
  const envois = model(ctx, 'enquete_envois');
  const etudiants = model(ctx, 'etudiants');

  app.post(
    '/api/enquetes/:id/envoi',
    withBody(
      {
        properties: {
          etudiants: b.ids('etudiants', 'Stagiaires', 'Les destinataires (au moins un, chacun avec une adresse).'),
        },
        messages: { etudiants: msg.postFormation.recipientsNeeded },
      },
      {
        config: {
          summary: 'Envoyer une enquête à des stagiaires',
          description:
            'Un lien personnel (un seul usage) par stagiaire, envoyé par courriel ; 422 par stagiaire inaccessible ' +
            'ou sans e-mail, rien n’est envoyé.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      // Sending records the envois: a role that writes them (not a guest, not the platform's support).
      requireWrite(user, envois, 'create');
      const survey = await scopedRow(ctx.db, enquetes, user, pathId(request.params.id));
      const body = bodyOf(request, true);
      if (survey.etat !== 0)
        throw unprocessable([{ propertyPath: 'enquete', message: msg.postFormation.surveyClosed }]);
      const list = Array.isArray(body.etudiants) ? [...new Set(body.etudiants.map(idOf))] : [];
      if (list.length === 0)
        throw unprocessable([{ propertyPath: 'etudiants', message: msg.postFormation.recipientsNeeded }]);
      const violations: Violation[] = [];
      const trainees: RowOf<'etudiants'>[] = [];
      for (const [i, id] of list.entries()) {
        const t = Number.isInteger(id) ? await findInScope(ctx.db, etudiants, user, id) : undefined;
        if (!t || !canReachAntenne(user, t.antenne_id))
          violations.push({ propertyPath: `etudiants[${i}]`, message: msg.postFormation.recipientUnreachable });
        else if (!t.mail)
          violations.push({ propertyPath: `etudiants[${i}]`, message: msg.postFormation.recipientNoMail });
        else trainees.push(t);
      }
      if (violations.length > 0) throw unprocessable(violations);
      const sent = await ctx.db.transaction(async (tx) => {
        const rows = [];
        for (const t of trainees) {
          const token = randomBytes(24).toString('base64url');
          const row = await insertRow(tx, envois, user, {
            enquete_id: survey.id,
            etudiant_id: t.id,
            antenne_id: t.antenne_id,
            status: 1,
            type: 0,
            token,
            date_envoi: new Date().toISOString(),
          });
          rows.push({ row, token, trainee: t });
        }
        return rows;
      });
      // Mailed after the commit: a link is never mailed for a row that does not exist.
      for (const { token, trainee } of sent) {
        const link = `${appUrlFor(ctx, request)}/survey/form/${token}`;
        await ctx.mailer({
          to: String(trainee.mail),
          subject: msg.postFormation.mailSubject(survey.name),
          text: msg.postFormation.mailText(trainee.firstname ?? '', survey.name, link),
        });
      }
      return sendJsonLd(reply, 201, {
        '@context': '/api/contexts/EnqueteEnvoi',
        '@type': 'hydra:Collection',
        'hydra:totalItems': sent.length,
        'hydra:member': sent.map((s) => toItem(envois, s.row)),
      });
    },
  );

  async function results(request: FastifyRequest<{ Params: { id: string } }>, user: AuthUser) {
    const survey = await scopedRow(ctx.db, enquetes, user, pathId(request.params.id));
    const query = queryOf(request);
    const scope = scopeCondition(user, envois, 2);
    const params: unknown[] = [survey.id, ...scope.params];
    let extra = '';
    const antenne = intParam(query, 'antenne', { all: true });
    if (antenne !== undefined) {
      params.push(antenne);
      extra = ` AND t.antenne_id = $${params.length}`;
    }
    const rows = (
      await ctx.db.query<{ status: number; reponses: Record<string, unknown> | null }>(
        `SELECT t.status, t.reponses FROM enquete_envois t WHERE t.enquete_id = $1 AND ${scope.sql}${extra}`,
        params,
      )
    ).rows;
    const answered = rows.filter((r) => r.status === 2 && r.reponses);
    const questions = (survey.questions ?? []) as unknown as SurveyQuestion[];
    return {
      survey,
      envoyes: rows.length,
      repondus: answered.length,
      questions: tally(
        questions,
        answered.map((r) => r.reponses!),
        SCALE,
      ),
    };
  }

  app.get(
    '/api/enquetes/:id/resultats',
    withQuery(
      { properties: { antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).') } },
      {
        config: {
          summary: 'Résultats d’une enquête par question',
          description: 'Envois et réponses du périmètre, décompte par valeur (échelle, choix) et textes libres.',
        },
      },
    ),
    async (request: IdRequest) => {
      const user = await ctx.auth(request);
      const r = await results(request, user);
      return {
        '@id': `/api/enquetes/${r.survey.id}/resultats`,
        enquete: toItem(enquetes, r.survey),
        envoyes: r.envoyes,
        repondus: r.repondus,
        taux_reponse: r.envoyes ? Math.round((r.repondus / r.envoyes) * 1000) / 10 : 0,
        questions: r.questions,
      };
    },
  );

  app.get(
    '/api/enquetes/:id/resultats.csv',
    withQuery(
      { properties: { antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).') } },
      withAnswers(
        { answers: fileAnswer('text/csv', 'Le CSV (téléchargement).') },
        { config: { summary: 'Résultats d’une enquête en CSV' } },
      ),
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const r = await results(request, user);
      let out = CSV_BOM + csvLine(msg.postFormation.csvHeader);
      for (const q of r.questions) {
        for (const c of q.counts) out += csvLine([q.label, c.value, c.total]);
        for (const t of q.texts) out += csvLine([q.label, t, 1]);
      }
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="enquete-${r.survey.id}-resultats.csv"`)
        .header('Cache-Control', 'no-store')
        .send(out);
    },
  );
}
