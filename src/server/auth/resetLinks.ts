// Links to choose a password: the forgot-password link (1 h) and the link a new account without a password
// gets (72 h). Each is a random token stored hashed (password_reset_tokens), single use, mailed through the
// outbox. Mails are queued (finding 7): the request answers before the token is stored and the mail
// written, so a known and an unknown e-mail cost the same to the client.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { auth as m } from '../http/messages.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const WELCOME_TTL_MS = 72 * 60 * 60 * 1000;
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface LinkContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

export interface Account {
  id: number;
  email: string;
  firstname: string;
}

/** An invitation to a tutor's or trainer's space: the space's name and the centre that opens it. */
export interface Invitation { space: string; centre: string }

/** Stores a fresh token for the account and mails its link: a reset, a new account's welcome, or an invitation to
 * an external space (a welcome worded for a tutor or a trainer). */
export async function issuePasswordLink(ctx: LinkContext, account: Account, kind: 'reset' | 'welcome', invitation?: Invitation): Promise<void> {
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
    });
    return;
  }
  await ctx.mailer({
    to: account.email,
    subject: kind === 'reset' ? m.resetMailSubject : m.welcomeMailSubject,
    text: kind === 'reset' ? m.resetMailText(account.firstname, link) : m.welcomeMailText(account.firstname, link),
  });
}

/** Queued jobs run a moment after the request that queued them has been answered (QUEUE_DELAY_MS), one at a
 * time; a failure is logged, never thrown. */
const QUEUE_DELAY_MS = 100;
const pending: { job: () => Promise<void>; log: (msg: string) => void }[] = [];
let timer: NodeJS.Timeout | undefined;
async function flush(): Promise<void> {
  timer = undefined;
  for (let next = pending.shift(); next; next = pending.shift()) {
    await next.job().catch((err: Error) => next!.log(`Tâche de courriel en échec : ${err.message}`));
  }
}
export function queue(job: () => Promise<void>, log: (msg: string) => void): void {
  pending.push({ job, log });
  timer ??= setTimeout(() => void flush(), QUEUE_DELAY_MS);
}
