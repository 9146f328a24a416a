// Query parameters of the collections, as reusable components (the list and its CSV export share them):
// one per variable of the resource's hydra:search (its filters and order, read from the same function the
// collections answer with; x-enum values as enums), then pagination and properties[].
import type { PropertyModel, ResourceModel } from '../schema/model.ts';
import { SEARCH_PARAM, searchDescription } from '../crud/filters.ts';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, MAX_UNPAGINATED } from '../crud/read.ts';
import { referenceLists } from '../../shared/reference/index.ts';

type Json = Record<string, unknown>;

/** Lists longer than this are named, not spelled out, in a property's description. */
const LABELS_SPELLED_UP_TO = 40;

/** The values of a property's x-enum reference list, and a French sentence about them. */
export function enumInfo(p: PropertyModel): { values: unknown[]; text: string } | undefined {
  const list = p.enumList
    ? (referenceLists as Record<string, readonly { id: unknown; label: string }[]>)[p.enumList]
    : undefined;
  if (!list) return undefined;
  const values = [...new Set(list.map((i) => i.id).filter((id) => id !== null))];
  const text =
    list.length <= LABELS_SPELLED_UP_TO
      ? `Valeurs (liste « ${p.enumList} ») : ${list
          .filter((i) => i.id !== null)
          .map((i) => `${String(i.id)} = ${i.label}`)
          .join(' ; ')}.`
      : `Valeurs : les identifiants de la liste de référence « ${p.enumList} » (${list.length} entrées).`;
  return { values, text };
}

function filterSchema(p: PropertyModel | undefined, variable: string): Json {
  if (variable.startsWith('exists[')) return { type: 'boolean' };
  if (variable.startsWith('order[')) return { type: 'string', enum: ['asc', 'desc'] };
  // An unknown property is a path into a related resource (x-filter-paths): a text value.
  if (!p || variable === 'id' || variable === 'id[]')
    return variable.endsWith('[]') ? { type: 'array', items: { type: 'string' } } : { type: 'string' };
  const values = !variable.includes('[') || variable.endsWith('[]') ? enumInfo(p)?.values : undefined;
  const one: Json = p.relation
    ? { type: 'string', description: 'IRI ou identifiant' }
    : values && (p.type === 'integer' || p.type === 'string')
      ? { type: p.type, enum: values }
      : p.type === 'integer'
        ? { type: 'integer' }
        : p.type === 'number'
          ? { type: 'number' }
          : p.type === 'boolean'
            ? { type: 'boolean' }
            : /\[(after|before|strictly_after|strictly_before)\]$/.test(variable)
              ? { type: 'string', format: 'date' }
              : { type: 'string' };
  if (variable.endsWith('[between]')) return { type: 'string', pattern: '^[^.]+\\.\\.[^.]+$', examples: ['10..20'] };
  return variable.endsWith('[]') ? { type: 'array', items: one } : one;
}

const OPERATORS: Record<string, string> = {
  after: 'à partir de cette date (incluse)',
  before: "jusqu'à cette date (incluse)",
  strictly_after: 'après cette date',
  strictly_before: 'avant cette date',
  gt: 'supérieur à cette valeur',
  gte: 'supérieur ou égal à cette valeur',
  lt: 'inférieur à cette valeur',
  lte: 'inférieur ou égal à cette valeur',
};

/** `property` names a property of the resource, `id`, or a path into a related resource (`etudiant.antenne`). */
function filterDescription(
  p: PropertyModel | undefined,
  variable: string,
  property: string,
  searched?: string,
): string {
  const label = `« ${p ? p.title : property === 'id' ? 'Identifiant' : property} »`;
  if (variable === SEARCH_PARAM && searched)
    return `Recherche : chaque mot se trouve dans ${searched} (sans tenir compte de la casse).`;
  const op = /\[(\w+)\]$/.exec(variable)?.[1];
  if (variable.startsWith('order[')) return `Tri sur ${label} (asc ou desc) ; ensuite par id.`;
  if (variable.startsWith('exists[')) return `${label} renseigné (true) ou vide (false).`;
  if (variable.endsWith('[]')) return `${label} parmi ces valeurs (répéter le paramètre).`;
  if (op === 'between') return `${label} entre deux bornes incluses (a..b).`;
  if (op) return `${label} ${OPERATORS[op] ?? op}.`;
  if (p && !p.filters.includes('exact') && p.filters.includes('partial'))
    return `${label} contient ce texte (sans tenir compte de la casse).`;
  return `${label} égal à cette valeur${p?.relation ? ' (IRI ou identifiant)' : ''}.`;
}

const PAGINATION: Record<string, Json> = {
  page: {
    name: 'page',
    in: 'query',
    required: false,
    description: 'Numéro de page (à partir de 1).',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  itemsPerPage: {
    name: 'itemsPerPage',
    in: 'query',
    required: false,
    description: `Taille de page (au plus ${MAX_ITEMS_PER_PAGE}).`,
    schema: { type: 'integer', minimum: 0, maximum: MAX_ITEMS_PER_PAGE, default: DEFAULT_ITEMS_PER_PAGE },
  },
  pagination: {
    name: 'pagination',
    in: 'query',
    required: false,
    description: `false : toutes les lignes (au plus ${MAX_UNPAGINATED}).`,
    schema: { type: 'boolean', default: true },
  },
  partial: {
    name: 'partial',
    in: 'query',
    required: false,
    description: 'Pagination partielle : pas de hydra:totalItems ni hydra:last ; hydra:next tant qu’une ligne suit.',
    schema: { type: 'boolean', default: false },
  },
};

/** Component key of a resource's variable: `etudiants.birthdate_after` (keys allow [A-Za-z0-9._-] only). */
const keyOf = (r: ResourceModel, variable: string) =>
  `${r.name}.${variable
    .replace(/\[\]$/, '_list')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_$/, '')}`;

const mappingOf = (r: ResourceModel) =>
  (searchDescription(r, `/api/${r.name}`)['hydra:mapping'] as { variable: string; property: string }[] | undefined) ??
  [];

/** The parameter components of a resource: its filters and order, and properties[]. */
export function resourceParameters(r: ResourceModel): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const { variable, property } of mappingOf(r)) {
    const p = r.byName.get(property);
    const schema = filterSchema(p, variable);
    out[keyOf(r, variable)] = {
      name: variable,
      in: 'query',
      required: false,
      description: [
        filterDescription(p, variable, property, r.search.map((n) => `« ${r.byName.get(n)?.title ?? n} »`).join(', ')),
        variable === property && p ? enumInfo(p)?.text : undefined,
      ]
        .filter(Boolean)
        .join(' '),
      schema,
      ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  }
  out[keyOf(r, 'properties[]')] = {
    name: 'properties[]',
    in: 'query',
    required: false,
    description: 'Ne garder que ces propriétés dans chaque élément (avec @id, @type) ; un nom inconnu est un 400.',
    schema: {
      type: 'array',
      items: { type: 'string', enum: r.properties.filter((p) => !p.writeOnly).map((p) => p.name) },
    },
    style: 'form',
    explode: true,
  };
  return out;
}

/** Every parameter component: pagination, then each resource's. */
export function parameterComponents(resources: readonly ResourceModel[]): Record<string, Json> {
  return Object.assign({ ...PAGINATION }, ...resources.map(resourceParameters));
}

const ref = (key: string) => ({ $ref: `#/components/parameters/${key}` });

/** A collection's query parameters (references): filters and order, pagination, properties[]; the CSV
 * export takes the filters and order only. */
export function collectionParameters(
  r: ResourceModel,
  forList: boolean,
  except: ReadonlySet<string> = new Set(),
): Json[] {
  const refs = mappingOf(r)
    .filter(({ variable }) => !except.has(variable))
    .map(({ variable }) => ref(keyOf(r, variable)));
  if (!forList) return refs;
  return [
    ...refs,
    ...Object.keys(PAGINATION)
      .filter((k) => !except.has(PAGINATION[k]!.name as string))
      .map(ref),
    ...(except.has('properties[]') ? [] : [ref(keyOf(r, 'properties[]'))]),
  ];
}
