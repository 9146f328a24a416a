// Where uploaded and generated files live, named by a server-made uuid only (a client's file name never reaches
// the storage, so no path traversal). Two back ends behind one set of calls:
// - the local folder DATA_DIR/uploads/<uuid>: the embedded default (PGlite, one process);
// - the database itself (tables stored_files and stored_file_chunks): whenever the database is a PostgreSQL
//   server (DATABASE_URL), so that every instance reads what another stored and a restart on another machine
//   loses nothing. A file is written and read in chunks of 256 KiB, one statement each, never whole in memory.
// FILES_STORE=folder keeps the folder with a PostgreSQL server (one instance on one disk); PGlite, one connection
// that a transaction holds, always uses the folder. Size limit from UPLOAD_MAX_BYTES (default 10 MB).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/index.ts';

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHUNK = 256 * 1024;
const HEAD = 4096;

/** Read on each use so that the environment of a test or a restart applies. */
export const uploadsDir = () => join(resolve(process.env.DATA_DIR ?? './data'), 'uploads');
export const maxUploadBytes = () => {
  const n = Number(process.env.UPLOAD_MAX_BYTES);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_MAX_BYTES;
};

/** The tables of the database back end (created on every database: cheap, and the same schema everywhere). */
export const fileStoreStatements = [
  'CREATE TABLE IF NOT EXISTS stored_files (uuid text PRIMARY KEY, size bigint, ' +
    'created_at timestamptz NOT NULL DEFAULT now())',
  'CREATE TABLE IF NOT EXISTS stored_file_chunks (uuid text NOT NULL REFERENCES stored_files (uuid) ON DELETE CASCADE, ' +
    'n integer NOT NULL, data bytea NOT NULL, PRIMARY KEY (uuid, n))',
];

/** A stored file as the sweep sees it. */
export interface StoredFile {
  uuid: string;
  storedAt: number;
}

interface Backend {
  readonly kind: 'folder' | 'database';
  put(uuid: string, stream: Readable): Promise<{ size: number; head: Buffer }>;
  has(uuid: string): Promise<boolean>;
  chunks(uuid: string): AsyncGenerator<Buffer>;
  remove(uuid: string): Promise<void>;
  list(): Promise<StoredFile[]>;
}

function checked(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`identifiant de stockage invalide : ${uuid}`);
  return uuid;
}

const pathOf = (uuid: string) => join(uploadsDir(), checked(uuid));

const folder: Backend = {
  kind: 'folder',
  async put(uuid, stream) {
    await mkdir(uploadsDir(), { recursive: true });
    const path = pathOf(uuid);
    await pipeline(stream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    const fh = await open(path, 'r');
    try {
      // fsync: an acknowledged upload must survive a crash as its database row does.
      await fh.sync();
      const head = Buffer.alloc(HEAD);
      const { bytesRead } = await fh.read(head, 0, head.length, 0);
      const { size } = await fh.stat();
      return { size, head: head.subarray(0, bytesRead) };
    } finally {
      await fh.close();
    }
  },
  async has(uuid) {
    return (await stat(pathOf(uuid)).catch(() => undefined))?.isFile() ?? false;
  },
  async *chunks(uuid) {
    for await (const chunk of createReadStream(pathOf(uuid), { highWaterMark: CHUNK })) yield chunk as Buffer;
  },
  async remove(uuid) {
    await rm(pathOf(uuid), { force: true });
  },
  async list() {
    const names = await readdir(uploadsDir()).catch(() => [] as string[]);
    const out: StoredFile[] = [];
    for (const name of names.filter((n) => UUID.test(n))) {
      const info = await stat(join(uploadsDir(), name)).catch(() => undefined);
      if (info) out.push({ uuid: name, storedAt: info.mtimeMs });
    }
    return out;
  },
};

function database(db: Db): Backend {
  return {
    kind: 'database',
    async put(uuid, stream) {
      // The row first (its key refuses a second file of the same uuid, as the folder's 'wx'), its size last: a
      // file whose size is still empty was cut while being written and is never read.
      await db.query('INSERT INTO stored_files (uuid) VALUES ($1)', [checked(uuid)]);
      let size = 0;
      let n = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const heads: Buffer[] = [];
      const flush = async () => {
        if (pendingBytes === 0) return;
        await db.query('INSERT INTO stored_file_chunks (uuid, n, data) VALUES ($1, $2, $3)', [
          uuid,
          n++,
          Buffer.concat(pending),
        ]);
        pending = [];
        pendingBytes = 0;
      };
      try {
        for await (const part of stream) {
          const chunk = Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array);
          if (size < HEAD) heads.push(chunk.subarray(0, HEAD - size));
          size += chunk.length;
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= CHUNK) await flush();
        }
        await flush();
        await db.query('UPDATE stored_files SET size = $2 WHERE uuid = $1', [uuid, size]);
      } catch (error) {
        await db.query('DELETE FROM stored_files WHERE uuid = $1', [uuid]).catch(() => undefined);
        throw error;
      }
      return { size, head: Buffer.concat(heads) };
    },
    async has(uuid) {
      const { rows } = await db.query('SELECT 1 FROM stored_files WHERE uuid = $1 AND size IS NOT NULL', [
        checked(uuid),
      ]);
      return rows.length > 0;
    },
    async *chunks(uuid) {
      if (!(await this.has(uuid))) throw Object.assign(new Error(`fichier absent : ${uuid}`), { code: 'ENOENT' });
      for (let n = 0; ; n++) {
        const { rows } = await db.query<{ data: Uint8Array }>(
          'SELECT data FROM stored_file_chunks WHERE uuid = $1 AND n = $2',
          [uuid, n],
        );
        if (rows.length === 0) return;
        yield Buffer.from(rows[0]!.data);
      }
    },
    async remove(uuid) {
      await db.query('DELETE FROM stored_files WHERE uuid = $1', [checked(uuid)]);
    },
    async list() {
      const { rows } = await db.query<{ uuid: string; created_at: Date | string }>(
        'SELECT uuid, created_at FROM stored_files',
      );
      return rows.map((r) => ({ uuid: r.uuid, storedAt: new Date(r.created_at).getTime() }));
    },
  };
}

let backend: Backend = folder;

/** Chooses the back end for this database (a PostgreSQL server: the database unless FILES_STORE=folder; PGlite:
 * the folder): called when the server opens its database, and by the seed's preparation. */
export function useFileStore(db: Db): void {
  backend = db.kind === 'pg' && process.env.FILES_STORE !== 'folder' ? database(db) : folder;
}

/** Where files go now: 'folder' or 'database'. */
export const fileStoreKind = (): 'folder' | 'database' => backend.kind;

/** Writes the stream under its uuid; returns its size and first bytes. */
export function store(uuid: string, stream: Readable): Promise<{ size: number; head: Buffer }> {
  return backend.put(uuid, stream);
}

/** Whether a whole file is stored under that uuid. */
export function isStored(uuid: string): Promise<boolean> {
  return backend.has(uuid);
}

/** The file as a stream, read chunk by chunk only when consumed (many may be queued, e.g. into a ZIP). */
export function readStream(uuid: string): Readable {
  const from = backend;
  return Readable.from(
    (async function* () {
      yield* from.chunks(uuid);
    })(),
    { objectMode: false },
  );
}

/** The whole file (small files only: a model, a mail's attachment); undefined when it is not stored. */
export async function readStored(uuid: string): Promise<Buffer | undefined> {
  if (!(await isStored(uuid))) return undefined;
  const parts: Buffer[] = [];
  for await (const chunk of backend.chunks(uuid)) parts.push(chunk);
  return Buffer.concat(parts);
}

export function remove(uuid: string): Promise<void> {
  return backend.remove(uuid);
}

/** Every stored file with the time it was stored (the orphan sweep). */
export function storedFiles(): Promise<StoredFile[]> {
  return backend.list();
}

/** Copies every file of the folder into the database (the command `npm run files:to-database`); files already
 * there are left. Returns how many were copied. */
export async function copyFolderToDatabase(db: Db): Promise<number> {
  const target = database(db);
  let copied = 0;
  for (const { uuid } of await folder.list()) {
    if (await target.has(uuid)) continue;
    await db.query('DELETE FROM stored_files WHERE uuid = $1', [uuid]);
    await target.put(uuid, createReadStream(pathOf(uuid)));
    copied++;
  }
  return copied;
}
