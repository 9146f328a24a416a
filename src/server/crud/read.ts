// Reading rows within the user's scope: one item by id (404 when absent or out of scope), or a page of a
// collection with filters, order and pagination, returned as a hydra:Collection.
import type { Db, Row } from '../db/index.ts';
import type { ResourceModel } from '../schema/model.ts';
import { scopeCondition, type AuthUser } from '../auth/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { collectionIri } from '../hydra/iri.ts';
import { toItem } from '../hydra/serialize.ts';
import { buildFilters, buildOrder, searchDescription, type SqlParts } from './filters.ts';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
/** Upper bound of an unpaginated list (pagination=false), so one request cannot dump a whole table. */
export const MAX_UNPAGINATED = 10_000;

export async function findInScope(db: Db, r: ResourceModel, user: AuthUser, id: number): Promise<Row | undefined> {
  const scope = scopeCondition(user, r, 2);
  const res = await db.query(`SELECT t.* FROM "${r.table}" t WHERE t.id = $1 AND ${scope.sql}`, [id, ...scope.params]);
  return res.rows[0];
}

export async function getInScope(db: Db, r: ResourceModel, user: AuthUser, rawId: string): Promise<Row> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const row = Number.isSafeInteger(id) && id <= 2147483647 ? await findInScope(db, r, user, id) : undefined;
  if (!row) throw notFound();
  return row;
}

function positiveInt(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < (name === 'page' ? 1 : 0)) {
    throw badRequest(
      name === 'page'
        ? `Le numéro de page « ${raw} » n'est pas valide : il doit être un entier supérieur ou égal à 1.`
        : `Le nombre d'éléments par page « ${raw} » n'est pas valide : il doit être un entier positif.`,
    );
  }
  return Number(raw);
}

function pageUrl(path: string, query: URLSearchParams, page?: number): string {
  const q = new URLSearchParams(query);
  q.delete('page');
  if (page !== undefined) q.set('page', String(page));
  const s = q.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  return s ? `${path}?${s}` : path;
}

export async function listCollection(db: Db, r: ResourceModel, user: AuthUser, query: URLSearchParams) {
  const scope = scopeCondition(user, r, 1);
  const parts: SqlParts = { conditions: [scope.sql], params: [...scope.params] };
  buildFilters(r, query, parts);
  const order = buildOrder(r, query);
  const paginate = !['false', '0'].includes(query.get('pagination') ?? '');
  const page = positiveInt(query, 'page') ?? 1;
  const perPage = Math.min(positiveInt(query, 'itemsPerPage') ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
  const limit = paginate ? perPage : MAX_UNPAGINATED;
  const offset = paginate ? (page - 1) * perPage : 0;
  const where = parts.conditions.join(' AND ');
  const n = parts.params.length;
  const [rows, count] = await Promise.all([
    db.query(`SELECT t.* FROM "${r.table}" t WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...parts.params,
      limit,
      offset,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${r.table}" t WHERE ${where}`, parts.params),
  ]);
  const total = count.rows[0]?.n ?? 0;
  const path = collectionIri(r.name);
  const view: Record<string, unknown> = { '@id': pageUrl(path, query, paginate ? page : undefined), '@type': 'hydra:PartialCollectionView' };
  if (paginate) {
    const last = Math.max(1, Math.ceil(total / Math.max(perPage, 1)));
    view['hydra:first'] = pageUrl(path, query, 1);
    view['hydra:last'] = pageUrl(path, query, last);
    if (page > 1) view['hydra:previous'] = pageUrl(path, query, Math.min(page - 1, last));
    if (page < last) view['hydra:next'] = pageUrl(path, query, page + 1);
  }
  return {
    '@context': `/api/contexts/${r.className}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': rows.rows.map((row) => toItem(r, row)),
    'hydra:view': view,
    'hydra:search': searchDescription(r, path),
  };
}
