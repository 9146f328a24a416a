// Builds the admin model from our resource JSON Schemas (schemas/resources/*.schema.json), bundled at build
// time: no documentation request at start.
import { referenceLists, isReferenceList } from '../../shared/reference/index.ts';
import type { ApiModel, Choice, FieldKind, FieldModel, ResourceModel } from './types.ts';
import { humanise } from './humanise.ts';
import { guessFormat } from './guessFormat.ts';
import { fieldRulesOf, type FieldRules, type RawSchema } from '../../shared/plausible/index.ts';

interface PropertySchema {
  type?: string | string[];
  format?: string;
  title?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  items?: PropertySchema;
  'x-enum'?: string;
  'x-relation'?: string;
  'x-filter'?: string[];
  'x-order'?: boolean;
}

export interface ResourceSchema {
  $id: string;
  title?: string;
  required?: string[];
  properties: Record<string, PropertySchema>;
  'x-label'?: { one: string; many: string };
  'x-representation'?: string;
}

const modules = import.meta.glob<ResourceSchema>('../../../schemas/resources/*.schema.json', {
  eager: true,
  import: 'default',
});

export const bundledSchemas: ResourceSchema[] = Object.values(modules);

export function choicesOf(enumName: string): Choice[] | undefined {
  if (!isReferenceList(enumName)) return undefined;
  return referenceLists[enumName].map((item) => ({ id: item.id, name: item.label }));
}

function kindOf(prop: PropertySchema, types: string[]): FieldKind {
  if (prop['x-relation']) return 'relation';
  if (prop['x-enum']) return types.includes('array') ? 'enumArray' : 'enum';
  if (types.includes('array')) return 'array';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (prop.format === 'date') return 'date';
  if (prop.format === 'date-time') return 'datetime';
  if (prop.format === 'email') return 'email';
  if (prop.pattern?.startsWith('^([01][0-9]|2[0-3])')) return 'time';
  if ((prop.maxLength ?? 0) > 255) return 'text';
  return 'string';
}

function fieldOf(name: string, prop: PropertySchema, required: string[], rules?: FieldRules): FieldModel {
  const types = Array.isArray(prop.type) ? prop.type : prop.type ? [prop.type] : [];
  const enumName = prop['x-enum'];
  return {
    name,
    label: prop.title ?? humanise(name),
    kind: kindOf(prop, types),
    required: required.includes(name),
    nullable: types.includes('null'),
    readOnly: prop.readOnly === true,
    writeOnly: prop.writeOnly === true,
    enumName,
    choices: enumName ? choicesOf(enumName) : undefined,
    reference: prop['x-relation'],
    filters: prop['x-filter'] ?? [],
    sortable: prop['x-order'] === true,
    defaultValue: prop.default,
    maxLength: prop.maxLength,
    // A year (an integer between 1000 and 9999) reads 2025, not "2 025".
    plainNumber: (prop.minimum ?? -1) >= 1000 && (prop.maximum ?? Infinity) <= 9999 ? true : undefined,
    format: prop['x-relation'] || prop['x-enum'] ? undefined : guessFormat(name, prop),
    rules,
  };
}

export function resourceFromSchema(schema: ResourceSchema): ResourceModel {
  const required = schema.required ?? [];
  const rules = fieldRulesOf(schema as RawSchema);
  return {
    name: schema.$id,
    labelOne: schema['x-label']?.one ?? humanise(schema.$id),
    labelMany: schema['x-label']?.many ?? humanise(schema.$id),
    representation: schema['x-representation'] ?? 'id',
    fields: Object.entries(schema.properties).map(([name, prop]) => fieldOf(name, prop, required, rules.get(name))),
  };
}

export function modelFromSchemas(schemas: ResourceSchema[] = bundledSchemas): ApiModel {
  return new Map(schemas.map((schema) => [schema.$id, resourceFromSchema(schema)]));
}
