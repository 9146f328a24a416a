// Publishing a version of a configuration file: checked whole (nothing stored on a violation), refused when the
// file moved on since the version the editor opened (409 naming who and when), stored as the next version.
// Also what the routes answer for a file and its history.
import { createPatch } from 'diff';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import * as msg from './messages.ts';
import { checkContent, NAME_PATTERN, schemaNames, summary, type Kind } from './check.ts';
import type { Violation } from '../../schema/validate.ts';
import {
  authorOf,
  frenchDateTime,
  insertVersion,
  isoOf,
  latestVersion,
  latestVersions,
  versionsOf,
  type VersionRow,
} from './store.ts';

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
    retired: row.retired,
    ...(valid === undefined ? {} : { valid }),
  };
}

const parseOr = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The parsed current files of a kind (the other files a check compares with); retired files are not. */
export async function currentOthers(ctx: AppContext, kind: Kind): Promise<Map<string, unknown>> {
  const rows = (await latestVersions(ctx.db, kind)).filter((r) => !r.retired);
  return new Map(rows.map((r) => [r.name, parseOr(r.content)]));
}

/**
 * The other files of the kind that `content` as `kind/name` (null: the file retired) would make invalid, checked
 * over the whole set as the server would serve it: each served file that passes its checks today is checked again
 * against the set with this change. One violation per file that would break, naming it.
 */
export async function brokenOthers(
  ctx: AppContext,
  kind: Kind,
  name: string,
  content: string | null,
): Promise<Violation[]> {
  const { files } = await ctx.config.snapshot(kind);
  const after = new Map([...files].map(([n, f]) => [n, parseOr(f.text)]));
  if (content === null) after.delete(name);
  else after.set(name, parseOr(content));
  const names = schemaNames(ctx.registry);
  const out: Violation[] = [];
  for (const [other, f] of files) {
    if (other === name || !f.valid) continue;
    const problems = checkContent(kind, other, f.text, names, after);
    if (problems.length === 0) continue;
    out.push({ propertyPath: '', message: msg.configuration.brokenOther(`${kind}/${other}`, summary(problems)) });
  }
  return out;
}

/** The check of a content as `kind/name` and of what it does to the other files: 422 with every violation (the
 * file's own, then one per other file it would break, named in the description) when it fails. */
export async function requireValid(ctx: AppContext, kind: Kind, name: string, content: string): Promise<void> {
  const own = checkContent(kind, name, content, schemaNames(ctx.registry), await currentOthers(ctx, kind));
  const broken = await brokenOthers(ctx, kind, name, content);
  if (own.length > 0 || broken.length > 0) throw refusal(own, broken);
}

/** 422: the file's own violations, and the files a change would break (named first in the description). */
export function refusal(own: Violation[], broken: Violation[]): HttpError {
  const error = unprocessable([...own, ...broken]);
  if (broken.length === 0) return error;
  const files = broken.map((v) => v.message.split(' ')[0]!);
  return new HttpError(422, `${msg.configuration.breaksOthers(files)}\n${error.message}`, error.violations);
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
      kind: p.kind,
      name: p.name,
      version: p.baseVersion + 1,
      content: p.content,
      author: { id: user.id, email: user.email },
      comment: p.comment,
    });
    if (row) return row;
    // Another instance stored that version meanwhile (the unique key refused ours).
    throw changedSince((await latestVersion(tx, p.kind, p.name))!);
  });
}

/** Retires a file: a new version marked retired, with the content it had (history kept, restored by rolling back
 * to any version). Refused when other files need it (a join list naming its view), or when it is retired. */
export async function retire(ctx: AppContext, user: AuthUser, kind: Kind, name: string): Promise<VersionRow> {
  const current = await latestVersion(ctx.db, kind, name);
  if (!current) throw notFound(msg.configuration.unknownFile(`${kind}/${name}`));
  if (current.retired) throw conflict(msg.configuration.alreadyRetired(`${kind}/${name}`));
  const broken = await brokenOthers(ctx, kind, name, null);
  if (broken.length > 0) throw refusal([], broken);
  const row = await insertVersion(ctx.db, {
    kind,
    name,
    version: current.version + 1,
    content: current.content,
    author: { id: user.id, email: user.email },
    comment: msg.configuration.retiredComment,
    retired: true,
  });
  if (row) return row;
  throw changedSince((await latestVersion(ctx.db, kind, name))!);
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
      diff: createPatch(
        `${kind}/${name}`,
        previous?.content ?? '',
        row.content,
        previous ? `version ${previous.version}` : '',
        `version ${row.version}`,
      ),
    };
  });
}
