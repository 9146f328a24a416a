// Outgoing mail: always recorded in the mail_outbox table; sent through SMTP (nodemailer) when SMTP_URL is
// configured, otherwise left there (and in MAIL_DIR when set), so the embedded default needs no mail server.
// Log lines name a mail by its outbox number only: never its recipient, nor its text (names, links).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/index.ts';
import { ops as m } from '../http/messages.ts';
import { maskEmails } from '../http/logging.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface MailConfig {
  smtpUrl?: string;
  from: string;
}
export type Mailer = (mail: Mail) => Promise<void>;

/** MAIL_DIR (tests, local runs): each mail also written as a text file there, named by time and recipient. */
async function writeMailFile(dir: string, mail: Mail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.txt`;
  await writeFile(join(dir, name), `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, 'utf8');
}

/** `onMail` sees each mail as written (the API tests read the links there). */
export function createMailer(db: Db, cfg: MailConfig, log: (msg: string) => void, onMail?: (mail: Mail) => void): Mailer {
  const transport = cfg.smtpUrl ? nodemailer.createTransport(cfg.smtpUrl) : undefined;
  return async (mail) => {
    onMail?.(mail);
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO mail_outbox (recipient, subject, body, status) VALUES ($1, $2, $3, $4) RETURNING id',
      [mail.to, mail.subject, mail.text, 'outbox'],
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
      await transport.sendMail({ from: cfg.from, to: mail.to, subject: mail.subject, text: mail.text });
      log(m.mailSent(id));
    } catch (err) {
      status = 'failed';
      log(m.mailFailed(id, maskEmails((err as Error).message)));
    }
    await db.query('UPDATE mail_outbox SET status = $2 WHERE id = $1', [id, status]);
  };
}
