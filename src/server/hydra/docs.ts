// The Hydra API documentation (/api/docs.jsonld) in API Platform's prefixed style with a local context:
// one hydra:Class per resource (properties with ranges, to-one relations as hydra:Link, operations with
// French labels), the Entrypoint class and the error classes. Built once per base URL.
import type { PropertyModel, Registry, ResourceModel } from '../schema/model.ts';

export const DOCS_CONTEXT_BASE = {
  hydra: 'http://www.w3.org/ns/hydra/core#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
};

function range(p: PropertyModel, registry: Registry): string {
  if (p.relation) return `#${registry.byName.get(p.relation)?.className ?? p.relation}`;
  if (p.type === 'integer') return 'xmls:integer';
  if (p.type === 'number') return 'xmls:decimal';
  if (p.type === 'boolean') return 'xmls:boolean';
  if (p.type === 'array') return 'xmls:array';
  if (p.format === 'date') return 'xmls:date';
  if (p.format === 'date-time') return 'xmls:dateTime';
  return 'xmls:string';
}

const op = (types: string | string[], method: string, label: string, extra: Record<string, unknown>) => ({
  '@type': types,
  'hydra:method': method,
  'hydra:title': label,
  'rdfs:label': label,
  ...extra,
});

/** The resource a to-many relation names (an array whose items carry x-relation), if any. */
function manyRelation(r: ResourceModel, p: PropertyModel): string | undefined {
  const raw = ((r.schema as { properties?: Record<string, { items?: { 'x-relation'?: unknown } }> }).properties ?? {})[
    p.name
  ];
  const target = p.type === 'array' ? raw?.items?.['x-relation'] : undefined;
  return typeof target === 'string' ? target : undefined;
}

function supportedProperty(r: ResourceModel, p: PropertyModel, registry: Registry) {
  const cls = `#${r.className}`;
  const many = manyRelation(r, p);
  const property: Record<string, unknown> = {
    // An e-mail is schema.org's (what API Platform's admin reads as an e-mail field: its input, its link).
    '@id': p.format === 'email' ? 'https://schema.org/email' : `${cls}/${p.name}`,
    '@type': p.relation || many ? 'hydra:Link' : 'rdf:Property',
    'rdfs:label': p.name,
    domain: cls,
    // A to-many relation ranges over its target's class, without a maximum cardinality: a list of references.
    range: many ? `#${registry.byName.get(many)?.className ?? many}` : range(p, registry),
  };
  if (p.relation) property['owl:maxCardinality'] = 1;
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': property,
    'hydra:title': p.name,
    'hydra:required': p.required,
    'hydra:readable': !p.writeOnly,
    'hydra:writeable': !p.readOnly,
    'hydra:description': p.description ? `${p.title} : ${p.description}` : p.title,
  };
}

function resourceClass(r: ResourceModel, registry: Registry) {
  const cls = `#${r.className}`;
  const one = r.label.one;
  return {
    '@id': cls,
    '@type': 'hydra:Class',
    'rdfs:label': r.className,
    'hydra:title': r.className,
    'hydra:description': r.description,
    'hydra:supportedProperty': r.properties.map((p) => supportedProperty(r, p, registry)),
    'hydra:supportedOperation': [
      op(['hydra:Operation', 'schema:FindAction'], 'GET', `Consulter : ${one}`, { returns: cls }),
      op(['hydra:Operation', 'schema:ReplaceAction'], 'PUT', `Remplacer : ${one}`, { expects: cls, returns: cls }),
      op(['hydra:Operation', 'schema:UpdateAction'], 'PATCH', `Modifier : ${one}`, { expects: cls, returns: cls }),
      op(['hydra:Operation', 'schema:DeleteAction'], 'DELETE', `Supprimer : ${one}`, { returns: 'owl:Nothing' }),
    ],
  };
}

function entrypointClass(registry: Registry) {
  return {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': "Point d'entrée de l'API",
    'rdfs:label': "Point d'entrée de l'API",
    'hydra:supportedProperty': registry.resources.map((r) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `#Entrypoint/${r.name}`,
        '@type': 'hydra:Link',
        domain: '#Entrypoint',
        'rdfs:label': `Collection : ${r.label.many}`,
        'rdfs:range': [
          { '@id': 'hydra:Collection' },
          {
            'owl:equivalentClass': {
              'owl:onProperty': { '@id': 'hydra:member' },
              'owl:allValuesFrom': { '@id': `#${r.className}` },
            },
          },
        ],
        'hydra:supportedOperation': [
          op(['hydra:Operation', 'schema:FindAction'], 'GET', `Lister : ${r.label.many}`, {
            returns: 'hydra:Collection',
          }),
          op(['hydra:Operation', 'schema:CreateAction'], 'POST', `Créer : ${r.label.one}`, {
            expects: `#${r.className}`,
            returns: `#${r.className}`,
          }),
        ],
      },
      'hydra:title': `Collection : ${r.label.many}`,
      'hydra:readable': true,
      'hydra:writeable': false,
    })),
    'hydra:supportedOperation': op('hydra:Operation', 'GET', "Point d'entrée de l'API", { returns: '#Entrypoint' }),
  };
}

const violationClasses = [
  {
    '@id': '#ConstraintViolation',
    '@type': 'hydra:Class',
    'hydra:title': 'ConstraintViolation',
    'hydra:description': 'Une violation de contrainte',
    'hydra:supportedProperty': ['propertyPath', 'message'].map((n) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `#ConstraintViolation/${n}`,
        '@type': 'rdf:Property',
        'rdfs:label': n,
        domain: '#ConstraintViolation',
        range: 'xmls:string',
      },
      'hydra:title': n,
      'hydra:required': false,
      'hydra:readable': true,
      'hydra:writeable': false,
    })),
  },
  {
    '@id': '#ConstraintViolationList',
    '@type': 'hydra:Class',
    subClassOf: 'hydra:Error',
    'hydra:title': 'ConstraintViolationList',
    'hydra:description': 'Une liste de violations de contraintes',
    'hydra:supportedProperty': [
      {
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': '#ConstraintViolationList/violations',
          '@type': 'rdf:Property',
          'rdfs:label': 'violations',
          domain: '#ConstraintViolationList',
          range: '#ConstraintViolation',
        },
        'hydra:title': 'violations',
        'hydra:required': false,
        'hydra:readable': true,
        'hydra:writeable': false,
      },
    ],
  },
];

export function buildDocs(registry: Registry, baseUrl: string): Record<string, unknown> {
  return {
    '@context': { '@vocab': `${baseUrl}/api/docs.jsonld#`, ...DOCS_CONTEXT_BASE },
    '@id': '/api/docs.jsonld',
    'hydra:title': 'API Futurosud',
    'hydra:description': 'API Hydra du back-office des réseaux de centres de formation.',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': [
      ...registry.resources.map((r) => resourceClass(r, registry)),
      entrypointClass(registry),
      ...violationClasses,
    ],
  };
}
