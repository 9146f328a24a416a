// `x-filter-paths` of a resource schema (schemas/README.md): collection filters on a related resource's
// property, named as the spec's calls send them (API Platform's property paths): `{ "etudiant.id": "etudiant.id" }`,
// `{ "folder.slug": "folder.slug" }`, `{ "diplome": "diplome_session.diplome" }`. A path follows relations to a
// property of the last one's resource (`.id` of a relation: the relation itself, exact); the filter kinds are
// that property's `x-filter`. Another name for a property of the resource itself is its `x-alias`. Resolved
// once when the registry is built; a path that does not lead to a filtered property is a start-up error,
// never a silently ignored parameter.
import type { PropertyModel, Registry, ResourceModel } from './model.ts';

/** One query name resolved: conditions on `property` (a column of the last joined table, or of the row
 * itself when `joins` is empty), each join following a relation column to the target table's id. */
export interface FilterPath {
  name: string;
  joins: { column: string; table: string }[];
  property: PropertyModel;
}

const resolved = new WeakMap<ResourceModel, FilterPath[]>();

/** The resolved paths of a resource (none for a model built outside a registry). */
export const filterPathsOf = (r: ResourceModel): FilterPath[] => resolved.get(r) ?? [];

/** Resolves every resource's x-filter-paths (createRegistry calls it): a wrong one throws at start. */
export function resolveRegistryFilterPaths(registry: Registry): void {
  for (const r of registry.resources) resolved.set(r, resolveFilterPaths(registry.byName, r));
}

function resolveFilterPaths(byName: Map<string, ResourceModel>, r: ResourceModel): FilterPath[] {
  const raw = r.schema['x-filter-paths'];
  if (raw === undefined) return [];
  const fail = (why: string): never => {
    throw new Error(`${r.name} : x-filter-paths invalide (${JSON.stringify(raw)}) : ${why}.`);
  };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    fail('attendu un objet { "nom du paramètre": "chemin" }');
  return Object.entries(raw as Record<string, unknown>).map(([name, path]) => {
    if (typeof path !== 'string' || !/^\w+(\.\w+)+$/.test(path))
      return fail(`« ${name} » : le chemin doit être « relation.propriété » (un autre nom d'une propriété : x-alias)`);
    if (!/^[\w.]+$/.test(name) || r.byName.has(name)) return fail(`« ${name} » : nom invalide ou déjà une propriété`);
    const steps = path.split('.');
    if (steps.length > 1 && steps[steps.length - 1] === 'id') steps.pop();
    const idOfRelation = steps.length < path.split('.').length;
    const joins: FilterPath['joins'] = [];
    let current = r;
    for (let i = 0; i < steps.length; i++) {
      const p =
        current.byName.get(steps[i]!) ?? fail(`« ${path} » : ${current.name} n'a pas de propriété « ${steps[i]} »`);
      const last = i === steps.length - 1;
      if (last) {
        if (idOfRelation) {
          if (!p.relation) fail(`« ${path} » : « ${p.name} » n'est pas une relation`);
          return { name, joins, property: { ...p, filters: ['exact'] } };
        }
        if (p.filters.length === 0) fail(`« ${path} » : « ${p.name} » n'a pas de x-filter`);
        return { name, joins, property: p };
      }
      const target =
        (p.relation && byName.get(p.relation)) || fail(`« ${path} » : « ${p.name} » n'est pas une relation`);
      joins.push({ column: p.column, table: target.table });
      current = target;
    }
    return fail('chemin vide');
  });
}
