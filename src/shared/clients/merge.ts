// Merges one profile entry over the defaults: objects key by key, lists replaced whole (a client that lists
// its sub-modules or document types means exactly that list).
import { defaultParameters } from './defaults.ts';
import type { ClientCommon, ClientEntry, ClientParameters } from './types.ts';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeValue(base: unknown, override: unknown): unknown {
  if (override === undefined) return structuredClone(base);
  if (isPlain(base) && isPlain(override)) {
    const out: Plain = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(override)]))
      out[key] = mergeValue(base[key], override[key]);
    return out;
  }
  return structuredClone(override);
}

/** The complete parameter set of `entry`: defaults, then the file's common part, then the entry itself. */
export function mergeEntry(
  entry: ClientEntry,
  common: ClientCommon = {},
  defaults: ClientParameters = defaultParameters,
): ClientParameters {
  const { id: _id, userLogged: _levels, testOnly: _testOnly, ...parameters } = entry;
  // Sound: the schema allows in common and in an entry only keys of ClientParameters, with the same shapes.
  return mergeValue(mergeValue(defaults, common), parameters) as ClientParameters;
}
