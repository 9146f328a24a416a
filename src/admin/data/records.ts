// Record conversions between the API (IRIs, read-only keys) and react-admin (numeric ids, relation ids).
import type { RaRecord } from 'react-admin';
import type { ResourceModel } from '../model/types.ts';
import { idFromIri, iriOf, relationId, type Id } from './iri.ts';

type Data = Record<string, unknown>;

/** Generic in its result so it fits react-admin's generic DataProvider methods. */
export function fromApi<R = RaRecord>(record: RaRecord, model: ResourceModel | undefined): R {
  const out: Data = { ...record };
  const iri = typeof record['@id'] === 'string' ? record['@id'] : String(record.id);
  out.id = idFromIri(iri);
  for (const field of model?.fields ?? []) {
    if (field.kind === 'relation' && field.name in out) out[field.name] = relationId(out[field.name]);
    if (field.kind === 'array' && field.reference && Array.isArray(out[field.name])) {
      out[field.name] = (out[field.name] as unknown[]).map(relationId);
    }
  }
  return out as R;
}

/** Radio groups give strings back: restore the choice's own id (a number for most reference lists). */
function typedValue(field: ResourceModel['fields'][number], value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (field.kind === 'enum' && field.choices) {
    const choice = field.choices.find((c) => String(c.id) === value);
    return choice ? choice.id : value;
  }
  if ((field.kind === 'integer' || field.kind === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  return value;
}

function relationValue(target: string, value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  return iriOf(target, value as Id);
}

/** The object a JSON text holds; text that is not JSON is sent as typed, for the server's French refusal. */
function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The writable part of a form's data, relations as IRIs and empty strings as null. */
export function toApi(data: Data, model: ResourceModel | undefined): Data {
  if (!model) return data;
  const out: Data = {};
  for (const field of model.fields) {
    if (!(field.name in data) || field.readOnly) continue;
    let value = data[field.name];
    if (value === undefined) continue;
    if (field.writeOnly && (value === '' || value === null)) continue;
    if (field.kind === 'relation' && field.reference) value = relationValue(field.reference, value);
    else if (field.kind === 'array' && field.reference && Array.isArray(value))
      value = value.map((v) => relationValue(field.reference!, v));
    else if (value === '' && field.kind !== 'string' && field.kind !== 'text') value = null;
    else if ((field.kind === 'json' || (field.kind === 'array' && !field.reference)) && typeof value === 'string')
      value = jsonValue(value);
    else if (value === '' && field.nullable) value = null;
    out[field.name] = typedValue(field, value);
  }
  return out;
}

/** Only the keys that changed, for a merge-patch. */
export function changedKeys(data: Data, previous: Data | undefined): Data {
  if (!previous) return data;
  const out: Data = {};
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) out[key] = value;
  }
  return out;
}

/** Filter values for the API: relation ids become IRIs, empty values are dropped. */
/** The value of an enum filter's « not given » choice (« En attente »): sent as `exists[<field>]=false`. */
export const EMPTY_CHOICE = 'vide';

export function filterToApi(filter: Data, model: ResourceModel | undefined): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === '' || value === undefined || value === null) continue;
    if (value === EMPTY_CHOICE && model?.fields.find((f) => f.name === key)?.kind === 'enum') {
      out[`exists[${key}]`] = false;
      continue;
    }
    const field = model?.fields.find((f) => f.name === key);
    if (field?.kind === 'relation' && field.reference) {
      out[key] = Array.isArray(value)
        ? value.map((v) => iriOf(field.reference!, v as Id))
        : iriOf(field.reference, value as Id);
    } else out[key] = value;
  }
  return out;
}
