// JWT (HS256, jose): subject = user id, with expiry and the account's token version (`ver`). The user is reloaded from
// the database (kept a few seconds, see session.ts), so a deleted or archived user's token stops working before it
// expires.
import { SignJWT, jwtVerify, errors } from 'jose';
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

/** The secret as a key imported once (jose would import it from the bytes again at every verification: half its
 * time). */
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** The user id in a valid token and when the token expires (ms since the epoch); 401 in French otherwise. */
export async function verifyToken(
  cfg: JwtConfig,
  token: string,
): Promise<{ id: number; expiresAt: number; version: number }> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(cfg.secret), { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || id <= 0) throw unauthorized(msg.auth.tokenInvalid);
    const version = typeof payload.ver === 'number' ? payload.ver : 0;
    return { id, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now(), version };
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw unauthorized(msg.auth.tokenExpired);
    if (err instanceof Error && 'status' in err) throw err;
    throw unauthorized(msg.auth.tokenInvalid);
  }
}
