// The attendance update on exit or contract breakup (spec 000 section 4): the trainee's exit (or planned
// exit) date is saved and, in the same transaction, the pointage follows: absences up to that date that
// were not reported (no exit date then) are added, records after it are removed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Violation } from '../../schema/validate.ts';
import { insertRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { absenceHours, goesToPointage, isIsoDate } from '../../../shared/attendance/index.ts';
import { model, R } from './shared.ts';
import { b, bodyOf, pathId, requireWrite, scopedRow, withBody, type IdRequest } from '../../http/request.ts';
import * as msg from './messages.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { AuthUser } from '../../auth/access.ts';

/** An exited trainee leaves the sheets not signed yet of the sessions from its exit date on (inside the caller's
 * transaction): it is no longer expected there. Signed sheets keep it, as signed. */
export async function leaveSheetsFromExit(tx: Queryable, row: Row): Promise<number> {
  if (!row.date_sortie) return 0;
  return (
    await tx.query(
      `DELETE FROM scheduler_event_emargement_etudiants l USING scheduler_event_emargements s, scheduler_events e
      WHERE l.emargement_id = s.id AND s.event_id = e.id AND l.etudiant_id = $1 AND e.dt_start >= $2
        AND s.status IS DISTINCT FROM 1 AND l.absence_id IS NULL RETURNING l.id`,
      [row.id, row.date_sortie],
    )
  ).rows.length;
}

/**
 * The pointage follows the trainee's exit (or planned exit) date, inside the caller's transaction: records after
 * it are removed, absences up to it not yet reported are added (also used by the parcours domain's exit,
 * switch and rupture).
 */
export async function syncPointage(
  tx: Queryable,
  pointages: ResourceModel,
  user: AuthUser,
  row: Row,
): Promise<{ added: number; removed: number }> {
  const limit = (row.date_sortie ?? row.date_sortie_prevue) as string | null;
  if (!goesToPointage(row as never) || !limit) return { added: 0, removed: 0 };
  const removed = (
    await tx.query('DELETE FROM etudiant_pointages WHERE etudiant_id = $1 AND dt_start > $2 RETURNING id', [
      row.id,
      limit,
    ])
  ).rows.length;
  const missing = (
    await tx.query(
      'SELECT a.* FROM etudiant_absences a WHERE a.etudiant_id = $1 AND a.dt_start <= $2 AND NOT EXISTS (SELECT 1 ' +
        'FROM etudiant_pointages p WHERE p.absence_id = a.id) ORDER BY a.dt_start',
      [row.id, limit],
    )
  ).rows;
  for (const a of missing) {
    await insertRow(tx, pointages as never, user, {
      etudiant_id: row.id,
      absence_id: a.id,
      raison: a.raison,
      dt_start: a.dt_start,
      dt_end: a.dt_end,
      hr_start: a.hr_start,
      hr_end: a.hr_end,
      hours: absenceHours(a as never),
      antenne_id: a.antenne_id,
    });
  }
  return { added: missing.length, removed };
}

export function registerExitRoute(app: FastifyInstance, ctx: AppContext): void {
  const etudiants = model(ctx, R.etudiants);
  const pointages = model(ctx, R.pointages);

  app.patch(
    '/api/etudiants/:id/pointage',
    withBody({
      properties: {
        date_sortie: b.date('Date de sortie', 'AAAA-MM-JJ ou null ; une date fait passer le stagiaire « sorti ».'),
        date_sortie_prevue: b.date('Date de sortie prévue', 'AAAA-MM-JJ ou null.'),
      },
      messages: { date_sortie: msg.request.valueDate, date_sortie_prevue: msg.request.valueDate },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const existing = await scopedRow(ctx.db, etudiants, user, pathId(request.params.id));
      requireWrite(user, etudiants, 'update', existing.antenne_id);
      const body = bodyOf(request);
      const violations: Violation[] = [];
      const sets: Record<string, unknown> = {};
      for (const name of ['date_sortie', 'date_sortie_prevue']) {
        if (!(name in body)) continue;
        if (body[name] !== null && !isIsoDate(body[name]))
          violations.push({ propertyPath: name, message: msg.request.valueDate });
        else sets[name] = body[name];
      }
      // An exit date makes the trainee "sorti" (etat 1), as the exit form of the original does.
      if (typeof sets.date_sortie === 'string') sets.etat = 1;
      if (Object.keys(sets).length === 0 && violations.length === 0)
        violations.push({ propertyPath: 'date_sortie', message: msg.attendance.exitDateNeeded });
      if (violations.length > 0) throw unprocessable(violations);

      const result = await ctx.db.transaction(async (tx) => {
        const names = Object.keys(sets);
        const row = (
          await tx.query(
            `UPDATE etudiants SET ${names.map((n, i) => `"${n}" = $${i + 2}`).join(', ')}, updated_at = now() WHERE id =
              $1 RETURNING *`,
            [existing.id, ...Object.values(sets)],
          )
        ).rows[0]!;
        const { added, removed } = await syncPointage(tx, pointages, user, row);
        if (typeof sets.date_sortie === 'string') await leaveSheetsFromExit(tx, row);
        return { row, added, removed };
      });
      return sendJsonLd(reply, 200, {
        ...toItem(etudiants, result.row, true),
        pointage: { added: result.added, removed: result.removed },
      });
    },
  );
}
