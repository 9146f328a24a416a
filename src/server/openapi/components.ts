// The reusable parts of the OpenAPI document: one schema per resource (its schemas/resources file as the
// server registry read it, made a JSON-LD item: @id, @type, id, relations as IRIs, x-enum lists spelled
// out), the Hydra collection and error shapes, the error responses (400 … 429), the collections' query
// parameters (parameters.ts) and the bearer JWT scheme.
import type { PropertyModel, Registry, ResourceModel } from '../schema/model.ts';
import { enumInfo, parameterComponents } from './parameters.ts';

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const responseRef = (status: number) => ({ $ref: `#/components/responses/${ERROR_RESPONSES[status]![0]}` });

/** A scope (x-scope) in words, for a resource's description. */
export function scopeText(r: ResourceModel): string {
  const s = r.scope;
  if (s === 'cfa-self')
    return (
      "Portée : le centre de l'utilisateur lui-même (lecture ; modification par le centre, ni création ni " +
      'suppression).'
    );
  if (s === 'cfa')
    return (
      "Portée : les données du centre de l'utilisateur ; lues par tous ses utilisateurs, écrites par les " +
      'utilisateurs du centre (sans antenne).'
    );
  if (s === 'antenne-self')
    return (
      "Portée : les antennes du centre ; un utilisateur d'antenne ne voit que la sienne et peut seulement la " +
      'modifier.'
    );
  const base =
    `Portée : rattaché à une antenne par « ${s.antenne} » ; un utilisateur d'antenne ne voit et n'écrit ` +
    `que les données de son antenne, un utilisateur du centre celles de tout le centre.`;
  return s.shared
    ? `${base} Les données du centre (antenne vide) sont partagées : lues par toutes les antennes, écrites par les ` +
        `utilisateurs du centre seulement.`
    : base;
}

export const DEFAULT_WRITE_ROLES_TEXT =
  'ROLE_SUPERVISOR, ROLE_ADMIN, ROLE_COORDINATOR, ROLE_USER (jamais ROLE_GUEST, en lecture seule)';

export function writeRolesText(r: ResourceModel): string {
  return `Rôles autorisés en écriture : ${r.writeRoles ? r.writeRoles.join(', ') : DEFAULT_WRITE_ROLES_TEXT}.`;
}

function propertySchema(p: PropertyModel, raw: Json, registry: Registry): Json {
  const out: Json = { ...raw };
  const notes: string[] = [];
  if (typeof raw.description === 'string') notes.push(raw.description);
  if (p.relation) {
    const target = registry.byName.get(p.relation);
    out.format = 'iri-reference';
    out.examples = [`/api/${p.relation}/1`];
    notes.push(
      `IRI d'un élément « ${target?.label.one ?? p.relation} » (/api/${p.relation}/{id}) ; un identifiant numérique ` +
        `est aussi accepté en écriture.`,
    );
  }
  const e = enumInfo(p);
  if (e && raw.enum === undefined) {
    notes.push(e.text);
    if (p.type === 'integer' || p.type === 'string') out.enum = p.nullable ? [...e.values, null] : e.values;
  }
  if (p.unique) notes.push('Valeur unique.');
  if (notes.length) out.description = notes.join(' ');
  return out;
}

/** The component schema of a resource: its JSON Schema, made an OpenAPI 3.1 (JSON Schema 2020-12) schema
 * of the JSON-LD item the API reads and writes. */
export function resourceSchema(r: ResourceModel, registry: Registry): Json {
  const { $schema: _s, $id: _i, properties: rawProps, ...rest } = r.schema as Json;
  const raw = (rawProps ?? {}) as Record<string, Json>;
  const properties: Json = {
    '@context': { type: 'string', readOnly: true, examples: [`/api/contexts/${r.className}`] },
    '@id': { type: 'string', format: 'iri-reference', readOnly: true, examples: [`/api/${r.name}/1`] },
    '@type': { type: 'string', const: r.className, readOnly: true },
    id: { type: 'integer', readOnly: true, title: 'Identifiant' },
  };
  for (const p of r.properties) properties[p.name] = propertySchema(p, raw[p.name] ?? {}, registry);
  // x-table names a database table: nothing an integrator uses.
  const extensions = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('x-') && k !== 'x-table'));
  const schema: Json = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('x-')));
  return {
    ...schema,
    title: r.className,
    description: [r.description, scopeText(r), writeRolesText(r)].filter(Boolean).join('\n\n'),
    properties,
    ...extensions,
  };
}

/** Component names of the resources (their class names, as API Platform names them). */
export const schemaName = (r: ResourceModel) => r.className.replace(/[^A-Za-z0-9._-]/g, '_');

const HYDRA_ERROR: Json = {
  type: 'object',
  description: "Erreur JSON-LD (hydra:Error) ; la description est en français et peut être montrée à l'utilisateur.",
  properties: {
    '@context': { type: 'string', examples: ['/api/contexts/Error'] },
    '@type': { type: 'string', const: 'hydra:Error' },
    'hydra:title': { type: 'string', examples: ['Une erreur est survenue'] },
    'hydra:description': { type: 'string' },
    status: { type: 'integer' },
  },
  required: ['@type', 'hydra:title', 'hydra:description', 'status'],
};

const VIOLATION_LIST: Json = {
  type: 'object',
  description:
    "Données refusées (ConstraintViolationList) : une violation par champ, message en français ; rien n'a été " +
    'enregistré.',
  properties: {
    '@context': { type: 'string', examples: ['/api/contexts/ConstraintViolationList'] },
    '@type': { type: 'string', const: 'ConstraintViolationList' },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string', description: 'Les violations, une par ligne (« champ: message »).' },
    status: {
      type: 'integer',
      enum: [400, 409, 422],
      description: '422 le plus souvent ; 400 (paramètre) ou 409 (état).',
    },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          propertyPath: {
            type: 'string',
            description: 'Le champ concerné (vide : la donnée entière).',
            examples: ['lastname'],
          },
          message: { type: 'string', examples: ['Ce champ est obligatoire.'] },
        },
        required: ['propertyPath', 'message'],
      },
    },
  },
  required: ['@type', 'hydra:description', 'violations'],
};

const PARTIAL_MEMBER: Json = {
  type: 'object',
  description: 'Un élément réduit aux propriétés demandées par properties[] (avec @id et @type).',
  properties: { '@id': { type: 'string', format: 'iri-reference' }, '@type': { type: 'string' } },
  required: ['@id'],
  additionalProperties: true,
};

const HYDRA_COLLECTION: Json = {
  type: 'object',
  description:
    "Une page d'une collection Hydra ; ses éléments (hydra:member, un tableau) ont le schéma que donne chaque " +
    'collection.',
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string', format: 'iri-reference' },
    '@type': { type: 'string', const: 'hydra:Collection' },
    'hydra:totalItems': {
      type: 'integer',
      minimum: 0,
      description: 'Absent avec partial=true ; au-delà de 10 000 lignes, une estimation.',
    },
    'hydra:view': {
      type: 'object',
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string', const: 'hydra:PartialCollectionView' },
        'hydra:first': { type: 'string' },
        'hydra:last': { type: 'string' },
        'hydra:previous': { type: 'string' },
        'hydra:next': { type: 'string' },
      },
    },
    'hydra:search': {
      type: 'object',
      additionalProperties: true,
      description: 'Les filtres acceptés (hydra:IriTemplate).',
    },
  },
  required: ['@id', '@type'],
};

/** status → [component name, description, schema]. */
export const ERROR_RESPONSES: Record<number, [string, string, string]> = {
  400: [
    'BadRequest',
    'Requête invalide : JSON mal formé, valeur de filtre ou de paramètre inutilisable (avec ses violations quand un ' +
      'paramètre est nommé).',
    'HydraErrorOrViolations',
  ],
  401: ['Unauthorized', 'Jeton absent, invalide ou expiré, ou utilisateur désactivé.', 'HydraError'],
  403: [
    'Forbidden',
    'Droits insuffisants : profil invité (lecture seule), rôle non autorisé en écriture (x-write-roles), donnée ' +
      "d'une autre antenne ou du centre.",
    'HydraError',
  ],
  404: [
    'NotFound',
    "Adresse ou identifiant inconnu, y compris une donnée d'un autre centre ou d'une autre antenne.",
    'HydraError',
  ],
  409: [
    'Conflict',
    "Conflit avec les données enregistrées (suppression d'un élément encore utilisé, feuille déjà signée…), avec ses " +
      'violations quand un champ est en cause.',
    'HydraErrorOrViolations',
  ],
  413: ['PayloadTooLarge', 'Corps de requête ou fichier trop volumineux.', 'HydraError'],
  415: [
    'UnsupportedMediaType',
    'Type de contenu non accepté (PATCH : application/merge-patch+json seulement).',
    'HydraError',
  ],
  405: [
    'MethodNotAllowed',
    'Opération refusée pour cette ressource (un fichier déposé ne se modifie pas).',
    'HydraError',
  ],
  422: ['UnprocessableEntity', 'Données refusées : violations par champ, en français.', 'ConstraintViolationList'],
  429: [
    'TooManyRequests',
    'Trop de tentatives (connexion, demande de réinitialisation) : réessayer plus tard.',
    'HydraError',
  ],
  502: ['BadGateway', 'Le service extérieur appelé a refusé la demande.', 'HydraError'],
  503: [
    'ServiceUnavailable',
    'Service indisponible : service extérieur non configuré ou injoignable, ou serveur en cours d’arrêt.',
    'HydraError',
  ],
};

export function components(registry: Registry): Json {
  const schemas: Json = {
    HydraError: HYDRA_ERROR,
    ConstraintViolationList: VIOLATION_LIST,
    HydraCollection: HYDRA_COLLECTION,
    PartialMember: PARTIAL_MEMBER,
  };
  for (const r of registry.resources) schemas[schemaName(r)] = resourceSchema(r, registry);
  const responses: Json = {};
  for (const [status, [name, description, schema]] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      content: {
        'application/ld+json': {
          schema:
            schema === 'HydraErrorOrViolations'
              ? { oneOf: [ref('HydraError'), ref('ConstraintViolationList')] }
              : ref(schema),
        },
      },
      ...(Number(status) === 429
        ? {
            headers: { 'Retry-After': { description: 'Secondes avant un nouvel essai.', schema: { type: 'integer' } } },
          }
        : {}),
    };
  }
  return {
    schemas,
    responses,
    parameters: parameterComponents(registry.resources),
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          "Jeton obtenu par POST /api/authentication_token {email, password}, envoyé dans l'en-tête « Authorization: " +
          'Bearer <jeton> » (valable 8 h par défaut).',
      },
    },
  };
}

export { ref as schemaRef };
