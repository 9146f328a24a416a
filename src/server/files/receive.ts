// Receiving one uploaded file, for every route that takes one (files/routes.ts, crud/form.ts, the domains'
// forms, the provider photo, ticket attachments): the type picked by the cleaned name and checked against the
// first bytes, the size bounded (413), the file stored under a fresh uuid and removed again when refused;
// `receiveMedia` also records it as a media object of the user's antenne, `dropMedia` removes one again.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../http/context.ts';
import type { AuthUser } from '../auth/access.ts';
import { HttpError } from '../http/errors.ts';
import { files as messages } from '../http/messages.ts';
import { insertRow } from '../crud/write.ts';
import { ALLOWED_EXTENSIONS, cleanFileName, typeOf } from './types.ts';
import { maxUploadBytes, remove, store } from './storage.ts';

/** A media object and its stored file. */
export interface StoredMedia {
  id: number;
  uuid: string;
}

export interface Received {
  name: string;
  mime: string;
  size: number;
  uuid: string;
  /** The lower-case extension of the cleaned name. */
  ext: string;
}

/** What a route narrows: the size bound, the extensions it takes and its own words for a refusal. */
export interface ReceiveRules {
  max?: number;
  extensions?: Set<string>;
  typeRefused?: () => HttpError;
  tooLarge?: (size: string) => HttpError;
  mismatch?: (name: string, ext: string) => HttpError;
}

/** A size in megabytes, as the messages say it: « 10 Mo », « 2,5 Mo ». */
export const mb = (n: number) => `${(n / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

type Upload = Readable & { truncated?: boolean };

/** Stores an uploaded stream checked by name, size and content; refusals leave nothing stored. */
export async function receiveFile(
  filename: string | undefined,
  stream: NodeJS.ReadableStream,
  rules: ReceiveRules = {},
): Promise<Received> {
  const file = stream as Upload;
  const name = cleanFileName(filename);
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const type = typeOf(name);
  if (!type || (rules.extensions && !rules.extensions.has(ext))) {
    file.resume();
    throw rules.typeRefused?.() ?? new HttpError(415, messages.typeRefused(ALLOWED_EXTENSIONS));
  }
  const max = rules.max ?? maxUploadBytes();
  const tooLarge = () => rules.tooLarge?.(mb(max)) ?? new HttpError(413, messages.tooLargeMax(mb(max)));
  const uuid = randomUUID();
  let stored: { size: number; head: Buffer };
  try {
    stored = await store(uuid, file);
  } catch (err) {
    await remove(uuid);
    throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : err;
  }
  if (file.truncated) {
    await remove(uuid);
    throw tooLarge();
  }
  if (stored.size === 0 || !type.sniff(stored.head)) {
    await remove(uuid);
    throw rules.mismatch?.(name, ext) ?? new HttpError(415, messages.contentMismatch(name));
  }
  return { name, mime: type.mime, size: stored.size, uuid, ext };
}

/** Receives a file and records it as a media object of the user's antenne (the file is removed if that fails). */
export async function receiveMedia(
  ctx: AppContext,
  user: AuthUser,
  filename: string | undefined,
  stream: NodeJS.ReadableStream,
  rules: ReceiveRules = {},
) {
  const file = await receiveFile(filename, stream, rules);
  try {
    const row = await insertRow(ctx.db, ctx.registry.byName.get('media_objects')!, user, {
      name: file.name,
      mime_type: file.mime,
      size: file.size,
      uuid: file.uuid,
      antenne_id: user.antenneId,
    });
    return { ...file, id: row.id as number };
  } catch (err) {
    await remove(file.uuid);
    throw err;
  }
}

/** Removes a media object and its file unless another record still points at it. */
export async function dropMedia(ctx: AppContext, media: StoredMedia | undefined): Promise<void> {
  if (!media) return;
  try {
    await ctx.db.query('DELETE FROM media_objects WHERE id = $1', [media.id]);
    await remove(media.uuid);
  } catch (err) {
    if ((err as { code?: string }).code !== '23503') throw err;
  }
}

/** The media object a row's `file` points at (to drop it once replaced). */
export async function mediaOf(ctx: AppContext, id: unknown): Promise<StoredMedia | undefined> {
  if (typeof id !== 'number') return undefined;
  const row = (
    await ctx.db.query<{ id: number; uuid: string }>('SELECT id, uuid FROM media_objects WHERE id = $1', [id])
  ).rows[0];
  return row ? { id: row.id, uuid: String(row.uuid) } : undefined;
}
