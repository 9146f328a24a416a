// Pedagogy documents sent as forms (spec 001 section 7): POST /api/antenne_pedagogie_documents also takes
// multipart form data (evaluation, antenne, name, type, sequence and the `file` itself, stored as a media
// object like every upload; createFromForm, the resource's createFrom hook in pedagogie/hooks.ts), beside the generic
// JSON create with a media object IRI; and POST /api/antenne_pedagogie_document/{uuid} edits a document, as form data
// or JSON, a new `file` replacing the old one. {uuid} is the storage uuid of the document's file (media_objects.uuid;
// when documents share a file, the first one made with it), or the document's id.
import { resourceFields, withForm } from '../../http/request.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Row } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { scopeCondition, type AuthUser } from '../../auth/access.ts';
import { save } from '../../crud/save.ts';
import { dropMedia, receiveMedia, type StoredMedia } from '../../files/receive.ts';
import * as msg from './messages.ts';
import { model, R, requireWrite, scopedRow, type IdRequest } from './shared.ts';

const FIELDS = ['name', 'type', 'antenne', 'evaluation', 'sequence', 'file'];
const RELATIONS = new Set(['antenne', 'evaluation', 'sequence', 'file']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Form {
  fields: Record<string, unknown>;
  /** The media object stored from the form's file, removed again if the document is refused. */
  media?: StoredMedia;
}

/** The form's fields (numbers for `type`, null for emptied relations) and its stored file. */
async function readForm(ctx: AppContext, user: AuthUser, request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, msg.request.bodyNotObject);
    return { fields: Object.fromEntries(Object.entries(body).filter(([k]) => FIELDS.includes(k))) };
  }
  const form: Form = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && part.filename && !form.media)
          form.media = await receiveMedia(ctx, user, part.filename, part.file);
        else part.file.resume();
      } else if (FIELDS.includes(part.fieldname) && part.fieldname !== 'file') {
        const v = String(part.value ?? '');
        form.fields[part.fieldname] =
          part.fieldname === 'type'
            ? /^\d+$/.test(v)
              ? Number(v)
              : v || null
            : RELATIONS.has(part.fieldname) && (v === '' || v === 'null')
              ? null
              : v;
      }
    }
  } catch (err) {
    await dropMedia(ctx, form.media);
    throw err;
  }
  if (form.media) form.fields.file = itemIri(R.media, form.media.id);
  return form;
}

export async function createFromForm(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const user = await ctx.auth(request);
  const documents = model(ctx, R.documents);
  requireWrite(user, documents, 'create');
  const form = await readForm(ctx, user, request);
  try {
    if (form.fields.name === undefined && form.media) {
      form.fields.name = (
        await ctx.db.query('SELECT name FROM media_objects WHERE id = $1', [form.media.id])
      ).rows[0]!.name;
    }
    const row = await save(ctx, documents, user, form.fields, { mode: 'create' });
    reply.header('Location', itemIri(R.documents, row.id));
    return sendJsonLd(reply, 201, { ...toItem(documents, row, true), uuid: form.media?.uuid ?? null });
  } catch (err) {
    await dropMedia(ctx, form.media);
    throw err;
  }
}

/** The document named by the uuid of its file, or by its id, within the user's scope. */
async function documentOf(ctx: AppContext, user: AuthUser, key: string): Promise<Row> {
  const documents = model(ctx, R.documents);
  if (/^\d{1,10}$/.test(key)) return scopedRow(ctx.db, documents, user, Number(key));
  if (!UUID.test(key)) throw notFound();
  const scope = scopeCondition(user, documents, 2);
  const res = await ctx.db.query(
    `SELECT t.* FROM antenne_pedagogie_documents t JOIN media_objects m ON m.id = t.file_id WHERE m.uuid = $1 AND
      ${scope.sql} ORDER BY t.id ASC LIMIT 1`,
    [key.toLowerCase(), ...scope.params],
  );
  if (!res.rows[0]) throw notFound();
  return res.rows[0];
}

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const documents = model(ctx, R.documents);

  // config.multipart: the files module refuses multipart bodies on routes that do not opt in.
  const fields = resourceFields(
    documents,
    FIELDS.filter((f) => f !== 'file'),
  );
  app.post(
    '/api/antenne_pedagogie_document/:id',
    withForm({
      file: { title: 'Fichier', description: 'Facultatif : remplace le fichier du document.' },
      properties: fields,
      json: { type: 'object', properties: resourceFields(documents, FIELDS) },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const existing = await documentOf(ctx, user, (request as IdRequest).params.id);
      requireWrite(user, documents, 'update', existing.antenne_id as number);
      const form = await readForm(ctx, user, request);
      let row: Row;
      try {
        row = await save(ctx, documents, user, form.fields, { mode: 'merge', existing });
      } catch (err) {
        await dropMedia(ctx, form.media);
        throw err;
      }
      // The replaced file goes when nothing else points at it.
      if (row.file_id !== existing.file_id) {
        const old = (await ctx.db.query('SELECT id, uuid FROM media_objects WHERE id = $1', [existing.file_id]))
          .rows[0];
        if (old) await dropMedia(ctx, { id: old.id as number, uuid: String(old.uuid) });
      }
      const uuid =
        (await ctx.db.query('SELECT uuid FROM media_objects WHERE id = $1', [row.file_id])).rows[0]?.uuid ?? null;
      return sendJsonLd(reply, 200, { ...toItem(documents, row, true), uuid });
    },
  );
}
