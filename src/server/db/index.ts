// Thin database layer: query() and transaction() over PGlite (embedded, one connection, serialised by a
// mutex) or a PostgreSQL server through a `pg` Pool. Callers write the same SQL for both.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { parsers } from './types.ts';
import { createMutex } from './mutex.ts';
import { preparedQueries } from './prepared.ts';
import { createWalSync, isReadOnly, walSyncEnabled, WAL_POSITION_SQL, type WalPosition } from './durability.ts';

/** A row of a query the types do not describe; a resource's own row is `RowOf<'name'>` (db/rows.ts). */
export type Row = Record<string, unknown>;
export interface Queryable {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Runs `fn` holding a PostgreSQL session-level advisory lock on `key` (another instance asking for the same
   * key waits); PGlite has one process and one connection, so it just runs `fn`. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Several statements without parameters in one call (the job queue's own schema and its transactions:
   * jobs/queue.ts); answers the last statement's rows. */
  script<T extends Row = Row>(text: string): Promise<{ rows: T[] }>;
  readonly kind: 'pglite' | 'pg';
}

/** An embedded PGlite database, which can also write its whole data directory out as a tarball. */
export interface PgliteDb extends Db {
  dumpDataDir(): Promise<Blob>;
}

/** Embedded PGlite; `dataDir` undefined means in memory (tests). `loadDataDir` starts it from a tarball made by
 * dumpDataDir (the API tests: one migrated and seeded database copied per test file). */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  // pg_trgm: the trigram indexes of the x-search columns (db/migrate.ts); a data directory that has them needs it.
  const pgl = await PGlite.create({ dataDir, parsers, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await pgl.exec("SET TIME ZONE 'UTC'");
  const exclusive = createMutex();
  // Each statement parsed and planned once per connection (prepared.ts).
  const prepared = preparedQueries(pgl);
  const direct: Queryable = {
    query: <T extends Row>(text: string, params?: unknown[]) => prepared.query<T>(text, params),
  };
  // Writes are forced to disk before they are acknowledged, only what the WAL gained (see durability.ts).
  const walSync =
    dataDir && walSyncEnabled()
      ? createWalSync(dataDir, async () => (await direct.query<WalPosition & Row>(WAL_POSITION_SQL)).rows[0]!)
      : undefined;
  const flush = async () => void (await walSync?.());
  return {
    kind: 'pglite',
    query: <T extends Row>(text: string, params?: unknown[]) =>
      exclusive(async () => {
        const res = await direct.query<T>(text, params);
        if (!isReadOnly(text)) await flush();
        return res;
      }),
    transaction: (fn) =>
      exclusive(async () => {
        await pgl.exec('BEGIN');
        try {
          const result = await fn(direct);
          await pgl.exec('COMMIT');
          await flush();
          return result;
        } catch (err) {
          await pgl.exec('ROLLBACK');
          throw err;
        }
      }),
    withAdvisoryLock: (_key, fn) => fn(),
    script: <T extends Row>(text: string) =>
      exclusive(async () => {
        const results = await pgl.exec(text);
        await prepared.afterScript(text);
        if (!isReadOnly(text)) await flush();
        return { rows: (results[results.length - 1]?.rows ?? []) as T[] };
      }),
    close: async () => {
      await walSync?.close();
      await pgl.close();
    },
    dumpDataDir: () => exclusive(() => pgl.dumpDataDir('gzip')),
  };
}

/** A PostgreSQL server (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      parsers[oid] ?? (pg.types.getTypeParser as (o: number, f?: string) => unknown)(oid, format),
  } as unknown as pg.CustomTypesConfig;
  // The time zone is a connection option so every pooled connection has it before its first query.
  const pool = new pg.Pool({ connectionString, types, max: 10, options: '-c timezone=UTC' });
  // An idle connection dropped by the server (restart, admin kill) emits 'error' on the pool: without a
  // listener that would crash the process; the pool replaces the connection on next use.
  pool.on('error', (err) => {
    if ((err as { code?: string }).code !== '57P01') console.error(`PostgreSQL : connexion perdue (${err.message})`);
  });
  await pool.query('SELECT 1');
  return {
    kind: 'pg',
    query: async <T extends Row>(text: string, params?: unknown[]) => {
      const res = await pool.query(text, params as unknown[]);
      return { rows: res.rows as T[] };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: async <T extends Row>(text: string, params?: unknown[]) => ({
            rows: (await client.query(text, params as unknown[])).rows as T[],
          }),
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    // Its own connection, outside the pool's turn-taking: the lock lives as long as this session holds it, and
    // `fn` may use the pool meanwhile (migrations in a transaction, the seed).
    withAdvisoryLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    // Without parameters `pg` speaks the simple protocol, which takes several statements at once.
    script: async <T extends Row>(text: string) => {
      const res = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(res) ? res[res.length - 1] : res;
      return { rows: (last?.rows ?? []) as T[] };
    },
    close: () => pool.end(),
  };
}

export function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
