// JWT (HS256, signed by jose, verified with node:crypto: see verifyToken): subject = user id, with expiry and the
// account's token version (`ver`). The user is reloaded from the database (kept a few seconds, see session.ts), so a
// deleted or archived user's token stops working before it expires.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { unauthorized } from '../http/errors.ts';
import * as msg from '../http/messages.ts';

export interface JwtConfig {
  secret: Uint8Array;
  ttlSeconds: number;
}

/** `version`: the account's token version (users.token_version), moved on by a password reset. */
export async function signToken(
  cfg: JwtConfig,
  user: { id: number; email: string; roles: string[] },
  version = 0,
): Promise<string> {
  return new SignJWT({ username: user.email, roles: user.roles, ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + cfg.ttlSeconds)
    .sign(cfg.secret);
}

const invalid = () => unauthorized(msg.auth.tokenInvalid);

function decodePart(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  return value as Record<string, unknown>;
}

/** The user id in a valid token and when the token expires (ms since the epoch); 401 in French otherwise.
 *
 * Verified here with node:crypto's HMAC rather than jose's `jwtVerify`: jose verifies through WebCrypto, whose every
 * call is a hop to libuv's thread pool and back (0.6 ms of a 4 ms request under the P9 bench's load, against a few
 * microseconds here), and every session's first request pays it. What jose checks for our tokens is checked alike:
 * the header names HS256 and nothing critical (`alg: none` or another algorithm is refused), the signature is
 * compared in constant time over its canonical encoding, `exp` is required and past it the token is expired, a
 * `nbf` still to come is refused. Tokens are still signed by jose (`signToken`). */
export async function verifyToken(
  cfg: JwtConfig,
  token: string,
): Promise<{ id: number; expiresAt: number; version: number }> {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid();
  const [head, body, signature] = parts as [string, string, string];
  let header: Record<string, unknown>;
  let payload: Record<string, unknown>;
  try {
    header = decodePart(head);
    payload = decodePart(body);
  } catch {
    throw invalid();
  }
  if (header.alg !== 'HS256' || 'crit' in header) throw invalid();
  const expected = Buffer.from(createHmac('sha256', cfg.secret).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number') throw invalid();
  if (payload.exp <= now) throw unauthorized(msg.auth.tokenExpired);
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) throw invalid();
  const id = Number(payload.sub);
  if (typeof payload.sub !== 'string' || !Number.isSafeInteger(id) || id <= 0) throw invalid();
  const version = typeof payload.ver === 'number' ? payload.ver : 0;
  return { id, expiresAt: payload.exp * 1000, version };
}
