// A multipart form as a JSON body of a resource, for the generic POST to an item (crud/routes.ts,
// postToItem.form): each field's text converted to its property's type (empty = null), x-alias names
// accepted, and a `file` part stored as a media object (its IRI given to the resource's `file` relation),
// as the earlier back-office posted its document forms. A refused write removes the stored file again.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import type { ResourceModel } from '../schema/model.ts';
import type { AuthUser } from '../auth/access.ts';
import { itemIri } from '../hydra/iri.ts';
import { dropMedia, receiveMedia, type StoredMedia } from '../files/receive.ts';
import { maxUploadBytes } from '../files/storage.ts';
import type { Row } from '../db/index.ts';
import { scopeCondition } from '../auth/access.ts';
import { aliasesOf } from './aliases.ts';
import { findInScope } from './read.ts';

/** A form field's text as the property's JSON value: empty is null, integers, decimals (comma or point)
 * and booleans converted; anything unconvertible stays text and the schema refuses it in French. */
export function fieldValue(r: ResourceModel, name: string, raw: string): unknown {
  const p = r.byName.get(name)!;
  const v = raw.trim();
  if (v === '' || (p.relation && v === 'null')) return null;
  if (p.type === 'integer' && /^-?\d{1,9}$/.test(v)) return Number(v);
  if (p.type === 'number' && /^-?\d+([.,]\d+)?$/.test(v)) return Number(v.replace(',', '.'));
  if (p.type === 'boolean')
    return ['true', '1', 'on'].includes(v) ? true : ['false', '0', 'off'].includes(v) ? false : v;
  return p.type === 'string' ? raw : v;
}

/** The form's fields as a JSON body of `r`, and the media object stored from its `file` part (when `r` has a
 * `file` relation to media_objects; other file parts are read and ignored). */
export async function readForm(
  ctx: AppContext,
  r: ResourceModel,
  user: AuthUser,
  request: FastifyRequest,
): Promise<{ body: Record<string, unknown>; media?: StoredMedia }> {
  const aliases = aliasesOf(r);
  const takesFile = r.byName.get('file')?.relation === 'media_objects';
  const body: Record<string, unknown> = {};
  let media: StoredMedia | undefined;
  try {
    for await (const part of request.parts({ limits: { fields: 60, files: 1, fileSize: maxUploadBytes() } })) {
      if (part.type === 'file') {
        if (takesFile && part.fieldname === 'file' && part.filename && !media)
          media = await receiveMedia(ctx, user, part.filename, part.file);
        else part.file.resume();
        continue;
      }
      const name = aliases[part.fieldname] ?? part.fieldname;
      const p = r.byName.get(name);
      if (p && !p.readOnly) body[name] = fieldValue(r, name, String(part.value ?? ''));
    }
  } catch (err) {
    await dropMedia(ctx, media);
    throw err;
  }
  if (media) body.file = itemIri('media_objects', media.id);
  return { body, media };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row of a document resource named by the storage uuid of its file (media_objects.uuid; when rows share
 * a file, the first one made with it) or by its id, within the user's scope: a postToItem `key`. */
export async function rowByFileUuid(
  ctx: AppContext,
  r: ResourceModel,
  user: AuthUser,
  key: string,
): Promise<Row | undefined> {
  if (/^\d{1,10}$/.test(key)) return Number(key) <= 2147483647 ? findInScope(ctx.db, r, user, Number(key)) : undefined;
  if (!UUID.test(key)) return undefined;
  const scope = scopeCondition(user, r, 2);
  const res = await ctx.db.query(
    `SELECT t.* FROM "${r.table}" t JOIN media_objects m ON m.id = t.file_id WHERE m.uuid = $1 AND ${scope.sql} ORDER BY
      t.id ASC LIMIT 1`,
    [key.toLowerCase(), ...scope.params],
  );
  return res.rows[0];
}
