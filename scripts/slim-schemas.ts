// Build step of the admin (Vite plugin, vite.config.ts): the resource schemas bundled for the start
// (src/admin/model/fromSchemas.ts) lose what only people and the server read, the `description` texts and
// `$schema`. The admin reads titles and x- keywords (src/shared/schema/model.ts); the server and the Hydra
// documentation keep the full files.
import type { Plugin } from 'vite';

const RESOURCE_SCHEMA = /[\\/]schemas[\\/]resources[\\/][^\\/]+\.schema\.json$/;

const DROPPED = new Set(['description', '$schema']);

/** The schema without its `description` keywords (at every level) nor `$schema`; the names of `properties`
 * stay, even a property called `description`. */
export function slimSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(slimSchema);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !DROPPED.has(k))
      .map(([k, v]) => [k, k === 'properties' && v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([name, p]) => [name, slimSchema(p)]))
        : slimSchema(v)]),
  );
}

export function slimSchemas(): Plugin {
  return {
    name: 'slim-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!RESOURCE_SCHEMA.test(id.split('?')[0]!)) return null;
      return { code: JSON.stringify(slimSchema(JSON.parse(code))), map: null };
    },
  };
}
