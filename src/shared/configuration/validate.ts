// Validates a resource file: JSON Schema (ajv, French messages) then the names it uses against the model
// (resource, fields, enums). Every problem is a French message naming the file and the JSON path.
import localizeFr from 'ajv-i18n/localize/fr';
import { isReferenceList } from '../reference/index.ts';
import { defaultParameters } from '../clients/defaults.ts';
import type { ResourceFile } from './types.ts';
import { validateFileShape as validateShape } from './fileSchema.ts';
import { joinListErrors } from './joinListChecks.ts';

/** What the check reads of the model (the admin's ApiModel, or the server's registry for the configuration API):
 * a resource's fields (name, kind, relation target) and whether a resource exists. */
export interface ModelNames {
  get(name: string): { fields: ReadonlyArray<{ name: string; kind: string; reference?: string | null }> } | undefined;
  has(name: string): boolean;
}

/** The boolean accessRight flags of the client profiles, the names `access.flag` may take. */
const booleanFlags = new Set(
  Object.entries(defaultParameters.accessRight)
    .filter(([, value]) => typeof value === 'boolean')
    .map(([name]) => name),
);

/** A sort's field: a property of the resource, or `id` (the API orders every collection by `order[id]`). */
const sortable = (names: ReadonlySet<string>, field: string) => field === 'id' || names.has(field);

/** `show.related`: the child resource, its relation to this resource, and the child fields named. */
function relatedErrors(file: string, data: ResourceFile, model: ModelNames): string[] {
  const errors: string[] = [];
  data.show?.related?.forEach((rel, i) => {
    const at = `resources/${file} : /show/related/${i}`;
    const child = model.get(rel.resource);
    if (!child) {
      errors.push(`${at}/resource ressource d'API inconnue « ${rel.resource} »`);
      return;
    }
    const names = new Set(child.fields.map((f) => f.name));
    const target = child.fields.find((f) => f.name === rel.target);
    if (!target) errors.push(`${at}/target champ inconnu « ${rel.target} » dans ${rel.resource}`);
    else if (target.reference !== data.resource) {
      errors.push(`${at}/target « ${rel.target} » n'est pas une relation vers ${data.resource} dans ${rel.resource}`);
    }
    rel.columns?.forEach((name, j) => {
      if (!names.has(name)) errors.push(`${at}/columns/${j} champ inconnu « ${name} » dans ${rel.resource}`);
    });
    if (rel.sort && !sortable(names, rel.sort.field))
      errors.push(`${at}/sort/field champ inconnu « ${rel.sort.field} » dans ${rel.resource}`);
  });
  const flag = data.access?.flag;
  if (flag !== undefined && !booleanFlags.has(flag)) {
    errors.push(
      `resources/${file} : /access/flag drapeau accessRight inconnu « ${flag} » (attendus : ` +
        `${[...booleanFlags].join(', ')})`,
    );
  }
  return errors;
}

function shapeErrors(file: string, data: unknown): string[] {
  if (validateShape(data)) return [];
  const errors = validateShape.errors ?? [];
  localizeFr(errors);
  return errors.map((e) => `resources/${file} : ${e.instancePath || '/'} ${e.message ?? 'est invalide'}`);
}

function nameErrors(file: string, data: ResourceFile, model: ModelNames): string[] {
  const res = model.get(data.resource);
  if (!res) return [`resources/${file} : /resource ressource d'API inconnue « ${data.resource} »`];
  const known = new Set(res.fields.map((f) => f.name));
  const errors: string[] = [];
  const check = (path: string, name: string) => {
    if (!known.has(name)) errors.push(`resources/${file} : ${path} champ inconnu « ${name} » dans ${data.resource}`);
  };
  data.list?.columns?.forEach((name, i) => check(`/list/columns/${i}`, name));
  data.list?.filters?.forEach((f, i) => check(`/list/filters/${i}/field`, f.field));
  if (data.list?.sort && !sortable(known, data.list.sort.field)) check('/list/sort/field', data.list.sort.field);
  data.export?.columns?.forEach((name, i) => name !== 'id' && check(`/export/columns/${i}`, name));
  data.form?.sections?.forEach((s, i) => s.fields.forEach((name, j) => check(`/form/sections/${i}/fields/${j}`, name)));
  data.show?.sections?.forEach((s, i) => s.fields.forEach((name, j) => check(`/show/sections/${i}/fields/${j}`, name)));
  data.form?.omit?.forEach((name, i) => check(`/form/omit/${i}`, name));
  data.show?.omit?.forEach((name, i) => check(`/show/omit/${i}`, name));
  for (const [name, override] of Object.entries(data.fields ?? {})) {
    check(`/fields/${name}`, name);
    if (override.enum && !isReferenceList(override.enum)) {
      errors.push(`resources/${file} : /fields/${name}/enum liste de référence inconnue « ${override.enum} »`);
    }
    if (override.profileFlag !== undefined && !booleanFlags.has(override.profileFlag)) {
      errors.push(
        `resources/${file} : /fields/${name}/profileFlag drapeau accessRight inconnu « ${override.profileFlag} » ` +
          `(attendus : ${[...booleanFlags].join(', ')})`,
      );
    }
    override.another?.clears?.forEach((other, i) => check(`/fields/${name}/another/clears/${i}`, other));
    if (override.reference && !model.has(override.reference)) {
      errors.push(`resources/${file} : /fields/${name}/reference ressource d'API inconnue « ${override.reference} »`);
    }
  }
  const fieldsOf = (name: string) => {
    const r = model.get(name);
    return r ? new Map(r.fields.map((f) => [f.name, f.kind === 'relation' ? (f.reference ?? null) : null])) : undefined;
  };
  return [...errors, ...relatedErrors(file, data, model), ...joinListErrors(file, data, { fields: fieldsOf })];
}

export function validateResourceFile(file: string, data: unknown, model: ModelNames): string[] {
  const errors = shapeErrors(file, data);
  return errors.length ? errors : nameErrors(file, data as ResourceFile, model);
}
