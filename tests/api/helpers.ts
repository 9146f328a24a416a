// One real server per test file: a fresh database (in-memory PGlite, or when DATABASE_URL is set a
// PostgreSQL database created for this file and dropped after), migrated and seeded with the demo data,
// and the Fastify app listening on a random port. Plus small fetch helpers.
// The database is a copy of the one the global setup (template.ts) migrated and seeded once for the run; the
// server's own preparation then runs on it as at a restart (nothing to migrate, nothing to seed).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite, openPostgres, type Db } from '../../src/server/db/index.ts';
import { createRegistry } from '../../src/server/schema/model.ts';
import { prepareDatabase } from '../../src/server/setup.ts';
import { buildApp } from '../../src/server/app.ts';
import { storedFiles, uploadsDir, useFileStore } from '../../src/server/files/storage.ts';
import { checkResponse, cost, UndocumentedResponse } from './responseValidator.ts';

export const JWT_SECRET = 'secret-des-tests-api-0123456789abcdef';
export const PASSWORD = 'demo1234';

export interface Res<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  base: string;
  db: Db;
  /** The PostgreSQL database of this server (DATABASE_URL runs); undefined on PGlite. */
  databaseUrl?: string;
  app: FastifyInstance;
  /** The outgoing mail recorded by the mailer. */
  mails: string[];
  req<T = any>(method: string, path: string, opts?: RequestOptions): Promise<Res<T>>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

async function freshPostgres(
  url: string, name: string, template?: string,
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const dbName = `api_${name.replace(/\W+/g, '_').toLowerCase()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}"`);
  // A copy of the template: PostgreSQL refuses it for a moment while a session is still on the template.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${dbName}"${template ? ` TEMPLATE "${template}"` : ''}`);
      break;
    } catch (err) {
      if (!template || attempt >= 20 || (err as { code?: string }).code !== '55006') throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  const db = await openPostgres(target.toString());
  return {
    db,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** `file` is the test file's import.meta.url (names its PostgreSQL database). `crudFirst` builds the app with
 * the generic CRUD registered before the domain modules (API_CRUD_FIRST=1 does it for every file: the whole
 * suite in the reversed order, to show that registration order does not matter). */
export async function startServer(file: string, opts: { crudFirst?: boolean; validateResponses?: boolean } = {}): Promise<TestServer> {
  // Named by its path below tests/api (pedagogie/crud, not just crud): one database per test file.
  const name = relative(dirname(fileURLToPath(import.meta.url)), fileURLToPath(file)).replace(/\.test\.ts$/, '');
  const pgUrl = process.env.DATABASE_URL;
  const template = inject('apiTemplate');
  const { db, url, drop } = pgUrl
    ? await freshPostgres(pgUrl, name, template?.pgTemplate)
    : { db: await openPglite(undefined, { loadDataDir: pgliteCopy(template?.pgliteTarball) }), url: undefined,
        drop: async () => {} };
  if (template) {
    // Its own data directory under the project's shared one (unless the test chose one): the copies of the seeded
    // documents have the same names for every server, and one that deletes a document must not take another's.
    const shared = process.env.API_DATA_ROOT;
    if (shared && (process.env.DATA_DIR === shared || process.env.DATA_DIR === ownDataDir)) {
      ownDataDir = join(shared, `${name.replace(/\W+/g, '_')}-${process.pid}-${++servers}`);
      process.env.DATA_DIR = ownDataDir;
    }
    copyUploads(template.uploadsDir);
  }
  const registry = createRegistry();
  await prepareDatabase(db, registry, { seed: true });
  const mails: string[] = [];
  const crudFirst = opts.crudFirst ?? process.env.API_CRUD_FIRST === '1';
  const app = await buildApp({
    db, registry, jwtSecret: JWT_SECRET, appUrl: 'http://admin.test', crudFirst, log: () => {},
    onMail: (m) => mails.push(`${m.to} — ${m.subject}\n${m.text}`),
  });
  const base = await listen(app);
  const client = clientOf(base, opts.validateResponses ?? process.env.API_VALIDATE_RESPONSES === '1');
  // API_VALIDATE_TIMING=1: the validator's own work while this server was open, printed at its close.
  const validatedBefore = cost.ms;
  const openedAt = performance.now();
  return {
    base,
    db,
    databaseUrl: url,
    app,
    mails,
    ...client,
    close: async () => {
      if (process.env.API_VALIDATE_TIMING === '1')
        console.log(
          `${name} : validation des réponses ${Math.round(cost.ms - validatedBefore)} ms, serveur ouvert ${Math.round(performance.now() - openedAt)} ms`,
        );
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/** Servers started by this process, and the data directory given to the last one (each has its own). */
let servers = 0;
let ownDataDir: string | undefined;

/** The template's tarball, read once per worker (a file's PGlite starts from it). */
let tarball: { path: string; blob: Blob } | undefined;
function pgliteCopy(path: string | undefined): Blob | undefined {
  if (!path) return undefined;
  if (tarball?.path !== path) tarball = { path, blob: new Blob([readFileSync(path)]) };
  return tarball.blob;
}

/** The seeded demo documents into this server's DATA_DIR/uploads (the database copy names them). */
function copyUploads(from: string) {
  if (existsSync(from)) cpSync(from, uploadsDir(), { recursive: true });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/**
 * A second API instance on the database of `s`, as behind a load balancer: with DATABASE_URL its own connection
 * pool on the same PostgreSQL database; on PGlite (one connection) the same database object, but its own app
 * (its own caches: sessions, configuration). close() stops the instance, not the database.
 */
export async function startSecondInstance(s: TestServer): Promise<Pick<TestServer, 'base' | 'app' | 'req' | 'login' | 'close'>> {
  const db = s.databaseUrl ? await openPostgres(s.databaseUrl) : s.db;
  const app = await buildApp({ db, registry: createRegistry(), jwtSecret: JWT_SECRET, appUrl: 'http://admin.test', log: () => {} });
  const base = await listen(app);
  return {
    base,
    app,
    ...clientOf(base),
    close: async () => {
      await app.close();
      if (db !== s.db) await db.close();
      // Files are stored through the database of the process's last server (files/storage.ts: one server per
      // process in a deployment); the first server's again once the second is gone.
      await useFileStore(s.db);
    },
  };
}

/** The client of a server; with `validate`, every answer is checked against the served OpenAPI document
 * (responseValidator.ts) and one the document does not describe throws UndocumentedResponse. */
function clientOf(base: string, validate = false): Pick<TestServer, 'req' | 'login'> {

  const req = async <T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<Res<T>> => {
    const headers: Record<string, string> = { accept: 'application/ld+json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (validate) {
      const problems = await checkResponse(base, method, path, res.status, res.headers.get('content-type'), parsed, text);
      if (problems.length) throw new UndocumentedResponse(`Réponse non conforme au document OpenAPI :\n${problems.join('\n')}`);
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };

  const login = async (email: string, password = PASSWORD) => {
    const res = await req<{ token: string }>('POST', '/api/authentication_token', { body: { email, password }, headers: { 'content-type': 'application/json' } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.body.token;
  };
  return { req, login };
}

/** Numeric id at the end of an IRI. */
export const idOf = (iri: string) => Number(iri.split('/').pop());

export interface UploadServer extends TestServer {
  /** DATA_DIR of this server (removed by close). */
  dataDir: string;
  /** The uuids of the stored files (DATA_DIR/uploads, or the database on a PostgreSQL server). */
  storedFiles(): Promise<string[]>;
  /** Rows of media_objects. */
  mediaCount(): Promise<number>;
}

/** A server whose uploads go to a throw-away data directory of its own (.tmp/api-<name>-<pid>), with extra
 * environment (UPLOAD_MAX_BYTES...) set before it starts; close() also removes the directory. */
export async function startUploadServer(file: string, name: string, env: Record<string, string> = {}): Promise<UploadServer> {
  const dataDir = resolve(`.tmp/api-${name}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  Object.assign(process.env, { DATA_DIR: dataDir, ...env });
  const s = await startServer(file);
  return {
    ...s,
    dataDir,
    storedFiles: async () => (await storedFiles()).map((f) => f.uuid),
    mediaCount: async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_objects')).rows[0]!.n,
    close: async () => {
      await s.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server for the test file, started before its tests with these users signed in (their tokens in the
 * same order, given to `ready`), and closed after them. */
export function serverForFile(file: string, emails: string[], ready: (s: TestServer, tokens: string[]) => void): void {
  let s: TestServer | undefined;
  beforeAll(async () => {
    s = await startServer(file);
    const server = s;
    ready(server, await Promise.all(emails.map((e) => server.login(e))));
  });
  afterAll(async () => s?.close());
}
