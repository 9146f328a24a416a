// Durability of the embedded database across an operating-system crash or a power cut. PGlite starts
// PostgreSQL with `-F` (fsync off) and its Node file system (Emscripten NODEFS) has no fsync at all: a
// commit's WAL is written to the OS page cache (so it survives the process being killed) but never forced
// to the disk. After each write the server therefore forces the WAL itself: an acknowledged commit is on disk
// before the answer leaves. PGLITE_FSYNC=0 turns it off (benchmarks, throw-away data).
//
// It forces only what moved, as PostgreSQL does: the WAL's flushed position (its LSN, asked after the write) tells
// whether the statement wrote any WAL at all; a statement that did not (the job queue's poll that took no job, an
// UPDATE of no row) costs that one question and no disk flush. When it moved, the segments from the last forced
// position to the new one are flushed with fdatasync (their data and size: PostgreSQL's own `wal_sync_method` on
// Linux; a full fsync would also force their modification time, hence a journal commit of the whole file system
// waiting for every other file's new blocks: seconds on a busy disk, measured by the P9 bench), and the directory
// only when the current segment changed (a new or recycled segment's name).
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const walSyncEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  !['0', 'false', 'off', 'no'].includes(String(env.PGLITE_FSYNC ?? '1').toLowerCase());

/** Statements that cannot write (no flush needed after them). */
export const isReadOnly = (sql: string) => /^\s*(SELECT|SHOW)\b/i.test(sql);

/** Where the WAL is flushed to (to the OS, PGlite having fsync off): its LSN and its segment file's name. */
export interface WalPosition {
  lsn: string;
  file: string;
}
/** The statement answering the WalPosition, run on the database right after a write. */
export const WAL_POSITION_SQL =
  'SELECT pg_current_wal_flush_lsn()::text AS lsn, pg_walfile_name(pg_current_wal_flush_lsn()) AS file';

/** The file operations the flush needs (replaced in the unit test). */
export interface WalIo {
  list(dir: string): Promise<string[]>;
  /** fdatasync of a file. */
  datasync(path: string): Promise<void>;
  /** fsync of a directory. */
  syncDir(path: string): Promise<void>;
  /** Closes what it keeps open (the database is closed). */
  close?(): Promise<void>;
}

type FileHandle = Awaited<ReturnType<typeof open>>;

async function withHandle(path: string, fn: (fh: FileHandle) => Promise<void>) {
  const fh = await open(path, 'r');
  try {
    await fn(fh);
  } finally {
    await fh.close();
  }
}

/** The file operations on the node file system. The segment being written is kept open from one flush to the next
 * (most writes stay within it): a flush is then one `fdatasync`, not an open, a flush and a close, each a round trip
 * to libuv's thread pool that waits again for the event loop's turn. It is closed once another segment is flushed
 * (segments only move forward; PostgreSQL renames a segment for reuse only once it is behind the checkpoint). */
export function createNodeWalIo(openFile: (path: string) => Promise<FileHandle> = (path) => open(path, 'r')): WalIo {
  let current: { path: string; handle: Promise<FileHandle> } | undefined;
  const closeCurrent = async () => {
    const previous = current;
    current = undefined;
    await previous?.handle.then((fh) => fh.close()).catch(() => undefined);
  };
  return {
    list: (dir) => readdir(dir).catch(() => []),
    datasync: async (path) => {
      if (current?.path !== path) {
        void closeCurrent();
        const opened = { path, handle: openFile(path) };
        current = opened;
        // A segment that cannot be opened is not kept: the next flush tries again (and this one fails, as before).
        opened.handle.catch(() => current === opened && (current = undefined));
      }
      await (await current.handle).datasync();
    },
    syncDir: (path) => withHandle(path, (fh) => fh.sync()).catch(() => undefined),
    close: closeCurrent,
  };
}

const SEGMENT = /^[0-9A-F]{24}$/;

/** The flush to call after each write (one at a time, under the database's lock): answers the segments it forced.
 * `position` asks the database where its WAL is. The first call forces every segment up to the current one. */
export function createWalSync(dataDir: string, position: () => Promise<WalPosition>, io: WalIo = createNodeWalIo()) {
  const dir = join(dataDir, 'pg_wal');
  let last: WalPosition | undefined;
  const flush = async (): Promise<string[]> => {
    const now = await position();
    if (last && now.lsn === last.lsn) return [];
    const from = last?.file;
    let files = [now.file];
    // Within the segment of the last flush (most writes), that segment alone: no need to list the directory.
    if (from !== now.file) {
      const names = (await io.list(dir)).filter((n) => SEGMENT.test(n)).sort();
      files = names.filter((n) => (from === undefined || n >= from) && n <= now.file);
      // A name the rule cannot place (another timeline): every segment, as before.
      if (!files.includes(now.file)) files = names;
    }
    for (const f of files) await io.datasync(join(dir, f));
    if (from !== now.file) await io.syncDir(dir);
    last = now;
    return files;
  };
  return Object.assign(flush, { close: async () => io.close?.() });
}
