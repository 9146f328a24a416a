// IRIs of the API (/api/<resource>/<id>) and their parsing, for relations in bodies and filters.
export const API = '/api';

export const itemIri = (resource: string, id: number | string) => `${API}/${resource}/${id}`;
export const collectionIri = (resource: string) => `${API}/${resource}`;

/** The id named by `value` for `resource`: an IRI of that resource (absolute or not), or when `allowId`
 * a bare numeric id. Undefined when it names something else. */
export function idFromIri(resource: string, value: unknown, allowId = false): number | undefined {
  if (typeof value === 'number' && allowId) return Number.isInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  if (allowId && /^\d+$/.test(value)) return toId(value);
  let path = value;
  if (/^https?:\/\//.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  const m = new RegExp(`^${API}/${resource}/(\\d+)$`).exec(path);
  return m ? toId(m[1]!) : undefined;
}

function toId(s: string): number | undefined {
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
}
