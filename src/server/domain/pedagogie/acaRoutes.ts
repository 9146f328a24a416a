// ACA (attestation de compétences acquises) beyond CRUD: the eligibility check of a trainee, the generation
// of a draft (POST with an empty body: a new draft, or the existing draft regenerated) and the finalisation.
// Eligibility rules are not in the spec; ours: a trainee (type 1), not archived, entered in training, with at
// least one active assessment (bilan de parcours). The competences attested are those selected in the
// trainee's RPP follow-ups. A finalized ACA is not finalized twice; its certificate's content (units and skills
// with their scores) is read by GET etudiant_acas/{id}/certificat (certificate.ts).
// The trainee reads the certificate of its own finalised ACA (the one its list keeps) from « Mes documents »:
//   GET /api/moi/acas/{id}/certificat   its own only; another's, a draft or an archived one answers 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import type { Row } from '../../db/index.ts';
import { model, parentRow } from '../common.ts';
import { itemAnswer, requireWrite, withAnswers, type IdRequest, withoutBody } from '../../http/request.ts';
import * as msg from './messages.ts';
import { certificate } from './certificate.ts';
import { notFound } from '../../http/errors.ts';
import { latestAca } from '../../../shared/pedagogie/latestAca.ts';

export async function eligibility(ctx: AppContext, trainee: Row) {
  const bilans = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM etudiant_bilan_parcours WHERE etudiant_id = $1 AND NOT coalesce(is_deleted, false)',
    [trainee.id],
  );
  const entry = trainee.dt_date_entree as string | Date | null;
  const details = {
    stagiaire: { label: msg.bilans.acaIsTrainee, ok: trainee.type === 1 },
    non_archive: { label: msg.bilans.acaNotArchived, ok: trainee.etat !== 2 },
    entre_en_formation: { label: msg.bilans.acaEntered, ok: entry !== null && new Date(entry) <= new Date() },
    bilan: { label: msg.bilans.acaHasBilan, ok: bilans.rows[0]!.n > 0 },
  };
  return { eligible: Object.values(details).every((d) => d.ok), details };
}

/** The trainee's ACA its list keeps (latestAca) when it is finalised, else undefined: what « Mes documents » offers. */
export async function finalAcaOf(ctx: AppContext, cfaId: number, etudiantId: number): Promise<Row | undefined> {
  const rows = (
    await ctx.db.query<Row & { id: number; statut: string | null; date_generation: Date | null }>(
      'SELECT * FROM etudiant_acas WHERE etudiant_id = $1 AND cfa_id = $2',
      [etudiantId, cfaId],
    )
  ).rows;
  const aca = latestAca(rows);
  return aca?.statut === 'finalisee' ? aca : undefined;
}

function requireAcaWrite(ctx: AppContext, user: AuthUser, antenneId: number | null): void {
  requireWrite(user, model(ctx, 'etudiant_acas'), 'create', antenneId);
}

/** Names of the competences selected in the trainee's RPP follow-ups (domainesCompetences). */
async function selectedCompetences(ctx: AppContext, etudiantId: number) {
  const res = await ctx.db.query<{ id: number; name: string; domaine_titre: string; niveau: number }>(
    `SELECT DISTINCT c.id, c.name, c.domaine_titre, c.niveau FROM suivi_rpps s
     JOIN etudiant_bilan_parcours b ON b.id = s.etudiant_bilan_parcours_id AND NOT coalesce(b.is_deleted, false)
     CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(s.selected_data->'domainesCompetences'->'selectedIds',
       '[]'::jsonb)) sel(v)
     JOIN competence_rpps c ON c.id::text = sel.v AND c.cfa_id = s.cfa_id
     WHERE b.etudiant_id = $1 ORDER BY c.domaine_titre, c.name`,
    [etudiantId],
  );
  return res.rows;
}

export function registerAcaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const acas = model(ctx, 'etudiant_acas');

  app.get('/api/etudiants/:id/check-aca-eligibility', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const trainee = await parentRow(ctx, 'etudiants', user, request.params.id);
    return sendJsonLd(reply, 200, await eligibility(ctx, trainee));
  });

  app.post(
    '/api/etudiants/:id/etudiant_acas',
    withAnswers(
      { answers: { 201: itemAnswer(acas, 'Le brouillon d’ACA, nouveau ou régénéré.') } },
      withoutBody({
        config: { description: 'Sans corps : un nouveau brouillon, ou le brouillon existant régénéré.' },
      }),
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const trainee = await parentRow(ctx, 'etudiants', user, request.params.id);
      requireAcaWrite(ctx, user, trainee.antenne_id);
      const competences = JSON.stringify(await selectedCompetences(ctx, trainee.id));
      const draft = await ctx.db.query(
        "SELECT id FROM etudiant_acas WHERE etudiant_id = $1 AND statut = 'brouillon' ORDER BY date_generation DESC " +
          'NULLS LAST, id DESC LIMIT 1',
        [trainee.id],
      );
      const row = draft.rows[0]
        ? (
            await ctx.db.query(
              'UPDATE etudiant_acas SET date_generation = now(), competences = $2::jsonb, user_id = $3, updated_at = ' +
                'now() WHERE id = $1 RETURNING *',
              [draft.rows[0].id, competences, user.id],
            )
          ).rows[0]!
        : (
            await ctx.db.query(
              `INSERT INTO etudiant_acas (cfa_id, antenne_id, etudiant_id, statut, date_generation, competences,
                user_id)
         VALUES ($1, $2, $3, 'brouillon', now(), $4::jsonb, $5) RETURNING *`,
              [trainee.cfa_id, trainee.antenne_id, trainee.id, competences, user.id],
            )
          ).rows[0]!;
      return sendJsonLd(reply, 201, toItem(acas, row, true));
    },
  );

  app.post(
    '/api/etudiant_acas/:id/finalize',
    withAnswers(
      { answers: { 200: itemAnswer(acas, 'L’ACA finalisée.') } },
      withoutBody({
        config: { description: 'Sans corps : l’ACA passe « finalisée » (422 si archivée ou déjà finalisée).' },
      }),
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const aca = await parentRow(ctx, 'etudiant_acas', user, request.params.id);
      requireAcaWrite(ctx, user, aca.antenne_id);
      if (aca.statut === 'archivee') {
        throw unprocessable([{ propertyPath: 'statut', message: msg.bilans.acaArchived }]);
      }
      if (aca.statut === 'finalisee') {
        throw unprocessable([{ propertyPath: 'statut', message: msg.bilans.acaAlreadyFinal }]);
      }
      const row = (
        await ctx.db.query(
          "UPDATE etudiant_acas SET statut = 'finalisee', date_finalisation = coalesce(date_finalisation, now()), " +
            'updated_at = now() WHERE id = $1 RETURNING *',
          [aca.id],
        )
      ).rows[0]!;
      return sendJsonLd(reply, 200, toItem(acas, row, true));
    },
  );

  app.get(
    '/api/etudiant_acas/:id/certificat',
    {
      config: {
        summary: "Contenu du certificat d'une ACA",
        description:
          "Le stagiaire, l'ACA, les unités évaluées avec leurs compétences et leurs scores (la dernière note de " +
          'chaque nœud, hors évaluations absentes ou archivées ; acquis : score 2 ou 3) et les compétences RPP ' +
          'attestées : ce que le PDF du certificat présente.',
      },
    },
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const aca = await parentRow(ctx, 'etudiant_acas', user, request.params.id);
      return sendJsonLd(reply, 200, { ...(await certificate(ctx, aca)), aca: toItem(acas, aca) });
    },
  );

  app.get(
    '/api/moi/acas/:id/certificat',
    {
      config: {
        summary: 'Contenu du certificat ACA du stagiaire connecté',
        description:
          'Le certificat de son ACA finalisée (celle que sa liste garde) : ce que le PDF présente. 404 pour une autre.',
      },
    },
    async (request: IdRequest, reply) => {
      const user = await ctx.authTrainee(request);
      const aca = await finalAcaOf(ctx, user.cfaId, user.etudiantId);
      if (!aca || String(aca.id) !== request.params.id) throw notFound(msg.bilans.acaNotYours);
      return sendJsonLd(reply, 200, {
        ...(await certificate(ctx, aca)),
        aca: { statut: aca.statut, date_generation: aca.date_generation, date_finalisation: aca.date_finalisation },
      });
    },
  );
}
