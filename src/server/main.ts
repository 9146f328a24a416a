// Starts the product: configuration from the environment, database (PGlite in DATA_DIR/pglite, the folder locked
// for this process; or PostgreSQL through DATABASE_URL), migrations and the demo seed on first start (under an
// advisory lock on PostgreSQL: instances started together take turns), then the HTTP server. SIGTERM or SIGINT
// stops it gracefully: no new connection, the requests under way finish, then the database closes and the
// folder's lock is released.
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { DataDirInUseError, lockDataDir } from './db/dataDirLock.ts';
import { createRegistry } from './schema/model.ts';
import { prepareDatabase } from './setup.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/index.ts';
import { ops as m } from './http/messages.ts';
import { checkFileStore, FileStoreUnavailable } from './files/storage.ts';

/** How long the requests under way may take once a stop is asked, before the process exits anyway. */
const STOP_GRACE_MS = Number(process.env.STOP_GRACE_MS) || 20_000;

const started = performance.now();
const cfg = loadConfig();
let releaseDataDir = () => {};
if (!cfg.databaseUrl) {
  try {
    releaseDataDir = lockDataDir(cfg.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
// A file store that cannot be used (a bucket that does not answer) stops the start with its French message.
await checkFileStore().catch((err: unknown) => {
  if (!(err instanceof FileStoreUnavailable)) throw err;
  console.error(err.message);
  releaseDataDir();
  process.exit(1);
});
const db = await openDb({ databaseUrl: cfg.databaseUrl, dataDir: join(cfg.dataDir, 'pglite') });
const dbReady = performance.now();
const registry = createRegistry();
const { seeded, migrated } = await prepareDatabase(db, registry, { seed: cfg.seed });
const app = await buildApp({
  db,
  registry,
  jwtSecret: cfg.jwtSecret,
  jwtTtl: cfg.jwtTtl,
  appUrl: cfg.appUrl,
  appUrlFromRequest: !cfg.appUrlSet && cfg.trustProxy !== false,
  trustProxy: cfg.trustProxy,
  smtpUrl: cfg.smtpUrl,
  mailFrom: cfg.mailFrom,
  logger: { level: 'warn' },
  log: (line) => console.log(line),
  // The work the product does on its own, once across instances (jobs/schedules.ts).
  schedules: true,
});
await app.listen({ port: cfg.port, host: cfg.host });

const ms = (t: number) => `${Math.round(t)} ms`;
const url = cfg.appUrl.replace(/\/$/, '');
// The seeded demo users (demo data, not people), the other centres' named as such (seed/index.ts DEMO_USERS).
const otherCentre = {
  demo: '',
  sport: ' (autre centre : Sport Avenir)',
  nouveau: ' (centre sans profil client : Centre Nouvelle Vague)',
  platform: ' (support de la plateforme : configuration)',
};
const demoLogins = DEMO_USERS.map((u) => `${u.email}${otherCentre[u.centre]}`).join(', ');
console.log(
  `Futurosud prêt sur ${url} (API ${url}/api) en ${ms(performance.now() - started)} ` +
    `[base ${cfg.databaseUrl ? 'PostgreSQL' : 'PGlite'} ` +
    `${ms(dbReady - started)}${migrated ? ', migrée' : ''}${seeded ? ', données de démo créées' : ''}]` +
    (cfg.seed ? ` — comptes de démo : ${demoLogins} (mot de passe ${DEMO_PASSWORD})` : ''),
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(m.stopping(signal));
  const force = setTimeout(() => {
    console.error(m.stopTimeout(Math.round(STOP_GRACE_MS / 1000)));
    releaseDataDir();
    process.exit(1);
  }, STOP_GRACE_MS);
  force.unref();
  // Stops listening, closes idle keep-alive connections, answers 503 to new requests on the open ones, and
  // resolves once the requests under way have been answered and the job queue has finished its running jobs.
  await app.close();
  await db.close();
  releaseDataDir();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
