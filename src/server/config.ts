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
  /** APP_URL was given (otherwise mails' links follow the address the request came to, see trustProxy). */
  appUrlSet: boolean;
  seed: boolean;
  /** TRUST_PROXY: which reverse proxies' forwarded headers are believed (Fastify's trustProxy). */
  trustProxy: TrustProxy;
}

/** false (default): X-Forwarded-* ignored; a hop count; or the proxies' addresses / CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: empty, 0, off, false → not trusted; a whole number → that many hops; true → any (only when the
 * proxy strips the client's own X-Forwarded-For); otherwise a comma-separated list of addresses, CIDR ranges or
 * proxy-addr's names (loopback, linklocal, uniquelocal). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (['', '0', 'off', 'false', 'no'].includes(v.toLowerCase())) return false;
  if (['true', 'on', 'yes'].includes(v.toLowerCase())) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
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
    appUrl: env.APP_URL || `http://${shownHost}:${port}`,
    appUrlSet: Boolean(env.APP_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seed: !['0', 'false', 'no', 'off'].includes(String(env.SEED ?? 'true').toLowerCase()),
  };
}
