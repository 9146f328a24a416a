// Self-signing of a sheet by the trainees on their own phone.
//   GET  /api/scheduler_event_emargements/{id}/auto_emargement   staff who may sign the sheet off: the code to show
//        (a new one every 30 s) and who signed (time, late) and who has not, polled by the « Faire signer » dialog.
// The personal links by mail and the sheet's proof: sheetLinkRoutes.ts.
//   GET  /api/moi/emargements/{id}?code=   the trainee: the session it is about to sign and whether the code holds.
//   POST /api/moi/emargements/{id}/signature {code, signature}   the trainee signs, in one atomic statement: the line
//        present, the proof kept (time, code, user agent, address, image), late when after the start.
// The sign-off stays the trainer's (signOff.ts): those who did not sign are then marked absent there.
import { sheetUser } from './trainerRoutes.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { forbidden, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { itemIri } from '../../hydra/iri.ts';
import { b, bodyOf, withBody, pathId, queryOf, requireWrite, scopedRow, type IdRequest } from '../../http/request.ts';
import {
  isoTimestamp,
  SELF_SIGN_OPENS_BEFORE_MINUTES,
  SELF_SIGN_STEP_SECONDS,
  selfSignPath,
  selfSignStepEnd,
  selfSignWindow,
  signedLate,
} from '../../../shared/attendance/index.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { currentSelfSignCode, personalSelfSignCodeValid, selfSignCodeValid } from './selfSignCode.ts';
import { model, R } from './shared.ts';
import * as msg from './messages.ts';

const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;
const m = msg.attendance;

export type Sheet = RowOf<'scheduler_event_emargements'>;
export type SessionInfo = {
  title: string;
  dt_start: string;
  hr_start: string;
  hr_end: string;
  classroom: string | null;
  speaker: string | null;
  group: string | null;
};

/** A session's day and hours: what the window and lateness rules read. */
type SessionTimes = Pick<SessionInfo, 'dt_start' | 'hr_start' | 'hr_end'>;

/** The session of a sheet as the trainee and the trainer see it. */
export async function sessionOf(q: Queryable, sheet: Pick<Sheet, 'event_id' | 'speaker_id'>): Promise<SessionInfo> {
  const row = (
    await q.query<SessionInfo>(
      `SELECT e.title, to_char(e.dt_start, 'YYYY-MM-DD') AS dt_start, e.hr_start, e.hr_end, c.name AS classroom,
            s.firstname || ' ' || s.lastname AS speaker, d.name AS "group"
       FROM scheduler_events e LEFT JOIN scheduler_classrooms c ON c.id = e.classroom_id
       LEFT JOIN scheduler_speakers s ON s.id = COALESCE($2, e.speaker_id) LEFT JOIN diplome_sessions d ON d.id =
         e.diplome_session_id
      WHERE e.id = $1`,
      [sheet.event_id, sheet.speaker_id],
    )
  ).rows[0]!;
  return row;
}

/** What a trainee's signing needs, in ONE read: the sheet of its centre, the trainee's own line on it and that
 * line's signature, and the session's day and hours (the window and lateness rules'; what else the trainee sees of
 * the session is `sessionOf`'s: the fewer the joins, the less PostgreSQL spends planning the signing's read). */
type SigningState = {
  sheet_id: number;
  sheet_status: number | null;
  event_id: number;
  speaker_id: number | null;
  line_id: number | null;
  signed_at: Date | string | null;
  late: boolean | null;
} & SessionTimes;

/** The trainee's signing state on a sheet: 404 for a sheet of another centre (it does not exist for it), 403 when
 * the trainee is not on it (a trainee signs only for itself, on its own sessions). */
async function signingState(q: Queryable, cfaId: number, sheetId: number, etudiantId: number) {
  const row = (
    await q.query<SigningState>(
      `SELECT sh.id AS sheet_id, sh.status AS sheet_status, sh.event_id, sh.speaker_id, l.id AS line_id, sg.signed_at,
            sg.late, to_char(e.dt_start, 'YYYY-MM-DD') AS dt_start, e.hr_start, e.hr_end
       FROM scheduler_event_emargements sh JOIN scheduler_events e ON e.id = sh.event_id
       LEFT JOIN scheduler_event_emargement_etudiants l ON l.emargement_id = sh.id AND l.etudiant_id = $3
       LEFT JOIN emargement_signatures sg ON sg.line_id = l.id
      WHERE sh.id = $1 AND sh.cfa_id = $2`,
      [sheetId, cfaId, etudiantId],
    )
  ).rows[0];
  if (!row) throw notFound();
  if (row.line_id === null) throw forbidden(m.notOnSheet);
  const { sheet_id, sheet_status, event_id, speaker_id, line_id, signed_at, late, ...session } = row;
  const sheet = { event_id, speaker_id };
  return { sheetId: sheet_id, open: sheet_status === 0, sheet, lineId: line_id, signed_at, late, session };
}

export const conflict = (message: string, path = '') => new HttpError(409, message, [{ propertyPath: path, message }]);

/** The refusal of a signature outside the session's window, or undefined within it. */
function windowRefusal(session: SessionTimes, now: Date): string | undefined {
  const w = selfSignWindow(session, now);
  if (w === 'open') return undefined;
  if (w === 'after') return m.signingClosed;
  const [h, min] = session.hr_start.slice(0, 5).split(':').map(Number) as [number, number];
  const opens = Math.max(0, h * 60 + min - SELF_SIGN_OPENS_BEFORE_MINUTES);
  return m.signingNotOpen(
    formatDateFr(session.dt_start),
    `${String(Math.floor(opens / 60)).padStart(2, '0')}:${String(opens % 60).padStart(2, '0')}`,
  );
}

export function registerSelfSignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sheets = model(ctx, R.sheets);
  const secret = ctx.jwt.secret;
  /** The room's rotating code, or the trainee's own personal code. */
  const codeValid = (sheetId: number, etudiantId: number, code: string, now: Date) =>
    selfSignCodeValid(secret, sheetId, code, now) || personalSelfSignCodeValid(secret, sheetId, etudiantId, code);

  app.get(
    '/api/scheduler_event_emargements/:id/auto_emargement',
    {
      config: {
        summary: 'Code tournant et signatures des stagiaires d’une feuille',
        description:
          'Le code à afficher en QR code (nouveau toutes les 30 s) et, par stagiaire, sa signature (heure, retard) ' +
          'ou son absence de signature.',
      },
    },
    async (request: IdRequest, reply) => {
      const user = await sheetUser(ctx, request, pathId(request.params.id));
      const sheet = await scopedRow(ctx.db, sheets, user, pathId(request.params.id));
      requireWrite(user, sheets, 'update', sheet.antenne_id);
      const session = await sessionOf(ctx.db, sheet);
      const now = new Date();
      const closed = sheet.status !== 0 ? m.selfSignClosed : windowRefusal(session, now);
      const code = closed ? null : currentSelfSignCode(secret, sheet.id, now);
      const lines = (
        await ctx.db.query<{
          id: number;
          lastname: string;
          firstname: string;
          status: number | null;
          signed_at: Date | string | null;
          late: boolean | null;
        }>(
          `SELECT l.id, et.lastname, et.firstname, l.status, s.signed_at, s.late FROM
            scheduler_event_emargement_etudiants l
         JOIN etudiants et ON et.id = l.etudiant_id LEFT JOIN emargement_signatures s ON s.line_id = l.id
        WHERE l.emargement_id = $1 ORDER BY et.lastname, et.firstname, l.id`,
          [sheet.id],
        )
      ).rows;
      return sendJsonLd(reply, 200, {
        '@id': `/api/scheduler_event_emargements/${sheet.id}/auto_emargement`,
        emargement: itemIri(R.sheets, sheet.id),
        session,
        code,
        path: code ? selfSignPath(sheet.id, code) : null,
        period_seconds: SELF_SIGN_STEP_SECONDS,
        shown_until: code ? selfSignStepEnd(now) : null,
        closed: closed ?? null,
        lines: lines.map((l) => ({
          id: l.id,
          etudiant_name: `${l.lastname} ${l.firstname}`,
          status: l.status,
          signed_at: isoTimestamp(l.signed_at),
          late: l.late ?? false,
        })),
      });
    },
  );

  app.get(
    '/api/moi/emargements/:id',
    {
      config: {
        summary: 'Séance à signer par le stagiaire',
        description: 'La séance de la feuille, si le stagiaire y figure, et si le code scanné est encore valable.',
      },
    },
    async (request: IdRequest, reply) => {
      const user = await ctx.authTrainee(request);
      const state = await signingState(ctx.db, user.cfaId, pathId(request.params.id), user.etudiantId);
      const { sheetId } = state;
      const session = await sessionOf(ctx.db, state.sheet);
      const code = queryOf(request).get('code') ?? '';
      const now = new Date();
      return sendJsonLd(reply, 200, {
        '@id': `/api/moi/emargements/${sheetId}`,
        session,
        signed_at: isoTimestamp(state.signed_at),
        late: state.late ?? false,
        sheet_signed: !state.open,
        code_valid: code !== '' && codeValid(sheetId, user.etudiantId, code, now),
        refusal: !state.open ? m.sheetAlreadySigned : (windowRefusal(session, now) ?? null),
      });
    },
  );

  app.post(
    '/api/moi/emargements/:id/signature',
    withBody(
      {
        properties: {
          code: b.text('Code de la salle'),
          signature: b.text('Signature', 'Image PNG en data URL (data:image/png;base64,…), 1,5 Mo au plus.'),
        },
        messages: { code: m.codeRequired, signature: m.signatureRequired },
      },
      {
        bodyLimit: 2 * 1024 * 1024,
        config: {
          summary: 'Signature du stagiaire sur son téléphone',
          description:
            'Le code affiché dans la salle et la signature (PNG) : le stagiaire est marqué présent (en retard après ' +
            'le début), la preuve est conservée.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const user = await ctx.authTrainee(request);
      const id = pathId(request.params.id);
      const body = bodyOf(request);
      const code = typeof body.code === 'string' ? body.code.trim() : '';
      if (code === '') throw unprocessable([{ propertyPath: 'code', message: m.codeRequired }]);
      if (typeof body.signature !== 'string' || !SIGNATURE.test(body.signature) || body.signature.length > 1_500_000) {
        throw unprocessable([{ propertyPath: 'signature', message: m.signatureRequired }]);
      }
      const signature = body.signature;
      // One read, the checks in memory, then one atomic statement: no transaction held across round trips, so the
      // signatures of a room do not queue behind each other's lock on the sheet.
      const state = await signingState(ctx.db, user.cfaId, id, user.etudiantId);
      if (!state.open) throw conflict(m.sheetAlreadySigned);
      const now = new Date();
      if (!codeValid(id, user.etudiantId, code, now)) {
        throw unprocessable([{ propertyPath: 'code', message: m.codeExpired }]);
      }
      const refusal = windowRefusal(state.session, now);
      if (refusal) throw unprocessable([{ propertyPath: 'code', message: refusal }]);
      if (state.signed_at) throw conflict(m.alreadySigned);
      const late = signedLate(state.session, now);
      // The sheet is read again under a share lock (the sign-off's FOR UPDATE waits for it, and a sheet signed off
      // meanwhile inserts nothing); the line's unique signature refuses a second one sent at the same moment.
      const row = (
        await ctx.db.query<{ signed_at: Date | string }>(
          `WITH sheet AS (SELECT id FROM scheduler_event_emargements WHERE id = $2 AND status = 0 FOR SHARE),
           signed AS (
             INSERT INTO emargement_signatures
                    (cfa_id, emargement_id, line_id, etudiant_id, user_id, signed_at, late, code, user_agent, ip, image)
             SELECT $1, sheet.id, $3, $4, $5, $6, $7, $8, $9, $10, $11 FROM sheet
             ON CONFLICT (line_id) DO NOTHING RETURNING line_id, signed_at),
           line AS (
             UPDATE scheduler_event_emargement_etudiants l SET status = 1, signature = $11, updated_at = now()
               FROM signed WHERE l.id = signed.line_id)
         SELECT signed_at FROM signed`,
          [
            user.cfaId,
            id,
            state.lineId,
            user.etudiantId,
            user.id,
            now,
            late,
            code.toUpperCase(),
            String(request.headers['user-agent'] ?? '').slice(0, 500),
            request.ip,
            signature,
          ],
        )
      ).rows[0];
      if (!row) {
        const again = await signingState(ctx.db, user.cfaId, id, user.etudiantId);
        throw conflict(again.open ? m.alreadySigned : m.sheetAlreadySigned);
      }
      const signed = { signed_at: isoTimestamp(row.signed_at)!, late };
      return sendJsonLd(reply, 201, { '@id': `/api/moi/emargements/${id}`, ...signed });
    },
  );
}
