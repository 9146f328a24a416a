// Builds the admin model from our resource JSON Schemas (schemas/resources/*.schema.json), bundled at build
// time: no documentation request at start. The schemas are read by the shared reader (src/shared/schema),
// the same as the server's; this only adds what the admin derives for its inputs (kind, choices, format).
import { referenceLists, isReferenceList } from '../../shared/reference/index.ts';
import { readResource, type PropertyModel } from '../../shared/schema/model.ts';
import type { ApiModel, Choice, FieldKind, FieldModel, ResourceModel } from './types.ts';
import { humanise } from './humanise.ts';
import { guessFormat } from './guessFormat.ts';
import { fieldRulesOf, type FieldRules, type RawSchema } from '../../shared/plausible/index.ts';

/** A resource schema as bundled (JSON); its keywords are read by readResource. */
export type ResourceSchema = { $id: string } & Record<string, unknown>;

const modules = import.meta.glob<ResourceSchema>('../../../schemas/resources/*.schema.json', {
  eager: true,
  import: 'default',
});

export const bundledSchemas: ResourceSchema[] = Object.values(modules);

export function choicesOf(enumName: string): Choice[] | undefined {
  if (!isReferenceList(enumName)) return undefined;
  return referenceLists[enumName].map((item) => {
    const severity = 'severity' in item ? (item.severity as Choice['severity']) : undefined;
    return { id: item.id, name: item.label, ...(severity ? { severity } : {}) };
  });
}

function kindOf(p: PropertyModel): FieldKind {
  if (p.relation) return 'relation';
  if (p.enumList) return p.type === 'array' ? 'enumArray' : 'enum';
  if (p.type === 'array') return 'array';
  if (p.type === 'object') return 'json';
  if (p.type === 'boolean') return 'boolean';
  if (p.type === 'integer') return 'integer';
  if (p.type === 'number') return 'number';
  if (p.format === 'date') return 'date';
  if (p.format === 'date-time') return 'datetime';
  if (p.format === 'email') return 'email';
  if (p.pattern?.startsWith('^([01][0-9]|2[0-3])')) return 'time';
  if ((p.maxLength ?? 0) > 255) return 'text';
  return 'string';
}

function fieldOf(p: PropertyModel, rules?: FieldRules): FieldModel {
  return {
    name: p.name,
    // The reader falls back to the name when a property has no title; the admin shows it humanised.
    label: p.title === p.name ? humanise(p.name) : p.title,
    kind: kindOf(p),
    required: p.required,
    nullable: p.nullable,
    readOnly: p.readOnly,
    writeOnly: p.writeOnly,
    enumName: p.enumList,
    choices: p.enumList ? choicesOf(p.enumList) : undefined,
    // A to-one relation, or the items' target of a to-many one (an array of IRIs, kind `array`).
    reference: p.relation ?? p.itemsRelation,
    filters: p.filters,
    sortable: p.order,
    defaultValue: p.default,
    maxLength: p.maxLength,
    // A year (an integer between 1000 and 9999) reads 2025, not "2 025".
    plainNumber: (p.minimum ?? -1) >= 1000 && (p.maximum ?? Infinity) <= 9999 ? true : undefined,
    format: p.relation || p.itemsRelation || p.enumList ? undefined : guessFormat(p.name, p),
    rules,
  };
}

export function resourceFromSchema(schema: ResourceSchema): ResourceModel {
  const r = readResource(schema);
  const rules = fieldRulesOf(schema as RawSchema);
  const named = (label: string) => (label === r.name ? humanise(r.name) : label);
  return {
    name: r.name,
    labelOne: named(r.label.one),
    labelMany: named(r.label.many),
    representation: r.representation,
    writeRoles: r.writeRoles,
    ...(r.scope === 'cfa-self' ? { creatable: false as const } : {}),
    sharedAntenne: typeof r.scope === 'object' && r.scope.shared ? r.scope.antenne : undefined,
    antenneField: typeof r.scope === 'object' ? r.scope.antenne : undefined,
    search: r.search.length > 0 ? r.search : undefined,
    fields: r.properties.map((p) => fieldOf(p, rules.get(p.name))),
  };
}

export function modelFromSchemas(schemas: ResourceSchema[] = bundledSchemas): ApiModel {
  const model: ApiModel = new Map(schemas.map((schema) => [schema.$id, resourceFromSchema(schema)]));
  // A shared row whose antenne is fixed (a tree: a referential and its units), as the server's hasFixedAntenne:
  // a centre's row never points at an antenne's copy of it.
  const read = schemas.map((schema) => readResource(schema));
  for (const r of read) {
    if (typeof r.scope !== 'object' || !r.scope.shared) continue;
    const fixed =
      Boolean(r.derive[r.scope.antenne]) ||
      read.some((c) => {
        if (typeof c.scope !== 'object' || !c.scope.shared) return false;
        const via = c.derive[c.scope.antenne]?.split('.')[0];
        return via !== undefined && c.properties.some((p) => p.name === via && p.relation === r.name);
      });
    if (fixed) model.get(r.name)!.fixedAntenne = true;
  }
  return model;
}
