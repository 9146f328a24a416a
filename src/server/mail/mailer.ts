// Outgoing mail: always recorded in the mail_outbox table; sent through SMTP (nodemailer) when SMTP_URL is
// configured, otherwise left there (and in MAIL_DIR when set), so the embedded default needs no mail server.
// A send the SMTP server refuses is not lost: the mail waits in the outbox (status `retry`, its attachments kept
// beside it) and the job queue tries again with a growing delay (MAIL_RETRY_DELAY_SECONDS, doubled each time,
// MAIL_RETRY_LIMIT times), from whichever instance takes the job; a mail is claimed before each try, so it is
// sent once. A mail carrying a secret link (`secret`: password links, personal signing links) or a one-time code
// (`secrets`) keeps in `body` a copy with its links and codes masked, and its real text sealed (AES-GCM, a key
// drawn from JWT_SECRET) until it is sent; the subject is kept in clear and never carries either.
// Log lines name a mail by its outbox number only: never its recipient, nor its text (names, links).
import { seal, sealKey, unseal } from '../crypto/seal.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/index.ts';
import { ops as m } from '../http/messages.ts';
import { maskEmails } from '../http/logging.ts';
import type { Queue } from '../jobs/queue.ts';

/** A file attached to a mail, with its content. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}
export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The text holds a link that opens an account or signs for someone: not kept in clear in the outbox. */
  secret?: boolean;
  /** Values of the text that open an account (a one-time code): masked in the stored copy, the text sealed as
   * for `secret`. The subject is stored in clear: it never carries them. */
  secrets?: string[];
}
export interface MailConfig {
  smtpUrl?: string;
  from: string;
  /** The secret the sealing key is drawn from (JWT_SECRET). */
  sealSecret?: string | Uint8Array;
}
export type Mailer = (mail: Mail) => Promise<void>;

/** MAIL_DIR (tests, local runs): each mail also written as a text file there, named by time and recipient;
 * its attachments in the folder of the same name ending in `.pieces` (their names are cleaned upload names). */
async function writeMailFile(dir: string, mail: Mail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}`;
  const files = mail.attachments ?? [];
  const listed = files.map((a) => `Attachment: ${a.filename} (${a.contentType}, ${a.content.length})\n`).join('');
  if (files.length) {
    await mkdir(join(dir, `${base}.pieces`), { recursive: true });
    for (const a of files) await writeFile(join(dir, `${base}.pieces`, a.filename.replace(/[/\\]/g, '_')), a.content);
  }
  const text = `To: ${mail.to}\nSubject: ${mail.subject}\n${listed}\n${mail.text}\n`;
  await writeFile(join(dir, `${base}.txt`), text, 'utf8');
}

/** The queue of the retries and its policy: MAIL_RETRY_LIMIT more tries, the first after
 * MAIL_RETRY_DELAY_SECONDS, each next one twice as late. */
export const MAIL_RETRY_QUEUE = 'mail-retry';
const retryPolicy = () => ({
  retryLimit:
    Number(process.env.MAIL_RETRY_LIMIT) >= 0 && process.env.MAIL_RETRY_LIMIT
      ? Number(process.env.MAIL_RETRY_LIMIT)
      : 8,
  retryDelay: Number(process.env.MAIL_RETRY_DELAY_SECONDS) > 0 ? Number(process.env.MAIL_RETRY_DELAY_SECONDS) : 60,
  retryBackoff: true,
});

/** Links in a secret mail's stored copy. */
const LINK = /https?:\/\/\S+/g;
const MASKED_LINK = '[lien masqué]';
const MASKED_CODE = '[code masqué]';

/** `onMail` sees each mail as written (the API tests read the links there); `queue` takes the retries. */
export function createMailer(
  db: Db,
  cfg: MailConfig,
  log: (msg: string) => void,
  onMail?: (mail: Mail) => void,
  queue?: Queue,
): Mailer {
  const transport = cfg.smtpUrl ? nodemailer.createTransport(cfg.smtpUrl) : undefined;
  const key = sealKey(cfg.sealSecret, 'mail_outbox');
  return async (mail) => {
    onMail?.(mail);
    const sealed = mail.secret || (mail.secrets?.length ?? 0) > 0;
    const masked = (mail.secrets ?? [])
      .filter(Boolean)
      .reduce(
        (text, value) => text.split(value).join(MASKED_CODE),
        mail.secret ? mail.text.replace(LINK, MASKED_LINK) : mail.text,
      );
    const listed = (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
    }));
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO mail_outbox (recipient, subject, body, status, attachments, sealed) ' +
        'VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [mail.to, mail.subject, masked, 'outbox', JSON.stringify(listed), sealed ? seal(key, mail.text) : null],
    );
    const id = rows[0]!.id;
    const mailDir = process.env.MAIL_DIR;
    if (mailDir)
      await writeMailFile(mailDir, mail).catch((err: Error) => log(m.mailFileFailed(mailDir, maskEmails(err.message))));
    if (!transport) {
      log(m.mailQueued(id));
      return;
    }
    try {
      const attachments = mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      }));
      await transport.sendMail({ from: cfg.from, to: mail.to, subject: mail.subject, text: mail.text, attachments });
      log(m.mailSent(id));
      await db.query(
        "UPDATE mail_outbox SET status = 'sent', attempts = 1, attempted_at = now(), sent_at = now(), sealed = NULL " +
          'WHERE id = $1',
        [id],
      );
    } catch (err) {
      const reason = maskEmails((err as Error).message);
      log(m.mailFailed(id, reason));
      if (!queue) {
        await db.query(
          "UPDATE mail_outbox SET status = 'failed', attempts = 1, attempted_at = now(), last_error = $2 WHERE id = $1",
          [id, reason],
        );
        return;
      }
      // Kept for the next try: the attachments' content, then the job (its first run after the policy's delay).
      for (const [position, a] of (mail.attachments ?? []).entries()) {
        await db.query(
          'INSERT INTO mail_outbox_parts (outbox_id, position, filename, content_type, content) VALUES ($1, $2, $3, ' +
            '$4, $5)',
          [id, position, a.filename, a.contentType, a.content],
        );
      }
      await db.query(
        "UPDATE mail_outbox SET status = 'retry', attempts = 1, attempted_at = now(), last_error = $2 WHERE id = $1",
        [id, reason],
      );
      await queue.send(MAIL_RETRY_QUEUE, { id }, { ...retryPolicy(), startAfter: retryPolicy().retryDelay });
    }
  };
}

/** Takes the queued retries: a mail waiting for one (or whose try was cut short by a stopped instance) is claimed,
 * sent with its stored text and attachments, and marked sent; refused again, the queue tries later, and after the
 * last try the mail is marked failed. */
export async function workMailRetries(
  queue: Queue,
  db: Db,
  cfg: MailConfig,
  log: (msg: string) => void,
): Promise<void> {
  if (!cfg.smtpUrl) return;
  const transport = nodemailer.createTransport(cfg.smtpUrl);
  const key = sealKey(cfg.sealSecret, 'mail_outbox');
  type Row = { id: number; recipient: string; subject: string; body: string; sealed: string | null };
  await queue.work<{ id: number }>(MAIL_RETRY_QUEUE, retryPolicy(), async ({ id }, job) => {
    const row = (
      await db.query<Row>(
        `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, attempted_at = now() WHERE id = $1
        AND (status = 'retry' OR (status = 'sending' AND attempted_at < now() - interval '5 minutes'))
        RETURNING id, recipient, subject, body, sealed`,
        [id],
      )
    ).rows[0];
    if (!row) return;
    const parts = (
      await db.query<{ filename: string; content_type: string; content: Buffer }>(
        'SELECT filename, content_type, content FROM mail_outbox_parts WHERE outbox_id = $1 ORDER BY position',
        [id],
      )
    ).rows;
    try {
      await transport.sendMail({
        from: cfg.from,
        to: row.recipient,
        subject: row.subject,
        text: row.sealed ? unseal(key, row.sealed) : row.body,
        attachments: parts.map((p) => ({
          filename: p.filename,
          contentType: p.content_type,
          content: Buffer.from(p.content),
        })),
      });
    } catch (err) {
      const reason = maskEmails((err as Error).message);
      log(m.mailFailed(id, reason));
      const last = job.retryCount >= job.retryLimit;
      await db.query('UPDATE mail_outbox SET status = $2, last_error = $3 WHERE id = $1', [
        id,
        last ? 'failed' : 'retry',
        reason,
      ]);
      if (last) {
        await db.query('DELETE FROM mail_outbox_parts WHERE outbox_id = $1', [id]);
        return;
      }
      throw err;
    }
    log(m.mailSent(id));
    await db.query(
      "UPDATE mail_outbox SET status = 'sent', sent_at = now(), sealed = NULL, last_error = NULL WHERE id = $1",
      [id],
    );
    await db.query('DELETE FROM mail_outbox_parts WHERE outbox_id = $1', [id]);
  });
}
