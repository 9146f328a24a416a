// Where uploaded files live: DATA_DIR/uploads/<uuid>, named by a server-made uuid only (a client's file name
// never reaches the file system, so no path traversal). Size limit from UPLOAD_MAX_BYTES (default 10 MB).
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Read on each use so that the environment of a test or a restart applies. */
export const uploadsDir = () => join(resolve(process.env.DATA_DIR ?? './data'), 'uploads');
export const maxUploadBytes = () => {
  const n = Number(process.env.UPLOAD_MAX_BYTES);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_MAX_BYTES;
};

export function pathOf(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`identifiant de stockage invalide : ${uuid}`);
  return join(uploadsDir(), uuid);
}

/** Writes the stream to its uuid path; returns its size and first bytes. */
export async function store(uuid: string, stream: Readable): Promise<{ size: number; head: Buffer }> {
  await mkdir(uploadsDir(), { recursive: true });
  const path = pathOf(uuid);
  await pipeline(stream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  const fh = await open(path, 'r');
  try {
    // fsync: an acknowledged upload must survive a crash as its database row does.
    await fh.sync();
    const head = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    const { size } = await fh.stat();
    return { size, head: head.subarray(0, bytesRead) };
  } finally {
    await fh.close();
  }
}

export async function remove(uuid: string): Promise<void> {
  await rm(pathOf(uuid), { force: true });
}
