// Sealing a secret kept in the database (AES-256-GCM, a key drawn from JWT_SECRET and the purpose): a mail's real
// text until it is sent (mail/mailer.ts), a user's Google refresh token (domain/compte/google.ts). A sealed text is
// base64 of iv (12 bytes), tag (16 bytes) and cipher text; a key of another purpose or secret cannot open it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The sealing key of one purpose ('mail_outbox', 'google_tokens') drawn from the server's secret. */
export function sealKey(secret: string | Uint8Array | undefined, purpose: string): Buffer {
  return createHash('sha256')
    .update(`${purpose}|`)
    .update(secret ?? 'futurosud')
    .digest();
}

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
