// The trainee space's reads (a ROLE_STAGIAIRE account, `ctx.authTrainee`): only the trainee's own records, by
// its id from the session, never from the request.
//   GET /api/moi/planning?from=YYYY-MM-DD&to=YYYY-MM-DD   the sessions of its group (default: this week and the
//       next three), with room, trainer and its sheet when there is one.
//   GET /api/moi/presences   its sign-in lines, newest first: signed by itself (time, late), present, absent, or
//       waiting for the sheet's sign-off, with the hours followed against the hours of its signed sheets.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { queryOf } from '../../http/request.ts';
import { badRequest } from '../../http/errors.ts';
import { addDays, isIsoDate, isoTimestamp, minutesOf, traineePresence } from '../../../shared/attendance/index.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import * as msg from './messages.ts';

const hoursOf = (start: string, end: string) => Math.max(0, ((minutesOf(end) ?? 0) - (minutesOf(start) ?? 0)) / 60);

export function registerTraineeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/moi/planning',
    {
      config: {
        summary: 'Planning du stagiaire connecté',
        description:
          'Les séances de son groupe sur la période (from, to ; par défaut la semaine et les trois suivantes).',
      },
    },
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      const query = queryOf(request);
      const today = parisToday();
      const from = query.get('from') ?? addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      if (!isIsoDate(from)) throw badRequest(msg.request.dateParam('from'));
      const to = query.get('to') ?? addDays(from, 27);
      if (!isIsoDate(to)) throw badRequest(msg.request.dateParam('to'));
      const rows = (
        await ctx.db.query<{
          id: number;
          title: string;
          dt_start: string;
          hr_start: string;
          hr_end: string;
          classroom: string | null;
          speaker: string | null;
          group: string | null;
          sheet_id: number | null;
        }>(
          `SELECT e.id, e.title, to_char(e.dt_start, 'YYYY-MM-DD') AS dt_start, e.hr_start, e.hr_end, c.name AS
            classroom,
              s.firstname || ' ' || s.lastname AS speaker, d.name AS "group", sh.id AS sheet_id
         FROM etudiants et JOIN scheduler_events e ON e.diplome_session_id = et.diplome_session_id AND e.antenne_id =
           et.antenne_id
         LEFT JOIN scheduler_classrooms c ON c.id = e.classroom_id LEFT JOIN scheduler_speakers s ON s.id = e.speaker_id
         LEFT JOIN diplome_sessions d ON d.id = e.diplome_session_id LEFT JOIN scheduler_event_emargements sh ON
           sh.event_id = e.id
        WHERE et.id = $1 AND et.cfa_id = $2 AND e.cfa_id = $2 AND e.dt_start >= $3 AND e.dt_start <= $4
        ORDER BY e.dt_start, e.hr_start, e.id`,
          [user.etudiantId, user.cfaId, from, to],
        )
      ).rows;
      return sendJsonLd(reply, 200, { '@id': '/api/moi/planning', from, to, seances: rows });
    },
  );

  app.get(
    '/api/moi/presences',
    {
      config: {
        summary: 'Présences du stagiaire connecté',
        description:
          'Ses lignes d’émargement : signé (heure, retard), présent, absent ou en attente de la signature de la ' +
          'feuille.',
      },
    },
    async (request, reply) => {
      const user = await ctx.authTrainee(request);
      const rows = (
        await ctx.db.query<{
          id: number;
          title: string;
          dt_start: string;
          hr_start: string;
          hr_end: string;
          status: number | null;
          sheet_status: number;
          signed_at: Date | string | null;
          late: boolean | null;
        }>(
          `SELECT l.id, e.title, to_char(e.dt_start, 'YYYY-MM-DD') AS dt_start, e.hr_start, e.hr_end, l.status,
            sh.status AS sheet_status,
              s.signed_at, s.late
         FROM scheduler_event_emargement_etudiants l JOIN scheduler_event_emargements sh ON sh.id = l.emargement_id
         JOIN scheduler_events e ON e.id = sh.event_id LEFT JOIN emargement_signatures s ON s.line_id = l.id
        WHERE l.etudiant_id = $1 AND l.cfa_id = $2
        ORDER BY e.dt_start DESC, e.hr_start DESC, l.id LIMIT 500`,
          [user.etudiantId, user.cfaId],
        )
      ).rows;
      const lines = rows.map((r) => ({
        id: r.id,
        title: r.title,
        dt_start: r.dt_start,
        hr_start: r.hr_start,
        hr_end: r.hr_end,
        signed_at: isoTimestamp(r.signed_at),
        late: r.late ?? false,
        presence: traineePresence({
          lineStatus: r.status,
          sheetStatus: r.sheet_status,
          selfSigned: r.signed_at !== null,
          late: r.late ?? false,
        }),
      }));
      const signedOff = lines.filter(
        (l) => l.presence === 'absent' || l.presence === 'present' || l.presence === 'late',
      );
      const hours = (list: typeof lines) => list.reduce((sum, l) => sum + hoursOf(l.hr_start, l.hr_end), 0);
      return sendJsonLd(reply, 200, {
        '@id': '/api/moi/presences',
        lignes: lines,
        heures_prevues: hours(signedOff),
        heures_suivies: hours(signedOff.filter((l) => l.presence !== 'absent')),
      });
    },
  );
}
