// Global setup of the API tests: one database migrated and seeded with the demo data, made once per run, that
// every test file's server starts from a copy of (helpers.ts) instead of migrating and seeding its own — the
// same preparation main.ts does, done once instead of 67 times. On PGlite the copy is a tarball of the data
// directory; with DATABASE_URL it is a template database (CREATE DATABASE … TEMPLATE). The demo documents the
// seed stores (DATA_DIR/uploads) are kept beside it and copied into each server's data directory.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/index.ts';
import { createRegistry } from '../../src/server/schema/model.ts';
import { prepareDatabase } from '../../src/server/setup.ts';

/** Where the prepared database is: a PGlite tarball, or a PostgreSQL template database; and the seeded uploads. */
export interface ApiTemplate {
  pgliteTarball?: string;
  pgTemplate?: string;
  uploadsDir: string;
  /** Milliseconds the preparation took (printed, to compare with a file's start from the copy). */
  preparedMs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate;
  }
}

const adminQuery = async (url: string, sql: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};

export default async function setup(project: TestProject) {
  const dir = resolve(`.tmp/api-template-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, 'data');
  const savedDataDir = process.env.DATA_DIR;
  // The seed stores its demo documents under DATA_DIR/uploads: here, for the files to copy them from.
  process.env.DATA_DIR = dataDir;
  const started = performance.now();
  const pgUrl = process.env.DATABASE_URL;
  const pgTemplate = pgUrl ? `api_template_${process.pid}` : undefined;
  let pgliteTarball: string | undefined;
  try {
    if (pgUrl && pgTemplate) {
      await adminQuery(pgUrl, `DROP DATABASE IF EXISTS "${pgTemplate}"`);
      await adminQuery(pgUrl, `CREATE DATABASE "${pgTemplate}"`);
      const target = new URL(pgUrl);
      target.pathname = `/${pgTemplate}`;
      const db = await openPostgres(target.toString());
      await prepareDatabase(db, createRegistry(), { seed: true });
      await db.close();
    } else {
      const db = await openPglite();
      await prepareDatabase(db, createRegistry(), { seed: true });
      pgliteTarball = join(dir, 'pglite.tar.gz');
      writeFileSync(pgliteTarball, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      await db.close();
    }
  } finally {
    if (savedDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = savedDataDir;
  }
  const preparedMs = Math.round(performance.now() - started);
  const seconds = (preparedMs / 1000).toFixed(1);
  console.log(`API : base migrée et peuplée une fois en ${seconds} s, copiée pour chaque fichier`);
  project.provide('apiTemplate', { pgliteTarball, pgTemplate, uploadsDir: join(dataDir, 'uploads'), preparedMs });
  return async () => {
    if (pgUrl && pgTemplate) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS "${pgTemplate}" WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  };
}
