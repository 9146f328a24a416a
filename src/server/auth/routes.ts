// Authentication endpoints:
//   POST /api/authentication_token      {email, password} → {token}; 401 {"code":401,"message":"Identifiants invalides."}
//   GET  /api/users/me                  the current user (JSON-LD item with roles, cfa and antenne IRIs)
//   POST /api/forgot_password/          {email} → 204 whatever the email (no user enumeration)
//   GET  /api/forgot_password/{token}   200 when the reset token is usable, 404 otherwise
//   POST /api/forgot_password/{token}   {password} → 204; the token is then spent (single use, 1 h)
// The reset shape follows CoopTilleuls' ForgotPasswordBundle, which API Platform back-ends commonly use.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonLd, type AppContext } from '../http/context.ts';
import { badRequest, notFound, unprocessable } from '../http/errors.ts';
import { toItem } from '../hydra/serialize.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { signToken } from './jwt.ts';
import { loadActiveUser, toAuthUser } from './session.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Limits per client address and e-mail: generous for people, a wall for password guessing. */
const perEmail = (request: FastifyRequest) => `${request.ip}|${String(field(request.body, 'email') ?? '').toLowerCase()}`;
// LOGIN_MAX_PER_MINUTE raises the login limit for test runs that sign in many times from one address.
const LOGIN_MAX = Math.max(1, Number(process.env.LOGIN_MAX_PER_MINUTE) || 20);
const LOGIN_LIMIT = { config: { rateLimit: { max: LOGIN_MAX, timeWindow: 60_000, keyGenerator: perEmail } } };
const FORGOT_LIMIT = { config: { rateLimit: { max: 10, timeWindow: 15 * 60_000, keyGenerator: perEmail } } };
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function field(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const users = ctx.registry.byName.get('users')!;

  app.post('/api/authentication_token', LOGIN_LIMIT, async (request, reply) => {
    const email = field(request.body, 'email')?.trim().toLowerCase() ?? '';
    const password = field(request.body, 'password') ?? '';
    const res = await db.query('SELECT * FROM users WHERE lower(email) = $1 AND etat = 0', [email]);
    const row = res.rows[0];
    const ok = await verifyPassword(password, (row?.password as string | undefined) ?? null);
    if (!row || !ok) return reply.code(401).send({ code: 401, message: 'Identifiants invalides.' });
    return reply.send({ token: await signToken(ctx.jwt, toAuthUser(row)) });
  });

  app.get('/api/users/me', async (request, reply) => {
    const user = await ctx.auth(request);
    const row = await loadActiveUser(db, user.id);
    return sendJsonLd(reply, 200, toItem(users, row!, true));
  });

  const forgot = async (request: FastifyRequest, reply: FastifyReply) => {
    const email = field(request.body, 'email')?.trim().toLowerCase();
    if (!email) throw badRequest('Le champ « email » est obligatoire.');
    const res = await db.query('SELECT id, email, firstname FROM users WHERE lower(email) = $1 AND etat = 0', [email]);
    const row = res.rows[0];
    if (row) {
      const token = randomBytes(32).toString('base64url');
      await db.query('INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
        row.id,
        sha256(token),
        new Date(Date.now() + RESET_TTL_MS).toISOString(),
      ]);
      const link = `${ctx.appUrl.replace(/\/$/, '')}/reset-password/reset?token=${token}`;
      await ctx.mailer({
        to: row.email as string,
        subject: 'Réinitialisation de votre mot de passe',
        text:
          `Bonjour ${row.firstname as string},\n\nUne demande de réinitialisation de votre mot de passe a été faite. ` +
          `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :\n${link}\n\n` +
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      });
    }
    return reply.code(204).send();
  };
  app.post('/api/forgot_password/', FORGOT_LIMIT, forgot);
  app.post('/api/forgot_password', FORGOT_LIMIT, forgot);

  const usableToken = async (token: string) => {
    const res = await db.query(
      'SELECT id, user_id, expires_at FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [sha256(token)],
    );
    const row = res.rows[0];
    if (!row) throw notFound('Ce lien de réinitialisation est invalide ou a expiré.');
    return row;
  };

  app.get('/api/forgot_password/:token', async (request: TokenRequest, reply) => {
    const row = await usableToken(request.params.token);
    return reply.send({ expiresAt: row.expires_at });
  });

  app.post('/api/forgot_password/:token', async (request: TokenRequest, reply) => {
    const row = await usableToken(request.params.token);
    const password = field(request.body, 'password');
    if (password === undefined || password.length < 8 || password.length > 128) {
      throw unprocessable([{
        propertyPath: 'password',
        message: password === undefined ? 'Ce champ est obligatoire.' : 'Le mot de passe doit contenir entre 8 et 128 caractères.',
      }]);
    }
    const hash = await hashPassword(password);
    // Spend the token and set the password atomically; a concurrent second use finds no unused token.
    const spent = await db.transaction(async (tx) => {
      const used = await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING user_id', [row.id]);
      if (used.rows.length === 0) return false;
      await tx.query('UPDATE users SET password = $1, updated_at = now() WHERE id = $2', [hash, row.user_id]);
      return true;
    });
    if (!spent) throw notFound('Ce lien de réinitialisation est invalide ou a expiré.');
    return reply.code(204).send();
  });
}
