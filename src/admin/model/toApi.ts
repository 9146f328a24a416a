// Builds the api-doc-parser `Api` object from our model, so the Hydra data provider skips the documentation
// request (a custom apiDocumentationParser). Filters become Hydra search parameters (with `id` for getMany),
// edits are merge-patch PATCH as our server expects.
import { Api, Field, Operation, Parameter, Resource } from '@api-platform/api-doc-parser/core';
import type { ApiDocumentationParserResponse } from '@api-platform/admin';
import type { ApiModel, FieldModel, ResourceModel } from './types.ts';

const RANGES: Record<string, string> = {
  integer: 'http://www.w3.org/2001/XMLSchema#integer',
  enum: 'http://www.w3.org/2001/XMLSchema#integer',
  number: 'http://www.w3.org/2001/XMLSchema#decimal',
  boolean: 'http://www.w3.org/2001/XMLSchema#boolean',
  date: 'http://www.w3.org/2001/XMLSchema#date',
  datetime: 'http://www.w3.org/2001/XMLSchema#dateTime',
};

function parametersOf(model: ResourceModel): Parameter[] {
  const params = [new Parameter('id', null, false, 'Identifiants (getMany)')];
  for (const field of model.fields) {
    for (const kind of field.filters) {
      if (kind === 'exact' || kind === 'partial') params.push(new Parameter(field.name, null, false, ''));
      if (kind === 'exists') params.push(new Parameter(`exists[${field.name}]`, null, false, ''));
      if (kind === 'date') {
        for (const op of ['after', 'before']) params.push(new Parameter(`${field.name}[${op}]`, null, false, ''));
      }
    }
    if (field.sortable) params.push(new Parameter(`order[${field.name}]`, null, false, ''));
  }
  return params;
}

function fieldOf(field: FieldModel, entrypoint: string): Field {
  return new Field(field.name, {
    id: `${entrypoint}/docs.jsonld#${field.name}`,
    range: RANGES[field.kind] ?? 'http://www.w3.org/2001/XMLSchema#string',
    reference: field.reference ? `${entrypoint}/${field.reference}` : null,
    maxCardinality: field.reference ? 1 : null,
    required: field.required,
    nullable: field.nullable,
    description: field.label,
  });
}

export function apiFromModel(model: ApiModel, entrypoint: string): Api {
  const resources = [...model.values()].map((res) => {
    const fields = res.fields.map((field) => fieldOf(field, entrypoint));
    const parameters = parametersOf(res);
    return new Resource(res.name, `${entrypoint}/${res.name}`, {
      id: `${entrypoint}/docs.jsonld#${res.name}`,
      title: res.labelMany,
      fields,
      readableFields: fields.filter((f) => !res.fields.find((m) => m.name === f.name)?.writeOnly),
      writableFields: fields.filter((f) => !res.fields.find((m) => m.name === f.name)?.readOnly),
      parameters,
      getParameters: () => Promise.resolve(parameters),
      operations: [
        new Operation('Lister', 'list', { method: 'GET' }),
        new Operation('Créer', 'create', { method: 'POST' }),
        new Operation('Afficher', 'show', { method: 'GET' }),
        new Operation('Modifier', 'edit', { method: 'PATCH' }),
        new Operation('Supprimer', 'delete', { method: 'DELETE' }),
      ],
    });
  });
  return new Api(entrypoint, { title: 'API', resources });
}

/** An apiDocumentationParser answering from the model, without any request. */
export function schemaDocumentationParser(model: ApiModel) {
  return (entrypoint: string): Promise<ApiDocumentationParserResponse> =>
    Promise.resolve({
      api: apiFromModel(model, entrypoint.replace(/\/+$/, '')),
      response: new Response(null, { status: 200 }),
      status: 200,
    });
}
