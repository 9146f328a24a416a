// Staff calls around self-signing beyond the room's QR code (selfSignRoutes.ts):
//   POST /api/scheduler_event_emargements/{id}/liens_personnels   each trainee who has not signed yet is mailed its
//        personal link (distance learning), valid for that trainee and the session's signing window only.
//   GET  /api/scheduler_event_emargements/{id}/liens_personnels/sms   the same links as a short text to copy into a
//        text message, one per trainee who has not signed yet (its mobile phone when on file); the link is the same
//        personal code, so it signs only within the session's window, like the mailed one.
//   GET  /api/scheduler_event_emargements/{id}/preuve   the sheet's proof (selfSignProof.ts), for its PDF.
import { sheetUser } from './trainerRoutes.ts';
import type { FastifyInstance } from 'fastify';
import { appUrlFor, sendJsonLd, type AppContext } from '../../http/context.ts';
import { pathId, requireWrite, scopedRow, type IdRequest, withoutBody } from '../../http/request.ts';
import { selfSignPath } from '../../../shared/attendance/index.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { personalSelfSignCode } from './selfSignCode.ts';
import { sheetProof } from './selfSignProof.ts';
import { conflict, sessionOf } from './selfSignRoutes.ts';
import { model, R } from './shared.ts';
import * as msg from './messages.ts';

const m = msg.attendance;
/** One text message's characters. */
const SMS_LENGTH = 160;

export function registerSheetLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sheets = model(ctx, R.sheets);
  const secret = ctx.jwt.secret;

  /** The open sheet of the request (its writer only), its session, and its trainees who have not signed yet. */
  const unsignedOfOpenSheet = async (request: IdRequest) => {
    const user = await sheetUser(ctx, request, pathId(request.params.id));
    const sheet = await scopedRow(ctx.db, sheets, user, pathId(request.params.id));
    requireWrite(user, sheets, 'update', sheet.antenne_id);
    if (sheet.status !== 0) throw conflict(m.selfSignClosed);
    const session = await sessionOf(ctx.db, sheet);
    const trainees = (
      await ctx.db.query<{
        id: number;
        firstname: string | null;
        lastname: string;
        mail: string | null;
        mobile: string | null;
      }>(
        `SELECT et.id, et.firstname, et.lastname, et.mail, nullif(et.phone_number, '') AS mobile
         FROM scheduler_event_emargement_etudiants l JOIN etudiants et ON et.id = l.etudiant_id
         LEFT JOIN emargement_signatures s ON s.line_id = l.id
        WHERE l.emargement_id = $1 AND s.id IS NULL ORDER BY et.lastname, et.firstname`,
        [sheet.id],
      )
    ).rows;
    return { sheet, session, trainees };
  };

  app.post(
    '/api/scheduler_event_emargements/:id/liens_personnels',
    withoutBody({
      config: {
        summary: 'Liens personnels de signature par courriel',
        description:
          'Chaque stagiaire de la feuille qui n’a pas encore signé reçoit son lien personnel, valable pour lui seul ' +
          'et pendant la séance.',
      },
    }),
    async (request: IdRequest, reply) => {
      const { sheet, session, trainees } = await unsignedOfOpenSheet(request);
      const base = appUrlFor(ctx, request);
      const sent: string[] = [];
      for (const t of trainees.filter((x) => x.mail)) {
        const link = `${base}${selfSignPath(sheet.id, personalSelfSignCode(secret, sheet.id, t.id))}`;
        await ctx.mailer({
          to: String(t.mail),
          subject: m.personalLinkSubject(session.title),
          text: m.personalLinkText(
            t.firstname ?? '',
            session.title,
            formatDateFr(session.dt_start),
            session.hr_start.slice(0, 5),
            session.hr_end.slice(0, 5),
            link,
          ),
          // The link signs for its trainee: not kept in clear in the outbox.
          secret: true,
        });
        sent.push(`${t.lastname} ${t.firstname ?? ''}`.trim());
      }
      return sendJsonLd(reply, 200, {
        '@id': `/api/scheduler_event_emargements/${sheet.id}/liens_personnels`,
        sent: sent.length,
        without_mail: trainees.filter((x) => !x.mail).map((x) => `${x.lastname} ${x.firstname ?? ''}`.trim()),
      });
    },
  );

  app.get(
    '/api/scheduler_event_emargements/:id/liens_personnels/sms',
    {
      config: {
        summary: 'Liens personnels de signature en texte pour SMS',
        description:
          'Pour chaque stagiaire qui n’a pas encore signé, un texte court avec son lien personnel, valable pendant ' +
          'la séance seulement.',
      },
    },
    async (request: IdRequest, reply) => {
      const { sheet, session, trainees } = await unsignedOfOpenSheet(request);
      const base = appUrlFor(ctx, request);
      const date = formatDateFr(session.dt_start).slice(0, 5);
      const [start, end] = [session.hr_start.slice(0, 5), session.hr_end.slice(0, 5)];
      return sendJsonLd(reply, 200, {
        '@id': `/api/scheduler_event_emargements/${sheet.id}/liens_personnels/sms`,
        textes: trainees.map((t) => {
          const link = `${base}${selfSignPath(sheet.id, personalSelfSignCode(secret, sheet.id, t.id))}`;
          const room = SMS_LENGTH - m.personalLinkSms('', date, start, end, link).length;
          const title =
            session.title.length <= room
              ? session.title
              : `${session.title.slice(0, Math.max(8, room - 1)).trimEnd()}…`;
          return {
            etudiant: `/api/etudiants/${t.id}`,
            nom: `${t.lastname} ${t.firstname ?? ''}`.trim(),
            telephone: t.mobile,
            texte: m.personalLinkSms(title, date, start, end, link),
          };
        }),
      });
    },
  );

  app.get(
    '/api/scheduler_event_emargements/:id/preuve',
    {
      config: {
        summary: 'Preuve d’une feuille d’émargement',
        description:
          'Empreinte SHA-256 du contenu de la feuille, signatures des stagiaires avec leur trace (heure, code, ' +
          'appareil, adresse, empreinte de l’image) et chronologie.',
      },
    },
    async (request: IdRequest, reply) => {
      const user = await sheetUser(ctx, request, pathId(request.params.id));
      const sheet = await scopedRow(ctx.db, sheets, user, pathId(request.params.id));
      return sendJsonLd(reply, 200, {
        '@id': `/api/scheduler_event_emargements/${sheet.id}/preuve`,
        ...(await sheetProof(ctx.db, sheet)),
      });
    },
  );
}
