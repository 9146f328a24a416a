// Links to choose a password: the forgot-password link (1 h) and the link a new account without a password
// gets (72 h). Each is a random token stored hashed (password_reset_tokens), single use, mailed through the
// outbox. Links are queued (finding 7; jobs/queue.ts): the request answers before the token is stored and the
// mail written, so a known and an unknown e-mail cost the same to the client.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Queue } from '../jobs/queue.ts';
import { auth as m } from '../http/messages.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const WELCOME_TTL_MS = 72 * 60 * 60 * 1000;
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface LinkContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

export type Account = {
  id: number;
  email: string;
  firstname: string;
};

/** An invitation to a tutor's or trainer's space: the space's name and the centre that opens it. */
export interface Invitation {
  space: string;
  centre: string;
}

/** Stores a fresh token for the account and mails its link: a reset, a new account's welcome, or an invitation to
 * an external space (a welcome worded for a tutor or a trainer). */
export async function issuePasswordLink(
  ctx: LinkContext,
  account: Account,
  kind: 'reset' | 'welcome',
  invitation?: Invitation,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const ttl = kind === 'reset' ? RESET_TTL_MS : WELCOME_TTL_MS;
  await ctx.db.query('INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
    account.id,
    sha256(token),
    new Date(Date.now() + ttl).toISOString(),
  ]);
  const link = `${ctx.appUrl.replace(/\/$/, '')}/reset-password/reset?token=${token}`;
  if (invitation && kind === 'welcome') {
    await ctx.mailer({
      to: account.email,
      subject: m.inviteMailSubject(invitation.space),
      text: m.inviteMailText(account.firstname, invitation.space, invitation.centre, link),
      secret: true,
    });
    return;
  }
  await ctx.mailer({
    to: account.email,
    subject: kind === 'reset' ? m.resetMailSubject : m.welcomeMailSubject,
    text: kind === 'reset' ? m.resetMailText(account.firstname, link) : m.welcomeMailText(account.firstname, link),
    secret: true,
  });
}

/** The queue of the links to mail (jobs/queue.ts): the request that asks for one answers at once, the link is
 * made and mailed by whichever instance takes the job. A forgotten password's job is queued for any address, known
 * or not (the job finds the account or does nothing), so both cost the client the same. */
export const PASSWORD_LINK_QUEUE = 'password-link';
export type LinkRequest =
  | { kind: 'reset'; email: string; appUrl: string }
  | { kind: 'welcome'; userId: number; appUrl: string; invitation?: Invitation };

export async function requestPasswordLink(queue: Queue, request: LinkRequest): Promise<void> {
  await queue.send(PASSWORD_LINK_QUEUE, request, { retryLimit: 2, retryDelay: 5 });
}

/** Takes the queued links: the account still active (reset), or still without a password (welcome), gets one. */
export async function workPasswordLinks(queue: Queue, ctx: Omit<LinkContext, 'appUrl'>): Promise<void> {
  await queue.work<LinkRequest>(PASSWORD_LINK_QUEUE, { retryLimit: 2, retryDelay: 5 }, async (request) => {
    const { rows } =
      request.kind === 'reset'
        ? await ctx.db.query<Account>('SELECT id, email, firstname FROM users WHERE lower(email) = $1 AND etat = 0', [
            request.email,
          ])
        : await ctx.db.query<Account>('SELECT id, email, firstname FROM users WHERE id = $1 AND password IS NULL', [
            request.userId,
          ]);
    const account = rows[0];
    if (account)
      await issuePasswordLink(
        { ...ctx, appUrl: request.appUrl },
        account,
        request.kind,
        request.kind === 'welcome' ? request.invitation : undefined,
      );
  });
}
