// The booklet read by the apprentice, the staff and the trainer, and the CFA's side the trainer writes.
//   GET   /api/moi/livret, /api/moi/livret.pdf           the apprentice's own booklet (`ctx.authTrainee`)
//   GET /api/etudiants/{id}/livret, /livret.pdf the staff's view of a trainee in scope: both sides, who and when
//   GET /api/formateur/apprenants the learners of the trainer's sessions' groups (`ctx.authTrainer`),
//         each with its booklet's periods and those whose CFA side is still empty
//   GET   /api/formateur/apprenants/{id}/livret          a learner of the trainer's sessions (`ctx.authTrainer`)
//   PATCH /api/formateur/livret/{id}  {cote_cfa}         the trainer writes the CFA's side of a period
import type { FastifyInstance } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { b, bodyOf, pathId, scopedRow, withBody, type IdRequest, fileAnswer, withAnswers } from '../../http/request.ts';
import { save } from '../../crud/save.ts';
import { actingFor } from '../common.ts';
import { model } from '../common.ts';
import { learnerSql, requireLearner } from '../trainerScope.ts';
import { apprenticeOf, competencesOf, livretPdf, periodeView, periodesOf } from './livret.ts';
import { sendPdf } from './tutorRoutes.ts';
import * as msg from './messages.ts';

export function registerLivretRoutes(app: FastifyInstance, ctx: AppContext): void {
  const booklet = async (etudiantId: number, withSignature = false) => {
    const who = (await apprenticeOf(ctx.db, etudiantId))!;
    return {
      etudiant: `/api/etudiants/${etudiantId}`,
      firstname: who.firstname,
      lastname: who.lastname,
      diplome: who.diplome,
      session: who.session,
      competences: await competencesOf(ctx.db, etudiantId),
      periodes: (await periodesOf(ctx.db, etudiantId)).map((p) => periodeView(p, withSignature)),
    };
  };

  app.get(
    '/api/moi/livret',
    {
      config: {
        summary: 'Livret d’apprentissage du stagiaire connecté',
        description: 'Les périodes : volet entreprise (tuteur) et volet du centre (formateur).',
      },
    },
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      return sendJsonLd(reply, 200, { '@id': '/api/moi/livret', ...(await booklet(user.etudiantId)) });
    },
  );
  app.get(
    '/api/moi/livret.pdf',
    withAnswers(
      { answers: fileAnswer('application/pdf', 'Le PDF (téléchargement).') },
      { config: { summary: 'Livret d’apprentissage du stagiaire connecté en PDF' } },
    ),
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      return sendPdf(reply, 'livret-apprentissage.pdf', await livretPdf(ctx.db, user.etudiantId));
    },
  );

  app.get(
    '/api/etudiants/:id/livret',
    {
      config: {
        summary: 'Livret d’apprentissage d’un stagiaire',
        description: 'Ce que le tuteur et le formateur ont saisi, et quand ; les périodes en attente de signature.',
      },
    },
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const trainee = await scopedRow(ctx.db, model(ctx, 'etudiants'), user, pathId(request.params.id));
      return sendJsonLd(reply, 200, { '@id': `/api/etudiants/${trainee.id}/livret`, ...(await booklet(trainee.id)) });
    },
  );
  app.get(
    '/api/etudiants/:id/livret.pdf',
    withAnswers(
      { answers: fileAnswer('application/pdf', 'Le PDF (téléchargement).') },
      { config: { summary: 'Livret d’apprentissage d’un stagiaire en PDF' } },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const trainee = await scopedRow(ctx.db, model(ctx, 'etudiants'), user, pathId(request.params.id));
      return sendPdf(reply, `livret-apprentissage-${trainee.id}.pdf`, await livretPdf(ctx.db, trainee.id));
    },
  );

  app.get(
    '/api/formateur/apprenants',
    {
      config: {
        summary: 'Apprenants des séances du formateur',
        description:
          'Les stagiaires des groupes de ses séances, avec les périodes de leur livret et celles dont le volet du ' +
          'centre reste à remplir.',
      },
    },
    async (request, reply) => {
      const trainer = await ctx.authTrainer(request);
      const rows = (
        await ctx.db.query<{
          id: number;
          firstname: string;
          lastname: string;
          session: string | null;
          antenne: string | null;
          periodes: number;
          a_remplir: number;
        }>(
          `SELECT et.id, et.firstname, et.lastname, ds.name AS session, a.name AS antenne,
              (SELECT count(*)::int FROM livret_periodes p WHERE p.etudiant_id = et.id AND p.etat = 0) AS periodes,
              (SELECT count(*)::int FROM livret_periodes p WHERE p.etudiant_id = et.id AND p.etat = 0 AND
                coalesce(p.cote_cfa, '') = '') AS a_remplir
         FROM etudiants et LEFT JOIN diplome_sessions ds ON ds.id = et.diplome_session_id LEFT JOIN antennes a ON a.id =
           et.antenne_id
        WHERE et.cfa_id = $1 AND et.etat = 0 AND ${learnerSql(2)}
        ORDER BY (SELECT count(*) FROM livret_periodes p WHERE p.etudiant_id = et.id AND p.etat = 0) = 0, ds.name,
          et.lastname, et.firstname, et.id`,
          [trainer.cfaId, trainer.speakerId],
        )
      ).rows;
      const members = rows.map((r) => ({ '@id': `/api/formateur/apprenants/${r.id}/livret`, ...r }));
      return sendJsonLd(reply, 200, {
        '@id': '/api/formateur/apprenants',
        'hydra:member': members,
        'hydra:totalItems': members.length,
      });
    },
  );

  app.get(
    '/api/formateur/apprenants/:id/livret',
    { config: { summary: 'Livret d’un stagiaire des séances du formateur' } },
    async (request: IdRequest, reply) => {
      const trainer = await ctx.authTrainer(request);
      const learner = await requireLearner(ctx.db, trainer, pathId(request.params.id));
      return sendJsonLd(reply, 200, {
        '@id': `/api/formateur/apprenants/${learner.id}/livret`,
        ...(await booklet(learner.id)),
      });
    },
  );

  app.patch(
    '/api/formateur/livret/:id',
    withBody(
      { properties: { cote_cfa: b.text('Volet du centre') } },
      {
        config: {
          summary: 'Volet du centre d’une période du livret',
          description: 'Le formateur écrit le volet du centre (cote_cfa) d’une période d’un stagiaire de ses séances.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const trainer = await ctx.authTrainer(request);
      const existing = (
        await ctx.db.query('SELECT * FROM livret_periodes WHERE id = $1 AND cfa_id = $2 AND etat = 0', [
          pathId(request.params.id),
          trainer.cfaId,
        ])
      ).rows[0];
      if (!existing) throw forbidden(msg.livret.periodUnknown);
      await requireLearner(ctx.db, trainer, existing.etudiant_id as number);
      const body = bodyOf(request, true);
      const name =
        (
          await ctx.db.query<{ n: string }>(
            "SELECT firstname || ' ' || lastname AS n FROM scheduler_speakers WHERE id = $1",
            [trainer.speakerId],
          )
        ).rows[0]?.n ?? '';
      const row = await save(
        ctx,
        'livret_periodes',
        actingFor(trainer, existing.antenne_id as number | null),
        { cote_cfa: body.cote_cfa ?? null },
        {
          mode: 'merge',
          existing,
          extra: { formateur_saisi_le: new Date().toISOString(), formateur_nom: name },
        },
      );
      return sendJsonLd(reply, 200, periodeView(row));
    },
  );
}
