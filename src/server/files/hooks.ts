// Hooks of the x-upload resources (media_objects), from the schema keyword: POST takes only a multipart
// file (upload, files/routes.ts), a stored file is never edited (PUT and PATCH: 405), and DELETE removes the
// file once its row is gone (a referenced file is a 409 and stays).
import type { Registry } from '../schema/model.ts';
import type { HookSet } from '../crud/hooks.ts';
import { files } from '../http/messages.ts';
import { remove } from './storage.ts';
import { upload } from './routes.ts';

export function uploadHooks(registry: Registry): HookSet {
  const set: HookSet = {};
  for (const r of registry.resources.filter((x) => x.schema['x-upload'] === true)) {
    set[r.name] = {
      createFrom: { only: true, multipart: (request, reply, { ctx }) => upload(ctx, r, request, reply) },
      refuseUpdate: files.notEditable,
      afterDelete: (row) => remove(String(row.uuid)),
    };
  }
  return set;
}
