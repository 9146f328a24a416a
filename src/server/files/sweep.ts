// Uploaded files nobody keeps: a file sent by a form that was then abandoned, the old file of a replaced
// document. A media object that no row points at (any foreign key to media_objects, read from the database's
// own catalogue, so a new document table is covered without a list to maintain) and older than a grace period
// is deleted with its stored file; so is a stored file that has no row (a crash between the write and the
// insert). The grace period (ORPHAN_FILES_GRACE_HOURS, 24 h by default) leaves a form being filled its upload.
// Run at start and then periodically (ORPHAN_FILES_SWEEP_MINUTES, 60 by default) by one instance (jobs/schedules.ts).
import type { Db, Queryable } from '../db/index.ts';
import { remove, storedFiles } from './storage.ts';
import { positiveEnv } from '../periodic.ts';

const HOUR = 3600_000;

/** Read on each use, as the upload limits are (storage.ts). */
export const orphanGraceMs = () => positiveEnv(process.env.ORPHAN_FILES_GRACE_HOURS, 24) * HOUR;
export const sweepEveryMs = () => positiveEnv(process.env.ORPHAN_FILES_SWEEP_MINUTES, 60) * 60_000;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every (table, column) whose foreign key points at media_objects. */
async function referencingColumns(db: Queryable): Promise<{ tbl: string; col: string }[]> {
  const { rows } = await db.query<{ tbl: string; col: string }>(
    `SELECT t.relname AS tbl, a.attname AS col
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'media_objects'::regclass
      ORDER BY 1, 2`,
  );
  return rows;
}

export interface SweepResult {
  /** Media objects deleted (row and file). */
  rows: number;
  /** Stored files without a row, deleted. */
  files: number;
}

/** Deletes the media objects `ids` that no row points at (inside the caller's transaction); returns their
 * storage uuids, whose files the caller removes once the transaction is committed (RGPD erasure). */
export async function deleteUnreferencedMedia(db: Queryable, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const refs = await referencingColumns(db);
  const unreferenced = refs.map(
    ({ tbl, col }) => `NOT EXISTS (SELECT 1 FROM ${ident(tbl)} r WHERE r.${ident(col)} = m.id)`,
  );
  const { rows } = await db.query<{ uuid: string }>(
    `DELETE FROM media_objects m WHERE m.id = ANY($1::int[]) ${unreferenced.map((c) => `AND ${c}`).join(' ')} RETURNING
      m.uuid`,
    [ids],
  );
  return rows.map((r) => r.uuid);
}

export async function sweepOrphanFiles(db: Db, graceMs = orphanGraceMs(), now = Date.now()): Promise<SweepResult> {
  const cutoff = new Date(now - graceMs).toISOString();
  const refs = await referencingColumns(db);
  const unreferenced = refs.map(
    ({ tbl, col }) => `NOT EXISTS (SELECT 1 FROM ${ident(tbl)} r WHERE r.${ident(col)} = m.id)`,
  );
  const { rows } = await db.query<{ uuid: string }>(
    `DELETE FROM media_objects m WHERE m.created_at < $1 ${unreferenced.map((c) => `AND ${c}`).join(' ')} RETURNING
      m.uuid`,
    [cutoff],
  );
  for (const { uuid } of rows) await remove(uuid);
  return { rows: rows.length, files: await sweepUnrecordedFiles(db, now - graceMs) };
}

async function sweepUnrecordedFiles(db: Queryable, before: number): Promise<number> {
  const old = (await storedFiles()).filter((f) => f.storedAt < before).map((f) => f.uuid);
  if (old.length === 0) return 0;
  const { rows } = await db.query<{ uuid: string }>('SELECT uuid FROM media_objects WHERE uuid = ANY ($1)', [old]);
  const kept = new Set(rows.map((r) => r.uuid));
  const gone = old.filter((n) => !kept.has(n));
  for (const uuid of gone) await remove(uuid);
  return gone.length;
}

/** One sweep, its outcome logged (jobs/schedules.ts runs it at start and every sweepEveryMs()). */
export async function sweepAndLog(db: Db, log: (message: string) => void): Promise<void> {
  const { rows, files } = await sweepOrphanFiles(db);
  if (rows + files > 0)
    log(`Fichiers orphelins supprimés : ${rows} élément(s) media_objects, ${files} fichier(s) sans élément`);
}
