// x-alias (schemas/README.md): the spec's calls name some properties in camelCase (API Platform's serializer
// of the earlier back-office): `etudiantBilanParcours`, `typeRpp`, `readAt`... A property's `x-alias` is
// accepted for it in the query filters (`readAt`, `exists[readAt]`, `order[readAt]`) and the JSON bodies
// of the generic CRUD. Answers stay snake_case.
import type { ResourceModel } from '../schema/model.ts';

const cache = new WeakMap<ResourceModel, Record<string, string>>();

/** alias → property name, from the x-alias of the resource's properties. */
export function aliasesOf(r: ResourceModel): Record<string, string> {
  let map = cache.get(r);
  if (!map) {
    map = {};
    const props = (r.schema.properties ?? {}) as Record<string, { 'x-alias'?: unknown }>;
    for (const [name, p] of Object.entries(props)) if (typeof p['x-alias'] === 'string') map[p['x-alias']] = name;
    cache.set(r, map);
  }
  return map;
}

/** `key` (possibly `key[...]` or `exists[key]`-style) with its camelCase alias replaced. */
export function renameKey(key: string, map: Record<string, string>): string {
  const inner = /^(\w+)\[(\w+)\](.*)$/.exec(key);
  if (inner && map[inner[2]!]) return `${inner[1]}[${map[inner[2]!]}]${inner[3]}`;
  const m = /^(\w+)(.*)$/.exec(key);
  return m && map[m[1]!] ? `${map[m[1]!]}${m[2]}` : key;
}

/** The query with the resource's aliases replaced by the property names. */
export function aliasQuery(r: ResourceModel, query: URLSearchParams): URLSearchParams {
  const map = aliasesOf(r);
  if (Object.keys(map).length === 0) return query;
  const out = new URLSearchParams();
  for (const [k, v] of query) out.append(renameKey(k, map), v);
  return out;
}

/** A JSON body with the aliases renamed (the property's own name wins when both are sent). */
export function aliasBody(r: ResourceModel, body: unknown): unknown {
  const map = aliasesOf(r);
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Object.keys(map).length === 0) return body;
  const b = { ...(body as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(map)) {
    if (!(alias in b)) continue;
    if (!(name in b)) b[name] = b[alias];
    delete b[alias];
  }
  return b;
}
