// PATCH /api/etudiant_contrats/{id}/rupture (spec 001 "PATCH a url for rupture"; spec 000 section 4:
// the attendance update also on a contract breakup): in one transaction the contract is broken (date within
// the contract, reason, comment), the trainee's course state becomes « En rupture » and its planned exit moves
// to the end of the 6 months an apprentice may stay in training after a breakup (kept when earlier), the pointage
// following it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { bodyOf, pathId, requireWrite, scopedRow, withBody, type IdRequest } from '../../http/request.ts';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import { afterRuptureLimit } from '../../../shared/parcours/index.ts';
import { syncPointage } from '../attendance/exitRoute.ts';
import { ruptureViolations } from './contractRoutes.ts';
import { model } from '../common.ts';
import { refreshCourseState } from '../parcours/courseState.ts';
import * as msg from './messages.ts';

export function registerRuptureRoute(app: FastifyInstance, ctx: AppContext): void {
  const contrats = model(ctx, 'etudiant_contrats');
  const pointages = model(ctx, 'etudiant_pointages');

  app.patch(
    '/api/etudiant_contrats/:id/rupture',
    withBody(
      {
        properties: {
          date_rupture: { type: 'string', format: 'date', title: 'Date de rupture', description: 'AAAA-MM-JJ.' },
          motif_rupture: {
            type: 'integer',
            enum: raisons_sortie.map((r) => r.id),
            title: 'Motif de rupture',
            description: 'Liste de référence raisons_sortie.',
          },
          commentaire_rupture: {
            type: ['string', 'null'],
            title: 'Commentaire',
            description: 'Au plus 2000 caractères gardés.',
          },
        },
        required: ['date_rupture', 'motif_rupture'],
        messages: { date_rupture: msg.parcours.ruptureDateNeeded, motif_rupture: msg.parcours.ruptureReasonNeeded },
      },
      {
        config: {
          summary: 'Rupture d’un contrat',
          description:
            'date_rupture, motif_rupture, commentaire_rupture ; le parcours passe « En rupture », la sortie prévue ' +
            'et le pointage suivent, en une transaction.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const id = pathId(request.params.id);
      const existing = await scopedRow(ctx.db, contrats, user, id);
      requireWrite(user, contrats, 'update', existing.antenne_id as number);
      // The declared body (a date, a reason of the list, both required) is checked by bodyOf, in French.
      const body = bodyOf(request);
      const comment =
        typeof body.commentaire_rupture === 'string' && body.commentaire_rupture.trim() !== ''
          ? body.commentaire_rupture.slice(0, 2000)
          : null;
      const date = body.date_rupture as string;

      const result = await ctx.db.transaction(async (tx) => {
        const row = await scopedRow(tx, contrats, user, id, true);
        if (row.date_rupture)
          throw unprocessable([{ propertyPath: 'date_rupture', message: msg.parcours.alreadyBroken }]);
        const dated = ruptureViolations({ date_rupture: date, date_debut: row.date_debut, date_fin: row.date_fin });
        if (dated.length > 0) throw unprocessable(dated);
        const contract = (
          await tx.query(
            'UPDATE etudiant_contrats SET date_rupture = $2, motif_rupture = $3, commentaire_rupture = $4, ' +
              'updated_at = now() WHERE id = $1 RETURNING *',
            [id, date, body.motif_rupture, comment],
          )
        ).rows[0]!;
        const trainee = (await tx.query('SELECT * FROM etudiants WHERE id = $1 FOR UPDATE', [row.etudiant_id]))
          .rows[0]!;
        const limit = afterRuptureLimit(date);
        const planned = trainee.date_sortie_prevue as string | null;
        const updated =
          planned && planned <= limit
            ? trainee
            : (
                await tx.query(
                  'UPDATE etudiants SET date_sortie_prevue = $2, updated_at = now() WHERE id = $1 RETURNING *',
                  [trainee.id, limit],
                )
              ).rows[0]!;
        const pointage = await syncPointage(tx, pointages, user, updated);
        const etat_parcours = await refreshCourseState(tx, trainee.id as number);
        return { contract, pointage, etat_parcours, date_sortie_prevue: updated.date_sortie_prevue };
      });
      return sendJsonLd(reply, 200, {
        ...toItem(contrats, result.contract, true),
        etudiant_detail: {
          '@id': itemIri('etudiants', existing.etudiant_id as number),
          etat_parcours: result.etat_parcours,
          date_sortie_prevue: result.date_sortie_prevue,
        },
        pointage: result.pointage,
      });
    },
  );
}
