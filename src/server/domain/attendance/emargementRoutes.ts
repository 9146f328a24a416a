// Sign-in sheet calls (spec 001 section 7): the sheets of a month (optionally of one speaker) with their
// event and counts, the student lines of a sheet with the trainees' names, and the sign-off.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { isTrainer, scopeCondition } from '../../auth/access.ts';
import { isoTimestamp, monthRange } from '../../../shared/attendance/index.ts';
import { model, R } from './shared.ts';
import {
  b,
  bodyOf,
  withBody,
  collection,
  pathId,
  queryId,
  queryOf,
  scopedRow,
  type IdRequest,
  withQuery,
  q,
} from '../../http/request.ts';

import { signOffSheet } from './signOff.ts';
import { sheetUser } from './trainerRoutes.ts';
import { announceAbsences } from '../alternance/tutorAbsenceHooks.ts';
import * as msg from './messages.ts';

type MonthRequest = FastifyRequest<{ Params: { month: string } }>;

export function registerEmargementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sheets = model(ctx, R.sheets);
  const lines = model(ctx, R.lines);

  app.get(
    '/api/scheduler_emargement_month/:month',
    withQuery({ properties: { speakers: q.id('scheduler_speakers', 'L’intervenant.') } }),
    async (request: MonthRequest, reply) => {
      const user = await ctx.auth(request);
      const range = monthRange(request.params.month);
      if (!range) throw badRequest(msg.attendance.badMonth(request.params.month));
      const scope = scopeCondition(user, sheets, 3);
      const params: unknown[] = [range.start, range.end, ...scope.params];
      let speakerSql = '';
      const speaker = queryOf(request).get('speakers');
      if (speaker) {
        params.push(queryId(R.speakers, speaker, 'speakers'));
        speakerSql = ` AND (t.speaker_id = $${params.length} OR e.speaker_id = $${params.length})`;
      }
      const rows = (
        await ctx.db.query(
          `SELECT t.*, e.title AS e_title, e.dt_start AS e_date, e.hr_start AS e_start, e.hr_end AS e_end,
              c.name AS e_classroom, s.lastname || ' ' || s.firstname AS e_speaker, d.name AS e_group, a.name AS
                e_antenne,
              (SELECT count(*) FROM scheduler_event_emargement_etudiants l WHERE l.emargement_id = t.id)::int AS
                n_lines,
              (SELECT count(*) FROM scheduler_event_emargement_etudiants l WHERE l.emargement_id = t.id AND l.status =
                0)::int AS n_absent
         FROM scheduler_event_emargements t JOIN scheduler_events e ON e.id = t.event_id
         LEFT JOIN scheduler_classrooms c ON c.id = e.classroom_id LEFT JOIN scheduler_speakers s ON s.id =
           COALESCE(t.speaker_id, e.speaker_id)
         LEFT JOIN diplome_sessions d ON d.id = e.diplome_session_id LEFT JOIN antennes a ON a.id = e.antenne_id
        WHERE e.dt_start >= $1 AND e.dt_start <= $2 AND ${scope.sql}${speakerSql}
        ORDER BY e.dt_start, e.hr_start, t.id`,
          params,
        )
      ).rows;
      // The signature images stay out of the month list (one sheet's lines and PDF fetch them).
      const members = rows.map((r) => ({
        ...toItem(sheets, r),
        speaker_signature: undefined,
        has_speaker_signature: r.speaker_signature !== null,
        event_detail: {
          title: r.e_title,
          dt_start: r.e_date,
          hr_start: r.e_start,
          hr_end: r.e_end,
          classroom: r.e_classroom,
          speaker: r.e_speaker,
          group: r.e_group,
          antenne: r.e_antenne,
        },
        counts: { lines: r.n_lines, absent: r.n_absent },
      }));
      return sendJsonLd(
        reply,
        200,
        collection(`/api/scheduler_emargement_month/${request.params.month}`, sheets.className, members),
      );
    },
  );

  app.get('/api/scheduler_event_emargements/:id/emargement_etudiants', async (request: IdRequest, reply) => {
    const user = await sheetUser(ctx, request, pathId(request.params.id));
    const sheet = await scopedRow(ctx.db, sheets, user, pathId(request.params.id));
    const scope = scopeCondition(user, lines, 2);
    const rows = (
      await ctx.db.query(
        `SELECT t.*, et.lastname, et.firstname, s.signed_at AS self_signed_at, s.late AS self_signed_late
         FROM scheduler_event_emargement_etudiants t JOIN etudiants et ON et.id = t.etudiant_id
         LEFT JOIN emargement_signatures s ON s.line_id = t.id
        WHERE t.emargement_id = $1 AND ${scope.sql} ORDER BY et.lastname, et.firstname, t.id`,
        [sheet.id, ...scope.params],
      )
    ).rows;
    // A line the trainee signed on its phone says when, and whether late (selfSignRoutes.ts).
    const members = rows.map((r) => ({
      ...toItem(lines, r),
      etudiant_name: `${r.lastname} ${r.firstname}`,
      self_signed_at: isoTimestamp(r.self_signed_at),
      self_signed_late: r.self_signed_late === true,
    }));
    return sendJsonLd(
      reply,
      200,
      collection(`/api/scheduler_event_emargements/${sheet.id}/emargement_etudiants`, lines.className, members),
    );
  });

  app.post(
    '/api/scheduler_event_emargements/:id/sign_off',
    withBody(
      {
        properties: {
          speaker_signature: b.text('Signature de l’intervenant', 'Image PNG (data:image/png;base64,…).'),
          speaker: b.id(R.speakers, 'Intervenant', 'Le formateur qui signe (un formateur connecté : lui-même).'),
          lines: {
            type: 'array',
            title: 'Lignes',
            description: 'Chaque ligne de la feuille : id, status (0 ou 1), signature du stagiaire (PNG).',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer', title: 'Ligne' },
                status: { type: 'integer', enum: [0, 1], title: 'Présence' },
                signature: b.text('Signature du stagiaire'),
              },
            },
          },
          correction_reason: b.text('Motif de correction', 'Pour corriger une feuille déjà signée.'),
        },
        messages: { speaker_signature: msg.attendance.speakerSignature, lines: msg.attendance.linesRequired },
      },
      { bodyLimit: 8 * 1024 * 1024 },
    ),
    async (request: IdRequest, reply) => {
      const id = pathId(request.params.id);
      const user = await sheetUser(ctx, request, id);
      // A trainer signs its own sessions' sheets as their speaker: it names no other.
      const given = bodyOf(request, true);
      const body = isTrainer(await ctx.authAny(request)) ? { ...given, speaker: undefined } : given;
      const row = await signOffSheet(ctx, user, id, body);
      // The absences the sign-off recorded: their apprentices' tutors are mailed (alternance/tutorAbsenceHooks.ts).
      await announceAbsences(ctx);
      return sendJsonLd(reply, 200, toItem(sheets, row, true));
    },
  );
}
