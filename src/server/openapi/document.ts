// The OpenAPI 3.1 document of the API (/api/docs.json), built from the registry (resource schemas, scope,
// write roles, filters) and from the server's route table, so that every route the server answers is in it,
// whoever registered it: generic CRUD and CSV export of each resource, authentication, documentation, and
// the domain operations (tagged by their domain folder).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HookRegistry } from '../crud/hooks.ts';
import { repoRoot, type Registry, type ResourceModel } from '../schema/model.ts';
import { components, scopeText, writeRolesText } from './components.ts';
import { CORE_OPERATIONS, PUBLIC_PATHS } from './core.ts';
import { genericKind, genericOperation, routeOperation } from './operations.ts';
import { openApiPath, type RouteEntry } from './routeTable.ts';

type Json = Record<string, unknown>;

export interface OpenApiOptions {
  registry: Registry;
  routes: readonly RouteEntry[];
  baseUrl: string;
  version: string;
  /** The resources' hooks (multipart creates, refused updates, extra answer fields); none when absent. */
  hooks?: HookRegistry;
  /** Resources whose Excel export is documented (default: those a shipped resource file offers it for). */
  xlsxResources?: ReadonlySet<string>;
}

/** Resources for which a resource file of the repository (resources/*.json) offers `export.xlsx`: the export
 * answers 404 for the others, so only these are documented. */
export function shippedXlsxResources(dir = join(repoRoot, 'resources')): Set<string> {
  const out = new Set<string>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        resource?: unknown;
        export?: { xlsx?: unknown };
      };
      if (typeof data.resource === 'string' && data.export?.xlsx === true) out.add(data.resource);
    } catch {
      // a broken file offers nothing
    }
  }
  return out;
}

const LICENSE = {
  name: 'Propriétaire — usage réservé aux centres clients et à leurs intégrateurs',
  identifier: 'LicenseRef-Futurosud',
};
const CONTACT = { name: "Support de l'API Futurosud", email: 'support@futurosud.fr' };

const DESCRIPTION = `API du back-office des réseaux de centres de formation, en JSON-LD / Hydra comme un serveur API
Platform. Ce document est produit à partir des schémas des ressources (schemas/resources) et de la table des routes du
serveur : toute route ajoutée y paraît. La documentation Hydra équivalente est [/api/docs.jsonld](/api/docs.jsonld).

**Authentification.** \`POST /api/authentication_token\` avec \`{email, password}\` rend \`{token}\` (JWT) ; chaque
appel l'envoie dans \`Authorization: Bearer <jeton>\`.

**Portée et rôles.** Un utilisateur du centre (sans antenne) voit tout son centre ; un utilisateur d'antenne ne voit et
n'écrit que les données de son antenne (et lit les données du centre) ; un invité (ROLE_GUEST) ne fait que lire ; rien
ne passe d'un centre à l'autre (une donnée hors portée est un 404). Chaque ressource dit sa portée (\`x-scope\`) et,
quand ils sont restreints, les rôles qui l'écrivent (\`x-write-roles\`) ; les rôles sont, du plus haut au plus bas :
ROLE_SUPERVISOR, ROLE_ADMIN, ROLE_COORDINATOR, ROLE_USER, ROLE_GUEST.

**Collections.** \`page\`, \`itemsPerPage\` (30 par défaut, 100 au plus), \`pagination=false\`, \`partial=true\`,
\`order[champ]=asc|desc\` et les filtres de chaque ressource ; un paramètre inconnu est ignoré, une valeur inutilisable
d'un paramètre connu est un 400. \`GET /api/<ressource>/export.csv\` exporte la collection filtrée en CSV.

**Écritures.** JSON (\`application/ld+json\` ou \`application/json\`) ; PATCH en \`application/merge-patch+json\` ; les
relations s'écrivent par IRI (\`/api/antennes/3\`) ou identifiant.

**Erreurs.** JSON-LD \`hydra:Error\` avec une \`hydra:description\` en français ; 422 \`ConstraintViolationList\` avec
\`violations[{propertyPath, message}]\`. Une requête refusée ne change rien.`;

const isPublic = (route: RouteEntry, path: string) => route.public === true || PUBLIC_PATHS.some((re) => re.test(path));

function operationId(method: string, path: string, taken: Set<string>): string {
  const base = `${method.toLowerCase()}_${
    path
      .replace(/^\/api\/?/, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'entrypoint'
  }`;
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}_${i}`;
  taken.add(id);
  return id;
}

/** The tag of a route that is no generic operation: its domain, or the server folder that registered it. */
function sourceTag(source: string): string {
  if (source.startsWith('domain/')) return `Opérations ${source.slice('domain/'.length)}`;
  return (
    (
      { auth: 'Authentification', hydra: 'Documentation', openapi: 'Documentation', files: 'Fichiers' } as Record<
        string,
        string
      >
    )[source] ?? 'Autres'
  );
}

/** A resource's tag: what it holds, its scope and who writes it (said once, not on every operation). */
function resourceTag(r: ResourceModel): Json {
  return {
    name: r.name,
    description: `**${r.label.many}**${
      r.description ? ` — ${r.description}` : ''
    }\n\n${scopeText(r)} ${writeRolesText(r)}`,
    'x-scope': r.scope,
    ...(r.writeRoles ? { 'x-write-roles': r.writeRoles } : {}),
  };
}

export function buildOpenApi({
  registry,
  routes,
  baseUrl,
  version,
  hooks,
  xlsxResources = shippedXlsxResources(),
}: OpenApiOptions): Json {
  const paths: Record<string, Json> = {};
  // A path answered with and without a trailing slash (as the spec spells some) is documented once, without it.
  const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
  const twin = (route: RouteEntry) =>
    (route.url.length > 5 && route.url.endsWith('/') && known.has(`${route.method} ${route.url.slice(0, -1)}`)) ||
    (route.url === '/api/' && known.has(`${route.method} /api`));
  const templates = new Map<string, string>(); // `/api/x/{}` → the first path key written for it
  const taken = new Set<string>();
  const usedTags = new Set<string>();
  for (const route of routes) {
    if (route.hidden || !(route.url === '/api' || route.url.startsWith('/api/')) || twin(route)) continue;
    let path = openApiPath(route.url);
    if (!path) continue;
    // Paths that differ only by parameter names are one path for OpenAPI: keep the first spelling.
    const shape = path.replace(/\{\w+\}/g, '{}');
    path = templates.get(shape) ?? path;
    templates.set(shape, path);
    const method = route.method.toLowerCase();
    if (!['get', 'put', 'post', 'delete', 'patch', 'trace'].includes(method)) continue;

    const r = registry.byName.get(/^\/api\/(\w+)/.exec(path)?.[1] ?? '');
    // A domain's route on a generic path (POST /api/etudiant_contrats/{id}) is the domain's operation.
    const kind =
      r && ['crud', 'export', 'files'].includes(route.source) ? genericKind(r, route.method, path) : undefined;
    if (kind === 'exportXlsx' && !xlsxResources.has(r!.name)) continue;
    const op: Json =
      r && kind
        ? genericOperation(r, kind, path, hooks?.of(r.name))
        : routeOperation(route, path, r, route.queryFilters ? registry.byName.get(route.queryFilters) : undefined);
    if (route.summary) op.summary = route.summary;
    if (route.description) op.description = route.description;
    op.tags = route.tags ?? (r && kind ? [r.name] : [sourceTag(route.source)]);
    if (route.source.startsWith('domain/')) op['x-domain'] = route.source.slice('domain/'.length);
    const { responses: extraResponses, ...extra } = (route.openapi ?? {}) as Json;
    Object.assign(op, CORE_OPERATIONS[`${route.method} ${path}`] ?? {}, extra);
    // Statuses a route declares in config.openapi.responses are added to (or replace) the generated ones.
    if (extraResponses) {
      const generated = { ...(op.responses as Json) };
      // A declared success replaces the generic "2XX".
      if (Object.keys(extraResponses as Json).some((k) => /^2/.test(k))) delete generated['2XX'];
      op.responses = { ...generated, ...(extraResponses as Json) };
    }
    op.description ??= `${String(op.summary)}.`;
    if (isPublic(route, path)) {
      op.security = [];
      if (!CORE_OPERATIONS[`${route.method} ${path}`]?.responses) {
        const responses = op.responses as Json;
        delete responses['401'];
        delete responses['403'];
      }
    }
    op.operationId = operationId(route.method, path, taken);
    for (const t of op.tags as string[]) usedTags.add(t);
    (paths[path] ??= {})[method] = op;
  }

  const resourceTags = registry.resources.filter((r) => usedTags.has(r.name)).map(resourceTag);
  const resourceNames = new Set(resourceTags.map((t) => t.name));
  const otherTags = [...usedTags]
    .filter((t) => !resourceNames.has(t))
    .sort((a, b) => {
      const rank = (t: string) =>
        t === 'Authentification' ? 0 : t === 'Documentation' ? 1 : t.startsWith('Opérations') ? 2 : 3;
      return rank(a) - rank(b) || a.localeCompare(b, 'fr');
    });
  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((p) => [p, paths[p]!]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'API Futurosud', version, description: DESCRIPTION, license: LICENSE, contact: CONTACT },
    servers: [{ url: baseUrl, description: 'Ce serveur' }],
    security: [{ bearerAuth: [] }],
    tags: [
      ...otherTags.map((name) => ({
        name,
        ...(name.startsWith('Opérations ')
          ? { description: `Opérations du domaine « ${name.slice('Opérations '.length)} » (src/server/domain).` }
          : {}),
      })),
      ...resourceTags,
    ],
    paths: sortedPaths,
    components: components(registry),
  };
}
