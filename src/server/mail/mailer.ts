// Outgoing mail: always recorded in the mail_outbox table; sent through SMTP (nodemailer) when SMTP_URL is
// configured, otherwise left there (and in MAIL_DIR when set), so the embedded default needs no mail server.
// Log lines name a mail by its outbox number only: never its recipient, nor its text (names, links).
// Attachments travel with the mail (SMTP, MAIL_DIR); the outbox keeps their names, types and sizes.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/index.ts';
import { ops as m } from '../http/messages.ts';
import { maskEmails } from '../http/logging.ts';

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
}
export interface MailConfig {
  smtpUrl?: string;
  from: string;
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

/** `onMail` sees each mail as written (the API tests read the links there). */
export function createMailer(db: Db, cfg: MailConfig, log: (msg: string) => void, onMail?: (mail: Mail) => void): Mailer {
  const transport = cfg.smtpUrl ? nodemailer.createTransport(cfg.smtpUrl) : undefined;
  return async (mail) => {
    onMail?.(mail);
    const listed = (mail.attachments ?? [])
      .map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO mail_outbox (recipient, subject, body, status, attachments) '
        + 'VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [mail.to, mail.subject, mail.text, 'outbox', JSON.stringify(listed)],
    );
    const id = rows[0]!.id;
    const mailDir = process.env.MAIL_DIR;
    if (mailDir) await writeMailFile(mailDir, mail).catch((err: Error) => log(m.mailFileFailed(mailDir, maskEmails(err.message))));
    if (!transport) {
      log(m.mailQueued(id));
      return;
    }
    let status = 'sent';
    try {
      const attachments = mail.attachments
        ?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));
      await transport.sendMail({ from: cfg.from, to: mail.to, subject: mail.subject, text: mail.text, attachments });
      log(m.mailSent(id));
    } catch (err) {
      status = 'failed';
      log(m.mailFailed(id, maskEmails((err as Error).message)));
    }
    await db.query('UPDATE mail_outbox SET status = $2 WHERE id = $1', [id, status]);
  };
}
