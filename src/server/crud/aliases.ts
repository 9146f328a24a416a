// The spec's calls name some properties in camelCase (API Platform's serializer of the earlier back-office):
// `etudiantBilanParcours`, `typeRpp`, `selectedData`, `suiviRpp`, `typeDocument`, `readAt`. Our schemas keep
// snake_case; this hook accepts the camelCase names as aliases, in query filters and in JSON bodies, of the
// resources concerned, so those calls work as written. Answers stay snake_case.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const ALIASES: Record<string, Record<string, string>> = {
  suivi_rpps: { etudiantBilanParcours: 'etudiant_bilan_parcours', typeRpp: 'type_rpp', selectedData: 'selected_data' },
  document_suivi_rpps: { suiviRpp: 'suivi_rpp', typeDocument: 'type_document' },
  notifications: { readAt: 'read_at' },
  etudiant_acas: { dateGeneration: 'date_generation' },
};

/** `key` (possibly `key[...]` or `exists[key]`-style) with its camelCase alias replaced. */
export function renameKey(key: string, map: Record<string, string>): string {
  const inner = /^(\w+)\[(\w+)\](.*)$/.exec(key);
  if (inner && map[inner[2]!]) return `${inner[1]}[${map[inner[2]!]}]${inner[3]}`;
  const m = /^(\w+)(.*)$/.exec(key);
  return m && map[m[1]!] ? `${map[m[1]!]}${m[2]}` : key;
}

export function aliasUrl(url: string, map: Record<string, string>): string {
  const i = url.indexOf('?');
  if (i < 0) return url;
  const query = new URLSearchParams(url.slice(i + 1));
  const out = new URLSearchParams();
  for (const [k, v] of query) out.append(renameKey(k, map), v);
  return `${url.slice(0, i)}?${out.toString()}`;
}

function aliasBody(request: FastifyRequest, map: Record<string, string>): void {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const b = body as Record<string, unknown>;
  for (const [camel, snake] of Object.entries(map)) {
    if (!(camel in b)) continue;
    if (!(snake in b)) b[snake] = b[camel];
    delete b[camel];
  }
}

export function registerAliases(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const resource = /^\/api\/(\w+)/.exec(request.url)?.[1];
    const map = resource ? ALIASES[resource] : undefined;
    if (!map) return;
    request.raw.url = aliasUrl(request.url, map);
    aliasBody(request, map);
  });
}
