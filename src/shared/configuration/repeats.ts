// What a resource file says that the schema or the file already says (`npm run check:config`): a field label
// equal to the schema's title, an enum equal to its x-enum, a relation equal to its x-relation, a representation
// equal to the target's x-representation, labels equal to x-label, detail sections equal to the form's. Such a repeat
// is an error to remove: the file then changes with the schema instead of hiding its changes. Also: a file named after
// its view, not its resource, names the resource in its first key.
import type { ResourceFile } from './types.ts';

/** The parts of a resource's JSON Schema a resource file may repeat. */
export interface SchemaFacts {
  'x-label'?: { one?: string; many?: string };
  'x-representation'?: string;
  properties?: Record<string, { title?: string; 'x-enum'?: string; 'x-relation'?: string }>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** French messages, one per repeat, naming the file and the JSON path. */
export function repeatedSettings(
  file: string,
  data: ResourceFile,
  schemaOf: (resource: string) => SchemaFacts | undefined,
): string[] {
  const schema = schemaOf(data.resource);
  if (!schema) return [];
  const at = (path: string, what: string) => `resources/${file} : ${path} répète ${what} : à retirer`;
  const errors: string[] = [];
  const xLabel = schema['x-label'];
  if (
    data.label &&
    xLabel &&
    data.label.one === xLabel.one &&
    data.label.many === xLabel.many &&
    data.label.gender === undefined
  ) {
    errors.push(at('/label', `le x-label du schéma ${data.resource} (« ${xLabel.one} » / « ${xLabel.many} »)`));
  }
  for (const [name, o] of Object.entries(data.fields ?? {})) {
    const p = schema.properties?.[name];
    if (!p) continue;
    if (o.label !== undefined && o.label === p.title)
      errors.push(at(`/fields/${name}/label`, `le titre du schéma (« ${p.title} »)`));
    if (o.enum !== undefined && o.enum === p['x-enum'])
      errors.push(at(`/fields/${name}/enum`, `le x-enum du schéma (« ${o.enum} »)`));
    if (o.reference !== undefined && o.reference === p['x-relation'])
      errors.push(at(`/fields/${name}/reference`, `le x-relation du schéma (« ${o.reference} »)`));
    const target = p['x-relation'] ? schemaOf(o.reference ?? p['x-relation']) : undefined;
    if (o.representation !== undefined && o.representation === target?.['x-representation']) {
      errors.push(
        at(
          `/fields/${name}/representation`,
          `le x-representation de ${o.reference ?? p['x-relation']} (« ${o.representation} »)`,
        ),
      );
    }
  }
  if (data.show?.sections && data.form?.sections && same(data.show.sections, data.form.sections)) {
    errors.push(at('/show/sections', 'les sections du formulaire (/form/sections), que la fiche reprend par défaut'));
  }
  return errors;
}

/** A file named after its view (`stagiaires.json` shows `etudiants`) says which resource it shows first. */
export function resourceNamedFirst(file: string, data: Record<string, unknown>): string[] {
  if (file.replace(/\.json$/, '') === data.resource) return [];
  const first = Object.keys(data).find((k) => k !== '$schema');
  return first === 'resource'
    ? []
    : [
        `resources/${file} : /resource doit être la première clé (après $schema) : le nom du fichier n'est pas celui ` +
          `de la ressource affichée`,
      ];
}

/** `export.columns` names properties of the resource's schema (or `id`): the server skips any other name. */
export function unknownExportColumns(
  file: string,
  data: ResourceFile,
  schemaOf: (resource: string) => SchemaFacts | undefined,
): string[] {
  const properties = schemaOf(data.resource)?.properties;
  if (!properties) return [];
  return (data.export?.columns ?? []).flatMap((name, i) =>
    name === 'id' || name in properties
      ? []
      : [`resources/${file} : /export/columns/${i} champ inconnu « ${name} » dans ${data.resource}`],
  );
}
