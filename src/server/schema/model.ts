// Loads schemas/resources/*.schema.json (from the repository root, whatever the cwd) into resource models:
// the shape every other server module reads (table, columns, relations, filters, scope).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveRegistryFilterPaths } from './filterPaths.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const schemasDir = join(repoRoot, 'schemas/resources');

export type FilterKind = 'exact' | 'partial' | 'date' | 'range' | 'exists';
/** x-scope (schemas/README.md): `{ antenne, shared: true }` adds the centre's rows (antenne null), readable
 * by every antenne of the centre and written by centre-level users only. */
export type Scope = 'cfa-self' | 'cfa' | 'antenne-self' | { antenne: string; shared?: boolean };

export interface PropertyModel {
  name: string;
  column: string;
  title: string;
  description?: string;
  /** JSON type without null: string, integer, number, boolean, array, object. */
  type: string;
  nullable: boolean;
  format?: string;
  relation?: string;
  enumList?: string;
  filters: FilterKind[];
  order: boolean;
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
  label: { one: string; many: string };
  scope: Scope;
  derive: Record<string, string>;
  writeRoles?: string[];
  properties: PropertyModel[];
  byName: Map<string, PropertyModel>;
  schema: Record<string, unknown>;
}

type Json = Record<string, unknown>;

function toProperty(name: string, p: Json, required: string[]): PropertyModel {
  const types = Array.isArray(p.type) ? (p.type as string[]) : [String(p.type)];
  const relation = typeof p['x-relation'] === 'string' ? (p['x-relation'] as string) : undefined;
  return {
    name,
    column: relation ? `${name}_id` : name,
    title: String(p.title ?? name),
    description: typeof p.description === 'string' ? p.description : undefined,
    type: types.find((t) => t !== 'null') ?? 'string',
    nullable: types.includes('null'),
    format: typeof p.format === 'string' ? p.format : undefined,
    relation,
    enumList: typeof p['x-enum'] === 'string' ? (p['x-enum'] as string) : undefined,
    filters: (p['x-filter'] as FilterKind[] | undefined) ?? [],
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
  if (keysOk && typeof o.antenne === 'string' && props[o.antenne]?.['x-relation'] === 'antennes' && (o.shared === undefined || typeof o.shared === 'boolean')) {
    return o.shared ? { antenne: o.antenne, shared: true } : { antenne: o.antenne };
  }
  throw new Error(`${name} : x-scope invalide (${JSON.stringify(raw)}) : attendu "cfa-self", "cfa", "antenne-self" ou { "antenne": "<relation vers antennes>", "shared"?: true }.`);
}

export function toResourceModel(schema: Json): ResourceModel {
  const name = String(schema.$id);
  const required = (schema.required as string[] | undefined) ?? [];
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const properties = Object.entries(props).map(([n, p]) => toProperty(n, p, required));
  const label = (schema['x-label'] as { one: string; many: string } | undefined) ?? { one: name, many: name };
  return {
    name,
    className: String(schema.title ?? name),
    table: String(schema['x-table'] ?? name),
    description: String(schema.description ?? ''),
    label,
    scope: parseScope(name, schema['x-scope'], props),
    derive: (schema['x-derive'] as Record<string, string> | undefined) ?? {},
    writeRoles: schema['x-write-roles'] as string[] | undefined,
    properties,
    byName: new Map(properties.map((p) => [p.name, p])),
    schema,
  };
}

/** Every resource, sorted by name so that generated docs and migrations are stable. */
export function loadResourceModels(dir = schemasDir): ResourceModel[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => toResourceModel(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Json));
}

export interface Registry {
  resources: ResourceModel[];
  byName: Map<string, ResourceModel>;
}

export function createRegistry(resources = loadResourceModels()): Registry {
  const registry = { resources, byName: new Map(resources.map((r) => [r.name, r])) };
  resolveRegistryFilterPaths(registry);
  return registry;
}

/** Shared antenne scope: the centre's rows (antenne null) are read by its antennes, written by the centre. */
export const isSharedScope = (r: ResourceModel): boolean => typeof r.scope === 'object' && r.scope.shared === true;

/** The column that ties a row to an antenne, for antenne-scoped resources. */
export function antenneColumn(r: ResourceModel): string | undefined {
  if (r.scope === 'antenne-self') return 'id';
  if (typeof r.scope === 'object') return r.byName.get(r.scope.antenne)?.column;
  return undefined;
}

/**
 * Whether a shared-scope row keeps the antenne it was created with: when it takes it from a parent (x-derive),
 * or when shared-scope children take theirs from it (a referential and its units). Others (users) may move.
 */
export function hasFixedAntenne(registry: Registry, r: ResourceModel): boolean {
  if (!isSharedScope(r) || typeof r.scope !== 'object') return false;
  if (r.derive[r.scope.antenne]) return true;
  return registry.resources.some((c) => {
    if (!isSharedScope(c) || typeof c.scope !== 'object') return false;
    const via = c.derive[c.scope.antenne]?.split('.')[0];
    return via !== undefined && c.properties.some((p) => p.name === via && p.relation === r.name);
  });
}
