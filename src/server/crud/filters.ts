// Query-string filters of a collection (x-filter of the schema, plus id/id[] everywhere), turned into SQL
// conditions with positional parameters. Unknown parameters are ignored, as API Platform does; a known
// filter with an unusable value is a 400 with a French message.
import type { PropertyModel, ResourceModel } from '../schema/model.ts';
import { badRequest } from '../http/errors.ts';
import { idFromIri } from '../hydra/iri.ts';
import * as msg from '../http/messages.ts';

export interface SqlParts {
  conditions: string[];
  params: unknown[];
}

const DATE_OPS: Record<string, string> = { after: '>=', before: '<=', strictly_after: '>', strictly_before: '<' };
const RANGE_OPS: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

const invalid = (param: string, value: string) =>
  badRequest(msg.crud.badFilter(value, param));

/** A query-string value converted to the column's type. */
function coerce(p: PropertyModel, param: string, raw: string): unknown {
  if (p.relation) {
    const id = idFromIri(p.relation, raw, true);
    if (id === undefined) throw invalid(param, raw);
    return id;
  }
  if (p.type === 'integer') {
    if (!/^-?\d+$/.test(raw)) throw invalid(param, raw);
    return Number(raw);
  }
  if (p.type === 'number') {
    if (raw.trim() === '' || !Number.isFinite(Number(raw))) throw invalid(param, raw);
    return Number(raw);
  }
  if (p.type === 'boolean') {
    if (['true', '1'].includes(raw)) return true;
    if (['false', '0'].includes(raw)) return false;
    throw invalid(param, raw);
  }
  if (p.format === 'date' || p.format === 'date-time') {
    if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/.test(raw) || Number.isNaN(Date.parse(raw.slice(0, 10)))) {
      throw invalid(param, raw);
    }
    return raw;
  }
  return raw;
}

/** Values of `name`, `name[]` and `name[0]`, `name[1]`... (the Hydra data provider indexes arrays);
 * empty values are "no filter" (forms send them), as API Platform treats them. */
function valuesOf(query: URLSearchParams, name: string): string[] {
  const out: string[] = [];
  for (const [key, value] of query) {
    if (value === '') continue;
    if (key === name || key === `${name}[]` || (key.startsWith(`${name}[`) && /^\[\d+\]$/.test(key.slice(name.length)))) out.push(value);
  }
  return out;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function buildFilters(r: ResourceModel, query: URLSearchParams, parts: SqlParts): void {
  const add = (sql: (n: string) => string, value: unknown) => {
    parts.params.push(value);
    parts.conditions.push(sql(`$${parts.params.length}`));
  };
  const addIn = (col: string, values: unknown[]) => {
    if (values.length === 0) return;
    const refs = values.map((v) => {
      parts.params.push(v);
      return `$${parts.params.length}`;
    });
    parts.conditions.push(`t."${col}" IN (${refs.join(', ')})`);
  };

  // id / id[] (react-admin's getMany), on every resource.
  const ids = valuesOf(query, 'id');
  if (ids.length > 0) {
    addIn('id', ids.map((v) => {
      const id = idFromIri(r.name, v, true);
      if (id === undefined) throw invalid('id', v);
      return id;
    }));
  }

  for (const p of r.properties) {
    const col = `t."${p.column}"`;
    const values = valuesOf(query, p.name);
    if (values.length > 0 && p.filters.includes('exact')) {
      addIn(p.column, values.map((v) => coerce(p, p.name, v)));
    } else if (values.length > 0 && p.filters.includes('partial')) {
      const ors = values.map((v) => {
        parts.params.push(`%${escapeLike(v)}%`);
        return `${col}::text ILIKE $${parts.params.length}`;
      });
      parts.conditions.push(`(${ors.join(' OR ')})`);
    }
    if (p.filters.includes('date')) {
      for (const [key, opr] of Object.entries(DATE_OPS)) {
        const v = query.get(`${p.name}[${key}]`);
        if (v) add((n) => `${col} ${opr} ${n}`, coerce(p, `${p.name}[${key}]`, v));
      }
    }
    if (p.filters.includes('range')) {
      for (const [key, opr] of Object.entries(RANGE_OPS)) {
        const v = query.get(`${p.name}[${key}]`);
        if (v) add((n) => `${col} ${opr} ${n}`, coerce(p, `${p.name}[${key}]`, v));
      }
      const between = query.get(`${p.name}[between]`);
      if (between) {
        const [lo, hi] = between.split('..');
        if (lo === undefined || hi === undefined) throw invalid(`${p.name}[between]`, between);
        add((n) => `${col} >= ${n}`, coerce(p, `${p.name}[between]`, lo));
        add((n) => `${col} <= ${n}`, coerce(p, `${p.name}[between]`, hi));
      }
    }
    if (p.filters.includes('exists')) {
      const v = query.get(`exists[${p.name}]`);
      if (v) {
        if (!['true', 'false', '1', '0'].includes(v)) throw invalid(`exists[${p.name}]`, v);
        parts.conditions.push(`${col} IS ${v === 'true' || v === '1' ? 'NOT ' : ''}NULL`);
      }
    }
  }
}

export interface OrderTerm {
  column: string;
  desc: boolean;
}

/** Sort terms from order[prop]=asc|desc (x-order properties only), then id for a stable, total order. */
export function orderTerms(r: ResourceModel, query: URLSearchParams): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const [key, value] of query) {
    const m = /^order\[(.+)\]$/.exec(key);
    if (!m) continue;
    const name = m[1]!;
    const p = r.byName.get(name);
    if (name !== 'id' && (!p || !p.order)) throw badRequest(msg.crud.badOrder(name));
    const dir = value.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(msg.crud.badOrderDirection(value));
    terms.push({ column: p ? p.column : 'id', desc: dir === 'desc' });
  }
  if (!terms.some((t) => t.column === 'id')) terms.push({ column: 'id', desc: false });
  return terms;
}

/** ORDER BY of the terms. NULL always sorts as the smallest value (first ascending, last descending),
 * which the keyset pagination of exports relies on. */
export function buildOrder(r: ResourceModel, query: URLSearchParams): string {
  return orderTerms(r, query)
    // id is never NULL: a bare ASC/DESC lets the primary-key index serve the order.
    .map((t) => `t."${t.column}" ${t.desc ? 'DESC' : 'ASC'}${t.column === 'id' ? '' : t.desc ? ' NULLS LAST' : ' NULLS FIRST'}`)
    .join(', ');
}

const searchDescriptions = new WeakMap<ResourceModel, Map<string, Record<string, unknown>>>();

/** The hydra:search of a collection: the same for every page, so built once per resource and path. */
export function searchDescription(r: ResourceModel, collectionPath: string): Record<string, unknown> {
  let byPath = searchDescriptions.get(r);
  if (!byPath) searchDescriptions.set(r, (byPath = new Map()));
  let description = byPath.get(collectionPath);
  if (!description) byPath.set(collectionPath, (description = buildSearchDescription(r, collectionPath)));
  return description;
}

/** hydra:search: the IRI template and one mapping per accepted variable. */
function buildSearchDescription(r: ResourceModel, collectionPath: string): Record<string, unknown> {
  const mapping: { variable: string; property: string }[] = [
    { variable: 'id', property: 'id' },
    { variable: 'id[]', property: 'id' },
  ];
  for (const p of r.properties) {
    const add = (variable: string) => mapping.push({ variable, property: p.name });
    if (p.filters.includes('exact')) (add(p.name), add(`${p.name}[]`));
    else if (p.filters.includes('partial')) add(p.name);
    if (p.filters.includes('date')) Object.keys(DATE_OPS).forEach((k) => add(`${p.name}[${k}]`));
    if (p.filters.includes('range')) [...Object.keys(RANGE_OPS), 'between'].forEach((k) => add(`${p.name}[${k}]`));
    if (p.filters.includes('exists')) add(`exists[${p.name}]`);
  }
  for (const p of r.properties) if (p.order) mapping.push({ variable: `order[${p.name}]`, property: p.name });
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${collectionPath}{?${mapping.map((m) => m.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': mapping.map((m) => ({ '@type': 'IriTemplateMapping', ...m, required: false })),
  };
}
