// Token verification (src/server/auth/jwt.ts, node:crypto's HMAC): a token jose signed with our secret passes; any
// other is refused with the French 401 of an invalid token, and a token past its expiry with the expired one.
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../src/server/auth/jwt.ts';
import * as msg from '../../src/server/http/messages.ts';

const cfg = { secret: new TextEncoder().encode('un secret de test assez long pour HS256 !'), ttlSeconds: 3600 };
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hs256 = (data: string, secret = cfg.secret) => createHmac('sha256', secret).update(data).digest('base64url');
/** A token signed by hand: header and payload as given, signed with `secret`. */
const forge = (header: object, payload: object, secret = cfg.secret) => {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${hs256(unsigned, secret)}`;
};
const later = () => Math.floor(Date.now() / 1000) + 600;

async function refusal(token: string): Promise<{ status: number; message: string }> {
  try {
    await verifyToken(cfg, token);
  } catch (err) {
    return { status: (err as { status: number }).status, message: (err as Error).message };
  }
  throw new Error('accepté');
}
const invalid = { status: 401, message: msg.auth.tokenInvalid };

describe('verifyToken', () => {
  it("accepts the server's own tokens, with their user, expiry and version", async () => {
    const token = await signToken(cfg, { id: 42, email: 'a@exemple.fr', roles: ['ROLE_ADMIN'] }, 3);
    const { id, version, expiresAt } = await verifyToken(cfg, token);
    expect({ id, version }).toEqual({ id: 42, version: 3 });
    expect(Math.abs(expiresAt - (Date.now() + 3600_000))).toBeLessThan(5_000);
    expect((await verifyToken(cfg, forge({ alg: 'HS256', typ: 'JWT' }, { sub: '7', exp: later() }))).version).toBe(0);
  });

  it('refuses a token signed with another secret, altered, or cut', async () => {
    const token = await signToken(cfg, { id: 42, email: 'a@exemple.fr', roles: [] });
    expect(await refusal(forge({ alg: 'HS256' }, { sub: '42', exp: later() }, new TextEncoder().encode('autre')))).toEqual(
      invalid,
    );
    const [h, , s] = token.split('.');
    expect(await refusal(`${h}.${b64({ sub: '1', exp: later() })}.${s}`)).toEqual(invalid);
    expect(await refusal(`${token.slice(0, -2)}`)).toEqual(invalid);
    expect(await refusal(`${token}x`)).toEqual(invalid);
    expect(await refusal(token.split('.').slice(0, 2).join('.'))).toEqual(invalid);
    expect(await refusal('pas.un.jeton')).toEqual(invalid);
    expect(await refusal('')).toEqual(invalid);
  });

  it('refuses another algorithm, none included, and a critical header', async () => {
    const payload = { sub: '42', exp: later() };
    expect(await refusal(`${b64({ alg: 'none' })}.${b64(payload)}.`)).toEqual(invalid);
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(cfg.secret);
    expect(await refusal(hs512)).toEqual(invalid);
    expect(await refusal(forge({ alg: 'HS256', crit: ['b64'], b64: false }, payload))).toEqual(invalid);
    expect(await refusal(forge([] as unknown as object, payload))).toEqual(invalid);
  });

  it('says when a token has expired; refuses one without expiry, not yet valid, or without a user', async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(await refusal(forge({ alg: 'HS256' }, { sub: '42', exp: past }))).toEqual({
      status: 401,
      message: msg.auth.tokenExpired,
    });
    expect(await refusal(forge({ alg: 'HS256' }, { sub: '42' }))).toEqual(invalid);
    expect(await refusal(forge({ alg: 'HS256' }, { sub: '42', exp: later(), nbf: later() }))).toEqual(invalid);
    expect(await refusal(forge({ alg: 'HS256' }, { exp: later() }))).toEqual(invalid);
    expect(await refusal(forge({ alg: 'HS256' }, { sub: 42, exp: later() }))).toEqual(invalid);
    expect(await refusal(forge({ alg: 'HS256' }, { sub: '0', exp: later() }))).toEqual(invalid);
  });
});
