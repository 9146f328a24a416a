// The current user of a request: Bearer token → user id → user row reloaded from the database
// (only active users: etat 0). Any failure is a French 401.
//
// A verified token and its user are kept for a few seconds (SESSION_CACHE_MS, never past the token's expiry):
// a page of the admin sends several requests at once, and the list call of a busy server then costs one query
// instead of two (P2). Every write to a user, an antenne or a centre through this API instance
// forgets them all (`forget`), so a role change or a deactivation applies at the next request; another API
// instance sees it within SESSION_CACHE_MS. A password reset also ends every session signed before it
// (token version, see routes.ts).
import type { FastifyRequest } from 'fastify';
import type { Db, Row } from '../db/index.ts';
import { unauthorized } from '../http/errors.ts';
import type { AuthUser } from './access.ts';
import { verifyToken, type JwtConfig } from './jwt.ts';
import { auth as m } from '../http/messages.ts';

const SESSION_CACHE_MS = 5_000;
const SESSIONS_KEPT = 1_000;

export function toAuthUser(row: Row): AuthUser {
  return {
    id: row.id as number,
    email: row.email as string,
    cfaId: row.cfa_id as number,
    antenneId: (row.antenne_id as number | null) ?? null,
    roles: Array.isArray(row.roles) ? (row.roles as string[]) : [],
    etudiantId: (row.etudiant_id as number | null | undefined) ?? null,
  };
}

export async function loadActiveUser(db: Db, id: number): Promise<Row | undefined> {
  const res = await db.query('SELECT * FROM users WHERE id = $1 AND etat = 0 AND cfa_id IS NOT NULL', [id]);
  return res.rows[0];
}

async function authenticate(db: Db, jwt: JwtConfig, token: string): Promise<{ user: AuthUser; expiresAt: number }> {
  const { id, expiresAt, version } = await verifyToken(jwt, token);
  const row = await loadActiveUser(db, id);
  if (!row) throw unauthorized(m.accountGone);
  // A password reset moves the account's token version on: every token signed before it is refused.
  if (Number(row.token_version ?? 0) !== version) throw unauthorized(m.sessionEnded);
  return { user: toAuthUser(row), expiresAt };
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(m.tokenMissing);
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized(m.bearerExpected);
  return match[1]!;
}

export interface Sessions {
  /** The user of the request, or a French 401. */
  user(request: FastifyRequest): Promise<AuthUser>;
  /** Forgets every kept session: called after any write to a user, an antenne or a centre. */
  forget(): void;
}

export function createSessions(db: Db, jwt: JwtConfig): Sessions {
  const kept = new Map<string, { user: AuthUser; until: number }>();
  return {
    async user(request) {
      const token = bearer(request);
      const now = Date.now();
      const hit = kept.get(token);
      if (hit && now < hit.until) return hit.user;
      const { user, expiresAt } = await authenticate(db, jwt, token);
      if (kept.size >= SESSIONS_KEPT) kept.clear();
      kept.set(token, { user, until: Math.min(now + SESSION_CACHE_MS, expiresAt) });
      return user;
    },
    forget: () => kept.clear(),
  };
}
