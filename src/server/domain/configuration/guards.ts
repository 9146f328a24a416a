// Who may use the configuration API and what its paths and bodies must hold, shared by its routes.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import * as msg from '../../http/messages.ts';
import { isKind, type Kind } from './check.ts';
import { conflict } from './publish.ts';

/** Only supervisors read or write the configuration (a guest, an antenne user, an admin: 403). */
export async function supervisor(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await ctx.auth(request);
  if (!user.roles.includes('ROLE_SUPERVISOR')) throw forbidden(msg.configuration.supervisorsOnly);
  return user;
}

export function requireWritable(ctx: AppContext): void {
  if (ctx.config.mode === 'files') throw conflict(msg.configuration.readFromFiles);
}

export function kindOf(raw: string): Kind {
  if (!isKind(raw)) throw notFound(msg.configuration.unknownKind(raw));
  return raw;
}

export function contentOf(body: Record<string, unknown>): string {
  if (typeof body.content !== 'string') throw unprocessable([{ propertyPath: 'content', message: msg.configuration.contentRequired }]);
  return body.content;
}

