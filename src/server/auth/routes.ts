// Authentication endpoints:
//   POST /api/authentication_token {email, password} → {token}; 401 {"code":401,"message":"Identifiants invalides."}
//   GET  /api/users/me                  the current user (JSON-LD item with roles, cfa and antenne IRIs)
//   POST /api/forgot_password/          {email} → 204 whatever the email (no user enumeration, same cost: the
//                                        link is made and mailed after the answer, see resetLinks.ts)
//   GET  /api/forgot_password/{token}   200 when the reset token is usable, 404 otherwise
//   POST /api/forgot_password/{token}   {password} → 204; the token is then spent (single use, 1 h), every other
//                                        link of the account too, and every token signed before it stops working
// The reset shape follows CoopTilleuls' ForgotPasswordBundle, which API Platform back-ends commonly use.
// Login is limited per account (the e-mail as login reads it: trimmed, lower case) and address, and per address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appUrlFor, sendJsonLd, type AppContext } from '../http/context.ts';
import { badRequest, HttpError, notFound, unprocessable } from '../http/errors.ts';
import { auth as m } from '../http/messages.ts';
import { toItem } from '../hydra/serialize.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './passwordPolicy.ts';
import { requestPasswordLink, sha256 } from './resetLinks.ts';
import { signToken } from './jwt.ts';
import { loadActiveUser, toAuthUser } from './session.ts';

function field(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
}

/** The e-mail as login and reset look it up: the limits key on the same value, so padding gains nothing. */
export const loginEmail = (body: unknown) => field(body, 'email')?.trim().toLowerCase() ?? '';

/** Limits, read when the app is built: LOGIN_MAX_PER_MINUTE (per account and address, default 20) raises it for
 * test runs that sign in many times from one address; LOGIN_MAX_PER_ADDRESS_PER_MINUTE (default 5 times the
 * former) bounds one address trying many e-mails; reset links: 10 per 15 min per address and e-mail, and
 * RESET_MAX_PER_ADDRESS (default 20) per 15 min per address whatever the e-mail. */
function limits() {
  const perEmail = Math.max(1, Number(process.env.LOGIN_MAX_PER_MINUTE) || 20);
  const perAddress = Math.max(1, Number(process.env.LOGIN_MAX_PER_ADDRESS_PER_MINUTE) || perEmail * 5);
  const keyGenerator = (request: FastifyRequest) => `${request.ip}|${loginEmail(request.body)}`;
  return {
    login: { config: { rateLimit: { max: perEmail, timeWindow: 60_000, keyGenerator } } },
    forgot: { config: { rateLimit: { max: 10, timeWindow: 15 * 60_000, keyGenerator } } },
    perAddress,
    resetPerAddress: Math.max(1, Number(process.env.RESET_MAX_PER_ADDRESS) || 20),
  };
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const users = ctx.registry.byName.get('users')!;
  const limit = limits();
  const addressLimit = app.createRateLimit({
    max: limit.perAddress,
    timeWindow: 60_000,
    keyGenerator: (request) => `login|${request.ip}`,
  });
  const perAddress = async (request: FastifyRequest) => {
    const r = await addressLimit(request);
    if (!r.isAllowed && r.isExceeded) throw new HttpError(429, m.tooManyAttempts(Math.ceil(r.ttl / 1000)));
  };

  app.post('/api/authentication_token', { ...limit.login, preHandler: perAddress }, async (request, reply) => {
    const email = loginEmail(request.body);
    const password = field(request.body, 'password') ?? '';
    const res = await db.query('SELECT * FROM users WHERE lower(email) = $1 AND etat = 0', [email]);
    const row = res.rows[0];
    const ok = await verifyPassword(password, (row?.password as string | undefined) ?? null);
    if (!row || !ok) return reply.code(401).send({ code: 401, message: m.invalidCredentials });
    return reply.send({ token: await signToken(ctx.jwt, toAuthUser(row), Number(row.token_version ?? 0)) });
  });

  app.get('/api/users/me', async (request, reply) => {
    // Every account reads itself, a trainee's too (the admin starts from it).
    const user = await ctx.authAny(request);
    const row = await loadActiveUser(db, user.id);
    return sendJsonLd(reply, 200, toItem(users, row!, true));
  });

  const forgot = async (request: FastifyRequest, reply: FastifyReply) => {
    const email = loginEmail(request.body);
    if (!email) throw badRequest(m.emailRequired);
    // Same work whatever the address: the job finds the account, or does nothing (resetLinks.ts).
    await requestPasswordLink(ctx.queue, { kind: 'reset', email, appUrl: appUrlFor(ctx, request) });
    return reply.code(204).send();
  };
  // Per address too, whatever the e-mail: one address asking links for many accounts is braked.
  const resetAddressLimit = app.createRateLimit({
    max: limit.resetPerAddress,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `forgot|${request.ip}`,
  });
  const resetPerAddress = async (request: FastifyRequest) => {
    const r = await resetAddressLimit(request);
    if (!r.isAllowed && r.isExceeded) throw new HttpError(429, m.tooManyAttempts(Math.ceil(r.ttl / 1000)));
  };
  app.post('/api/forgot_password/', { ...limit.forgot, preHandler: resetPerAddress }, forgot);
  app.post('/api/forgot_password', { ...limit.forgot, preHandler: resetPerAddress }, forgot);

  const usableToken = async (token: string) => {
    const res = await db.query(
      `SELECT t.id, t.user_id, t.expires_at, u.email FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
      [sha256(token)],
    );
    const row = res.rows[0];
    if (!row) throw notFound(m.resetLinkInvalid);
    return row;
  };

  app.get('/api/forgot_password/:token', async (request: TokenRequest, reply) => {
    const row = await usableToken(request.params.token);
    return reply.send({ expiresAt: row.expires_at });
  });

  app.post('/api/forgot_password/:token', async (request: TokenRequest, reply) => {
    const row = await usableToken(request.params.token);
    const password = field(request.body, 'password');
    const problem = password === undefined ? m.fieldRequired : passwordProblem(password, row.email as string);
    if (problem) throw unprocessable([{ propertyPath: 'password', message: problem }]);
    const hash = await hashPassword(password!);
    // Spend the token and set the password atomically; a concurrent second use finds no unused token. Every
    // other link of the account is spent with it, and the token version moves on: tokens signed before stop.
    const spent = await db.transaction(async (tx) => {
      const used = await tx.query(
        'UPDATE password_reset_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING user_id',
        [row.id],
      );
      if (used.rows.length === 0) return false;
      await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
        row.user_id,
      ]);
      await tx.query(
        'UPDATE users SET password = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2',
        [hash, row.user_id],
      );
      return true;
    });
    ctx.forgetSessions();
    if (!spent) throw notFound(m.resetLinkInvalid);
    return reply.code(204).send();
  });
}
