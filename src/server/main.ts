// Starts the product: configuration from the environment, database (PGlite in DATA_DIR/pglite, or
// PostgreSQL through DATABASE_URL), migrations, demo seed on first start, then the HTTP server.
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { createRegistry } from './schema/model.ts';
import { prepareDatabase } from './setup.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/index.ts';
import { startFileSweeper } from './files/sweep.ts';

const started = performance.now();
const cfg = loadConfig();
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
  smtpUrl: cfg.smtpUrl,
  mailFrom: cfg.mailFrom,
  logger: { level: 'warn' },
  log: (m) => console.log(m),
});
await app.listen({ port: cfg.port, host: cfg.host });
// Uploaded files no record keeps, past their grace period: deleted now and then every hour (files/sweep.ts).
const stopSweeper = startFileSweeper(db, (m) => console.log(m));

const ms = (t: number) => `${Math.round(t)} ms`;
const url = cfg.appUrl.replace(/\/$/, '');
// Every seeded demo user, the second centre's named as such (seed/index.ts DEMO_USERS).
const otherCentre = { demo: '', sport: ' (autre centre : Sport Avenir)', nouveau: ' (centre sans profil client : Centre Nouvelle Vague)' };
const demoLogins = DEMO_USERS.map((u) => `${u.email}${otherCentre[u.centre]}`).join(', ');
console.log(
  `Futurosud prêt sur ${url} (API ${url}/api) en ${ms(performance.now() - started)} ` +
    `[base ${cfg.databaseUrl ? 'PostgreSQL' : 'PGlite'} ${ms(dbReady - started)}${migrated ? ', migrée' : ''}${seeded ? ', données de démo créées' : ''}] — ` +
    `comptes de démo : ${demoLogins} (mot de passe ${DEMO_PASSWORD})`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  stopSweeper();
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
