// Loads schemas/resources/*.schema.json (from the repository root, whatever the cwd) into resource models:
// the shape every other server module reads (table, columns, relations, filters, scope), and the registry.
import { readResource, type ResourceModel } from '../../shared/schema/model.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveRegistryFilterPaths } from './filterPaths.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const schemasDir = join(repoRoot, 'schemas/resources');

// The reader itself is shared with the admin (src/shared/schema/model.ts): add a keyword there.
export type { FilterKind, Scope, PropertyModel, ResourceModel } from '../../shared/schema/model.ts';
export { parseScope } from '../../shared/schema/model.ts';

type Json = Record<string, unknown>;

/** One resource schema read into its model (x-scope checked: a wrong one throws). */
export const toResourceModel = (schema: Json): ResourceModel => readResource(schema);

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
