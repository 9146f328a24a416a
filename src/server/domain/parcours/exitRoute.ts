// POST /api/etudiants/{id}/sortie (spec 000 section 4 "moving to exit"): the trainee leaves on a
// date for a reason, in one transaction: state « Sorti » (1), exit date and reason, then the pointage follows
// the exit date as PATCH /api/etudiants/{id}/pointage does (absences up to it reported, records after it removed).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { bodyOf, pathId, requireWrite, scopedRow, withBody, type IdRequest } from '../../http/request.ts';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { exitProblem } from '../../../shared/parcours/index.ts';
import { leaveSheetsFromExit, syncPointage } from '../attendance/exitRoute.ts';
import { model } from '../common.ts';
import * as msg from './messages.ts';

/** A French 422 for a refused course move of `trainee` (exit and switch share the first three). */
export function moveRefusal(
  problem: string,
  entry: unknown,
  property: string,
  beforeEntry: (d: string) => string,
  places?: number | null,
) {
  const messages: Record<string, string> = {
    fullSession: msg.parcours.fullSession(places ?? 0),
    notTrainee: msg.parcours.notTrainee,
    notPresent: msg.parcours.notPresent,
    beforeEntry: beforeEntry(formatDateFr(entry)),
    archivedSession: msg.parcours.archivedSession,
    endedSession: msg.parcours.endedSession,
    sameSession: msg.parcours.sameSession,
    antenneLocked: msg.parcours.antenneLocked,
  };
  const path =
    problem === 'beforeEntry'
      ? property
      : problem === 'notTrainee' || problem === 'notPresent'
        ? 'etat'
        : 'antenne_diplome_session';
  return unprocessable([{ propertyPath: path, message: messages[problem]! }]);
}

export function registerExitRoute(app: FastifyInstance, ctx: AppContext): void {
  const etudiants = model(ctx, 'etudiants');
  const pointages = model(ctx, 'etudiant_pointages');

  app.post(
    '/api/etudiants/:id/sortie',
    withBody(
      {
        properties: {
          date_sortie: {
            type: 'string',
            format: 'date',
            title: 'Date de sortie',
            description: 'AAAA-MM-JJ, pas avant la date d’entrée.',
          },
          raison_sortie: {
            type: 'integer',
            enum: raisons_sortie.map((r) => r.id),
            title: 'Motif de sortie',
            description: 'Liste de référence raisons_sortie.',
          },
        },
        required: ['date_sortie', 'raison_sortie'],
        messages: { date_sortie: msg.parcours.exitDateNeeded, raison_sortie: msg.parcours.exitReasonNeeded },
      },
      {
        config: {
          summary: 'Sortie du parcours d’un stagiaire',
          description:
            'date_sortie et raison_sortie ; état « Sorti » et pointage jusqu’à la date de sortie, en une transaction ' +
            '; 422 en français (sortie avant l’entrée, stagiaire déjà sorti, candidat).',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const id = pathId(request.params.id);
      const existing = await scopedRow(ctx.db, etudiants, user, id);
      requireWrite(user, etudiants, 'update', existing.antenne_id as number);
      // The declared body (a date, a reason of the list, both required) is checked by bodyOf, in French.
      const body = bodyOf(request);
      const date = body.date_sortie as string;

      const result = await ctx.db.transaction(async (tx) => {
        const row = await scopedRow(tx, etudiants, user, id, true);
        const problem = exitProblem(row as never, date);
        if (problem) throw moveRefusal(problem, row.dt_date_entree, 'date_sortie', msg.parcours.exitBeforeEntry);
        const updated = (
          await tx.query(
            'UPDATE etudiants SET etat = 1, date_sortie = $2, raison_sortie = $3, updated_at = now() WHERE id = $1 ' +
              'RETURNING *',
            [id, date, body.raison_sortie],
          )
        ).rows[0]!;
        await leaveSheetsFromExit(tx, updated);
        return { updated, pointage: await syncPointage(tx, pointages, user, updated) };
      });
      return sendJsonLd(reply, 200, { ...toItem(etudiants, result.updated, true), pointage: result.pointage });
    },
  );
}
