// Publishing a version of a configuration file: checked whole (nothing stored on a violation), refused when the
// file moved on since the version the editor opened (409 naming who and when), stored as the next version.
// Also what the routes answer for a file and its history.
import { createPatch } from 'diff';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import * as msg from '../../http/messages.ts';
import { checkContent, NAME_PATTERN, schemaNames, type Kind } from './check.ts';
import { authorOf, frenchDateTime, insertVersion, isoOf, latestVersion, latestVersions, versionsOf, type VersionRow } from './store.ts';

export const conflict = (m: string) => new HttpError(409, m);

/** The item the API answers for a stored version. */
export function itemOf(row: VersionRow, valid?: boolean): Record<string, unknown> {
  return {
    kind: row.kind,
    name: row.name,
    version: row.version,
    content: row.content,
    updatedAt: isoOf(row.created_at),
    author: authorOf(row),
    comment: row.comment,
    ...(valid === undefined ? {} : { valid }),
  };
}

/** The parsed current files of a kind (the other files a check compares with). */
export async function currentOthers(ctx: AppContext, kind: Kind): Promise<Map<string, unknown>> {
  return new Map((await latestVersions(ctx.db, kind)).map((r) => {
    try {
      return [r.name, JSON.parse(r.content) as unknown];
    } catch {
      return [r.name, undefined];
    }
  }));
}

/** The check of a content as `kind/name`, 422 with every violation when it fails. */
export async function requireValid(ctx: AppContext, kind: Kind, name: string, content: string): Promise<void> {
  const violations = checkContent(kind, name, content, schemaNames(ctx.registry), await currentOthers(ctx, kind));
  if (violations.length > 0) throw unprocessable(violations);
}

export function requireName(name: string, propertyPath = 'name'): void {
  if (!NAME_PATTERN.test(name)) throw unprocessable([{ propertyPath, message: msg.configuration.badName(name) }]);
}

function changedSince(row: VersionRow): HttpError {
  return conflict(msg.configuration.changedSince(authorOf(row), frenchDateTime(row.created_at), row.version));
}

export interface Publication {
  kind: Kind;
  name: string;
  content: string;
  baseVersion: number;
  comment?: string | null;
}

/** Checks then stores `content` as the version after `baseVersion`; the stored row. */
export async function publish(ctx: AppContext, user: AuthUser, p: Publication): Promise<VersionRow> {
  requireName(p.name, '');
  const current = await latestVersion(ctx.db, p.kind, p.name);
  if (!current && p.baseVersion !== 0) throw notFound(msg.configuration.unknownFile(`${p.kind}/${p.name}`));
  await requireValid(ctx, p.kind, p.name, p.content);
  return ctx.db.transaction(async (tx) => {
    const latest = await latestVersion(tx, p.kind, p.name);
    if ((latest?.version ?? 0) !== p.baseVersion) throw changedSince(latest!);
    const row = await insertVersion(tx, {
      kind: p.kind, name: p.name, version: p.baseVersion + 1, content: p.content, author: { id: user.id, email: user.email }, comment: p.comment,
    });
    if (row) return row;
    // Another instance stored that version meanwhile (the unique key refused ours).
    throw changedSince((await latestVersion(tx, p.kind, p.name))!);
  });
}

/** The history of a file, newest first, each version with its unified diff against the one before. */
export async function historyOf(ctx: AppContext, kind: Kind, name: string): Promise<Record<string, unknown>[]> {
  const rows = await versionsOf(ctx.db, kind, name);
  if (rows.length === 0) throw notFound(msg.configuration.unknownFile(`${kind}/${name}`));
  return rows.map((row, i) => {
    const previous = rows[i + 1];
    return {
      version: row.version,
      author: authorOf(row),
      createdAt: isoOf(row.created_at),
      comment: row.comment,
      diff: createPatch(`${kind}/${name}`, previous?.content ?? '', row.content,
        previous ? `version ${previous.version}` : '', `version ${row.version}`),
    };
  });
}
