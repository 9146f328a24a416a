// Where uploaded and generated files live, named by a server-made uuid only (a client's file name never reaches
// the storage, so no path traversal). Three back ends behind one set of calls:
// - the local folder DATA_DIR/uploads/<uuid>: the embedded default (PGlite, one process);
// - the database itself (tables stored_files and stored_file_chunks): whenever the database is a PostgreSQL
//   server (DATABASE_URL), so that every instance reads what another stored and a restart on another machine
//   loses nothing. A file is written and read in chunks of 256 KiB, one statement each, never whole in memory;
// - an S3-compatible bucket (s3.ts) whenever FILES_S3_BUCKET is set, whatever the database.
// FILES_STORE (folder, database or s3) forces one; FILES_STORE=folder keeps the folder with a PostgreSQL server
// (one instance on one disk); PGlite, one connection that a transaction holds, never stores files in itself.
// `npm run files:migrate` copies the files of one back end into another. Size limit from UPLOAD_MAX_BYTES (10 MB).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/index.ts';
import { ops as m } from '../http/messages.ts';

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHUNK = 256 * 1024;
export const HEAD = 4096;

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
  'CREATE TABLE IF NOT EXISTS stored_file_chunks (uuid text NOT NULL REFERENCES stored_files (uuid) ON DELETE ' +
    'CASCADE, ' +
    'n integer NOT NULL, data bytea NOT NULL, PRIMARY KEY (uuid, n))',
];

/** A stored file as the sweep sees it. */
export interface StoredFile {
  uuid: string;
  storedAt: number;
}

export type FileStoreKind = 'folder' | 'database' | 's3';

/** One place where files are kept. */
export interface Backend {
  readonly kind: FileStoreKind;
  put(uuid: string, stream: Readable): Promise<{ size: number; head: Buffer }>;
  /** The size of the whole file stored under that uuid; undefined when there is none. */
  sizeOf(uuid: string): Promise<number | undefined>;
  chunks(uuid: string): AsyncGenerator<Buffer>;
  remove(uuid: string): Promise<void>;
  list(): Promise<StoredFile[]>;
  close?(): void;
}

export function checked(uuid: string): string {
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
  async sizeOf(uuid) {
    const info = await stat(pathOf(uuid)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
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
    async sizeOf(uuid) {
      const { rows } = await db.query<{ size: string | number }>(
        'SELECT size FROM stored_files WHERE uuid = $1 AND size IS NOT NULL',
        [checked(uuid)],
      );
      return rows.length > 0 ? Number(rows[0]!.size) : undefined;
    },
    async *chunks(uuid) {
      if ((await this.sizeOf(uuid)) === undefined)
        throw Object.assign(new Error(`fichier absent : ${uuid}`), { code: 'ENOENT' });
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
/** The bucket's back end, kept while FILES_S3_* stay the same (its client, and the bucket checked once). */
let bucket: { key: string; backend: Backend } | undefined;

/** The store cannot be used: its message (French) says why and which variables to check. */
export class FileStoreUnavailable extends Error {}

/** The back end FILES_STORE, FILES_S3_BUCKET and the kind of database choose. */
export function chosenFileStore(db: Pick<Db, 'kind'>): FileStoreKind {
  const asked = process.env.FILES_STORE?.trim() || undefined;
  if (asked && !['folder', 'database', 's3'].includes(asked))
    throw new FileStoreUnavailable(m.filesStoreUnknown(asked));
  if (asked === 'folder') return 'folder';
  if (asked === 's3' || (!asked && process.env.FILES_S3_BUCKET?.trim())) return 's3';
  return db.kind === 'pg' ? 'database' : 'folder';
}

async function bucketStore(): Promise<Backend> {
  const { openS3, s3Settings } = await import('./s3.ts');
  try {
    const settings = s3Settings();
    if (!settings) throw new Error(m.s3BucketMissing);
    const key = JSON.stringify(settings);
    if (bucket?.key !== key) {
      bucket?.backend.close?.();
      bucket = undefined;
      bucket = { key, backend: await openS3(settings) };
    }
    return bucket.backend;
  } catch (err) {
    throw new FileStoreUnavailable((err as Error).message);
  }
}

/** The back end of that kind (`npm run files:migrate` opens two); 'database' needs the PostgreSQL database. */
export async function openFileStore(kind: FileStoreKind, db?: Db): Promise<Backend> {
  if (kind === 's3') return bucketStore();
  if (kind === 'folder') return folder;
  if (!db || db.kind !== 'pg') throw new FileStoreUnavailable(m.filesStoreNeedsPostgres);
  return database(db);
}

/** Chooses the back end (chosenFileStore) and, for a bucket, checks once that it answers (else throws
 * FileStoreUnavailable): called when the server opens its database, and by the seed's preparation. */
export async function useFileStore(db: Db): Promise<void> {
  backend = await openFileStore(chosenFileStore(db), db);
}

/** At start, before the database opens: a bucket that does not answer stops the start (FileStoreUnavailable). */
export async function checkFileStore(): Promise<void> {
  if (chosenFileStore({ kind: 'pg' }) === 's3') await bucketStore();
}

/** Where files go now. */
export const fileStoreKind = (): FileStoreKind => backend.kind;

/** Writes the stream under its uuid; returns its size and first bytes. */
export function store(uuid: string, stream: Readable): Promise<{ size: number; head: Buffer }> {
  return backend.put(uuid, stream);
}

/** Whether a whole file is stored under that uuid. */
export async function isStored(uuid: string): Promise<boolean> {
  return (await backend.sizeOf(uuid)) !== undefined;
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

export interface CopyResult {
  /** Files in the source. */
  total: number;
  copied: number;
  /** Already in the target with the same size (copied by an earlier run). */
  present: number;
  /** The uuids that could not be copied, with why. */
  failed: { uuid: string; reason: string }[];
}

/** Copies every file of `from` into `to`, one at a time and streamed (`npm run files:migrate`). A file already in
 * the target with the same size is left, so a second run copies nothing and a stopped run resumes; a file cut
 * in the target by a stopped run is written again. The source is not changed. `progress` hears each file. */
export async function copyFiles(
  from: Backend,
  to: Backend,
  progress: (done: number, total: number) => void = () => {},
): Promise<CopyResult> {
  const files = await from.list();
  const result: CopyResult = { total: files.length, copied: 0, present: 0, failed: [] };
  for (const [i, { uuid }] of files.entries()) {
    try {
      const size = await from.sizeOf(uuid);
      if (size === undefined) continue;
      if ((await to.sizeOf(uuid)) === size) result.present++;
      else {
        await to.remove(uuid);
        await to.put(uuid, Readable.from(from.chunks(uuid)));
        result.copied++;
      }
    } catch (err) {
      result.failed.push({ uuid, reason: (err as Error).message });
    }
    progress(i + 1, files.length);
  }
  return result;
}

/** Copies every file of the folder into the database (`npm run files:to-database`); returns how many. */
export async function copyFolderToDatabase(db: Db): Promise<number> {
  return (await copyFiles(folder, database(db))).copied;
}
