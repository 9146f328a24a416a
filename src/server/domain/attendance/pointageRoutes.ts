// Pointage (attendance statement) records of absences: adding one (multipart, as the original client sends
// it: etudiant, raison, dates, hours, etudiant_id, absence_id, antenne_id), deleting one, and the light list.
// The absence's stored values are authoritative; the form fields only name it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { RowOf } from '../../db/rows.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { insertRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { scopeCondition } from '../../auth/access.ts';
import { absenceHours, goesToPointage } from '../../../shared/attendance/index.ts';
import { model, R } from './shared.ts';
import {
  collection,
  queryId,
  queryOf,
  requiredBodyId,
  requireWrite,
  scopedRow,
  withQuery,
  q,
  b,
  bodyOf,
  withBody,
  withForm,
} from '../../http/request.ts';
import * as msg from './messages.ts';

/** Text of a field whether the body came as JSON or as multipart key/values. */
const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

export function registerPointageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const absences = model(ctx, R.absences);
  const pointages = model(ctx, R.pointages);
  const etudiants = model(ctx, R.etudiants);

  const addAbsence = {
    absence_id: b.id(R.absences, 'Absence', 'Obligatoire.'),
    etudiant_id: b.id(R.etudiants, 'Stagiaire', 'Obligatoire (ou etudiant) : le stagiaire de l’absence.'),
    etudiant: b.id(R.etudiants, 'Stagiaire', 'Comme etudiant_id.'),
  };
  app.post(
    '/api/etudiant_pointage_add_absence',
    withForm({ properties: addAbsence, required: ['absence_id'], json: { type: 'object', properties: addAbsence } }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const absenceId = requiredBodyId(R.absences, field(request.body, 'absence_id'), 'absence_id', absences.label.one);
      const etudiantId = requiredBodyId(
        R.etudiants,
        field(request.body, 'etudiant_id') ?? field(request.body, 'etudiant'),
        'etudiant_id',
        etudiants.label.one,
      );
      const absence = await scopedRow(ctx.db, absences, user, absenceId);
      requireWrite(user, pointages, 'create', absence.antenne_id);
      if (absence.etudiant_id !== etudiantId) {
        throw unprocessable([{ propertyPath: 'absence_id', message: msg.attendance.absenceOfOther }]);
      }
      const etudiant = await scopedRow(ctx.db, etudiants, user, etudiantId);
      if (!goesToPointage(etudiant as never)) {
        throw unprocessable([{ propertyPath: 'etudiant_id', message: msg.attendance.noExitDate }]);
      }
      // The absence's write already reported it when the trainee's exit date covers it (attendance/hooks.ts):
      // the spec's second call then answers that record (200) rather than failing.
      const reported = (await ctx.db.query('SELECT * FROM etudiant_pointages WHERE absence_id = $1', [absenceId]))
        .rows[0];
      if (reported) return sendJsonLd(reply, 200, toItem(pointages, reported, true));
      const row = await ctx.db.transaction(async (tx) => {
        const existing = await tx.query('SELECT id FROM etudiant_pointages WHERE absence_id = $1', [absenceId]);
        if (existing.rows[0]) throw new HttpError(409, msg.attendance.absenceInPointage);
        return insertRow(tx, pointages, user, {
          etudiant_id: etudiantId,
          absence_id: absenceId,
          raison: absence.raison,
          dt_start: absence.dt_start,
          dt_end: absence.dt_end,
          hr_start: absence.hr_start,
          hr_end: absence.hr_end,
          hours: absenceHours(absence as never),
          antenne_id: absence.antenne_id,
        });
      });
      reply.header('Location', itemIri(R.pointages, row.id));
      return sendJsonLd(reply, 201, toItem(pointages, row, true));
    },
  );

  app.post(
    '/api/etudiant_pointage_delete_absence',
    withBody({
      properties: {
        pointage_id: b.id(R.pointages, 'Ligne de pointage', 'La ligne de l’absence retirée (obligatoire).'),
        etudiant_id: b.id(R.etudiants, 'Stagiaire', 'Le stagiaire de cette ligne (obligatoire).'),
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const pointageId = requiredBodyId(R.pointages, body.pointage_id, 'pointage_id', pointages.label.one);
      const etudiantId = requiredBodyId(R.etudiants, body.etudiant_id, 'etudiant_id', etudiants.label.one);
      const row = await scopedRow(ctx.db, pointages, user, pointageId);
      requireWrite(user, pointages, 'delete', row.antenne_id);
      if (row.etudiant_id !== etudiantId) {
        throw unprocessable([{ propertyPath: 'etudiant_id', message: msg.attendance.pointageOfOther }]);
      }
      await ctx.db.query('DELETE FROM etudiant_pointages WHERE id = $1', [pointageId]);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/pointages_light',
    withQuery({
      properties: { absence: q.id('etudiant_absences', 'L’absence.'), etudiant: q.id('etudiants', 'Le stagiaire.') },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const scope = scopeCondition(user, pointages, 1);
      const params: unknown[] = [...scope.params];
      const where = [scope.sql];
      for (const [name, resource] of [
        ['absence', R.absences],
        ['etudiant', R.etudiants],
      ] as const) {
        const v = query.get(name);
        if (v) (params.push(queryId(resource, v, name)), where.push(`t.${name}_id = $${params.length}`));
      }
      type Light = Pick<
        RowOf<'etudiant_pointages'>,
        'id' | 'etudiant_id' | 'absence_id' | 'raison' | 'dt_start' | 'dt_end' | 'hours'
      >;
      const rows = (
        await ctx.db.query<Light>(
          `SELECT t.id, t.etudiant_id, t.absence_id, t.raison, t.dt_start, t.dt_end, t.hours FROM etudiant_pointages t
            WHERE ${where.join(' AND ')} ORDER BY t.dt_start, t.id LIMIT 1000`,
          params,
        )
      ).rows;
      const members = rows.map((r) => ({
        '@id': itemIri(R.pointages, r.id),
        '@type': pointages.className,
        id: r.id,
        etudiant: itemIri(R.etudiants, r.etudiant_id),
        absence: r.absence_id === null ? null : itemIri(R.absences, r.absence_id),
        raison: r.raison,
        dt_start: r.dt_start,
        dt_end: r.dt_end,
        hours: r.hours,
      }));
      return sendJsonLd(reply, 200, collection('/api/pointages_light', pointages.className, members));
    },
  );
}
