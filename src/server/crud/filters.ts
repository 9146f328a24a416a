// Query-string filters of a collection (x-filter of the schema, the names of x-filter-paths, plus id/id[]
// everywhere), turned into SQL conditions with positional parameters. Unknown parameters are ignored, as API
// Platform does; a known filter with an unusable value is a 400 with a French message.
import type { PropertyModel, ResourceModel } from '../schema/model.ts';
import { badRequest } from '../http/errors.ts';
import { idFromIri } from '../hydra/iri.ts';
import { filterPathsOf } from '../schema/filterPaths.ts';
import * as msg from '../http/messages.ts';

export interface SqlParts {
  conditions: string[];
  params: unknown[];
}

const DATE_OPS: Record<string, string> = { after: '>=', before: '<=', strictly_after: '>', strictly_before: '<' };
const RANGE_OPS: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

const invalid = (param: string, value: string) => badRequest(msg.crud.badFilter(value, param));

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
    if (
      !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/.test(raw) ||
      Number.isNaN(Date.parse(raw.slice(0, 10)))
    ) {
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
    if (key === name || key === `${name}[]` || (key.startsWith(`${name}[`) && /^\[\d+\]$/.test(key.slice(name.length))))
      out.push(value);
  }
  return out;
}

/** Every name a filter of the query may be under: each key whole and cut before each of its `[` (`antenne[]`,
 * `dt_date_entree[after]`, `name[0]` name `antenne`, `dt_date_entree`, `name`), and the `x` of `exists[x]`. A
 * property none of them names has no condition to add (propertyConditions reads only such keys). */
function namesIn(query: URLSearchParams): Set<string> {
  const names = new Set<string>();
  for (const key of query.keys()) {
    names.add(key);
    for (let i = key.indexOf('['); i >= 0; i = key.indexOf('[', i + 1)) names.add(key.slice(0, i));
    if (key.startsWith('exists[') && key.endsWith(']')) names.add(key.slice('exists['.length, -1));
  }
  return names;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function buildFilters(r: ResourceModel, query: URLSearchParams, parts: SqlParts): void {
  // id / id[] (react-admin's getMany), on every resource.
  const ids = valuesOf(query, 'id');
  if (ids.length > 0) {
    parts.conditions.push(
      inList(
        't."id"',
        ids.map((v) => {
          const id = idFromIri(r.name, v, true);
          if (id === undefined) throw invalid('id', v);
          return id;
        }),
        parts.params,
      ),
    );
  }

  // Only the properties the query names can add a condition: the others are not looked at (a trainee has 67).
  const named = namesIn(query);
  for (const p of r.properties) {
    if (!named.has(p.name)) continue;
    parts.conditions.push(...propertyConditions(p, p.name, `t."${p.column}"`, query, parts.params));
  }
  parts.conditions.push(...searchConditions(r, query, parts.params));

  // x-filter-paths: a property of a related resource (nested IN subqueries; `.id` paths are the relation itself).
  for (const path of filterPathsOf(r)) {
    if (!named.has(path.name)) continue;
    const n = path.joins.length;
    const alias = n === 0 ? 't' : `f${n}`;
    const conditions = propertyConditions(
      path.property,
      path.name,
      `${alias}."${path.property.column}"`,
      query,
      parts.params,
    );
    if (conditions.length === 0) continue;
    let sql = conditions.join(' AND ');
    for (let i = n; i >= 1; i--) {
      const join = path.joins[i - 1]!;
      sql =
        `${i === 1 ? 't' : `f${i - 1}`}."${join.column}" IN ` +
        `(SELECT f${i}.id FROM "${join.table}" f${i} WHERE ${sql})`;
    }
    parts.conditions.push(sql);
  }
}

/** `q` (x-search): each word of the text is found, case-insensitively, in one of the searched properties
 * (« jean dupont » finds Jean Dupont; « dupont@ » his e-mail). */
function searchConditions(r: ResourceModel, query: URLSearchParams, params: unknown[]): string[] {
  if (r.search.length === 0) return [];
  const words = valuesOf(query, SEARCH_PARAM)
    .flatMap((v) => v.trim().split(/\s+/))
    .filter((w) => w !== '');
  return words.map((word) => {
    params.push(`%${escapeLike(word)}%`);
    const ref = `$${params.length}`;
    return `(${r.search.map((name) => `t."${r.byName.get(name)!.column}"::text ILIKE ${ref}`).join(' OR ')})`;
  });
}

/** Whether the query searches text (a non-empty `q` on a resource with x-search). */
export function hasSearch(r: ResourceModel, query: URLSearchParams): boolean {
  return r.search.length > 0 && valuesOf(query, SEARCH_PARAM).some((v) => v.trim() !== '');
}

/** The query parameter of the x-search text search. */
export const SEARCH_PARAM = 'q';

/** The suffix of a relation's filter that also keeps the rows without a value (`antenne[or_null]=…`). */
export const OR_NULL = 'or_null';

/** `col IN ($i, ...)` with the values pushed as parameters. */
function inList(col: string, values: unknown[], params: unknown[]): string {
  const refs = values.map((v) => {
    params.push(v);
    return `$${params.length}`;
  });
  return `${col} IN (${refs.join(', ')})`;
}

/** The conditions the query asks of one property (under the query name `name`), on the SQL expression `col`. */
function propertyConditions(
  p: PropertyModel,
  name: string,
  col: string,
  query: URLSearchParams,
  params: unknown[],
): string[] {
  const out: string[] = [];
  const add = (opr: string, value: unknown) => {
    params.push(value);
    out.push(`${col} ${opr} $${params.length}`);
  };
  const values = valuesOf(query, name);
  if (values.length > 0 && p.filters.includes('exact')) {
    out.push(
      inList(
        col,
        values.map((v) => coerce(p, name, v)),
        params,
      ),
    );
  } else if (values.length > 0 && p.filters.includes('partial')) {
    const ors = values.map((v) => {
      params.push(`%${escapeLike(v)}%`);
      return `${col}::text ILIKE $${params.length}`;
    });
    out.push(`(${ors.join(' OR ')})`);
  }
  // `name[or_null]=v`: the rows equal to v or without a value (an antenne's rows and the centre's shared ones,
  // what a record of that antenne may point at: the generic form's choices).
  const orNull = p.relation && p.filters.includes('exact') ? query.get(`${name}[${OR_NULL}]`) : null;
  if (orNull) {
    params.push(coerce(p, `${name}[${OR_NULL}]`, orNull));
    out.push(`(${col} = $${params.length} OR ${col} IS NULL)`);
  }
  if (p.filters.includes('date')) {
    for (const [key, opr] of Object.entries(DATE_OPS)) {
      const v = query.get(`${name}[${key}]`);
      if (v) add(opr, coerce(p, `${name}[${key}]`, v));
    }
  }
  if (p.filters.includes('range')) {
    for (const [key, opr] of Object.entries(RANGE_OPS)) {
      const v = query.get(`${name}[${key}]`);
      if (v) add(opr, coerce(p, `${name}[${key}]`, v));
    }
    const between = query.get(`${name}[between]`);
    if (between) {
      const [lo, hi] = between.split('..');
      if (lo === undefined || hi === undefined) throw invalid(`${name}[between]`, between);
      add('>=', coerce(p, `${name}[between]`, lo));
      add('<=', coerce(p, `${name}[between]`, hi));
    }
  }
  if (p.filters.includes('exists')) {
    const v = query.get(`exists[${name}]`);
    if (v) {
      if (!['true', 'false', '1', '0'].includes(v)) throw invalid(`exists[${name}]`, v);
      out.push(`${col} IS ${v === 'true' || v === '1' ? 'NOT ' : ''}NULL`);
    }
  }
  return out;
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
  return orderSql(orderTerms(r, query));
}

/** ORDER BY of terms already read (buildOrder). */
export function orderSql(terms: OrderTerm[]): string {
  return (
    terms
      // id is never NULL: a bare ASC/DESC lets the primary-key index serve the order.
      .map(
        (t) =>
          `t."${t.column}" ` +
          `${t.desc ? 'DESC' : 'ASC'}${t.column === 'id' ? '' : t.desc ? ' NULLS LAST' : ' NULLS FIRST'}`,
      )
      .join(', ')
  );
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
  const named: [string, PropertyModel][] = [
    ...r.properties.map((p): [string, PropertyModel] => [p.name, p]),
    ...filterPathsOf(r).map((f): [string, PropertyModel] => [f.name, f.property]),
  ];
  for (const [name, p] of named) {
    const add = (variable: string) => mapping.push({ variable, property: name });
    if (p.filters.includes('exact')) {
      add(name);
      add(`${name}[]`);
      if (p.relation) add(`${name}[${OR_NULL}]`);
    } else if (p.filters.includes('partial')) add(name);
    if (p.filters.includes('date')) Object.keys(DATE_OPS).forEach((k) => add(`${name}[${k}]`));
    if (p.filters.includes('range')) [...Object.keys(RANGE_OPS), 'between'].forEach((k) => add(`${name}[${k}]`));
    if (p.filters.includes('exists')) add(`exists[${name}]`);
  }
  if (r.search.length > 0) mapping.push({ variable: SEARCH_PARAM, property: SEARCH_PARAM });
  for (const p of r.properties) if (p.order) mapping.push({ variable: `order[${p.name}]`, property: p.name });
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${collectionPath}{?${mapping.map((m) => m.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': mapping.map((m) => ({ '@type': 'IriTemplateMapping', ...m, required: false })),
  };
}
