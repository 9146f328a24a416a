// OpenAPI operations: the generic ones of a resource (collection with its filters, order and pagination as
// query parameters, item GET/PUT/PATCH/DELETE, POST, POST to an item, export.csv), read from the registry
// and from the same hydra:search the collections answer; and the operation of any other route (domain
// calls, authentication...), from what its options declare or, failing that, a French summary derived from
// its method and path.
import type { PropertyModel, ResourceModel } from '../schema/model.ts';
import { searchDescription } from '../crud/filters.ts';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, MAX_UNPAGINATED } from '../crud/read.ts';
import { responseRef, schemaName, schemaRef, scopeText, writeRolesText } from './components.ts';
import { pathParams, type RouteEntry } from './routeTable.ts';

type Json = Record<string, unknown>;
export type GenericKind = 'list' | 'create' | 'read' | 'replace' | 'merge' | 'delete' | 'postItem' | 'export';

const JSONLD = 'application/ld+json';
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), responseRef(s)]));

/** Which generic operation of `r` a route is, from its method and path template (undefined: none). */
export function genericKind(r: ResourceModel, method: string, path: string): GenericKind | undefined {
  const base = `/api/${r.name}`;
  if (path === base) return method === 'GET' ? 'list' : method === 'POST' ? 'create' : undefined;
  if (path === `${base}/export.csv`) return method === 'GET' ? 'export' : undefined;
  if (!/^\/\{\w+\}$/.test(path.slice(base.length)) || !path.startsWith(`${base}/`)) return undefined;
  return ({ GET: 'read', PUT: 'replace', PATCH: 'merge', DELETE: 'delete', POST: 'postItem' } as Record<string, GenericKind>)[method];
}

function filterSchema(p: PropertyModel | undefined, variable: string): Json {
  if (variable.startsWith('exists[')) return { type: 'boolean' };
  if (variable.startsWith('order[')) return { type: 'string', enum: ['asc', 'desc'] };
  if (!p || variable === 'id' || variable === 'id[]') return variable.endsWith('[]') ? { type: 'array', items: { type: 'string' } } : { type: 'string' };
  const one: Json = p.relation ? { type: 'string', description: 'IRI ou identifiant' }
    : p.type === 'integer' ? { type: 'integer' }
    : p.type === 'number' ? { type: 'number' }
    : p.type === 'boolean' ? { type: 'boolean' }
    : /\[(after|before|strictly_after|strictly_before)\]$/.test(variable) ? { type: 'string', format: 'date' }
    : { type: 'string' };
  if (variable.endsWith('[between]')) return { type: 'string', pattern: '^[^.]+\\.\\.[^.]+$', examples: ['10..20'] };
  return variable.endsWith('[]') ? { type: 'array', items: one } : one;
}

function filterDescription(r: ResourceModel, p: PropertyModel | undefined, variable: string): string {
  const label = p ? `« ${p.title} »` : "l'identifiant";
  const op = /\[(\w+)\]$/.exec(variable)?.[1];
  if (variable.startsWith('order[')) return `Tri sur ${label} (asc ou desc) ; ensuite par id.`;
  if (variable.startsWith('exists[')) return `${label} renseigné (true) ou vide (false).`;
  if (variable.endsWith('[]')) return `${label} parmi ces valeurs (répéter le paramètre).`;
  if (op === 'between') return `${label} entre deux bornes incluses (a..b).`;
  if (op) return `${label} : ${({ after: 'à partir du', before: "jusqu'au", strictly_after: 'après le', strictly_before: 'avant le', gt: '>', gte: '≥', lt: '<', lte: '≤' } as Record<string, string>)[op] ?? op} cette valeur.`;
  if (p && !p.filters.includes('exact') && p.filters.includes('partial')) return `${label} contient ce texte (sans tenir compte de la casse).`;
  return `${label} égal à cette valeur${p?.relation ? ' (IRI ou identifiant)' : ''}.`;
}

/** The collection's query parameters: its hydra:search mapping (filters, order), then pagination. */
export function collectionParameters(r: ResourceModel, withPagination: boolean): Json[] {
  const mapping = (searchDescription(r, `/api/${r.name}`)['hydra:mapping'] as { variable: string; property: string }[]) ?? [];
  const params: Json[] = mapping.map(({ variable, property }) => {
    const p = r.byName.get(property);
    const schema = filterSchema(p, variable);
    return {
      name: variable,
      in: 'query',
      required: false,
      description: filterDescription(r, p, variable),
      schema,
      ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
  if (withPagination) {
    params.push(
      { name: 'page', in: 'query', required: false, description: 'Numéro de page (à partir de 1).', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'itemsPerPage', in: 'query', required: false, description: `Taille de page (au plus ${MAX_ITEMS_PER_PAGE}).`, schema: { type: 'integer', minimum: 0, maximum: MAX_ITEMS_PER_PAGE, default: DEFAULT_ITEMS_PER_PAGE } },
      { name: 'pagination', in: 'query', required: false, description: `false : toutes les lignes (au plus ${MAX_UNPAGINATED}).`, schema: { type: 'boolean', default: true } },
      { name: 'partial', in: 'query', required: false, description: 'Pagination partielle : pas de hydra:totalItems ni hydra:last, hydra:next tant qu’une ligne suit.', schema: { type: 'boolean', default: false } },
    );
  }
  params.push({
    name: 'properties[]',
    in: 'query',
    required: false,
    description: 'Ne garder que ces propriétés dans chaque élément (avec @id, @type) ; un nom inconnu est un 400.',
    schema: { type: 'array', items: { type: 'string', enum: r.properties.filter((p) => !p.writeOnly).map((p) => p.name) } },
    style: 'form',
    explode: true,
  });
  return params;
}

const idParam = (name: string, r?: ResourceModel): Json => ({
  name,
  in: 'path',
  required: true,
  description: r ? `Identifiant d'un élément « ${r.label.one} ».` : 'Paramètre de chemin.',
  schema: r ? { type: 'integer', minimum: 1 } : { type: 'string' },
});

const body = (name: string, types = [JSONLD, 'application/json']) => ({
  required: true,
  content: Object.fromEntries(types.map((t) => [t, { schema: schemaRef(name) }])),
});

/** A generic operation of a resource. */
export function genericOperation(r: ResourceModel, kind: GenericKind, path: string): Json {
  const name = schemaName(r);
  const one = r.label.one;
  const item = { description: `L'élément « ${one} ».`, content: { [JSONLD]: { schema: schemaRef(name) } } };
  const params = pathParams(path).map((p) => idParam(p, r));
  const scope = `${scopeText(r)}`;
  const write = `${scopeText(r)}\n\n${writeRolesText(r)}`;
  const ext = { 'x-resource': r.name, 'x-scope': r.scope, ...(r.writeRoles ? { 'x-write-roles': r.writeRoles } : {}) };
  switch (kind) {
    case 'list':
      return {
        summary: `Lister : ${r.label.many}`,
        description: `${r.description}\n\n${scope}\n\nFiltres, tri et pagination en paramètres ; paramètres inconnus ignorés, valeur inutilisable d'un paramètre connu : 400.`,
        parameters: collectionParameters(r, true),
        responses: {
          200: {
            description: `Une page de la collection « ${r.label.many} ».`,
            content: { [JSONLD]: { schema: { allOf: [schemaRef('HydraCollection')], properties: { 'hydra:member': { type: 'array', items: schemaRef(name) } } } } },
          },
          ...errors(400, 401),
        },
        ...ext,
      };
    case 'export':
      return {
        summary: `Exporter en CSV : ${r.label.many}`,
        description: `Toutes les lignes de la collection (mêmes filtres, tri et portée, sans pagination), en CSV pour Excel : UTF-8 avec BOM, « ; », dates JJ/MM/AAAA, titres du schéma en en-têtes, libellés des listes.\n\n${scope}`,
        parameters: collectionParameters(r, false).filter((p) => p.name !== 'properties[]'),
        responses: {
          200: {
            description: 'Le fichier CSV (téléchargement).',
            headers: { 'Content-Disposition': { description: 'attachment; filename="<ressource>-<date>.csv"', schema: { type: 'string' } } },
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...errors(400, 401),
        },
        ...ext,
      };
    case 'create':
      return {
        summary: `Créer : ${one}`,
        description: write,
        requestBody: body(name),
        responses: {
          201: { ...item, headers: { Location: { description: "L'IRI de l'élément créé.", schema: { type: 'string' } } } },
          ...errors(400, 401, 403, 415, 422),
        },
        ...ext,
      };
    case 'read':
      return { summary: `Consulter : ${one}`, description: scope, parameters: params, responses: { 200: item, ...errors(401, 404) }, ...ext };
    case 'replace':
      return {
        summary: `Remplacer : ${one}`,
        description: write,
        parameters: params,
        requestBody: body(name),
        responses: { 200: item, ...errors(400, 401, 403, 404, 415, 422) },
        ...ext,
      };
    case 'merge':
      return {
        summary: `Modifier : ${one}`,
        description: `Seuls les champs envoyés changent (JSON Merge Patch, application/merge-patch+json seulement : sinon 415).\n\n${write}`,
        parameters: params,
        requestBody: body(name, ['application/merge-patch+json']),
        responses: { 200: item, ...errors(400, 401, 403, 404, 415, 422) },
        ...ext,
      };
    case 'postItem':
      return {
        summary: `Modifier (POST) : ${one}`,
        description: `Modification par POST à l'adresse de l'élément, comme l'ancien back-office l'envoyait.\n\n${write}`,
        parameters: params,
        requestBody: body(name),
        responses: { '2XX': item, ...errors(400, 401, 403, 404, 415, 422) },
        ...ext,
      };
    case 'delete':
      return {
        summary: `Supprimer : ${one}`,
        description: write,
        parameters: params,
        responses: { 204: { description: 'Supprimé.' }, ...errors(401, 403, 404, 409) },
        ...ext,
      };
  }
}

const VERBS: Record<string, string> = { GET: 'Lire', POST: 'Envoyer', PUT: 'Remplacer', PATCH: 'Modifier', DELETE: 'Supprimer' };

/** The French summary of a route that declares none: its verb and the words of its path. */
export function derivedSummary(method: string, path: string): string {
  const words = path.replace(/^\/api\/?/, '').split('/').filter((s) => s !== '' && !s.startsWith('{')).map((s) => s.replace(/_/g, ' '));
  const params = pathParams(path);
  const what = words.length ? words.join(' › ') : "point d'entrée";
  return `${VERBS[method] ?? method} : ${what}${params.length ? ` (${params.map((p) => `{${p}}`).join(', ')})` : ''}`;
}

function declaredQuery(schema: Json | undefined): Json[] {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = (schema?.required as string[] | undefined) ?? [];
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.includes(name), schema: s }));
}

/** The operation of a route that is no generic one. */
export function routeOperation(route: RouteEntry, path: string, resource: ResourceModel | undefined): Json {
  const declared = (route.schema ?? {}) as Json;
  const params: Json[] = pathParams(path).map((p) => idParam(p));
  params.push(...declaredQuery(declared.querystring as Json | undefined));
  const op: Json = {
    summary: route.summary ?? derivedSummary(route.method, path),
    ...(route.description ? { description: route.description } : {}),
    ...(params.length ? { parameters: params } : {}),
  };
  if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
    const schema = (declared.body as Json | undefined) ?? { type: 'object' };
    op.requestBody = {
      required: false,
      content: route.method === 'PATCH' && !declared.body
        ? { 'application/merge-patch+json': { schema }, [JSONLD]: { schema }, 'application/json': { schema } }
        : { [JSONLD]: { schema }, 'application/json': { schema } },
    };
  }
  const declaredResponses = (declared.response ?? {}) as Record<string, Json>;
  const ok = Object.keys(declaredResponses).filter((k) => /^[1-5](\d\d|XX)$/.test(k));
  op.responses = {
    ...(ok.length
      ? Object.fromEntries(ok.map((k) => [k, { description: String(declaredResponses[k]!.description ?? 'Réponse.'), content: { [JSONLD]: { schema: declaredResponses[k] } } }]))
      : { '2XX': { description: 'Succès (200, 201 ou 204 selon l’opération).', content: { [JSONLD]: { schema: { type: 'object' } } } } }),
    ...errors(400, 401, 403, 404, 422),
  };
  if (resource) op['x-resource'] = resource.name;
  return op;
}
