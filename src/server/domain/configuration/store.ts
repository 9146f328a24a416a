// The versions of the configuration files in the database: seeding from the shipped files, the current version
// of each file, its history, and saving a new version (one insert; the unique (kind, name, version) refuses the
// second of two saves from the same base, on any instance).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from '../../db/index.ts';
import type { Kind } from './check.ts';
import { KINDS } from './check.ts';
import { CONFIGURATION_TABLE as T } from './tables.ts';
import * as msg from './messages.ts';

export interface VersionRow {
  [key: string]: unknown;
  id: number;
  kind: Kind;
  name: string;
  version: number;
  content: string;
  author_email: string | null;
  comment: string | null;
  created_at: Date | string;
  /** This version retires the file (no longer served; its content is the one before, kept). */
  retired: boolean;
}

/** Who wrote a version: the user's e-mail, or « Fichiers livrés » for the versions seeded from disk. */
export const authorOf = (row: Pick<VersionRow, 'author_email'>): string =>
  row.author_email ?? msg.configuration.shippedAuthor;

export const isoOf = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** « 26/11/2026 à 23:40 » (Paris time), as the conflict message says when. */
export function frenchDateTime(d: Date | string): string {
  const date = d instanceof Date ? d : new Date(d);
  const day = date.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  const time = date.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
  return `${day} à ${time}`;
}

const COLUMNS = 'id, kind, name, version, content, author_email, comment, created_at, retired';

/** The key of the stored configuration: moves on any insert, update (by trigger) or delete. */
export async function storeStamp(db: Queryable): Promise<string> {
  const row = (
    await db.query<{ stamp: string | null; n: number }>(
      `SELECT max(stamp)::text AS stamp, count(*)::int AS n FROM ${T}`,
    )
  ).rows[0];
  return `${row?.stamp ?? 0}:${row?.n ?? 0}`;
}

/** The latest version of every file (of one kind, or all). */
export async function latestVersions(db: Queryable, kind?: Kind): Promise<VersionRow[]> {
  const where = kind ? 'WHERE kind = $1' : '';
  return (
    await db.query<VersionRow>(
      `SELECT DISTINCT ON (kind, name) ${COLUMNS} FROM ${T} ${where} ORDER BY kind, name, version DESC`,
      kind ? [kind] : [],
    )
  ).rows;
}

export async function latestVersion(db: Queryable, kind: Kind, name: string): Promise<VersionRow | undefined> {
  return (
    await db.query<VersionRow>(
      `SELECT ${COLUMNS} FROM ${T} WHERE kind = $1 AND name = $2 ORDER BY version DESC LIMIT 1`,
      [kind, name],
    )
  ).rows[0];
}

/** Every version of a file, newest first (below `before` when given). */
export async function versionsOf(db: Queryable, kind: Kind, name: string, before?: number): Promise<VersionRow[]> {
  return (
    await db.query<VersionRow>(
      `SELECT ${COLUMNS} FROM ${T} WHERE kind = $1 AND name = $2 AND version < $3 ORDER BY version DESC`,
      [kind, name, before ?? 2 ** 31 - 1],
    )
  ).rows;
}

export async function versionOf(
  db: Queryable,
  kind: Kind,
  name: string,
  version: number,
): Promise<VersionRow | undefined> {
  return (
    await db.query<VersionRow>(`SELECT ${COLUMNS} FROM ${T} WHERE kind = $1 AND name = $2 AND version = $3`, [
      kind,
      name,
      version,
    ])
  ).rows[0];
}

export interface NewVersion {
  kind: Kind;
  name: string;
  version: number;
  content: string;
  author: { id: number; email: string } | null;
  comment?: string | null;
  retired?: boolean;
}

/** Inserts a version; false when that version number was taken meanwhile (another save won). */
export async function insertVersion(db: Queryable, v: NewVersion): Promise<VersionRow | undefined> {
  return (
    await db.query<VersionRow>(
      `INSERT INTO ${T} (kind, name, version, content, author_id, author_email, comment, retired) ` +
        `VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (kind, name, version) DO NOTHING RETURNING ${COLUMNS}`,
      [
        v.kind,
        v.name,
        v.version,
        v.content,
        v.author?.id ?? null,
        v.author?.email ?? null,
        v.comment ?? null,
        v.retired ?? false,
      ],
    )
  ).rows[0];
}

/**
 * Seeds the table from the shipped files: a file not yet stored becomes version 1 (author « Fichiers livrés »);
 * a file nobody has edited yet (its current version is a shipped one) follows the shipped file when it changed
 * (a new release), so the defaults stay those of the release until someone publishes a change.
 */
export async function seedFromFiles(db: Db, dirs: Record<Kind, string>): Promise<number> {
  let added = 0;
  for (const kind of KINDS) {
    const dir = dirs[kind];
    if (!existsSync(dir)) continue;
    const names = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    const stored = new Map((await latestVersions(db, kind)).map((r) => [r.name, r]));
    for (const name of names) {
      const content = await readFile(join(dir, name), 'utf8');
      const current = stored.get(name);
      if (current && (current.author_email !== null || current.content === content)) continue;
      const row = await insertVersion(db, { kind, name, version: (current?.version ?? 0) + 1, content, author: null });
      if (row) added += 1;
    }
  }
  return added;
}
