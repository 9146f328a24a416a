// POST /api/add_antenne_evaluation_contents {id} (spec 001 sections 4 and 7): completes an evaluation's
// content from its sequence. Every skill and descriptor node of the sequence the evaluated trainee has no
// content for yet gets one (active, not scored, dated as the evaluation); every unit of the sequence gets its
// computed score node (the shared unit score rule over the trainee's skill scores of that unit), created or
// brought up to date. Idempotent: a second call creates nothing and leaves the same scores. Answers 200 with
// the evaluation's contents.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Row } from '../../db/index.ts';
import { unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { insertMany } from '../../seed/insert.ts';
import { unitScore } from '../../../shared/pedagogie/unitScore.ts';
import { model, NODE_ORDER, R } from './shared.ts';
import { b, bodyId, bodyOf, collection, requireWrite, scopedRow, withBody } from '../../http/request.ts';
import * as msg from './messages.ts';

/** Whether an evaluation content stands for a sequence node (linked to it, or naming the same element). */
function covers(c: Row, node: Row): boolean {
  if (c.sequence_content_id === node.id) return true;
  if (c.type_node !== node.type_node) return false;
  if (node.type_node === 'UNIT') return c.unite_competence_id === node.unite_competence_id;
  if (node.type_node === 'SKILL') return c.competence_id === node.competence_id;
  return c.descripteur_id === node.descripteur_id;
}

export function registerEvaluationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const evaluations = model(ctx, R.evaluations);
  const contents = model(ctx, R.evalContents);

  app.post(
    '/api/add_antenne_evaluation_contents',
    withBody({
      properties: {
        id: b.id(R.evaluations, 'Évaluation', 'L’évaluation complétée des nœuds de sa séquence (obligatoire).'),
        '@id': b.id(R.evaluations, 'Évaluation', 'Comme id.'),
        antenne_evaluation: b.id(R.evaluations, 'Évaluation', 'Comme id.'),
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const id = bodyId(R.evaluations, body.id ?? body['@id'] ?? body.antenne_evaluation, 'id', evaluations.label.one);
      if (id === undefined) throw unprocessable([{ propertyPath: 'id', message: msg.pedagogie.evaluationRequired }]);
      const evaluation = await scopedRow(ctx.db, evaluations, user, id);
      requireWrite(user, contents, 'create', evaluation.antenne_id);
      if (evaluation.antenne_sequence_id === null) {
        throw unprocessable([{ propertyPath: 'id', message: msg.pedagogie.evaluationWithoutSequence }]);
      }
      const result = await ctx.db.transaction(async (tx) => {
        // Locked: two calls at once must not both add the missing nodes.
        await tx.query('SELECT id FROM antenne_evaluations WHERE id = $1 FOR UPDATE', [id]);
        const nodes = (
          await tx.query(
            `SELECT * FROM antenne_sequence_contents WHERE antenne_sequence_id = $1 ORDER BY ${NODE_ORDER}`,
            [evaluation.antenne_sequence_id],
          )
        ).rows;
        let existing = (
          await tx.query('SELECT * FROM antenne_evaluation_contents WHERE antenne_evaluation_id = $1 AND etat <> 2', [
            id,
          ])
        ).rows;
        const base = {
          cfa_id: evaluation.cfa_id,
          antenne_id: evaluation.antenne_id,
          antenne_evaluation_id: id,
          date_evaluation: evaluation.date_evaluation,
          etat: 0,
        };
        const fromNode = (n: Row) => ({
          ...base,
          sequence_content_id: n.id,
          type_node: n.type_node,
          antenne_referentiel_id: n.antenne_referentiel_id,
          unite_competence_id: n.unite_competence_id,
          competence_id: n.competence_id,
          descripteur_id: n.descripteur_id,
          label: n.label,
        });
        const missing = nodes.filter((n) => n.type_node !== 'UNIT' && !existing.some((c) => covers(c, n)));
        const created = await insertMany(
          tx,
          'antenne_evaluation_contents',
          missing.map((n) => ({ ...fromNode(n), score: null })),
        );
        if (created.length > 0)
          existing = (
            await tx.query('SELECT * FROM antenne_evaluation_contents WHERE antenne_evaluation_id = $1 AND etat <> 2', [
              id,
            ])
          ).rows;
        let updated = 0;
        const units = nodes.filter((n) => n.type_node === 'UNIT');
        for (const unit of units) {
          const skills = existing.filter(
            (c) => c.type_node === 'SKILL' && c.unite_competence_id === unit.unite_competence_id,
          );
          const score = unitScore(skills.map((c) => c.score as number | null));
          const node = existing.find((c) => covers(c, unit));
          if (!node)
            created.push(...(await insertMany(tx, 'antenne_evaluation_contents', [{ ...fromNode(unit), score }])));
          else if (node.score !== score || node.sequence_content_id !== unit.id) {
            await tx.query(
              'UPDATE antenne_evaluation_contents SET score = $2, sequence_content_id = $3, updated_at = now() WHERE ' +
                'id = $1',
              [node.id, score, unit.id],
            );
            updated += 1;
          }
        }
        const all = (
          await tx.query(`SELECT * FROM antenne_evaluation_contents WHERE antenne_evaluation_id = $1 ORDER BY id`, [id])
        ).rows;
        return { all, created: created.length, updated };
      });
      return sendJsonLd(
        reply,
        200,
        collection(
          `/api/antenne_evaluation_contents?antenne_evaluation=${id}`,
          contents.className,
          result.all.map((c) => toItem(contents, c)),
          { created: result.created, updated: result.updated },
        ),
      );
    },
  );
}
