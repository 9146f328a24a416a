// What route modules share: the database, the schema registry and validators, auth and mail settings.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Registry } from '../schema/model.ts';
import type { Validators } from '../schema/validate.ts';
import type { JwtConfig } from '../auth/jwt.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Queue } from '../jobs/queue.ts';
import { isTrainee, isTrainer, isTutor, type AuthUser } from '../auth/access.ts';
import { forbidden } from './errors.ts';
import { access } from './messages.ts';
import { createSessions } from '../auth/session.ts';
import type { HookRegistry } from '../crud/hooks.ts';
import type { ConfigSource } from '../configsource/source.ts';

export interface AppContext {
  db: Db;
  registry: Registry;
  validators: Validators;
  jwt: JwtConfig;
  mailer: Mailer;
  /** Background jobs and schedules, kept in the database (jobs/queue.ts). */
  queue: Queue;
  appUrl: string;
  /** No APP_URL and a trusted proxy: mails' links take the scheme and host the client used (see appUrlFor). */
  appUrlFromRequest?: boolean;
  /** Per-resource hooks of the generic CRUD (crud/hooks.ts), declared in the domains' hooks.ts. */
  hooks: HookRegistry;
  /** The resource files and client profiles as served (database or disk, domain/configuration/source.ts). */
  config: ConfigSource;
  /** The staff user of the request: a 401 without a valid session, a 403 for a trainee's account (ROLE_STAGIAIRE),
   * which reads only through `authTrainee` routes. Every route of the API but those calls this: the trainee's
   * narrow scope is decided here, once. */
  auth(request: FastifyRequest): Promise<AuthUser>;
  /** Any signed-in account, a trainee's included: only for what every account reads of itself (`/api/users/me`). */
  authAny(request: FastifyRequest): Promise<AuthUser>;
  /** A trainee's account tied to its trainee (`etudiantId` set), else a 403: the trainee space's routes. */
  authTrainee(request: FastifyRequest): Promise<AuthUser & { etudiantId: number }>;
  /** A company tutor's account (ROLE_ENTREPRISE) named by a contact of its centre (`entreprise_contacts.user`), else
   * a 403: the tutor space's routes. */
  authTutor(request: FastifyRequest): Promise<AuthUser & { contactId: number }>;
  /** A trainer's account (ROLE_FORMATEUR) named by a speaker of its centre (`scheduler_speakers.user`), else a 403:
   * the trainer space's routes and its own sessions' sheets. */
  authTrainer(request: FastifyRequest): Promise<AuthUser & { speakerId: number }>;
  /** Forgets the users kept by `auth`: call it after any write to a user, an antenne or a centre. */
  forgetSessions(): void;
}

type Own = 'auth' | 'authAny' | 'authTrainee' | 'authTutor' | 'authTrainer' | 'forgetSessions';

export function createContext(base: Omit<AppContext, Own>): AppContext {
  const sessions = createSessions(base.db, base.jwt);
  /** The record of the centre naming the account (a contact or a speaker, active), or undefined. */
  const linked = async (table: 'entreprise_contacts' | 'scheduler_speakers', user: AuthUser) =>
    (
      await base.db.query<{ id: number }>(
        `SELECT id FROM ${table} WHERE user_id = $1 AND cfa_id = $2 AND etat = 0 ORDER BY id LIMIT 1`,
        [user.id, user.cfaId],
      )
    ).rows[0]?.id;
  return {
    ...base,
    auth: async (request) => {
      const user = await sessions.user(request);
      if (isTrainee(user)) throw forbidden(access.traineeOwnSpaceOnly);
      if (isTutor(user)) throw forbidden(access.tutorOwnSpaceOnly);
      if (isTrainer(user)) throw forbidden(access.trainerOwnSpaceOnly);
      return user;
    },
    authAny: sessions.user,
    authTrainee: async (request) => {
      const user = await sessions.user(request);
      if (!isTrainee(user)) throw forbidden(access.traineesOnly);
      if (typeof user.etudiantId !== 'number') throw forbidden(access.traineeNotLinked);
      return { ...user, etudiantId: user.etudiantId };
    },
    authTutor: async (request) => {
      const user = await sessions.user(request);
      if (!isTutor(user)) throw forbidden(access.tutorsOnly);
      const contactId = await linked('entreprise_contacts', user);
      if (contactId === undefined) throw forbidden(access.tutorNotLinked);
      return { ...user, contactId };
    },
    authTrainer: async (request) => {
      const user = await sessions.user(request);
      if (!isTrainer(user)) throw forbidden(access.trainersOnly);
      const speakerId = await linked('scheduler_speakers', user);
      if (speakerId === undefined) throw forbidden(access.trainerNotLinked);
      return { ...user, speakerId };
    },
    forgetSessions: sessions.forget,
  };
}

export const JSONLD = 'application/ld+json; charset=utf-8';

export function sendJsonLd(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type(JSONLD).send(body);
}

/** Scheme, host and port the client used, for absolute IRIs in the documentation and the Link header: behind a
 * trusted proxy (TRUST_PROXY, Fastify's trustProxy) from X-Forwarded-Proto and X-Forwarded-Host, else the socket's. */
export function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The admin's public URL for the links a mail carries: APP_URL; without it, for a request a trusted proxy
 * forwarded (its peer trusted, so `ips` goes past the socket, and X-Forwarded-Host given), the scheme and host
 * the client used. Never the Host header of a client that came directly: a forged host would make a reset link
 * point elsewhere. No trailing slash. */
export function appUrlFor(ctx: Pick<AppContext, 'appUrl' | 'appUrlFromRequest'>, request: FastifyRequest): string {
  const forwarded = (request.ips?.length ?? 0) > 1 && Boolean(request.headers['x-forwarded-host']);
  return (ctx.appUrlFromRequest && forwarded ? baseUrl(request) : ctx.appUrl).replace(/\/$/, '');
}
