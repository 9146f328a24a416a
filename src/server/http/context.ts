// What route modules share: the database, the schema registry and validators, auth and mail settings.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Registry } from '../schema/model.ts';
import type { Validators } from '../schema/validate.ts';
import type { JwtConfig } from '../auth/jwt.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AuthUser } from '../auth/access.ts';
import { createSessions } from '../auth/session.ts';
import type { HookRegistry } from '../crud/hooks.ts';
import type { ConfigSource } from '../configsource/source.ts';

export interface AppContext {
  db: Db;
  registry: Registry;
  validators: Validators;
  jwt: JwtConfig;
  mailer: Mailer;
  appUrl: string;
  /** Per-resource hooks of the generic CRUD (crud/hooks.ts), declared in the domains' hooks.ts. */
  hooks: HookRegistry;
  /** The resource files and client profiles as served (database or disk, domain/configuration/source.ts). */
  config: ConfigSource;
  auth(request: FastifyRequest): Promise<AuthUser>;
  /** Forgets the users kept by `auth`: call it after any write to a user, an antenne or a centre. */
  forgetSessions(): void;
}

export function createContext(base: Omit<AppContext, 'auth' | 'forgetSessions'>): AppContext {
  const sessions = createSessions(base.db, base.jwt);
  return { ...base, auth: sessions.user, forgetSessions: sessions.forget };
}

export const JSONLD = 'application/ld+json; charset=utf-8';

export function sendJsonLd(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type(JSONLD).send(body);
}

/** Scheme, host and port the client used, for absolute IRIs in the documentation and the Link header. */
export function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
