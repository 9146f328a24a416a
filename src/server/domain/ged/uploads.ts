// Creating GED documents and versions (the createFrom hooks of ged_documents and ged_document_versions): every
// POST, JSON or multipart. A multipart `file` part is received like every upload (files/receive.ts) and recorded
// as a media object; JSON names a file already sent to POST /api/media_objects (the admin's upload with progress)
// by its IRI in `file`. The document and its first version, or the new version and the document's current
// version, are then written in one transaction; a refusal removes a file this request sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { labelled } from '../../crud/write.ts';
import { prepareSave } from '../../crud/save.ts';
import { fieldValue, readForm } from '../../crud/form.ts';
import { findInScope } from '../../crud/read.ts';
import { dropMedia, receiveMedia, type StoredMedia } from '../../files/receive.ts';
import { maxUploadBytes } from '../../files/storage.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { unprocessable } from '../../http/errors.ts';
import { bodyObject, bodyId, requireWrite, scopedRow } from '../../http/request.ts';
import { model } from '../common.ts';
import { addVersion, R } from './versions.ts';
import * as msg from './messages.ts';

const COMMENT_MAX = 1000;

/** The version's comment: absent or empty is null; anything but text up to 1,000 characters a 422. */
function commentOf(ctx: AppContext, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const versions = model(ctx, R.versions);
  const message =
    typeof value !== 'string'
      ? msg.schemaRules.type([msg.schemaRules.typeNames.string!])
      : value.length > COMMENT_MAX
        ? msg.schemaRules.maxLength(COMMENT_MAX)
        : undefined;
  if (message) throw unprocessable(labelled(versions, [{ propertyPath: 'commentaire', message }]));
  return value as string;
}

/** A document's multipart form: its fields typed as the document's properties, `commentaire`, and the `file`. */
async function documentForm(
  ctx: AppContext,
  user: AuthUser,
  request: FastifyRequest,
): Promise<{ body: Record<string, unknown>; media?: StoredMedia }> {
  const docs = model(ctx, R.documents);
  const body: Record<string, unknown> = {};
  let media: StoredMedia | undefined;
  try {
    for await (const part of request.parts({ limits: { fields: 20, files: 1, fileSize: maxUploadBytes() } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && part.filename && !media)
          media = await receiveMedia(ctx, user, part.filename, part.file);
        else part.file.resume();
      } else if (part.fieldname === 'commentaire') body.commentaire = String(part.value ?? '');
      else if (docs.byName.has(part.fieldname))
        body[part.fieldname] = fieldValue(docs, part.fieldname, String(part.value ?? ''));
      else body[part.fieldname] = part.value; // refused below as an unknown property, in French
    }
  } catch (err) {
    await dropMedia(ctx, media);
    throw err;
  }
  if (media) body.file = itemIri('media_objects', media.id);
  return { body, media };
}

/** The media object a body names in `file`, within the user's scope, else a 422 on `file`; an antenne's
 * document takes a file of its antenne or of the centre, never another antenne's (as checkCandidate rules for
 * a version's `file`). */
async function mediaOfBody(
  ctx: AppContext,
  user: AuthUser,
  value: unknown,
  antenne: () => number | null,
): Promise<number | undefined> {
  const media = model(ctx, 'media_objects');
  const id = bodyId('media_objects', value, 'file', media.label.one);
  if (id === undefined) return undefined;
  const row = await findInScope(ctx.db, media, user, id);
  if (!row) throw unprocessable([{ propertyPath: 'file', message: msg.access.notReachable(media.label.one, value) }]);
  const own = antenne();
  if (row.antenne_id !== null && own !== null && row.antenne_id !== own) {
    throw unprocessable([{ propertyPath: 'file', message: msg.crud.relationOtherAntenne(media.label.one, value) }]);
  }
  return id;
}

/** POST /api/ged_documents: the document (name, type, dossier, description, statut) and, with a `file`, its
 * version 1 (`commentaire`). Its antenne is its folder's. */
export async function createDocument(request: FastifyRequest, reply: FastifyReply, { ctx }: { ctx: AppContext }) {
  const user = await ctx.auth(request);
  const docs = model(ctx, R.documents);
  requireWrite(user, docs, 'create');
  const form = request.isMultipart()
    ? await documentForm(ctx, user, request)
    : { body: bodyObject(request.body), media: undefined };
  try {
    const { file, commentaire, ...fields } = form.body;
    const comment = commentOf(ctx, commentaire);
    // The document's own write path, written in the transaction of its first version.
    const prepared = await prepareSave(ctx, docs, user, fields, { mode: 'create', extra: { version: 0 } });
    const antenne = (prepared.columns.antenne_id as number | null | undefined) ?? null;
    const mediaId = await mediaOfBody(ctx, user, file, () => antenne);
    const row = await ctx.db.transaction(async (tx) => {
      const doc = await prepared.write(tx);
      if (mediaId !== undefined) await addVersion(ctx, tx, user, doc, mediaId, comment);
      return scopedRow(tx, docs, user, doc.id);
    });
    reply.header('Location', itemIri(docs.name, row.id));
    return sendJsonLd(reply, 201, toItem(docs, row, true));
  } catch (err) {
    await dropMedia(ctx, form.media);
    throw err;
  }
}

/** POST /api/ged_document_versions: a new version (`document`, `file`, `commentaire`) of a document the user
 * may change; the document shows it as its current version. */
export async function createVersion(request: FastifyRequest, reply: FastifyReply, { ctx }: { ctx: AppContext }) {
  const user = await ctx.auth(request);
  const versions = model(ctx, R.versions);
  const docs = model(ctx, R.documents);
  requireWrite(user, versions, 'create');
  const form = request.isMultipart()
    ? await readForm(ctx, versions, user, request)
    : { body: bodyObject(request.body), media: undefined };
  try {
    // The version's own checks (schema, scope, offered values, its hooks); its row is written by addVersion,
    // which numbers it from the document locked in the same transaction and shows it as the current version.
    const { columns } = await prepareSave(ctx, versions, user, form.body, { mode: 'create' });
    const version = await ctx.db.transaction(async (tx) => {
      const doc = await scopedRow(tx, docs, user, columns.document_id as number, true);
      return addVersion(ctx, tx, user, doc, columns.file_id as number, (columns.commentaire as string | null) ?? null);
    });
    reply.header('Location', itemIri(versions.name, version.id));
    return sendJsonLd(reply, 201, toItem(versions, version, true));
  } catch (err) {
    await dropMedia(ctx, form.media);
    throw err;
  }
}
