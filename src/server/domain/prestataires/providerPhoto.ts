// POST {provider uri} as multipart (spec 001 section 7: "POST photo as multipart to the provider uri"): the
// image in the field `photo` (or `file`) is stored as a media object like any upload, becomes the provider's
// photo, and the previous photo is removed (row and file) unless something else still points at it. Images
// only (JPEG, PNG, WebP, checked by extension and content) and at most PHOTO_MAX_BYTES (default 5 Mo, never
// above UPLOAD_MAX_BYTES). Answers 201 with the provider, as the spec's other POST-to-uri edits do.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { toItem } from '../../hydra/serialize.ts';
import { insertRow } from '../../crud/write.ts';
import { maxUploadBytes, remove } from '../../files/storage.ts';
import { receiveFile } from '../../files/receive.ts';
import { model, parentRow } from '../common.ts';
import { withForm, type IdRequest } from '../../http/request.ts';
import { writableProvider } from './providerRoutes.ts';
import * as msg from './messages.ts';

const IMAGES = new Set(['jpg', 'jpeg', 'png', 'webp']);

export function photoMaxBytes(): number {
  const n = Number(process.env.PHOTO_MAX_BYTES);
  return Math.min(Number.isSafeInteger(n) && n > 0 ? n : 5 * 1024 * 1024, maxUploadBytes());
}

export function registerProviderPhoto(app: FastifyInstance, ctx: AppContext): void {
  const prestataires = model(ctx, 'prestataires');
  // config.multipart: the files module refuses multipart bodies on routes that do not opt in.
  const photo = {
    name: 'photo',
    title: 'Photo',
    description: 'Une image (JPEG, PNG, GIF ou WebP) ; la partie peut aussi s’appeler file.',
    required: true,
  };
  app.post('/api/prestataires/:id', withForm({ file: photo, properties: {} }), async (request, reply) => {
    const user = await ctx.auth(request);
    const provider = await parentRow(ctx, 'prestataires', user, (request as IdRequest).params.id);
    await writableProvider(ctx, user, provider.id);
    if (!request.isMultipart()) throw new HttpError(415, msg.prestataires.photoMultipart);
    const max = photoMaxBytes();
    const tooLarge = (size: string) => new HttpError(413, msg.prestataires.photoTooLarge(size));
    let part;
    try {
      part = await request.file({ limits: { fileSize: max, files: 1, fields: 10 } });
    } catch {
      throw new HttpError(400, msg.prestataires.multipartMalformed);
    }
    if (!part || !['photo', 'file'].includes(part.fieldname)) {
      part?.file.resume();
      throw new HttpError(400, msg.prestataires.noPhoto);
    }
    const { name, mime, size, uuid } = await receiveFile(part.filename, part.file, {
      max,
      extensions: IMAGES,
      typeRefused: () => new HttpError(415, msg.prestataires.photoType),
      tooLarge,
      mismatch: (file, ext) => new HttpError(415, msg.prestataires.notImage(file, ext.toUpperCase())),
    });
    const oldId = provider.photo_id;
    let oldUuid: string | undefined;
    let row;
    try {
      row = await ctx.db.transaction(async (tx) => {
        const media = await insertRow(tx, model(ctx, 'media_objects'), user, {
          name,
          mime_type: mime,
          size,
          uuid,
          antenne_id: user.antenneId,
        });
        const updated = (
          await tx.query('UPDATE prestataires SET photo_id = $2, updated_at = now() WHERE id = $1 RETURNING *', [
            provider.id,
            media.id,
          ])
        ).rows[0]!;
        if (oldId !== null) {
          const refs = await tx.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM prestataires WHERE photo_id = $1',
            [oldId],
          );
          if (refs.rows[0]!.n === 0) {
            // Another resource may still point at the old file: then it stays (savepoint keeps the transaction).
            await tx.query('SAVEPOINT old_photo');
            try {
              oldUuid = (
                await tx.query<{ uuid: string }>('DELETE FROM media_objects WHERE id = $1 RETURNING uuid', [oldId])
              ).rows[0]?.uuid;
              await tx.query('RELEASE SAVEPOINT old_photo');
            } catch {
              await tx.query('ROLLBACK TO SAVEPOINT old_photo');
            }
          }
        }
        return updated;
      });
    } catch (err) {
      await remove(uuid);
      throw err;
    }
    if (oldUuid) await remove(oldUuid).catch(() => undefined);
    return sendJsonLd(reply, 201, toItem(prestataires, row, true));
  });
}
