// Scheduler calls beyond CRUD (spec 001 section 7): the month view of events, a speaker's occurrences
// between two dates, the light list of speakers with their activities, and the creation of an event's
// sign-in sheet with one line per active trainee of the event's group.
import { eventUser } from './trainerRoutes.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { listCollection } from '../../crud/read.ts';
import { insertRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { scopeCondition } from '../../auth/access.ts';
import { monthRange } from '../../../shared/attendance/index.ts';
import { model, R } from './shared.ts';
import {
  collection,
  dateParam,
  pathId,
  queryId,
  queryOf,
  requireWrite,
  scopedRow,
  type IdRequest,
  q,
  withQuery,
  withoutBody,
} from '../../http/request.ts';
import * as msg from './messages.ts';

type MonthRequest = FastifyRequest<{ Params: { month: string } }>;

export function registerSchedulerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const events = model(ctx, R.events);

  const eventsBetween = async (
    request: FastifyRequest,
    start: string,
    end: string,
    extra: Record<string, string> = {},
  ) => {
    const user = await ctx.auth(request);
    const query = queryOf(request);
    for (const k of ['page', 'start', 'end', 'speaker_id']) query.delete(k);
    query.set('pagination', 'false');
    query.set('dt_start[after]', start);
    query.set('dt_start[before]', end);
    if (!query.has('order[dt_start]')) (query.set('order[dt_start]', 'asc'), query.set('order[hr_start]', 'asc'));
    for (const [k, v] of Object.entries(extra)) query.set(k, v);
    return listCollection(ctx.db, events, user, query);
  };

  app.get(
    '/api/scheduler_events_month/:month',
    withQuery({ properties: {}, filtersOf: 'scheduler_events' }),
    async (request: MonthRequest, reply) => {
      const range = monthRange(request.params.month);
      if (!range) throw badRequest(msg.attendance.badMonth(request.params.month));
      return sendJsonLd(reply, 200, await eventsBetween(request, range.start, range.end));
    },
  );

  app.get(
    '/api/scheduler_occurences_speaker',
    withQuery(
      {
        properties: {
          start: q.date('Premier jour (AAAA-MM-JJ).'),
          end: q.date('Dernier jour (AAAA-MM-JJ).'),
          speaker_id: q.id('speakers', 'Le formateur.'),
        },
        required: ['start', 'end', 'speaker_id'],
      },
      { config: { summary: "Séances d'un formateur sur une période" } },
    ),
    async (request, reply) => {
      const query = queryOf(request);
      const start = dateParam(query, 'start');
      const end = dateParam(query, 'end');
      const speaker = queryId(R.speakers, query.get('speaker_id'), 'speaker_id');
      return sendJsonLd(reply, 200, await eventsBetween(request, start, end, { speaker: String(speaker) }));
    },
  );

  app.get('/api/speakers_light_list', async (request, reply) => {
    const user = await ctx.auth(request);
    const speakers = model(ctx, R.speakers);
    const activities = model(ctx, R.activities);
    const s = scopeCondition(user, speakers, 1);
    const a = scopeCondition(user, activities, 1);
    const rows = (
      await ctx.db.query(
        `SELECT t.id, t.lastname, t.firstname FROM scheduler_speakers t WHERE ${s.sql} AND t.etat = 0 ORDER BY
          t.lastname, t.firstname`,
        s.params,
      )
    ).rows;
    const acts = (
      await ctx.db.query(
        `SELECT t.id, t.name, t.speakers FROM scheduler_activities t WHERE ${a.sql} AND t.etat = 0 ORDER BY t.name`,
        a.params,
      )
    ).rows;
    const members = rows.map((r) => {
      const iri = itemIri(R.speakers, r.id as number);
      return {
        '@id': iri,
        '@type': speakers.className,
        id: r.id,
        name: `${r.lastname} ${r.firstname}`,
        activities: acts
          .filter((x) => Array.isArray(x.speakers) && (x.speakers as string[]).includes(iri))
          .map((x) => ({ '@id': itemIri(R.activities, x.id as number), name: x.name })),
      };
    });
    return sendJsonLd(reply, 200, collection('/api/speakers_light_list', speakers.className, members));
  });

  // A sheet for the event with a line per active trainee (type 1, etat 0) of its group and antenne.
  app.post('/api/scheduler_events/:id/emargement', withoutBody(), async (request: IdRequest, reply) => {
    const user = await eventUser(ctx, request, pathId(request.params.id));
    const sheets = model(ctx, R.sheets);
    const lines = model(ctx, R.lines);
    const event = await scopedRow(ctx.db, events, user, pathId(request.params.id));
    requireWrite(user, sheets, 'create', event.antenne_id);
    const sheet = await ctx.db.transaction(async (tx) => {
      const existing = await tx.query('SELECT id FROM scheduler_event_emargements WHERE event_id = $1', [event.id]);
      if (existing.rows[0]) throw new HttpError(409, msg.attendance.sheetExists);
      const row = await insertRow(tx, sheets, user, {
        event_id: event.id,
        speaker_id: event.speaker_id,
        status: 0,
        antenne_id: event.antenne_id,
      });
      if (event.diplome_session_id !== null) {
        const trainees = await tx.query(
          'SELECT id, antenne_id FROM etudiants WHERE cfa_id = $1 AND diplome_session_id = $2 AND antenne_id = $3 ' +
            'AND type = 1 AND etat = 0 ORDER BY lastname, firstname',
          [user.cfaId, event.diplome_session_id, event.antenne_id],
        );
        for (const t of trainees.rows)
          await insertRow(tx, lines, user, { emargement_id: row.id, etudiant_id: t.id, antenne_id: t.antenne_id });
      }
      return row;
    });
    reply.header('Location', itemIri(R.sheets, sheet.id));
    return sendJsonLd(reply, 201, toItem(sheets, sheet, true));
  });
}
