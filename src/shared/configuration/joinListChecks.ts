// The names a resource file's `show.joinLists` uses, checked against the resources (and, in
// `npm run check:config`, against the views of the other files): French messages naming the file and path.
// Shared by the admin's validator (model from the schemas or introspection) and the config check (raw schemas).
import type { ResourceFile } from './types.ts';

export interface JoinFacts {
  /** The fields of a resource (name → target of its relation, null when not a relation); undefined: unknown. */
  fields: (resource: string) => Map<string, string | null> | undefined;
  /** The resource a view (route) shows; absent when the views are not known (the admin's per-file check). */
  viewResource?: (route: string) => string | undefined;
}

export function joinListErrors(file: string, data: ResourceFile, facts: JoinFacts): string[] {
  const errors: string[] = [];
  data.show?.joinLists?.forEach((join, i) => {
    const at = `resources/${file} : /show/joinLists/${i}`;
    const rows = facts.fields(join.resource);
    if (!rows) {
      errors.push(`${at}/resource ressource d'API inconnue « ${join.resource} »`);
      return;
    }
    const target = rows.get(join.target);
    if (target === undefined) errors.push(`${at}/target champ inconnu « ${join.target} » dans ${join.resource}`);
    else if (target !== data.resource)
      errors.push(`${at}/target « ${join.target} » n'est pas une relation vers ${data.resource} dans ${join.resource}`);
    join.columns?.forEach((name, j) => {
      if (!rows.has(name)) errors.push(`${at}/columns/${j} champ inconnu « ${name} » dans ${join.resource}`);
    });
    for (const name of Object.keys(join.skip ?? {})) {
      if (!rows.has(name)) errors.push(`${at}/skip/${name} champ inconnu « ${name} » dans ${join.resource}`);
    }
    let members = join.resource;
    if (join.member !== undefined) {
      const m = rows.get(join.member);
      if (m === undefined) errors.push(`${at}/member champ inconnu « ${join.member} » dans ${join.resource}`);
      else if (m === null) errors.push(`${at}/member « ${join.member} » n'est pas une relation dans ${join.resource}`);
      // Without a known member resource its fields cannot be checked.
      if (!m) return;
      members = m;
    }
    const memberFields = facts.fields(members);
    const pick = join.pick;
    pick.columns?.forEach((name, j) => {
      if (memberFields && !memberFields.has(name))
        errors.push(`${at}/pick/columns/${j} champ inconnu « ${name} » dans ${members}`);
    });
    if (pick.search && memberFields && !memberFields.has(pick.search))
      errors.push(`${at}/pick/search champ inconnu « ${pick.search} » dans ${members}`);
    for (const name of Object.keys(pick.filter ?? {})) {
      if (memberFields && !memberFields.has(name))
        errors.push(`${at}/pick/filter/${name} champ inconnu « ${name} » dans ${members}`);
    }
    if (facts.viewResource) {
      const shown = facts.viewResource(pick.view);
      if (shown === undefined)
        errors.push(`${at}/pick/view vue inconnue « ${pick.view} » (aucun fichier de ressource n'a cette route)`);
      else if (shown !== members)
        errors.push(`${at}/pick/view la vue « ${pick.view} » montre ${shown}, pas ${members}`);
      if (join.view !== undefined) {
        const rowsView = facts.viewResource(join.view);
        if (rowsView !== join.resource)
          errors.push(`${at}/view la vue « ${join.view} » ne montre pas ${join.resource}`);
      }
    }
  });
  return errors;
}
