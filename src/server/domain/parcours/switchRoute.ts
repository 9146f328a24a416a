// POST /api/etudiants/{id}/switch (spec 000 section 7 "POST {url} with the trainee: switch to a new
// course"): the trainee moves to another antenne session on a date, in one transaction. The course that ends
// is kept as history: it leaves the day before (state « Sorti », its pointage following that date); a new
// course (a copy of the trainee's identity) enters the target session and antenne on the date, and the
// contracts still running go with it. Another antenne only where the client's `canChangeAntenneInSwitchStudent`;
// a session whose places (antenne_diplome_sessions.places) are all taken by present trainees is refused.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { insertRow } from '../../crud/write.ts';
import {
  b,
  bodyOf,
  withBody,
  pathId,
  requiredBodyId,
  requireWrite,
  scopedRow,
  type IdRequest,
} from '../../http/request.ts';
import { isIsoDate } from '../../../shared/attendance/index.ts';
import { dayBefore, switchProblem } from '../../../shared/parcours/index.ts';
import { syncPointage } from '../attendance/exitRoute.ts';
import { profileOfUser } from '../../clients/profiles.ts';
import { model } from '../common.ts';
import { moveRefusal } from './exitRoute.ts';
import { refreshCourseState } from './courseState.ts';
import * as msg from './messages.ts';

/** Columns the new course does not copy from the one that ends. */
const NOT_COPIED = new Set([
  'id',
  'cfa_id',
  'created_at',
  'updated_at',
  'etat',
  'date_sortie',
  'raison_sortie',
  'date_sortie_prevue',
  'date_entree_prevue',
  'dt_date_entree',
  'antenne_id',
  'diplome_session_id',
  'etat_parcours',
]);

export function registerSwitchRoute(app: FastifyInstance, ctx: AppContext): void {
  const etudiants = model(ctx, 'etudiants');
  const pointages = model(ctx, 'etudiant_pointages');

  app.post(
    '/api/etudiants/:id/switch',
    withBody(
      {
        properties: {
          antenne_diplome_session: b.id('antenne_diplome_sessions', 'Session en antenne', 'Le nouveau parcours.'),
          date: b.date('Date du changement', 'AAAA-MM-JJ ; l’ancien parcours sort la veille.'),
        },
        messages: { date: msg.parcours.switchDateNeeded },
      },
      {
        config: {
          summary: 'Changement de parcours d’un stagiaire',
          description:
            'antenne_diplome_session et date ; l’ancien parcours sort la veille, un nouveau parcours est créé (201) ' +
            'avec les contrats en cours ; autre antenne seulement si canChangeAntenneInSwitchStudent.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const id = pathId(request.params.id);
      const body = bodyOf(request);
      const existing = await scopedRow(ctx.db, etudiants, user, id);
      requireWrite(user, etudiants, 'update', existing.antenne_id as number);
      const targetId = requiredBodyId(
        'antenne_diplome_sessions',
        body.antenne_diplome_session,
        'antenne_diplome_session',
        'Session en antenne',
      );
      if (!isIsoDate(body.date))
        throw unprocessable([{ propertyPath: 'date', message: msg.parcours.switchDateNeeded }]);
      const date = body.date as string;
      // The target is read in the centre (another antenne's session is allowed by the flag, then by the write scope).
      const target = (
        await ctx.db.query<{
          antenne_id: number;
          diplome_session_id: number;
          etat: number;
          session_etat: number;
          session_end: string | null;
        }>(
          `SELECT s.antenne_id, s.diplome_session_id, s.etat, d.etat AS session_etat, to_char(d.dt_end, 'YYYY-MM-DD') AS
            session_end FROM antenne_diplome_sessions s
         JOIN diplome_sessions d ON d.id = s.diplome_session_id WHERE s.id = $1 AND s.cfa_id = $2`,
          [targetId, user.cfaId],
        )
      ).rows[0];
      if (!target)
        throw unprocessable([{ propertyPath: 'antenne_diplome_session', message: msg.parcours.sessionNeeded }]);
      const profile = await profileOfUser(user, ctx.config);
      const canChange = profile?.accessRight.canChangeAntenneInSwitchStudent === true;

      const result = await ctx.db.transaction(async (tx) => {
        const row = await scopedRow(tx, etudiants, user, id, true);
        // The session's places and its present trainees, the session row locked so two switches cannot both take the
        // last place.
        const capacity = (
          await tx.query<{ places: number | null; present: number }>(
            `SELECT s.places, (SELECT count(*)::int FROM etudiants e WHERE e.antenne_id = s.antenne_id AND
              e.diplome_session_id = s.diplome_session_id
           AND e.type = 1 AND e.etat = 0) AS present FROM antenne_diplome_sessions s WHERE s.id = $1 FOR UPDATE`,
            [targetId],
          )
        ).rows[0]!;
        const problem = switchProblem(
          {
            type: row.type as number,
            etat: row.etat as number,
            dt_date_entree: row.dt_date_entree as string | null,
            antenne: row.antenne_id as number,
            diplome_session: row.diplome_session_id as number | null,
          },
          {
            antenne: target.antenne_id,
            diplome_session: target.diplome_session_id,
            etat: target.etat,
            sessionEtat: target.session_etat,
            places: capacity.places,
            present: capacity.present,
            sessionEnd: target.session_end,
          },
          date,
          canChange,
        );
        if (problem)
          throw moveRefusal(problem, row.dt_date_entree, 'date', msg.parcours.switchBeforeEntry, capacity.places);
        requireWrite(user, etudiants, 'create', target.antenne_id);
        const closed = (
          await tx.query(
            'UPDATE etudiants SET etat = 1, date_sortie = $2, updated_at = now() WHERE id = $1 RETURNING *',
            [id, dayBefore(date)],
          )
        ).rows[0]!;
        const pointage = await syncPointage(tx, pointages, user, closed);
        const copy: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(row)) if (!NOT_COPIED.has(k)) copy[k] = v;
        if (target.antenne_id !== row.antenne_id) copy.antenne_convention_id = null;
        const created = await insertRow(tx, etudiants, user, {
          ...copy,
          type: 1,
          etat: 0,
          antenne_id: target.antenne_id,
          diplome_session_id: target.diplome_session_id,
          dt_date_entree: date,
          date_sortie_prevue:
            row.date_sortie_prevue && String(row.date_sortie_prevue) > date ? row.date_sortie_prevue : null,
        });
        const moved = (
          await tx.query(
            `UPDATE etudiant_contrats SET etudiant_id = $2, antenne_id = $3 WHERE etudiant_id = $1 AND etat = 0
           AND date_rupture IS NULL AND (date_fin IS NULL OR date_fin >= $4) RETURNING id`,
            [id, created.id, target.antenne_id, date],
          )
        ).rows.length;
        await refreshCourseState(tx, id);
        await refreshCourseState(tx, created.id as number);
        const fresh = (await tx.query('SELECT * FROM etudiants WHERE id = $1', [created.id])).rows[0]!;
        return { fresh, pointage, moved };
      });
      if (!result.fresh) throw notFound();
      return sendJsonLd(reply.header('Location', itemIri('etudiants', result.fresh.id as number)), 201, {
        ...toItem(etudiants, result.fresh, true),
        ancien_parcours: itemIri('etudiants', id),
        contrats_transferes: result.moved,
        pointage: result.pointage,
      });
    },
  );
}
