// Durability of the embedded database across an operating-system crash or a power cut. PGlite starts
// PostgreSQL with `-F` (fsync off) and its Node file system (Emscripten NODEFS) has no fsync at all: a
// commit's WAL is written to the OS page cache (so it survives the process being killed) but never forced
// to the disk. After each write the server therefore fsyncs the WAL segments itself: an acknowledged
// commit is on disk before the answer leaves. PGLITE_FSYNC=0 turns it off (benchmarks, throw-away data).
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const walSyncEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  !['0', 'false', 'off', 'no'].includes(String(env.PGLITE_FSYNC ?? '1').toLowerCase());

/** Statements that cannot write (no fsync needed after them). */
export const isReadOnly = (sql: string) => /^\s*(SELECT|SHOW)\b/i.test(sql);

async function fsyncPath(path: string): Promise<void> {
  const fh = await open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** fsync of every WAL segment (one or two in practice: fsync of an unchanged file costs nothing) and of
 * the WAL directory (new segment names). */
export async function syncWal(dataDir: string): Promise<void> {
  const dir = join(dataDir, 'pg_wal');
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) if (e.isFile() && /^[0-9A-F]{24}$/.test(e.name)) await fsyncPath(join(dir, e.name));
  await fsyncPath(dir).catch(() => undefined);
}
