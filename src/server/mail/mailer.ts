// Outgoing mail: always recorded in the mail_outbox table; sent through SMTP (nodemailer) when SMTP_URL is
// configured, otherwise logged, so the embedded default needs no mail server.
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
    await db.query('INSERT INTO mail_outbox (recipient, subject, body, status) VALUES ($1, $2, $3, $4)', [
      mail.to,
      mail.subject,
      mail.text,
      status,
    ]);
  };
}
