// Who may use the configuration API and what its paths and bodies must hold, shared by its routes. The tenant
// boundary is the one rule of src/shared/access.ts (canAccessConfiguration): the platform's support reaches every
// file; a centre's supervisor only its own centre's client profile; everyone else nothing.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { canAccessConfiguration, PLATFORM_ROLE, type ConfigurationAction } from '../../../shared/access.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import * as msg from './messages.ts';
import { isKind, type Kind } from './check.ts';
import { conflict } from './publish.ts';
import { latestVersion } from './store.ts';

/** The signed-in user, when it may open the configuration at all (the platform's support, a supervisor). */
export async function configurationUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await ctx.auth(request);
  if (!canAccessConfiguration(user, { action: 'open' })) throw forbidden(msg.configuration.configurationRefused);
  return user;
}

export const isPlatform = (user: AuthUser): boolean => user.roles.includes(PLATFORM_ROLE);

/** The centre a client profile's text serves (`cfa.id`), if it says one. */
export function centreOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  try {
    const id = (JSON.parse(text) as { cfa?: { id?: unknown } } | null)?.cfa?.id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The centre of the file as published now (the latest version, retired or not; the disk's in files mode). */
async function publishedCentre(ctx: AppContext, kind: Kind, name: string): Promise<number | undefined> {
  if (kind !== 'clients') return undefined;
  if (ctx.config.mode === 'files') return centreOf((await ctx.config.snapshot(kind)).files.get(name)?.text);
  return centreOf((await latestVersion(ctx.db, kind, name))?.content);
}

/** 403 (French) unless the user may do `action` on `kind/name`. */
export async function requireFileAccess(
  ctx: AppContext,
  user: AuthUser,
  action: ConfigurationAction,
  kind: Kind,
  name: string,
): Promise<void> {
  const file = { kind, cfa: await publishedCentre(ctx, kind, name) };
  if (canAccessConfiguration(user, { action, file })) return;
  const m = msg.configuration;
  throw forbidden(action === 'retire' ? m.platformRetires : m.otherCentreFile(`${kind}/${name}`));
}

/** A supervisor's profile stays its centre's: a content naming another centre is refused (422 on /cfa/id). */
export function requireOwnCentre(user: AuthUser, kind: Kind, content: string): void {
  if (isPlatform(user) || kind !== 'clients') return;
  const cfa = centreOf(content);
  if (cfa !== undefined && cfa !== user.cfaId) {
    throw unprocessable([{ propertyPath: '/cfa/id', message: msg.configuration.ownCentreFixed(user.cfaId) }]);
  }
}

export function requireWritable(ctx: AppContext): void {
  if (ctx.config.mode === 'files') throw conflict(msg.configuration.readFromFiles);
}

export function kindOf(raw: string): Kind {
  if (!isKind(raw)) throw notFound(msg.configuration.unknownKind(raw));
  return raw;
}

export function contentOf(body: Record<string, unknown>): string {
  if (typeof body.content !== 'string')
    throw unprocessable([{ propertyPath: 'content', message: msg.configuration.contentRequired }]);
  return body.content;
}
