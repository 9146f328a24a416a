// POST /api/antenne_diplome_document_administratifs also as one multipart form (diplome, antenne, name,
// dates, description, etat and the `file` itself), as the earlier product posted its documents (the
// resource's createFrom hook, formation/hooks.ts). The JSON
// body of the generic CRUD (with `file` the IRI of an uploaded media object) keeps working: only a multipart
// request takes this path. The file becomes a media object of the centre, so an antenne user, who cannot
// post media objects (centre-level resource), can still attach one to its own antenne's diploma. A refused
// document (422, 403) removes the stored file and its media row again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { requireWrite } from '../../http/request.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { save } from '../../crud/save.ts';
import { remove } from '../../files/storage.ts';
import { receiveFile, type Received } from '../../files/receive.ts';
import { model } from './shared.ts';

const RESOURCE = 'antenne_diplome_document_administratifs';
const FIELDS = new Set(['diplome', 'antenne', 'name', 'date_document', 'date_expiration', 'description', 'etat']);
type Stored = Received;

async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; file?: Stored }> {
  const fields: Record<string, unknown> = {};
  let file: Stored | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && part.filename && !file) file = await receiveFile(part.filename, part.file);
        else part.file.resume();
      } else if (FIELDS.has(part.fieldname)) {
        const v = String(part.value ?? '');
        fields[part.fieldname] =
          part.fieldname === 'etat' && /^\d+$/.test(v) ? Number(v) : v === '' && part.fieldname !== 'name' ? null : v;
      }
    }
  } catch (err) {
    if (file) await remove(file.uuid);
    throw err;
  }
  return { fields, file };
}

export async function createFromForm(ctx: AppContext, user: AuthUser, request: FastifyRequest, reply: FastifyReply) {
  const r = model(ctx, RESOURCE);
  requireWrite(user, r, 'create');
  const { fields, file } = await readForm(request);
  let mediaId: number | undefined;
  try {
    if (file) {
      const media = await ctx.db.query<{ id: number }>(
        'INSERT INTO media_objects (cfa_id, antenne_id, name, mime_type, size, uuid) VALUES ($1, $2, $3, $4, $5, $6) ' +
          'RETURNING id',
        [user.cfaId, user.antenneId, file.name, file.mime, file.size, file.uuid],
      );
      mediaId = media.rows[0]!.id;
    }
    const candidate = { ...fields, ...(mediaId === undefined ? {} : { file: itemIri('media_objects', mediaId) }) };
    const row = await save(ctx, r, user, candidate, { mode: 'create' });
    reply.header('Location', itemIri(r.name, row.id));
    return sendJsonLd(reply, 201, toItem(r, row, true));
  } catch (err) {
    if (mediaId !== undefined) await ctx.db.query('DELETE FROM media_objects WHERE id = $1', [mediaId]);
    if (file) await remove(file.uuid);
    throw err;
  }
}
