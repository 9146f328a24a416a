// The one reader of a resource JSON Schema (schemas/resources/*.schema.json) and its `x-` keywords
// (schemas/README.md), pure and shared: the server (src/server/schema/model.ts) and the admin
// (src/admin/model/fromSchemas.ts) both build on the ResourceModel it returns, so they read the same contract.
// To read a new keyword: add its field to PropertyModel or ResourceModel and one line to readProperty or
// readResource (and declare it in src/server/schema/validate.ts and schemas/README.md).

export type FilterKind = 'exact' | 'partial' | 'date' | 'range' | 'exists';
/** x-scope (schemas/README.md): `{ antenne, shared: true }` adds the centre's rows (antenne null), readable
 * by every antenne of the centre and written by centre-level users only. */
export type Scope = 'cfa-self' | 'cfa' | 'antenne-self' | { antenne: string; shared?: boolean };

export type Json = Record<string, unknown>;

export interface PropertyModel {
  name: string;
  /** SQL column: `<name>_id` for a relation. */
  column: string;
  /** French label (`title`); the name when the schema gives none. */
  title: string;
  description?: string;
  /** JSON type without null: string, integer, number, boolean, array, object. */
  type: string;
  nullable: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  /** x-relation: the target resource of a to-one relation. */
  relation?: string;
  /** x-relation of an array's items: the target resource of a to-many relation stored as an array of IRIs. */
  itemsRelation?: string;
  /** x-enum: the reference list (src/shared/reference) of the allowed values. */
  enumList?: string;
  /** x-filter: the filter kinds the collection offers on it. */
  filters: FilterKind[];
  /** x-order: the collection can be sorted on it. */
  order: boolean;
  /** x-unique: unique index. */
  unique: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  required: boolean;
}

export interface ResourceModel {
  name: string;
  className: string;
  table: string;
  description: string;
  /** x-label; the name when the schema gives none. */
  label: { one: string; many: string };
  /** x-representation: a property or `{a} {b}` template naming a record; `id` when none. */
  representation: string;
  scope: Scope;
  /** x-derive: `{ "antenne": "etudiant.antenne" }`. */
  derive: Record<string, string>;
  /** x-write-roles: roles allowed to create, update and delete; undefined for the default rule. */
  writeRoles?: string[];
  /** x-upload: created by a multipart upload. */
  upload: boolean;
  /** x-search: the text properties the collection's `q` searches (each word in one of them); [] for none. */
  search: string[];
  properties: PropertyModel[];
  byName: Map<string, PropertyModel>;
  schema: Json;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const texts = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : undefined;

export function readProperty(name: string, p: Json, required: readonly string[] = []): PropertyModel {
  const types = Array.isArray(p.type) ? (p.type as string[]) : p.type === undefined ? [] : [String(p.type)];
  const relation = text(p['x-relation']);
  const items = p.items && typeof p.items === 'object' && !Array.isArray(p.items) ? (p.items as Json) : undefined;
  return {
    name,
    column: relation ? `${name}_id` : name,
    title: text(p.title) ?? name,
    description: text(p.description),
    type: types.find((t) => t !== 'null') ?? 'string',
    nullable: types.includes('null'),
    format: text(p.format),
    pattern: text(p.pattern),
    minLength: num(p.minLength),
    maxLength: num(p.maxLength),
    minimum: num(p.minimum),
    maximum: num(p.maximum),
    default: p.default,
    relation,
    itemsRelation: types.includes('array') ? text(items?.['x-relation']) : undefined,
    enumList: text(p['x-enum']),
    filters: (texts(p['x-filter']) as FilterKind[] | undefined) ?? [],
    order: p['x-order'] === true,
    unique: p['x-unique'] === true,
    readOnly: p.readOnly === true,
    writeOnly: p.writeOnly === true,
    required: required.includes(name),
  };
}

const NAMED_SCOPES: readonly unknown[] = ['cfa-self', 'cfa', 'antenne-self'];

/** x-scope checked (the meta-schema of validate.ts says the same): a named scope, or `{ antenne, shared? }`
 * naming a relation of the resource to antennes. A wrong scope is a start-up error, never a silent "cfa". */
export function parseScope(name: string, raw: unknown, props: Record<string, Json>): Scope {
  if (raw === undefined) return 'cfa';
  if (NAMED_SCOPES.includes(raw)) return raw as Scope;
  const o = raw as { antenne?: unknown; shared?: unknown } | null;
  const keysOk = o !== null && typeof o === 'object' && Object.keys(o).every((k) => k === 'antenne' || k === 'shared');
  if (
    keysOk &&
    typeof o.antenne === 'string' &&
    props[o.antenne]?.['x-relation'] === 'antennes' &&
    (o.shared === undefined || typeof o.shared === 'boolean')
  ) {
    return o.shared ? { antenne: o.antenne, shared: true } : { antenne: o.antenne };
  }
  throw new Error(
    `${name} : x-scope invalide (${JSON.stringify(raw)}) : attendu "cfa-self", "cfa", "antenne-self" ou { "antenne": ` +
      `"<relation vers antennes>", "shared"?: true }.`,
  );
}

/** x-search checked: the names of text properties of the resource (a wrong name is a start-up error). */
function searchOf(name: string, raw: unknown, props: Record<string, Json>): string[] {
  if (raw === undefined) return [];
  const names = texts(raw);
  const bad = names
    ? names.filter(
        (n) => !props[n] || props[n]!['x-relation'] !== undefined || ![props[n]!.type].flat().includes('string'),
      )
    : [];
  if (!names || names.length === 0 || bad.length > 0) {
    throw new Error(
      `${name} : x-search invalide (${JSON.stringify(raw)}) : attendu une liste de propriétés texte de la ressource.`,
    );
  }
  return names;
}

export function readResource(schema: Json): ResourceModel {
  const name = String(schema.$id);
  const required = texts(schema.required) ?? [];
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const properties = Object.entries(props).map(([n, p]) => readProperty(n, p, required));
  const label = schema['x-label'] as { one?: unknown; many?: unknown } | undefined;
  return {
    name,
    className: text(schema.title) ?? name,
    table: text(schema['x-table']) ?? name,
    description: text(schema.description) ?? '',
    label: { one: text(label?.one) ?? name, many: text(label?.many) ?? name },
    representation: text(schema['x-representation']) ?? 'id',
    scope: parseScope(name, schema['x-scope'], props),
    derive: (schema['x-derive'] as Record<string, string> | undefined) ?? {},
    writeRoles: texts(schema['x-write-roles']),
    upload: schema['x-upload'] === true,
    search: searchOf(name, schema['x-search'], props),
    properties,
    byName: new Map(properties.map((p) => [p.name, p])),
    schema,
  };
}
