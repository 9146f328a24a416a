// Attendance views and the exit update: a trainee's occurrences (presences and absences) between two dates
// with totals, the totals of every trainee of a group or antenne for a period, a trainee's running
// attendance rate, and the pointage update when a trainee leaves or their contract breaks up.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { RowOf } from '../../db/rows.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { scopeCondition } from '../../auth/access.ts';
import { attendanceTotals, hoursBetween, absenceHours, isJustified } from '../../../shared/attendance/index.ts';
import { model, R } from './shared.ts';
import { dateParam, pathId, queryId, queryOf, scopedRow, type IdRequest, q, withQuery } from '../../http/request.ts';

import { absenceSpans, presentSlots } from './attendanceQueries.ts';
import { registerExitRoute } from './exitRoute.ts';

/** The end of a period cut at the trainee's exit date: after it, it is not expected any more and nothing counts. */
function untilExit(end: string, exit: unknown): string {
  const day =
    exit instanceof Date ? exit.toISOString().slice(0, 10) : typeof exit === 'string' ? exit.slice(0, 10) : null;
  return day !== null && day < end ? day : end;
}

export function registerAttendanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const etudiants = model(ctx, R.etudiants);

  // Answered with and without the trailing slash: spec 000 calls `/pointage_occurences_etudiant/`.
  const traineeOccurrences = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await ctx.auth(request);
    const query = queryOf(request);
    const start = dateParam(query, 'start');
    const end = dateParam(query, 'end');
    const etudiant = await scopedRow(
      ctx.db,
      etudiants,
      user,
      queryId(R.etudiants, query.get('etudiant_id'), 'etudiant_id'),
    );
    const ids = [etudiant.id];
    const until = untilExit(end, etudiant.date_sortie);
    const [present, absent] = await Promise.all([
      presentSlots(ctx.db, ids, start, until),
      absenceSpans(ctx.db, ids, start, until),
    ]);
    const occurrences = [
      ...present.map((p) => ({
        kind: 'presence',
        date: p.dt_start,
        hr_start: p.hr_start,
        hr_end: p.hr_end,
        title: p.title,
        hours: hoursBetween(p.hr_start, p.hr_end),
      })),
      ...absent.map((a) => ({
        kind: 'absence',
        date: a.dt_start,
        date_end: a.dt_end,
        hr_start: a.hr_start,
        hr_end: a.hr_end,
        raison: a.raison,
        justified: isJustified(a.raison),
        hours: absenceHours(a),
        absence: itemIri(R.absences, a.id),
      })),
    ].sort((x, y) => `${x.date}${x.hr_start ?? ''}`.localeCompare(`${y.date}${y.hr_start ?? ''}`));
    return sendJsonLd(reply, 200, {
      '@type': 'PointageOccurences',
      etudiant: itemIri(R.etudiants, etudiant.id),
      start,
      end,
      occurrences,
      totals: attendanceTotals(present, absent),
    });
  };
  const occurrencesQuery = withQuery(
    {
      properties: {
        start: q.date('Premier jour (AAAA-MM-JJ).'),
        end: q.date('Dernier jour (AAAA-MM-JJ).'),
        etudiant_id: q.id('etudiants', 'Le stagiaire.'),
      },
      required: ['start', 'end', 'etudiant_id'],
    },
    {
      config: {
        summary: "Présences et absences d'un stagiaire sur une période",
        description:
          'Les créneaux où le stagiaire était présent et ses absences entre start et end (arrêtés à sa date de ' +
          "sortie), avec les totaux d'heures.",
      },
    },
  );
  app.get('/api/pointage_occurences_etudiant', occurrencesQuery, traineeOccurrences);
  app.get('/api/pointage_occurences_etudiant/', occurrencesQuery, traineeOccurrences);

  // One row per trainee (type 1) of the scope, optionally of one group (diplome_session) or antenne.
  app.get(
    '/api/pointage_totals',
    withQuery(
      {
        properties: {
          start: q.date('Premier jour (AAAA-MM-JJ).'),
          end: q.date('Dernier jour (AAAA-MM-JJ).'),
          diplome_session: q.id('diplome_sessions', 'Seulement les stagiaires de ce groupe.'),
          antenne: q.id('antennes', 'Seulement les stagiaires de cette antenne.'),
        },
        required: ['start', 'end'],
      },
      {
        config: {
          summary: "Totaux d'assiduité par stagiaire",
          description:
            "Pour chaque stagiaire (500 au plus) du périmètre : heures de présence et d'absence entre start et end.",
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const start = dateParam(query, 'start');
      const end = dateParam(query, 'end');
      const scope = scopeCondition(user, etudiants, 1);
      const params: unknown[] = [...scope.params];
      const where = [scope.sql, 't.type = 1', 't.etat IN (0, 1)'];
      for (const [name, resource] of [
        ['diplome_session', 'diplome_sessions'],
        ['antenne', 'antennes'],
      ] as const) {
        const v = query.get(name);
        if (v) (params.push(queryId(resource, v, name)), where.push(`t.${name}_id = $${params.length}`));
      }
      const trainees = (
        await ctx.db.query<Pick<RowOf<'etudiants'>, 'id' | 'lastname' | 'firstname' | 'date_sortie'>>(
          `SELECT t.id, t.lastname, t.firstname, t.date_sortie FROM etudiants t WHERE ${where.join(' AND ')} ORDER BY
            t.lastname, t.firstname LIMIT 500`,
          params,
        )
      ).rows;
      const ids = trainees.map((t) => t.id);
      const [present, absent] = await Promise.all([
        presentSlots(ctx.db, ids, start, end),
        absenceSpans(ctx.db, ids, start, end),
      ]);
      const members = trainees.map((t) => {
        const until = untilExit(end, t.date_sortie);
        return {
          etudiant: itemIri(R.etudiants, t.id),
          id: t.id,
          name: `${t.lastname} ${t.firstname}`,
          totals: attendanceTotals(
            present.filter((p) => p.etudiant_id === t.id && p.dt_start <= until),
            absent
              .filter((a) => a.etudiant_id === t.id && a.dt_start <= until)
              .map((a) => ({ ...a, dt_end: a.dt_end > until ? until : a.dt_end })),
          ),
        };
      });
      return sendJsonLd(reply, 200, {
        '@type': 'PointageTotals',
        start,
        end,
        'hydra:totalItems': members.length,
        'hydra:member': members,
      });
    },
  );

  // Running rate: everything recorded up to today.
  app.get('/api/etudiants/:id/attendance', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const etudiant = await scopedRow(ctx.db, etudiants, user, pathId(request.params.id));
    const today = untilExit(new Date().toISOString().slice(0, 10), etudiant.date_sortie);
    const ids = [etudiant.id];
    const [present, absent] = await Promise.all([
      presentSlots(ctx.db, ids, '1900-01-01', today),
      absenceSpans(ctx.db, ids, '1900-01-01', today),
    ]);
    return sendJsonLd(reply, 200, {
      '@type': 'Assiduite',
      etudiant: toItem(etudiants, etudiant)['@id'],
      until: today,
      totals: attendanceTotals(present, absent),
    });
  });

  registerExitRoute(app, ctx);
}
