// Recognising a learner who scans the room's QR code on a phone where it is not signed in, without its password:
// a one-time code mailed to its address on file (the trainee record's e-mail, else its account's), then a session.
//   POST /api/public/emargements/{id}/code      {email, code}: the room's code must hold (the learner is in the
//        room); when the address is that of a trainee on the sheet with an account, a 6-digit code valid 10 minutes
//        is mailed. The answer is the same either way (no address is confirmed to a stranger).
//   POST /api/public/emargements/{id}/connexion {email, code_unique}: 5 tries per code, then a new code is asked;
//        right, the code is spent and the answer is {token}, the trainee's session as a login gives it.
// Both are public and rate-limited per address. The codes are kept hashed (emargement_otps).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { b, bodyOf, pathId, withBody, type IdRequest } from '../../http/request.ts';
import { signToken } from '../../auth/jwt.ts';
import { toAuthUser } from '../../auth/session.ts';
import { selfSignCodeValid } from './selfSignCode.ts';
import { sessionOf, type Sheet } from './selfSignRoutes.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import * as msg from './messages.ts';

const m = msg.attendance;
export const OTP_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const rateLimit = { max: 10, timeWindow: 60_000 };
const hash = (code: string) => createHash('sha256').update(code).digest('hex');
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function registerOtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The trainee of the sheet whose address is `email`, with its active trainee account. */
  const learnerOf = async (sheetId: number, email: string) =>
    (
      await ctx.db.query<Record<string, unknown> & { etudiant_id: number; firstname: string | null }>(
        `SELECT u.*, et.firstname AS et_firstname, et.id AS etudiant_id FROM scheduler_event_emargement_etudiants l JOIN
          etudiants et ON et.id = l.etudiant_id
       JOIN users u ON u.etudiant_id = et.id AND u.etat = 0
      WHERE l.emargement_id = $1 AND (lower(et.mail) = $2 OR lower(u.email) = $2) ORDER BY u.id LIMIT 1`,
        [sheetId, email],
      )
    ).rows[0];

  app.post(
    '/api/public/emargements/:id/code',
    withBody(
      {
        properties: {
          email: b.text('Adresse électronique', 'Celle du stagiaire inscrit à la séance.'),
          code: b.text('Code de la salle', 'Le code affiché dans la salle.'),
        },
      },
      {
        config: {
          public: true,
          rateLimit,
          summary: 'Code à usage unique pour signer sans mot de passe',
          description:
            'Envoie un code à 6 chiffres à l’adresse du stagiaire de la séance, si le code de la salle est valable.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const id = pathId(request.params.id);
      const body = bodyOf(request);
      const email = text(body.email).toLowerCase();
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw unprocessable([{ propertyPath: 'email', message: m.otpEmail }]);
      if (!selfSignCodeValid(ctx.jwt.secret, id, text(body.code)))
        throw unprocessable([{ propertyPath: 'code', message: m.codeExpired }]);
      const learner = await learnerOf(id, email);
      if (learner) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await ctx.db.query(
          `UPDATE emargement_otps SET used_at = now() WHERE etudiant_id = $1 AND emargement_id = $2 AND used_at IS
            NULL`,
          [learner.etudiant_id, id],
        );
        await ctx.db.query(
          `INSERT INTO emargement_otps (etudiant_id, emargement_id, code_hash, expires_at) VALUES ($1, $2, $3, now() +
            interval '${OTP_MINUTES} minutes')`,
          [learner.etudiant_id, id, hash(code)],
        );
        const sheet = (await ctx.db.query<Sheet>('SELECT * FROM scheduler_event_emargements WHERE id = $1', [id]))
          .rows[0]!;
        const session = await sessionOf(ctx.db, sheet);
        const to =
          (
            await ctx.db.query<{ mail: string | null }>('SELECT mail FROM etudiants WHERE id = $1', [
              learner.etudiant_id,
            ])
          ).rows[0]?.mail || String(learner.email);
        await ctx.mailer({
          to,
          subject: m.otpSubject,
          secrets: [code],
          text: m.otpText(
            String(learner.et_firstname ?? ''),
            code,
            session.title,
            formatDateFr(session.dt_start),
            OTP_MINUTES,
          ),
        });
      }
      return sendJsonLd(reply, 202, { '@id': `/api/public/emargements/${id}/code`, message: m.otpSent(OTP_MINUTES) });
    },
  );

  app.post(
    '/api/public/emargements/:id/connexion',
    withBody(
      {
        properties: {
          email: b.text('Adresse électronique'),
          code_unique: b.text('Code reçu', 'Les 6 chiffres reçus par courriel.'),
        },
      },
      {
        config: {
          public: true,
          rateLimit,
          summary: 'Connexion du stagiaire par le code reçu',
          description: 'Le code à usage unique reçu par courriel (5 essais) ouvre la session du stagiaire.',
        },
      },
    ),
    async (request: IdRequest, reply) => {
      const id = pathId(request.params.id);
      const body = bodyOf(request);
      const email = text(body.email).toLowerCase();
      const given = text(body.code_unique);
      if (!/^\d{6}$/.test(given)) throw unprocessable([{ propertyPath: 'code_unique', message: m.otpFormat }]);
      const learner = await learnerOf(id, email);
      const token = await ctx.db.transaction(async (tx) => {
        const otp =
          learner &&
          (
            await tx.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
              `SELECT id, code_hash, attempts, expires_at < now() AS expired FROM emargement_otps
          WHERE etudiant_id = $1 AND emargement_id = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
              [learner.etudiant_id, id],
            )
          ).rows[0];
        if (!learner || !otp || otp.expired) return { refusal: m.otpExpired };
        if (otp.attempts >= OTP_MAX_ATTEMPTS) return { refusal: m.otpTooMany };
        const ok = timingSafeEqual(Buffer.from(otp.code_hash), Buffer.from(hash(given)));
        if (!ok) {
          await tx.query('UPDATE emargement_otps SET attempts = attempts + 1 WHERE id = $1', [otp.id]);
          const left = OTP_MAX_ATTEMPTS - otp.attempts - 1;
          return { refusal: left > 0 ? m.otpWrong(left) : m.otpTooMany };
        }
        await tx.query('UPDATE emargement_otps SET used_at = now() WHERE id = $1', [otp.id]);
        return { token: await signToken(ctx.jwt, toAuthUser(learner), Number(learner.token_version ?? 0)) };
      });
      // The failed try is counted (committed) before the refusal is answered.
      if ('refusal' in token)
        throw new HttpError(422, token.refusal!, [{ propertyPath: 'code_unique', message: token.refusal! }]);
      return reply.send({ token: token.token });
    },
  );
}
