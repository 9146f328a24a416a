// Uploads of x-upload resources (media_objects): POST multipart creates the record and stores the file,
// GET /api/<r>/<id>/download sends it back within the user's scope, PUT/PATCH are refused, DELETE removes
// the file too. The generic CRUD registers the same paths after the domain modules: an onRoute hook swaps
// their handlers, so the CRUD module stays unaware of files.
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../http/context.ts';
import { sendJsonLd } from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { canWrite } from '../auth/access.ts';
import { requireRowWrite } from '../crud/guards.ts';
import type { ResourceModel } from '../schema/model.ts';
import { getInScope } from '../crud/read.ts';
import { insertRow } from '../crud/write.ts';
import { toItem } from '../hydra/serialize.ts';
import { itemIri } from '../hydra/iri.ts';
import { ALLOWED_EXTENSIONS, cleanFileName, typeOf } from './types.ts';
import { maxUploadBytes, pathOf, remove, store } from './storage.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
const mb = (n: number) => `${(n / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

async function upload(ctx: AppContext, r: ResourceModel, request: FastifyRequest, reply: FastifyReply) {
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
  const uploadPaths = new Set(uploads.map((r) => `/api/${r.name}`));

  // A multipart body anywhere else is refused before any handler reads it.
  app.addHook('preValidation', async (request) => {
    // Routes that take multipart form fields themselves opt in with config.multipart (attendance's
    // etudiant_pointage_add_absence, which registers its own parser in its encapsulated plugin).
    const optedIn = (request.routeOptions.config as { multipart?: boolean } | undefined)?.multipart === true;
    if (request.isMultipart() && !optedIn && !(request.method === 'POST' && uploadPaths.has(request.routeOptions.url ?? ''))) {
      throw new HttpError(415, "Le type de contenu « multipart/form-data » n'est accepté que pour déposer un fichier.");
    }
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const r = uploads.find((u) => route.url === `/api/${u.name}` || route.url === `/api/${u.name}/:id`);
    const method = Array.isArray(route.method) ? route.method.join() : route.method;
    if (!r) return;
    if (route.url === `/api/${r.name}` && method === 'POST') {
      route.handler = (request, reply) => upload(ctx, r, request, reply);
    } else if (method === 'PUT' || method === 'PATCH') {
      route.handler = async () => {
        throw new HttpError(405, 'Un fichier déposé ne se modifie pas : déposez un nouveau fichier puis supprimez l’ancien.');
      };
    } else if (method === 'DELETE') {
      // The row first (a referenced file is a 409 and stays), then the file, then the answer.
      route.handler = async (request, reply) => {
        const user = await ctx.auth(request);
        if (!canWrite(user, r, 'delete')) throw forbidden(`Vous n'avez pas les droits pour supprimer cet élément (${r.label.one}).`);
        const row = await getInScope(ctx.db, r, user, (request as IdRequest).params.id);
        // A file the head office shares is not an antenne's to delete.
        requireRowWrite(user, r, row);
        await ctx.db.query(`DELETE FROM "${r.table}" WHERE id = $1`, [row.id]);
        await remove(String(row.uuid));
        return reply.code(204).send();
      };
    }
  });

  for (const r of uploads) {
    app.get(`/api/${r.name}/:id/download`, (request: IdRequest, reply) => download(ctx, r, request, reply));
  }
}
