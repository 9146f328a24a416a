// The trainer space (a trainer's account, `ctx.authTrainer`): the sessions it teaches and their sheets, nothing else
// (domain/trainerScope.ts). The sheet calls the staff use (lines, « Faire signer », personal links, proof, sign-off,
// a new sheet) also take a trainer for the sheets of its own sessions: `sheetUser` and `eventUser` answer the account
// those calls then act as (the trainer within the sheet's antenne), or the staff user as before.
//   GET /api/formateur/seances?from&to   its sessions (default: 14 days back, 28 ahead), today's first, then the coming
//       ones, then the past ones latest first; each with its sheet when there is one
//   GET /api/formateur/emargements/{id} one sheet of its sessions (the staff read it at
//   /api/scheduler_event_emargements/{id})
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { isTrainer } from '../../auth/access.ts';
import { badRequest } from '../../http/errors.ts';
import { pathId, queryOf, type IdRequest } from '../../http/request.ts';
import { toItem } from '../../hydra/serialize.ts';
import { actingFor } from '../common.ts';
import { requireTaughtEvent, requireTaughtSheet, teachesSql } from '../trainerScope.ts';
import { addDays, isIsoDate } from '../../../shared/attendance/index.ts';
import { model, R } from './shared.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import * as msg from './messages.ts';

/** The user a sheet call acts as: a trainer for a sheet of its own sessions (else a French 403), or the staff user. */
export async function sheetUser(ctx: AppContext, request: FastifyRequest, sheetId: number): Promise<AuthUser> {
  const any = await ctx.authAny(request);
  if (!isTrainer(any)) return ctx.auth(request);
  const trainer = await ctx.authTrainer(request);
  return actingFor(trainer, (await requireTaughtSheet(ctx.db, trainer, sheetId)).antenne_id);
}

/** The user an event call acts as: a trainer for a session it teaches (else a French 403), or the staff user. */
export async function eventUser(ctx: AppContext, request: FastifyRequest, eventId: number): Promise<AuthUser> {
  const any = await ctx.authAny(request);
  if (!isTrainer(any)) return ctx.auth(request);
  const trainer = await ctx.authTrainer(request);
  return actingFor(trainer, (await requireTaughtEvent(ctx.db, trainer, eventId)).antenne_id);
}

export function registerTrainerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sheets = model(ctx, R.sheets);

  app.get(
    '/api/formateur/seances',
    {
      config: {
        summary: 'Séances du formateur connecté',
        description:
          'Les séances qu’il anime sur la période (from, to), celles du jour d’abord, chacune avec sa feuille ' +
          'd’émargement.',
      },
    },
    async (request, reply) => {
      const trainer = await ctx.authTrainer(request);
      const query = queryOf(request);
      const day = parisToday();
      const from = query.get('from') ?? addDays(day, -14);
      const to = query.get('to') ?? addDays(day, 28);
      if (!isIsoDate(from)) throw badRequest(msg.request.dateParam('from'));
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
          antenne: string | null;
          sheet_id: number | null;
          sheet_status: number | null;
          sign_off_at: Date | null;
          has_signature: boolean | null;
          n_lines: number;
          n_absent: number;
        }>(
          `SELECT e.id, e.title, to_char(e.dt_start, 'YYYY-MM-DD') AS dt_start, e.hr_start, e.hr_end, c.name AS
            classroom,
              s.lastname || ' ' || s.firstname AS speaker, d.name AS "group", a.name AS antenne, sh.id AS sheet_id,
                sh.status AS sheet_status,
              sh.sign_off_at, sh.speaker_signature IS NOT NULL AS has_signature,
              (SELECT count(*)::int FROM scheduler_event_emargement_etudiants l WHERE l.emargement_id = sh.id) AS
                n_lines,
              (SELECT count(*)::int FROM scheduler_event_emargement_etudiants l WHERE l.emargement_id = sh.id AND
                l.status = 0) AS n_absent
         FROM scheduler_events e LEFT JOIN scheduler_classrooms c ON c.id = e.classroom_id LEFT JOIN scheduler_speakers
           s ON s.id = e.speaker_id
         LEFT JOIN diplome_sessions d ON d.id = e.diplome_session_id LEFT JOIN antennes a ON a.id = e.antenne_id
         LEFT JOIN scheduler_event_emargements sh ON sh.event_id = e.id
        WHERE e.cfa_id = $1 AND ${teachesSql(2)} AND e.dt_start >= $3 AND e.dt_start <= $4
        ORDER BY CASE WHEN e.dt_start = $5 THEN 0 WHEN e.dt_start > $5 THEN 1 ELSE 2 END,
                 CASE WHEN e.dt_start >= $5 THEN e.dt_start END ASC, e.dt_start DESC, e.hr_start, e.id`,
          [trainer.cfaId, trainer.speakerId, from, to, day],
        )
      ).rows;
      const seances = rows.map((r) => {
        const event_detail = {
          title: r.title,
          dt_start: r.dt_start,
          hr_start: r.hr_start,
          hr_end: r.hr_end,
          classroom: r.classroom,
          speaker: r.speaker,
          group: r.group,
          antenne: r.antenne,
        };
        return {
          id: r.id,
          '@id': `/api/scheduler_events/${r.id}`,
          ...event_detail,
          today: r.dt_start === day,
          sheet:
            r.sheet_id === null
              ? null
              : {
                  '@id': `/api/scheduler_event_emargements/${r.sheet_id}`,
                  id: r.sheet_id,
                  event: `/api/scheduler_events/${r.id}`,
                  speaker: null,
                  status: r.sheet_status ?? 0,
                  sign_off_at: r.sign_off_at instanceof Date ? r.sign_off_at.toISOString() : r.sign_off_at,
                  has_speaker_signature: r.has_signature === true,
                  event_detail,
                  counts: { lines: r.n_lines, absent: r.n_absent },
                },
        };
      });
      return sendJsonLd(reply, 200, { '@id': '/api/formateur/seances', from, to, today: day, seances });
    },
  );

  app.get(
    '/api/formateur/emargements/:id',
    {
      config: { summary: 'Feuille d’émargement d’une séance du formateur' },
    },
    async (request: IdRequest, reply) => {
      const trainer = await ctx.authTrainer(request);
      const id = pathId(request.params.id);
      await requireTaughtSheet(ctx.db, trainer, id);
      const row = (await ctx.db.query('SELECT * FROM scheduler_event_emargements WHERE id = $1', [id])).rows[0]!;
      return sendJsonLd(reply, 200, toItem(sheets, row, true));
    },
  );
}
