// A throwaway PostgreSQL 15 server for the benchmark (P3 at 10 M rows with --postgres): initdb into
// .tmp/bench/pg, listening on loopback only, on the benchmark's port; stopped (fast) at the end.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync, mkdirSync, chownSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { benchTmp, PORTS } from './paths.ts';

const BIN = '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function asPostgres(cmd: string, args: string[]): string[] {
  return process.getuid?.() === 0
    ? ['runuser', '-u', 'postgres', '--', join(BIN, cmd), ...args]
    : [join(BIN, cmd), ...args];
}

/** BENCH_PG_URL: a PostgreSQL server already running (its admin database's URL): the bench makes a database of
 * its own there, dropped at the end, instead of starting a cluster. */
async function onServer(serverUrl: string): Promise<BenchPostgres> {
  const name = `futurosud_bench_${process.pid}`;
  const run = (sql: string) => onAdmin(serverUrl, sql);
  const copies: string[] = [];
  await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    copy: (copy) => (copies.push(copy), copyOf(serverUrl, url.toString(), copy)),
    stop: async () => {
      for (const db of [...copies, name]) await run(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
    },
  };
}

export interface BenchPostgres {
  url: string;
  /** A copy of the bench database as it is now (CREATE DATABASE … TEMPLATE: nobody may be connected to it), its
   * URL; dropped with the rest. */
  copy(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** Runs one statement on the server's admin database. */
async function onAdmin(serverUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** `copy` of BenchPostgres: the database of `url` copied to `name` on the same server. */
async function copyOf(serverUrl: string, url: string, name: string): Promise<string> {
  const from = decodeURIComponent(new URL(url).pathname.slice(1));
  await onAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onAdmin(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${from}"`);
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

export async function startPostgres(): Promise<BenchPostgres> {
  if (process.env.BENCH_PG_URL) return onServer(process.env.BENCH_PG_URL);
  if (!existsSync(join(BIN, 'postgres'))) throw new Error(`PostgreSQL 15 introuvable dans ${BIN}`);
  // BENCH_PG_DIR: where the cluster lives (.tmp/bench/pg by default).
  const dir = process.env.BENCH_PG_DIR ?? join(benchTmp, 'pg');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const [initCmd, ...initArgs] = asPostgres('initdb', [
    '-D',
    dir,
    '-U',
    'bench',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initCmd!, initArgs, { stdio: 'ignore' });
  const [cmd, ...args] = asPostgres('postgres', [
    '-D',
    dir,
    '-p',
    String(PORTS.postgres),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'fsync=off',
    // Room for the 10 M trainees of P3: a cache of a size a server of that network would have, and checkpoints
    // spaced out while the rows are inserted (neither changes a plan: effective_cache_size stays the default).
    '-c',
    'shared_buffers=1GB',
    '-c',
    'max_wal_size=8GB',
  ]);
  const child = spawn(cmd!, args, { stdio: 'ignore' });
  const url = `postgres://bench@127.0.0.1:${PORTS.postgres}/postgres`;
  for (let i = 0; ; i++) {
    try {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query('CREATE DATABASE futurosud_bench');
      await c.end();
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url: url.replace(/\/postgres$/, '/futurosud_bench'),
    copy: (name) => copyOf(url, url.replace(/\/postgres$/, '/futurosud_bench'), name),
    // pg_ctl rather than a signal to our child: under runuser the child is not postgres itself.
    // BENCH_PG_KEEP=1: the cluster left running (EXPLAIN on the data afterwards); stop it with pg_ctl -D <dir> stop.
    stop: async () => {
      if (process.env.BENCH_PG_KEEP === '1') {
        console.log(`   PostgreSQL laissé en marche : ${url} (pg_ctl -D ${dir} -m fast stop)`);
        child.unref();
        return;
      }
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const [stopCmd, ...stopArgs] = asPostgres('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      execFileSync(stopCmd!, stopArgs, { stdio: 'ignore' });
      await exited;
    },
  };
}
