// IRIs of the API (`/api/<resource>/<id>`), built and parsed once for the server and the admin: the server
// checks that a relation names a record of the right resource, the admin turns IRIs into route ids.
export const API = '/api';

export type Id = number | string;

export const itemIri = (resource: string, id: Id) => `${API}/${resource}/${id}`;
export const collectionIri = (resource: string) => `${API}/${resource}`;

export interface IriParts {
  /** The path before the resource (`/api`). */
  base: string;
  resource: string;
  /** The last segment: a number when it is all digits, else the decoded text (a UUID). */
  id: Id;
}

/** The segment naming a record: a number when all digits, else decoded text; undefined when malformed. */
function segmentId(segment: string): Id | undefined {
  if (/^\d+$/.test(segment)) return Number(segment);
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The parts of an item IRI, absolute (`https://host/api/etudiants/3`) or not; a trailing slash is allowed.
 * Undefined when the value is not a path of at least a resource and an id. */
export function parseIri(value: unknown): IriParts | undefined {
  if (typeof value !== 'string') return undefined;
  let path = value;
  if (/^https?:\/\//.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  const m = /^(.*)\/([^/]+)\/([^/]+)\/*$/.exec(path);
  if (!m || !path.startsWith('/')) return undefined;
  const id = segmentId(m[3]!);
  return id === undefined ? undefined : { base: m[1]!, resource: m[2]!, id };
}

/** A positive id that fits the database's integer column, else undefined. */
export function toId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
}

/** The id named by `value` for `resource`: an IRI of that resource under /api (absolute or not), or when
 * `allowId` a bare numeric id. Undefined when it names something else. */
export function idFromIri(resource: string, value: unknown, allowId = false): number | undefined {
  if (allowId && (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))) {
    return typeof value === 'number' && !Number.isInteger(value) ? undefined : toId(value);
  }
  const parts = parseIri(value);
  return parts && parts.base === API && parts.resource === resource && typeof parts.id === 'number'
    ? toId(parts.id)
    : undefined;
}

/** The id at the end of an IRI (`/api/etudiants/12` → 12), whatever its resource; a value that is no IRI
 * (a bare id) is read the same way. Undefined for an empty value. */
export function idOf(iri: string | null | undefined): Id | undefined {
  if (!iri) return undefined;
  const parts = parseIri(iri);
  if (parts) return parts.id;
  const last = iri.replace(/\/+$/, '').split('/').pop() ?? iri;
  return segmentId(last) ?? last;
}
