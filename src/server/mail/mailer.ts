// Outgoing mail: always recorded in the mail_outbox table; sent through SMTP (nodemailer) when SMTP_URL is
// configured, otherwise logged, so the embedded default needs no mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/index.ts';

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

export function createMailer(db: Db, cfg: MailConfig, log: (msg: string) => void): Mailer {
  const transport = cfg.smtpUrl ? nodemailer.createTransport(cfg.smtpUrl) : undefined;
  return async (mail) => {
    let status = 'outbox';
    if (transport) {
      try {
        await transport.sendMail({ from: cfg.from, to: mail.to, subject: mail.subject, text: mail.text });
        status = 'sent';
      } catch (err) {
        status = 'failed';
        log(`Échec de l'envoi du courriel à ${mail.to} : ${(err as Error).message}`);
      }
    } else {
      log(`Courriel (boîte d'envoi) à ${mail.to} — ${mail.subject}\n${mail.text}`);
    }
    const mailDir = process.env.MAIL_DIR;
    if (mailDir) await writeMailFile(mailDir, mail).catch((err: Error) => log(`Courriel non écrit dans ${mailDir} : ${err.message}`));
    await db.query('INSERT INTO mail_outbox (recipient, subject, body, status) VALUES ($1, $2, $3, $4)', [
      mail.to,
      mail.subject,
      mail.text,
      status,
    ]);
  };
}
