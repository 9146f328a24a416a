// OpenAPI operations: the generic ones of a resource (collection with its filters, order and pagination as
// query parameters, item GET/PUT/PATCH/DELETE, POST, POST to an item, export.csv and .xlsx), read from the registry
// and from the same hydra:search the collections answer; and the operation of any other route (domain
// calls, authentication...), from what its options declare or, failing that, a French summary derived from
// its method and path.
import type { ResourceModel } from '../schema/model.ts';
import type { ResourceHooks, WriteKind } from '../crud/hooks.ts';
import { ERROR_RESPONSES, responseRef, schemaName, schemaRef, scopeText, writeRolesText } from './components.ts';
import { collectionParameters } from './parameters.ts';
import { pathParams, type RouteEntry } from './routeTable.ts';

type Json = Record<string, unknown>;
export type GenericKind =
  'list' | 'create' | 'read' | 'replace' | 'merge' | 'delete' | 'postItem' | 'export' | 'exportXlsx';

const JSONLD = 'application/ld+json';
/** A body or answer not declared yet: an object, its fields unknown to the document (each route is to declare its own
 * with `withAnswers`). */
const OPEN_OBJECT: Json = { type: 'object', additionalProperties: true };
const ERROR_STATUSES = new Set(Object.keys(ERROR_RESPONSES).map(Number));
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), responseRef(s)]));

/** Which generic operation of `r` a route is, from its method and path template (undefined: none). */
export function genericKind(r: ResourceModel, method: string, path: string): GenericKind | undefined {
  const base = `/api/${r.name}`;
  if (path === base) return method === 'GET' ? 'list' : method === 'POST' ? 'create' : undefined;
  if (path === `${base}/export.csv`) return method === 'GET' ? 'export' : undefined;
  if (path === `${base}/export.xlsx`) return method === 'GET' ? 'exportXlsx' : undefined;
  if (!/^\/\{\w+\}$/.test(path.slice(base.length)) || !path.startsWith(`${base}/`)) return undefined;
  return (
    { GET: 'read', PUT: 'replace', PATCH: 'merge', DELETE: 'delete', POST: 'postItem' } as Record<string, GenericKind>
  )[method];
}

const idParam = (name: string, r?: ResourceModel): Json => ({
  name,
  in: 'path',
  required: true,
  description: r ? `Identifiant d'un élément « ${r.label.one} ».` : 'Paramètre de chemin.',
  schema: r ? { type: 'integer', minimum: 1 } : { type: 'string' },
});

/** `?view=<route>`: the admin view whose resource file names the export's columns (its `export` key). */
const viewParam: Json = {
  name: 'view',
  in: 'query',
  required: false,
  description:
    "Route de la vue d'administration (ex. `stagiaires`) dont le fichier de ressource nomme les colonnes de l'export " +
    '(clé `export`).',
  schema: { type: 'string' },
};

const body = (name: string, types = [JSONLD, 'application/json']) => ({
  required: true,
  content: Object.fromEntries(types.map((t) => [t, { schema: schemaRef(name) }])),
});

/** A multipart body: a `file` part and form fields (typed by the resource's schema where it has one). */
export const MULTIPART_FORM: Json = {
  type: 'object',
  description: 'Formulaire multipart/form-data : une partie « file » (le fichier) et des champs texte.',
  properties: { file: { type: 'string', format: 'binary', description: 'Le fichier envoyé.' } },
  additionalProperties: { type: 'string' },
};

/** The statuses without a body a resource's `respond` hook may answer for a kind of write (e.g. a PATCH's 204). */
const noBody = (hooks: ResourceHooks, kind: WriteKind): Json =>
  Object.fromEntries(Object.entries(hooks.answerStatuses?.[kind] ?? {}).map(([s, d]) => [s, { description: d }]));

/** The answer of a write: the item, plus what the resource's respond hook adds (its `answerProperties`). */
function itemAnswer(name: string, hooks: ResourceHooks): Json {
  if (!hooks.answerProperties) return schemaRef(name);
  return { allOf: [schemaRef(name), { type: 'object', properties: hooks.answerProperties }] };
}

/** A generic operation of a resource. */
export function genericOperation(r: ResourceModel, kind: GenericKind, path: string, hooks: ResourceHooks = {}): Json {
  const name = schemaName(r);
  const one = r.label.one;
  const item = { description: `L'élément « ${one} ».`, content: { [JSONLD]: { schema: schemaRef(name) } } };
  const written = { ...item, content: { [JSONLD]: { schema: itemAnswer(name, hooks) } } };
  const multipartCreate = hooks.createFrom !== undefined || hooks.createForm === true;
  const params = pathParams(path).map((p) => idParam(p, r));
  // Scope and roles are said once per resource (its tag, its list, its schema); writes repeat the roles.
  const scope = scopeText(r);
  const write = writeRolesText(r);
  const ext = r.writeRoles ? { 'x-write-roles': r.writeRoles } : {};
  switch (kind) {
    case 'list':
      return {
        summary: `Lister : ${r.label.many}`,
        description:
          `${r.description}\n\n${scope}\n\nFiltres, tri et pagination en paramètres ; paramètres inconnus ` +
          `ignorés, valeur inutilisable d'un paramètre connu : 400.`,
        parameters: collectionParameters(r, true),
        'x-scope': r.scope,
        responses: {
          200: {
            description: `Une page de la collection « ${r.label.many} ».`,
            // With properties[], a member carries only the listed properties (PartialMember).
            content: {
              [JSONLD]: {
                schema: {
                  allOf: [schemaRef('HydraCollection')],
                  properties: {
                    'hydra:member': { type: 'array', items: { anyOf: [schemaRef(name), schemaRef('PartialMember')] } },
                  },
                  required: ['hydra:member'],
                },
              },
            },
          },
          ...errors(400, 401, 403),
        },
      };
    case 'export':
      return {
        summary: `Exporter en CSV : ${r.label.many}`,
        description:
          `Toutes les lignes de la collection (mêmes filtres, tri et portée, sans pagination), en CSV ` +
          `pour Excel : UTF-8 avec BOM, « ; », dates JJ/MM/AAAA, titres du schéma en en-têtes, libellés des listes.`,
        parameters: [...collectionParameters(r, false), viewParam],
        responses: {
          200: {
            description: 'Le fichier CSV (téléchargement).',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="<ressource>-<date>.csv"',
                schema: { type: 'string' },
              },
            },
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...errors(400, 401, 403),
        },
      };
    case 'exportXlsx':
      return {
        summary: `Exporter en Excel : ${r.label.many}`,
        description:
          `Les mêmes lignes que l'export CSV, en classeur Excel (.xlsx) : titres français, vraies dates, ` +
          `nombres. Proposé seulement quand le fichier de ressource de la vue le demande (« export.xlsx ») ; sinon ` +
          `404.`,
        parameters: [...collectionParameters(r, false), viewParam],
        responses: {
          200: {
            description: 'Le classeur Excel (téléchargement).',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="<ressource>-<date>.xlsx"',
                schema: { type: 'string' },
              },
            },
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: { type: 'string', format: 'binary' },
              },
            },
          },
          ...errors(400, 401, 403, 404),
        },
      };
    case 'create': {
      const content: Json = hooks.createFrom?.only ? {} : { ...(body(name).content as Json) };
      if (multipartCreate) content['multipart/form-data'] = { schema: MULTIPART_FORM };
      return {
        summary: `Créer : ${one}`,
        description: hooks.createFrom?.only
          ? `Envoi d'un fichier en multipart/form-data seulement (un autre type de contenu : 415).\n\n${write}`
          : multipartCreate
            ? `En JSON, ou en multipart/form-data avec un fichier.\n\n${write}`
            : write,
        requestBody: { required: true, content },
        responses: {
          201: {
            ...written,
            headers: { Location: { description: "L'IRI de l'élément créé.", schema: { type: 'string' } } },
          },
          ...errors(400, 401, 403, 409, 413, 415, 422),
        },
        ...ext,
      };
    }
    case 'read':
      return { summary: `Consulter : ${one}`, parameters: params, responses: { 200: item, ...errors(401, 403, 404) } };
    case 'replace':
      if (hooks.refuseUpdate) return refused(`Remplacer : ${one}`, hooks.refuseUpdate, params);
      return {
        summary: `Remplacer : ${one}`,
        description: write,
        parameters: params,
        requestBody: body(name),
        responses: { 200: written, ...noBody(hooks, 'put'), ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
        ...ext,
      };
    case 'merge':
      if (hooks.refuseUpdate) return refused(`Modifier : ${one}`, hooks.refuseUpdate, params);
      return {
        summary: `Modifier : ${one}`,
        description:
          `Seuls les champs envoyés changent (JSON Merge Patch, application/merge-patch+json seulement : ` +
          `sinon 415).\n\n${write}`,
        parameters: params,
        requestBody: body(name, ['application/merge-patch+json']),
        responses: { 200: written, ...noBody(hooks, 'patch'), ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
        ...ext,
      };
    case 'postItem':
      return {
        summary: `Modifier (POST) : ${one}`,
        description:
          `Modification par POST à l'adresse de l'élément, comme l'ancien back-office l'envoyait : les ` +
          `champs envoyés changent.\n\n${write}`,
        // Some resources find the item by another key (a file's uuid): a string.
        parameters: pathParams(path).map((name) => ({
          ...idParam(name, r),
          description: `Identifiant d'un élément « ${one} » (ou la clé que la ressource accepte).`,
          schema: { type: 'string' },
        })),
        requestBody: hooks.postToItem?.form
          ? {
              required: true,
              content: { ...(body(name).content as Json), 'multipart/form-data': { schema: MULTIPART_FORM } },
            }
          : body(name),
        responses: { 201: written, ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
        ...ext,
      };
    case 'delete':
      return {
        summary: `Supprimer : ${one}`,
        description: write,
        parameters: params,
        responses: { 204: { description: 'Supprimé.' }, ...errors(401, 403, 404, 409, 422) },
        ...ext,
      };
  }
}

/** PUT or PATCH of a resource that refuses them (refuseUpdate hook): 405 with its reason. */
function refused(summary: string, reason: string, params: Json[]): Json {
  return { summary, description: `Refusé : ${reason}`, parameters: params, responses: { ...errors(401, 404, 405) } };
}

const VERBS: Record<string, string> = {
  GET: 'Lire',
  POST: 'Envoyer',
  PUT: 'Remplacer',
  PATCH: 'Modifier',
  DELETE: 'Supprimer',
};

/** The French summary of a route that declares none: its verb and the words of its path. */
export function derivedSummary(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter((s) => s !== '' && !s.startsWith('{'))
    .map((s) => s.replace(/_/g, ' '));
  const params = pathParams(path);
  const what = words.length ? words.join(' › ') : "point d'entrée";
  return `${VERBS[method] ?? method} : ${what}${params.length ? ` (${params.map((p) => `{${p}}`).join(', ')})` : ''}`;
}

function declaredQuery(schema: Json | undefined): Json[] {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = (schema?.required as string[] | undefined) ?? [];
  return Object.entries(props).map(([name, s]) => {
    const { description, ...schema } = s;
    return {
      name,
      in: 'query',
      required: required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema,
    };
  });
}

/** A declared answer: its schema (with `description` and a `contentType` other than JSON-LD), or an error status's
 * shared response when the declaration says nothing more. */
function responseOf(status: string, declared: Json): Json {
  const { description, contentType, ...schema } = declared;
  if (/^[45]\d\d$/.test(status) && Object.keys(schema).length === 0 && ERROR_STATUSES.has(Number(status)))
    return responseRef(Number(status));
  const type = typeof contentType === 'string' ? contentType : JSONLD;
  return {
    description: String(description ?? 'Réponse.'),
    ...(Object.keys(schema).length ? { content: { [type]: { schema } } } : {}),
  };
}

/** The operation of a route that is no generic one. */
export function routeOperation(
  route: RouteEntry,
  path: string,
  resource: ResourceModel | undefined,
  filtersOf?: ResourceModel,
): Json {
  const declared = (route.schema ?? {}) as Json;
  const params: Json[] = pathParams(path).map((p) => idParam(p));
  params.push(...declaredQuery(declared.querystring as Json | undefined));
  // A route that reads a resource's filters as its list does (withQuery `filtersOf`): the list's parameters, those
  // the route declares itself first.
  if (filtersOf) {
    params.push(...collectionParameters(filtersOf, true, new Set(params.map((p) => String(p.name)))));
  }
  const op: Json = {
    summary: route.summary ?? derivedSummary(route.method, path),
    ...(route.description ? { description: route.description } : {}),
    ...(params.length ? { parameters: params } : {}),
  };
  const writes = ['POST', 'PUT', 'PATCH'].includes(route.method);
  if (writes && !route.noBody) {
    const schema = (declared.body as Json | undefined) ?? route.form?.json ?? OPEN_OBJECT;
    const content: Json = route.form?.only
      ? {}
      : route.method === 'PATCH' && !declared.body && !route.form?.json
        ? { 'application/merge-patch+json': { schema }, [JSONLD]: { schema }, 'application/json': { schema } }
        : { [JSONLD]: { schema }, 'application/json': { schema } };
    if (route.form) content['multipart/form-data'] = { schema: route.form.schema };
    else if (route.multipart) content['multipart/form-data'] = { schema: MULTIPART_FORM };
    op.requestBody = { required: route.form?.only === true, content };
  }
  const declaredResponses = (declared.response ?? {}) as Record<string, Json>;
  const ok = Object.keys(declaredResponses).filter((k) => /^[1-5](\d\d|XX)$/.test(k));
  const declaredErrors = ok.filter((k) => /^[45]/.test(k));
  op.responses = {
    ...(ok.some((k) => /^[123]/.test(k))
      ? {}
      : {
          '2XX': {
            description: 'Succès (200, 201 ou 204 selon l’opération).',
            content: { [JSONLD]: { schema: OPEN_OBJECT }, 'application/json': { schema: OPEN_OBJECT } },
          },
        }),
    ...Object.fromEntries(ok.map((k) => [k, responseOf(k, declaredResponses[k]!)])),
    ...errors(
      ...[
        400,
        401,
        403,
        404,
        ...(writes || route.method === 'DELETE' ? [409] : []),
        ...(writes ? [413, 415] : []),
        422,
      ].filter((s) => !declaredErrors.includes(String(s))),
    ),
  };
  if (resource) op['x-resource'] = resource.name;
  return op;
}
