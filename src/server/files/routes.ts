// Uploads of x-upload resources (media_objects): POST multipart creates the record and stores the file
// (`upload`, the resource's createFrom hook, see files/hooks.ts), GET /api/<r>/<id>/download sends it back
// within the user's scope. The multipart parser is registered here, and a multipart body is refused on every
// route that does not opt in with config.multipart (the generic CRUD sets it from the resource's hooks).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../http/context.ts';
import { sendJsonLd } from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { canWrite } from '../auth/access.ts';
import type { ResourceModel } from '../schema/model.ts';
import { getInScope } from '../crud/read.ts';
import { insertRow } from '../crud/write.ts';
import { toItem } from '../hydra/serialize.ts';
import { itemIri } from '../hydra/iri.ts';
import * as msg from '../http/messages.ts';
import { isStored, maxUploadBytes, readStream, remove } from './storage.ts';
import { mb, receiveFile } from './receive.ts';
import { FILE_TYPES } from './types.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

export async function upload(ctx: AppContext, r: ResourceModel, request: FastifyRequest, reply: FastifyReply) {
  const user = await ctx.auth(request);
  if (!canWrite(user, r, 'create')) throw forbidden(msg.files.noRightToUpload(r.label.one));
  if (!request.isMultipart()) throw new HttpError(415, msg.files.multipartExpected);
  const max = maxUploadBytes();
  const part = await request.file({ limits: { fileSize: max, files: 1, fields: 10 } });
  if (!part) throw new HttpError(400, msg.files.noFile);
  const file = await receiveFile(part.filename, part.file, { max });
  try {
    // A file belongs to the antenne of the user who sends it (the centre's when sent from the head office).
    const row = await insertRow(ctx.db, r, user, {
      name: file.name,
      mime_type: file.mime,
      size: file.size,
      uuid: file.uuid,
      antenne_id: user.antenneId,
    });
    reply.header('Location', itemIri(r.name, row.id as number));
    return sendJsonLd(reply, 201, toItem(r, row, true));
  } catch (err) {
    await remove(file.uuid);
    throw err;
  }
}

/** The upload bounds as the admin reads them: bytes and their French wording, extensions and their types. */
export function uploadLimits() {
  const maxBytes = maxUploadBytes();
  return {
    maxBytes,
    maxSize: mb(maxBytes),
    extensions: Object.keys(FILE_TYPES),
    types: Object.fromEntries(Object.entries(FILE_TYPES).map(([ext, t]) => [ext, t.mime.split(';')[0]])),
  };
}

/** RFC 6266 disposition: an ASCII fallback and the exact UTF-8 name. */
export function disposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'fichier';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function download(ctx: AppContext, r: ResourceModel, request: IdRequest, reply: FastifyReply) {
  const user = await ctx.auth(request);
  const row = await getInScope(ctx.db, r, user, request.params.id);
  const uuid = String(row.uuid);
  if (!(await isStored(uuid))) throw notFound(msg.files.gone);
  return reply
    .header('Content-Type', String(row.mime_type))
    .header('Content-Length', String(row.size))
    .header('Content-Disposition', disposition(String(row.name)))
    .header('Cache-Control', 'private, no-store')
    .send(readStream(uuid));
}

export async function registerFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const uploads = ctx.registry.resources.filter((r) => r.schema['x-upload'] === true);
  await app.register(multipart, { limits: { fileSize: maxUploadBytes(), files: 1, fields: 10 } });

  // A multipart body anywhere else is refused before any handler reads it.
  app.addHook('preValidation', async (request) => {
    // Routes that take multipart bodies opt in with config.multipart: the generic create and POST to an item
    // of resources whose hooks read forms (crud/hooks.ts), and domain routes such as attendance's
    // etudiant_pointage_add_absence (which registers its own parser in its encapsulated plugin).
    const optedIn = (request.routeOptions.config as { multipart?: boolean } | undefined)?.multipart === true;
    if (request.isMultipart() && !optedIn) {
      throw new HttpError(415, msg.crud.multipartRefused);
    }
  });

  for (const r of uploads) {
    // What the admin shows before sending and checks in its drop zone: the same bound and types as `receiveFile`.
    app.get(
      `/api/${r.name}/limits`,
      { config: { summary: "Limites d'envoi d'un fichier (taille maximale, types acceptés)" } },
      async (request, reply) => {
        await ctx.auth(request);
        return reply.header('Cache-Control', 'private, no-store').send(uploadLimits());
      },
    );
    app.get(`/api/${r.name}/:id/download`, (request: IdRequest, reply) => download(ctx, r, request, reply));
  }
}
