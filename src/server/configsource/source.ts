// Where every reader of the configuration (the admin's /resources/ and /clients/, the server's client profile of
// a user, the export columns) takes the files from: the database by default, or the disk (CONFIG_SOURCE=files).
// From the database: the current version of each file, or, when it is broken (invalid JSON or refused by the
// checks, e.g. edited by hand in SQL), its last valid version with a French notice; the app runs on. Kept in
// memory under the store's stamp: one small indexed query per call, so a publish through another instance is
// served at the next call.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Db } from '../db/index.ts';
import type { Registry } from '../schema/model.ts';
import { repoRoot } from '../schema/model.ts';
import { checkContent, KINDS, schemaNames, summary, type Kind } from '../domain/configuration/check.ts';
import { latestVersions, storeStamp, versionsOf, type VersionRow } from '../domain/configuration/store.ts';
import * as msg from '../http/messages.ts';
import type { Violation } from '../schema/validate.ts';

/** Folders of the shipped files; RESOURCES_DIR / CLIENTS_DIR point elsewhere (the e2e server uses a copy). */
export const folderDirs: Record<Kind, string> = {
  resources: process.env.RESOURCES_DIR ? resolve(process.env.RESOURCES_DIR) : join(repoRoot, 'resources'),
  clients: process.env.CLIENTS_DIR ? resolve(process.env.CLIENTS_DIR) : join(repoRoot, 'clients'),
};

export interface ServedFile {
  name: string;
  /** The text served (the current version, or the last valid one when the current one is broken). */
  text: string;
  /** The version served (0 for a file read from disk). */
  version: number;
  /** The current (latest) version, valid or not; absent for a file read from disk. */
  current?: VersionRow;
  /** Whether the current version passes the checks. */
  valid: boolean;
  /** Whether the text served passes the checks (the current version, or the last valid one served instead). */
  checked: boolean;
}

export interface Notice {
  file: string;
  message: string;
}

export interface KindSnapshot {
  files: Map<string, ServedFile>;
  notices: Notice[];
  /** The retired files (their retiring version), not served; none for files read from disk. */
  retired?: Map<string, VersionRow>;
}

export interface ConfigSource {
  readonly mode: 'database' | 'files';
  /** The files of one kind as served now (cached until the store or the folder changes). */
  snapshot(kind: Kind): Promise<KindSnapshot>;
}

/** 'files' when CONFIG_SOURCE=files (the disk wins, the write endpoints refuse), else 'database'. */
export const configMode = (): 'database' | 'files' => (process.env.CONFIG_SOURCE === 'files' ? 'files' : 'database');

const parseOr = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The version of a file to serve: the latest when it passes the checks, else the newest older one that does. */
async function servedVersion(
  db: Db,
  kind: Kind,
  row: VersionRow,
  check: (content: string) => Violation[],
): Promise<{ served?: VersionRow; problems: Violation[] }> {
  const problems = check(row.content);
  if (problems.length === 0) return { served: row, problems };
  for (const older of await versionsOf(db, kind, row.name, row.version)) {
    if (check(older.content).length === 0) return { served: older, problems };
  }
  return { problems };
}

/** Which version of each stored file is served, and the notices of the broken ones. Files name each other (a
 * join list names another file's view): the checks compare with the served versions, so one broken file does
 * not take down the files that name it (two passes: the latest versions, then the versions served). */
async function resolveKind(db: Db, registry: Registry, kind: Kind, rows: VersionRow[]): Promise<KindSnapshot> {
  const names = schemaNames(registry);
  const resolveWith = async (others: Map<string, unknown>) =>
    Promise.all(
      rows.map(async (row) => ({
        row,
        ...(await servedVersion(db, kind, row, (content) => checkContent(kind, row.name, content, names, others))),
      })),
    );
  const first = await resolveWith(new Map(rows.map((r) => [r.name, parseOr(r.content)])));
  const results = first.some((r) => r.problems.length > 0)
    ? await resolveWith(new Map(first.map(({ row, served }) => [row.name, parseOr((served ?? row).content)])))
    : first;
  const files = new Map<string, ServedFile>();
  const notices: Notice[] = [];
  for (const { row, served, problems } of results) {
    const valid = problems.length === 0;
    if (!valid) {
      const path = `${kind}/${row.name}`;
      notices.push({
        file: path,
        message: served
          ? msg.configuration.fallback(path, row.version, summary(problems), served.version)
          : msg.configuration.noValidVersion(path, row.version, summary(problems)),
      });
    }
    // Nothing valid: the broken text itself, which the admin reports and replaces with guessed views.
    files.set(row.name, {
      name: row.name,
      text: (served ?? row).content,
      version: (served ?? row).version,
      current: row,
      valid,
      checked: served !== undefined,
    });
  }
  return { files, notices };
}

function databaseSource(db: Db, registry: Registry): ConfigSource {
  let cache: { key: string; kinds: Promise<Record<Kind, KindSnapshot>> } | undefined;
  const load = async (): Promise<Record<Kind, KindSnapshot>> => {
    const rows = await latestVersions(db);
    const [resources, clients] = await Promise.all(
      KINDS.map(async (k) => ({
        // A retired file is not served: the checks of the others run without it, as they did when it was retired.
        ...(await resolveKind(
          db,
          registry,
          k,
          rows.filter((r) => r.kind === k && !r.retired),
        )),
        retired: new Map(rows.filter((r) => r.kind === k && r.retired).map((r) => [r.name, r])),
      })),
    );
    return { resources: resources!, clients: clients! };
  };
  return {
    mode: 'database',
    async snapshot(kind) {
      const key = await storeStamp(db);
      if (cache?.key !== key) {
        const kinds = load();
        cache = { key, kinds };
        kinds.catch(() => {
          if (cache?.kinds === kinds) cache = undefined;
        });
      }
      return (await cache.kinds)[kind];
    },
  };
}

function filesSource(registry: Registry, dirs: Record<Kind, string> = folderDirs): ConfigSource {
  const cache = new Map<Kind, { key: string; snapshot: KindSnapshot }>();
  return {
    mode: 'files',
    async snapshot(kind) {
      const dir = dirs[kind];
      const names = existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith('.json')).sort() : [];
      const stats = await Promise.all(names.map((n) => stat(join(dir, n)).catch(() => undefined)));
      const key = [dir, ...names.map((n, i) => `${n}:${stats[i]?.mtimeMs}:${stats[i]?.size}`)].join('|');
      const kept = cache.get(kind);
      if (kept?.key === key) return kept.snapshot;
      const texts = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
      const all = new Map(names.map((n, i) => [n, parseOr(texts[i]!)]));
      const checks = schemaNames(registry);
      // Served as they are on disk, as before: the admin reports a broken file and guesses its views.
      const files = new Map(
        names.map((name, i) => {
          const valid = checkContent(kind, name, texts[i]!, checks, all).length === 0;
          return [name, { name, text: texts[i]!, version: 0, valid, checked: valid }];
        }),
      );
      const snapshot = { files, notices: [] };
      cache.set(kind, { key, snapshot });
      return snapshot;
    },
  };
}

export function createConfigSource(db: Db, registry: Registry, mode = configMode()): ConfigSource {
  return mode === 'files' ? filesSource(registry) : databaseSource(db, registry);
}

/** A source reading other folders of the disk as they are (tests of the readers, with a folder of their own). */
export function folderSource(registry: Registry, dirs: Partial<Record<Kind, string>>): ConfigSource {
  return filesSource(registry, { ...folderDirs, ...dirs });
}
