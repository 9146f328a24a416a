// One trainee with what a trainee screen reads (spec 000 section 7 "Trainees", spec 001 "Assessments"):
// GET /api/stagiaires_plan_individuel/{id}: its individual training plans (PIF: allegement, objectifs,
//   step_to_reach, etat) and its positioning evaluations, which a PIF is built from;
// GET /api/stagiaires_evaluations/{id}: its evaluations and its CPS evaluations, each with `has_content`
//   (spec 001 section 5: nodes, or type CPS);
// GET /api/stagiaires_liste_entretiens/{id}: its interviews under `suivis`.
// Children in state 2 (deleted, hidden) are left out; `etat=` keeps only that state. Another antenne's or
// centre's trainee is a 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Row } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { toItem } from '../../hydra/serialize.ts';
import { referenceLabel } from '../../../shared/reference/index.ts';
import { traineeOf, traineeSummary } from './shared.ts';
import { model } from '../common.ts';
import { intParam, queryOf, type IdRequest, withQuery, q } from '../../http/request.ts';

const USER_NAME = (col: string) =>
  `(SELECT concat_ws(' ', u.firstname, u.lastname) FROM users u WHERE u.id = c.${col})`;

/** Rows of `table` for trainee `id` (etat filter as above), `extra` SQL columns, in `order`. */
async function children(
  ctx: AppContext,
  table: string,
  id: number,
  etat: number | undefined,
  extra: string,
  where: string,
  order: string,
) {
  const params: unknown[] = [id];
  let cond = 'c.etat <> 2';
  if (etat !== undefined) {
    params.push(etat);
    cond = `c.etat = $${params.length}`;
  }
  const res = await ctx.db.query(
    `SELECT c.*${extra} FROM "${table}" c WHERE c.etudiant_id = $1 AND ${cond}${where} ORDER BY ${order}, c.id DESC`,
    params,
  );
  return res.rows;
}

async function page(
  ctx: AppContext,
  request: IdRequest,
  build: (t: RowOf<'etudiants'>, etat: number | undefined) => Promise<Record<string, unknown>>,
) {
  const user = await ctx.auth(request);
  const t = await traineeOf(ctx, user, request.params.id);
  const etat = intParam(queryOf(request), 'etat');
  return { '@context': '/api/contexts/Etudiant', ...(await traineeSummary(ctx, t)), ...(await build(t, etat)) };
}

export function registerTraineeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pifs = model(ctx, 'etudiant_plan_individuel_formations');
  const evaluations = model(ctx, 'antenne_evaluations');
  const interviews = model(ctx, 'etudiant_interviews');

  const evaluationItem = (row: Row) => ({
    ...toItem(evaluations, row),
    evaluated_by_name: row.evaluated_by_name || null,
    sequence_label: row.sequence_label ?? null,
    nb_contents: row.nb_contents,
    has_content: (row.nb_contents as number) > 0 || row.type === 'CPS',
  });
  const EVALUATION_EXTRA = `, ${USER_NAME('evaluated_by_id')} AS evaluated_by_name,
    (SELECT q.label FROM antenne_sequences q WHERE q.id = c.antenne_sequence_id) AS sequence_label,
    (SELECT count(*)::int FROM antenne_evaluation_contents n WHERE n.antenne_evaluation_id = c.id) AS nb_contents`;

  app.get(
    '/api/stagiaires_plan_individuel/:id',
    withQuery({ properties: { etat: q.text('L’état des plans (0 : actif).') } }),
    async (request: IdRequest, reply) =>
      sendJsonLd(
        reply,
        200,
        await page(ctx, request, async (t, etat) => ({
          etudiant_plan_individuel_formations: (
            await children(
              ctx,
              pifs.table,
              t.id,
              etat,
              `, ${USER_NAME('referent_id')} AS referent_name`,
              '',
              'c.date_elaboration DESC NULLS LAST',
            )
          ).map((row) => ({ ...toItem(pifs, row), referent_name: row.referent_name || null })),
          positionnements: (
            await children(
              ctx,
              evaluations.table,
              t.id,
              undefined,
              EVALUATION_EXTRA,
              " AND c.type = 'POSITIONNING'",
              'c.date_evaluation DESC NULLS LAST',
            )
          ).map(evaluationItem),
        })),
      ),
  );

  app.get(
    '/api/stagiaires_evaluations/:id',
    withQuery({ properties: { etat: q.text('L’état des évaluations (0 : active).') } }),
    async (request: IdRequest, reply) =>
      sendJsonLd(
        reply,
        200,
        await page(ctx, request, async (t, etat) => {
          const rows = await children(
            ctx,
            evaluations.table,
            t.id,
            etat,
            EVALUATION_EXTRA,
            '',
            'c.date_evaluation DESC NULLS LAST',
          );
          return {
            evaluations: rows.filter((r) => r.type !== 'CPS').map(evaluationItem),
            evaluations_cps: rows.filter((r) => r.type === 'CPS').map(evaluationItem),
          };
        }),
      ),
  );

  app.get(
    '/api/stagiaires_liste_entretiens/:id',
    withQuery({ properties: { etat: q.text('L’état des entretiens (0 : actif).') } }),
    async (request: IdRequest, reply) =>
      sendJsonLd(
        reply,
        200,
        await page(ctx, request, async (t, etat) => ({
          suivis: (
            await children(
              ctx,
              interviews.table,
              t.id,
              etat,
              `, ${USER_NAME('interviewer_id')} AS interviewer_name`,
              '',
              'c.date_interview DESC',
            )
          ).map((row) => ({
            ...toItem(interviews, row),
            interviewer_name: row.interviewer_name || null,
            type_label: referenceLabel('types_entretien', row.type) ?? null,
            mode_label: referenceLabel('modes_entretien', row.mode) ?? null,
          })),
        })),
      ),
  );
}
