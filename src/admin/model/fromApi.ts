// Builds the admin model from a parsed Hydra documentation (introspection of any API Platform backend).
// Labels are guessed from names (resource files can override them); enums come from the documentation.
import type { Api, Field, Resource } from '@api-platform/api-doc-parser';
import type { ApiModel, Choice, FieldKind, FieldModel, ResourceModel } from './types.ts';
import { humanise } from './humanise.ts';

const XSD = 'http://www.w3.org/2001/XMLSchema#';

function kindOf(field: Field): FieldKind {
  if (field.reference && field.maxCardinality === 1) return 'relation';
  if (field.reference) return 'array';
  if (field.enum) return 'enum';
  const range = field.range ?? '';
  if (range === `${XSD}boolean`) return 'boolean';
  if (range === `${XSD}integer`) return 'integer';
  if (range === `${XSD}decimal` || range === `${XSD}float` || range === `${XSD}double`) return 'number';
  if (range === `${XSD}date`) return 'date';
  if (range === `${XSD}dateTime`) return 'datetime';
  return 'string';
}

function referenceName(field: Field): string | undefined {
  const ref = field.reference;
  if (!ref) return undefined;
  return typeof ref === 'string' ? ref.replace(/\/+$/, '').split('/').pop() : ref.name;
}

function fieldOf(field: Field, resource: Resource): FieldModel {
  const choices: Choice[] | undefined = field.enum
    ? Object.entries(field.enum).map(([name, id]) => ({ id, name }))
    : undefined;
  const writable = resource.writableFields?.some((f) => f.name === field.name) ?? true;
  const readable = resource.readableFields?.some((f) => f.name === field.name) ?? true;
  return {
    name: field.name,
    label: humanise(field.name),
    kind: kindOf(field),
    required: field.required === true,
    nullable: field.nullable !== false,
    readOnly: !writable,
    writeOnly: !readable,
    choices,
    reference: referenceName(field),
    filters: [],
    sortable: false,
  };
}

export function modelFromApi(api: Api): ApiModel {
  const model: ApiModel = new Map();
  for (const resource of api.resources ?? []) {
    const fields = (resource.fields ?? []).map((field) => fieldOf(field, resource));
    const res: ResourceModel = {
      name: resource.name,
      labelOne: resource.title ?? humanise(resource.name),
      labelMany: humanise(resource.name),
      representation: fields.find((f) => f.name === 'name')?.name ?? 'id',
      fields,
    };
    model.set(resource.name, res);
  }
  return model;
}
