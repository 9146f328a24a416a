// Configuration from the environment, with the documented defaults.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtTtl: number;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  seed: boolean;
}

/** JWT_SECRET, or a secret generated on first start and kept in DATA_DIR/jwt-secret (tokens survive restarts). */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(env, dataDir),
    jwtTtl: Number(env.JWT_TTL ?? 8 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Futurosud <no-reply@futurosud.fr>',
    appUrl: env.APP_URL ?? `http://${shownHost}:${port}`,
    seed: !['0', 'false', 'no', 'off'].includes(String(env.SEED ?? 'true').toLowerCase()),
  };
}
