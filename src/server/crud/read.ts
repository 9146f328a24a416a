// Reading rows within the user's scope: one item by id (404 when absent or out of scope), or a page of a
// collection with filters, order and pagination, returned as a hydra:Collection.
import type { Db } from '../db/index.ts';
import type { ResourceModel } from '../schema/model.ts';
import type { NamedModel, RowOf } from '../db/rows.ts';
import { scopeCondition, type AuthUser } from '../auth/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { collectionIri } from '../hydra/iri.ts';
import { itemsJson, toItem } from '../hydra/serialize.ts';
import {
  buildFilters,
  orderSql,
  hasSearch,
  orderTerms,
  searchDescription,
  type OrderTerm,
  type SqlParts,
} from './filters.ts';
import { countCapped, estimatedFew } from './count.ts';
import * as msg from '../http/messages.ts';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
/** Upper bound of an unpaginated list (pagination=false), so one request cannot dump a whole table. */
export const MAX_UNPAGINATED = 10_000;

/** An extra condition on the rows read (a resource's narrowRead hook, crud/hooks.ts), numbered from `start`. */
export type Narrow = (start: number) => { sql: string; params: unknown[] } | undefined;

/** The row `id` of `r` in the user's scope; typed by the resource's name when the model is `NamedModel<N>`. */
export async function findInScope<N extends string>(
  db: Db,
  r: NamedModel<N>,
  user: AuthUser,
  id: number,
  narrow?: Narrow,
): Promise<RowOf<N> | undefined> {
  const scope = scopeCondition(user, r, 2);
  const params = [id, ...scope.params];
  const extra = narrow?.(params.length + 1);
  if (extra) params.push(...extra.params);
  const res = await db.query<RowOf<N>>(
    `SELECT t.* FROM "${r.table}" t WHERE t.id = $1 AND ${scope.sql}${extra ? ` AND (${extra.sql})` : ''}`,
    params,
  );
  return res.rows[0];
}

export async function getInScope<N extends string>(
  db: Db,
  r: NamedModel<N>,
  user: AuthUser,
  rawId: string,
  narrow?: Narrow,
): Promise<RowOf<N>> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const row = Number.isSafeInteger(id) && id <= 2147483647 ? await findInScope(db, r, user, id, narrow) : undefined;
  if (!row) throw notFound();
  return row;
}

function positiveInt(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < (name === 'page' ? 1 : 0)) {
    throw badRequest(name === 'page' ? msg.request.badPage(raw) : msg.request.badItemsPerPage(raw));
  }
  return Number(raw);
}

/** The collection URL with its filters and the given page (hydra:view links). */
export function pageUrl(path: string, query: URLSearchParams, page?: number): string {
  return pageUrls(path, query)(page);
}

/** pageUrl of each page, the query without its page written once (a view has up to five links): `page` set after
 * its deletion comes last, so the text is the rest's, then `page=` and the number as URLSearchParams writes it (a
 * number's only character it escapes is the `+` of an exponent). */
export function pageUrls(path: string, query: URLSearchParams): (page?: number) => string {
  const q = new URLSearchParams(query);
  q.delete('page');
  const rest = q.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  return (page) => {
    const s = page === undefined ? rest : `${rest}${rest ? '&' : ''}page=${String(page).replace(/\+/g, '%2B')}`;
    return s ? `${path}?${s}` : path;
  };
}

/** WHERE (scope and filters, positional parameters from $1) and order of a collection request: shared by
 * the paginated list and the CSV export, so both return the same rows in the same order. */
export interface CollectionSql {
  where: string;
  params: unknown[];
  order: string;
  terms: OrderTerm[];
}

export function collectionSql(
  r: ResourceModel,
  user: AuthUser,
  query: URLSearchParams,
  narrow?: Narrow,
): CollectionSql {
  const scope = scopeCondition(user, r, 1);
  const parts: SqlParts = { conditions: [scope.sql], params: [...scope.params] };
  const extra = narrow?.(parts.params.length + 1);
  if (extra) {
    parts.conditions.push(`(${extra.sql})`);
    parts.params.push(...extra.params);
  }
  buildFilters(r, query, parts);
  const terms = orderTerms(r, query);
  return { where: parts.conditions.join(' AND '), params: parts.params, order: orderSql(terms), terms };
}

/**
 * API Platform's property filter: `properties[]=id&properties[]=etat` keeps only those properties of each member
 * (with `@id` and `@type`), for light lists such as the agreements of the dashboard (spec 001 section 7).
 */
export function pickProperties(
  r: ResourceModel,
  query: URLSearchParams,
  members: Record<string, unknown>[],
): Record<string, unknown>[] {
  const wanted = [...query.getAll('properties[]'), ...query.getAll('properties')];
  if (wanted.length === 0) return members;
  const known = new Set(['id', ...r.properties.map((p) => p.name)]);
  const unknown = wanted.find((name) => !known.has(name));
  if (unknown !== undefined) throw badRequest(msg.crud.unknownProperty(unknown, r.label.many.toLowerCase()));
  const keep = new Set(['@id', '@type', ...wanted]);
  return members.map((m) => Object.fromEntries(Object.entries(m).filter(([k]) => keep.has(k))));
}

const isTrue = (v: string | null) => v === 'true' || v === '1';

/** A page of a collection, before it is written out: listCollection gives it as an object, listCollectionJson as
 * the JSON text of that object. */
interface CollectionPage {
  path: string;
  count: { total: number } | undefined;
  members: Record<string, unknown>[];
  view: Record<string, unknown>;
}

async function collectionPage(
  db: Db,
  r: ResourceModel,
  user: AuthUser,
  query: URLSearchParams,
  narrow?: Narrow,
): Promise<CollectionPage> {
  const { where, params, order } = collectionSql(r, user, query, narrow);
  const paginate = !['false', '0'].includes(query.get('pagination') ?? '');
  // Partial pagination (API Platform's `partial=true`): no total, no last page; one extra row tells
  // whether a next page exists.
  const partial = paginate && isTrue(query.get('partial'));
  const page = positiveInt(query, 'page') ?? 1;
  const perPage = Math.min(positiveInt(query, 'itemsPerPage') ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
  const limit = paginate ? perPage + (partial ? 1 : 0) : MAX_UNPAGINATED;
  const offset = paginate ? (page - 1) * perPage : 0;
  const n = params.length;
  // A text search (`q`) on a large table that the planner expects to find few rows: those rows are read first
  // (the search's trigram indexes) and then sorted. Left to itself, the planner walks the sort's index and filters,
  // counting on the matches being spread along it; the homonyms a surname search finds sit together in a name
  // order, so that walk read most of the table (10 M trainees: seconds instead of milliseconds, bench P3nom).
  // Sorting at most COUNT_CAP rows costs little; a search expected to match more keeps the walk, which soon
  // finds a page of them.
  const few = hasSearch(r, query) && (await estimatedFew(db, r.table, where, params));
  const from = few ? `(SELECT t.* FROM "${r.table}" t WHERE ${where} OFFSET 0) t` : `"${r.table}" t WHERE ${where}`;
  const [rows, count] = await Promise.all([
    db.query(`SELECT t.* FROM ${from} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, offset]),
    partial ? undefined : countCapped(db, r.table, where, params),
  ]);
  const hasMore = partial && rows.rows.length > perPage;
  const members = hasMore ? rows.rows.slice(0, perPage) : rows.rows;
  const path = collectionIri(r.name);
  const linkTo = pageUrls(path, query);
  const view: Record<string, unknown> = {
    '@id': linkTo(paginate ? page : undefined),
    '@type': 'hydra:PartialCollectionView',
  };
  if (paginate && count) {
    const last = Math.max(1, Math.ceil(count.total / Math.max(perPage, 1)));
    view['hydra:first'] = linkTo(1);
    view['hydra:last'] = linkTo(last);
    if (page > 1) view['hydra:previous'] = linkTo(Math.min(page - 1, last));
    if (page < last) view['hydra:next'] = linkTo(page + 1);
  } else if (partial) {
    view['hydra:first'] = linkTo(1);
    if (page > 1) view['hydra:previous'] = linkTo(page - 1);
    if (hasMore) view['hydra:next'] = linkTo(page + 1);
  }
  return { path, count, members, view };
}

/** Whether the query keeps only some properties of each member (pickProperties). */
const picksProperties = (query: URLSearchParams) => query.has('properties[]') || query.has('properties');

export async function listCollection(
  db: Db,
  r: ResourceModel,
  user: AuthUser,
  query: URLSearchParams,
  narrow?: Narrow,
) {
  const { path, count, members, view } = await collectionPage(db, r, user, query, narrow);
  return {
    '@context': `/api/contexts/${r.className}`,
    '@id': path,
    '@type': 'hydra:Collection',
    ...(count ? { 'hydra:totalItems': count.total } : {}),
    'hydra:member': pickProperties(
      r,
      query,
      members.map((row) => toItem(r, row)),
    ),
    'hydra:view': view,
    'hydra:search': searchDescription(r, path),
  };
}

const searchTexts = new WeakMap<object, string>();

/** The JSON text of hydra:search, the same object for every page of a collection (searchDescription): written once. */
function searchJson(r: ResourceModel, path: string): string {
  const description = searchDescription(r, path);
  let text = searchTexts.get(description);
  if (text === undefined) searchTexts.set(description, (text = JSON.stringify(description)));
  return text;
}

/** `JSON.stringify(await listCollection(…))`, byte for byte, without building the page's items as objects (the
 * list call's answer, bench P2): the members written from the rows (hydra/serialize.ts itemsJson), hydra:search's
 * text kept per collection. */
export async function listCollectionJson(
  db: Db,
  r: ResourceModel,
  user: AuthUser,
  query: URLSearchParams,
  narrow?: Narrow,
): Promise<string> {
  const { path, count, members, view } = await collectionPage(db, r, user, query, narrow);
  const membersJson = picksProperties(query)
    ? JSON.stringify(
        pickProperties(
          r,
          query,
          members.map((row) => toItem(r, row)),
        ),
      )
    : itemsJson(r, members);
  const total = count ? `,"hydra:totalItems":${JSON.stringify(count.total)}` : '';
  return (
    `{"@context":${JSON.stringify(`/api/contexts/${r.className}`)},"@id":${JSON.stringify(path)},` +
    `"@type":"hydra:Collection"${total},"hydra:member":${membersJson},"hydra:view":${JSON.stringify(view)},` +
    `"hydra:search":${searchJson(r, path)}}`
  );
}
