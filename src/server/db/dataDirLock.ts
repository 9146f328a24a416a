// One process per PGlite folder: PGlite is a single-process database, and two processes on one folder each see
// only their own writes (and lose some at restart). A lock file in DATA_DIR names the process that holds it; a
// second process is refused with a French message naming it (pid, host, start), unless that process is gone
// (same host, pid no longer alive): a stale lock is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ops as m } from '../http/messages.ts';

export const LOCK_FILE = 'futurosud.lock';

interface Holder {
  pid: number;
  host: string;
  since: string;
}

export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' && typeof h.host === 'string'
      ? { pid: h.pid, host: h.host, since: String(h.since ?? '?') }
      : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return { pid: -1, host: '', since: '' };
  }
}

/** Takes the folder's lock for this process, or throws DataDirInUseError (French message); returns its release. */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx': created only if absent, so two processes starting together cannot both get it.
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${JSON.stringify(me)}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (holder?.pid === -1) throw new DataDirInUseError(m.dataDirLockUnreadable(file));
    if (holder && (holder.host !== me.host || alive(holder.pid))) {
      const since = new Date(holder.since);
      const shown = Number.isNaN(since.getTime())
        ? holder.since
        : since.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });
      throw new DataDirInUseError(m.dataDirInUse(dir, holder.pid, holder.host, shown));
    }
    // Stale (its process is gone) or removed meanwhile: try again to create it.
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new DataDirInUseError(m.dataDirLockUnreadable(file));
}
