// The current user of a request: Bearer token → user id → user row reloaded from the database
// (only active users: etat 0). Any failure is a French 401.
import type { FastifyRequest } from 'fastify';
import type { Db, Row } from '../db/index.ts';
import { unauthorized } from '../http/errors.ts';
import type { AuthUser } from './access.ts';
import { verifyToken, type JwtConfig } from './jwt.ts';

export function toAuthUser(row: Row): AuthUser {
  return {
    id: row.id as number,
    email: row.email as string,
    cfaId: row.cfa_id as number,
    antenneId: (row.antenne_id as number | null) ?? null,
    roles: Array.isArray(row.roles) ? (row.roles as string[]) : [],
  };
}

export async function loadActiveUser(db: Db, id: number): Promise<Row | undefined> {
  const res = await db.query('SELECT * FROM users WHERE id = $1 AND etat = 0 AND cfa_id IS NOT NULL', [id]);
  return res.rows[0];
}

export async function authenticate(db: Db, jwt: JwtConfig, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentification requise : jeton absent.');
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw unauthorized("En-tête d'authentification invalide : « Bearer <jeton> » attendu.");
  const id = await verifyToken(jwt, m[1]!);
  const row = await loadActiveUser(db, id);
  if (!row) throw unauthorized("Ce compte n'existe plus ou a été désactivé.");
  return toAuthUser(row);
}
