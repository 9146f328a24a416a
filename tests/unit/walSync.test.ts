// The embedded database's WAL flush (src/server/db/durability.ts): only what the WAL gained is forced to disk, with
// fdatasync, the directory only when the current segment changes; a statement that wrote no WAL forces nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNodeWalIo, createWalSync, type WalIo, type WalPosition } from '../../src/server/db/durability.ts';

const SEG = (n: number) => `0000000100000000${n.toString(16).toUpperCase().padStart(8, '0')}`;

function fake(names: string[]) {
  const done: string[] = [];
  const io: WalIo = {
    list: async () => (done.push('list'), [...names, 'archive_status', 'summaries']),
    datasync: async (path) => void done.push(`datasync ${path.split('/').pop()}`),
    syncDir: async (path) => void done.push(`syncDir ${path.split('/').pop()}`),
  };
  return { io, done };
}

describe('the WAL flush after a write', () => {
  it('forces every segment up to the current one at first, then only what moved', async () => {
    const { io, done } = fake([SEG(1), SEG(2), SEG(3)]);
    let at: WalPosition = { lsn: '0/2000100', file: SEG(2) };
    const flush = createWalSync('/data', async () => at, io);

    expect(await flush()).toEqual([SEG(1), SEG(2)]);
    expect(done).toEqual(['list', `datasync ${SEG(1)}`, `datasync ${SEG(2)}`, 'syncDir pg_wal']);

    // A statement that wrote no WAL (a queue's poll that took no job): nothing forced.
    done.length = 0;
    expect(await flush()).toEqual([]);
    expect(done).toEqual([]);

    // A write within the same segment: that segment alone, without listing the directory or forcing it.
    at = { lsn: '0/2000300', file: SEG(2) };
    expect(await flush()).toEqual([SEG(2)]);
    expect(done).toEqual([`datasync ${SEG(2)}`]);

    // A write crossing into the next segment: both, and the directory (the new segment's name).
    done.length = 0;
    at = { lsn: '0/3000050', file: SEG(3) };
    expect(await flush()).toEqual([SEG(2), SEG(3)]);
    expect(done).toEqual(['list', `datasync ${SEG(2)}`, `datasync ${SEG(3)}`, 'syncDir pg_wal']);
  });

  it('forces every segment when the current one is not among them', async () => {
    const { io, done } = fake([SEG(1), SEG(2)]);
    const flush = createWalSync('/data', async () => ({ lsn: '0/1', file: '000000020000000000000009' }), io);
    expect(await flush()).toEqual([SEG(1), SEG(2)]);
    expect(done).toContain('syncDir pg_wal');
  });

  it('keeps the segment being written open from one flush to the next, and closes it once another is flushed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wal-'));
    try {
      const [a, b] = [join(dir, SEG(1)), join(dir, SEG(2))];
      writeFileSync(a, 'x');
      writeFileSync(b, 'y');
      const opened: string[] = [];
      const closed: string[] = [];
      const io = createNodeWalIo(async (path) => {
        opened.push(path);
        const fh = await open(path, 'r');
        const close = fh.close.bind(fh);
        fh.close = async () => (closed.push(path), close());
        return fh;
      });
      await io.datasync(a);
      await io.datasync(a);
      await io.datasync(a);
      expect(opened).toEqual([a]);
      expect(closed).toEqual([]);
      await io.datasync(b);
      await io.datasync(b);
      await new Promise((r) => setTimeout(r, 10));
      expect(opened).toEqual([a, b]);
      expect(closed).toEqual([a]);
      await io.close!();
      expect(closed).toEqual([a, b]);
      // A segment that cannot be opened fails that flush and is not kept: the next one opens it again.
      const missing = join(dir, SEG(3));
      await expect(io.datasync(missing)).rejects.toThrow();
      writeFileSync(missing, 'z');
      await io.datasync(missing);
      expect(opened).toEqual([a, b, missing, missing]);
      await io.close!();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
