// Uploads of x-upload resources (media_objects): POST multipart creates the record and stores the file
// (`upload`, the resource's createFrom hook, see files/hooks.ts), GET /api/<r>/<id>/download sends it back
// within the user's scope. The multipart parser is registered here, and a multipart body is refused on every
// route that does not opt in with config.multipart (the generic CRUD sets it from the resource's hooks).
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
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
import { crud } from '../http/messages.ts';
import { ALLOWED_EXTENSIONS, cleanFileName, typeOf } from './types.ts';
import { maxUploadBytes, pathOf, remove, store } from './storage.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
const mb = (n: number) => `${(n / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

export async function upload(ctx: AppContext, r: ResourceModel, request: FastifyRequest, reply: FastifyReply) {
  const user = await ctx.auth(request);
  if (!canWrite(user, r, 'create')) throw forbidden(`Vous n'avez pas les droits pour déposer un fichier (${r.label.one}).`);
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Un fichier se dépose par un envoi « multipart/form-data » (champ « file »), pas en JSON.');
  }
  const max = maxUploadBytes();
  const part = await request.file({ limits: { fileSize: max, files: 1, fields: 10 } });
  if (!part) throw new HttpError(400, 'Aucun fichier reçu : joignez-le dans le champ « file ».');
  const name = cleanFileName(part.filename);
  const type = typeOf(name);
  if (!type) {
    part.file.resume();
    throw new HttpError(415, `Ce type de fichier n'est pas accepté. Types acceptés : ${ALLOWED_EXTENSIONS}.`);
  }
  const uuid = randomUUID();
  let stored: { size: number; head: Buffer };
  try {
    stored = await store(uuid, part.file);
  } catch (err) {
    await remove(uuid);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(max);
    throw err;
  }
  if (part.file.truncated) {
    await remove(uuid);
    throw tooLarge(max);
  }
  if (stored.size === 0 || !type.sniff(stored.head)) {
    await remove(uuid);
    throw new HttpError(415, `Le contenu du fichier « ${name} » ne correspond pas à son extension.`);
  }
  try {
    // A file belongs to the antenne of the user who sends it (the centre's when sent from the head office).
    const row = await insertRow(ctx.db, r, user, { name, mime_type: type.mime, size: stored.size, uuid, antenne_id: user.antenneId });
    reply.header('Location', itemIri(r.name, row.id as number));
    return sendJsonLd(reply, 201, toItem(r, row, true));
  } catch (err) {
    await remove(uuid);
    throw err;
  }
}

const tooLarge = (max: number) => new HttpError(413, `Le fichier dépasse la taille maximale autorisée (${mb(max)}).`);

/** RFC 6266 disposition: an ASCII fallback and the exact UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'fichier';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function download(ctx: AppContext, r: ResourceModel, request: IdRequest, reply: FastifyReply) {
  const user = await ctx.auth(request);
  const row = await getInScope(ctx.db, r, user, request.params.id);
  const path = pathOf(String(row.uuid));
  if (!existsSync(path)) throw notFound("Le fichier n'est plus disponible sur le serveur.");
  return reply
    .header('Content-Type', String(row.mime_type))
    .header('Content-Length', String(row.size))
    .header('Content-Disposition', disposition(String(row.name)))
    .header('Cache-Control', 'private, no-store')
    .send(createReadStream(path));
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
      throw new HttpError(415, crud.multipartRefused);
    }
  });

  for (const r of uploads) {
    app.get(`/api/${r.name}/:id/download`, (request: IdRequest, reply) => download(ctx, r, request, reply));
  }
}
