// What the routes of the formation domain share: resource models, query parsing with French 400s, the
// antenne and diploma named by a parameter (404 out of the user's reach, as the generic item route
// answers), a trainee's short description, and Hydra collections (plain or paginated).
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import type { NamedModel, RowOf } from '../../db/rows.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { idFromIri, itemIri } from '../../hydra/iri.ts';
import { getInScope, pageUrl } from '../../crud/read.ts';
import { collection, resourceModel } from '../common.ts';

export { collection, queryOf, type IdRequest } from '../common.ts';

export const model = <N extends string>(ctx: AppContext, name: N): NamedModel<N> => resourceModel(ctx.registry, name);

/** An optional integer parameter (etat, type...): absent or empty is undefined, anything else not an integer a 400. */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const v = query.get(name);
  if (v === null || v === '') return undefined;
  if (!/^-?\d{1,9}$/.test(v)) throw badRequest(`Le paramètre « ${name} » doit être un nombre entier.`);
  return Number(v);
}

/** The id named by a parameter value (IRI of `resource` or bare id), else a 400 naming the parameter. */
export function idOf(resource: string, value: unknown, name: string): number {
  const id = idFromIri(resource, value, true);
  if (id === undefined) throw badRequest(`Le paramètre « ${name} » doit être l'identifiant ou l'IRI d'un élément existant.`);
  return id;
}

/** A required parameter, else a 400 in French. */
export function required(query: URLSearchParams, name: string): string {
  const v = query.get(name);
  if (v === null || v.trim() === '') throw badRequest(`Le paramètre « ${name} » est obligatoire.`);
  return v;
}

/** The row of `resource` named by `value`, within the user's scope (404 otherwise: another centre's or
 * another antenne's ids). */
export async function reachable<N extends string>(ctx: AppContext, user: AuthUser, resource: N, value: unknown, name: string): Promise<RowOf<N>> {
  return getInScope(ctx.db, model(ctx, resource), user, String(idOf(resource, value, name)));
}

/** The trainee `id` of the path within the user's scope (404 otherwise). */
export function traineeOf(ctx: AppContext, user: AuthUser, id: string): Promise<RowOf<'etudiants'>> {
  if (!/^\d{1,9}$/.test(id)) throw notFound();
  return getInScope(ctx.db, model(ctx, 'etudiants'), user, id);
}

const iri = (resource: string, id: number | null | undefined) => (id === null || id === undefined ? null : itemIri(resource, id));

/** The short description of a trainee that the trainee screens head their page with. */
export async function traineeSummary(ctx: AppContext, t: RowOf<'etudiants'>): Promise<Record<string, unknown>> {
  const res = await ctx.db.query<{ antenne_name: string | null; session_name: string | null; diplome_id: number | null; diplome_name: string | null }>(
    `SELECT a.name AS antenne_name, s.name AS session_name, d.id AS diplome_id, d.name AS diplome_name
     FROM antennes a LEFT JOIN diplome_sessions s ON s.id = $2 LEFT JOIN diplomes d ON d.id = s.diplome_id WHERE a.id = $1`,
    [t.antenne_id, t.diplome_session_id]);
  const x = res.rows[0];
  return {
    '@id': itemIri('etudiants', t.id), '@type': 'Etudiant', id: t.id,
    type: t.type, etat: t.etat, civility: t.civility, lastname: t.lastname, firstname: t.firstname, birthdate: t.birthdate,
    mail: t.mail, phone_number: t.phone_number, type_cursus: t.type_cursus, status: t.status,
    antenne: iri('antennes', t.antenne_id), antenne_name: x?.antenne_name ?? null,
    diplome_session: iri('diplome_sessions', t.diplome_session_id), diplome_session_name: x?.session_name ?? null,
    diplome: iri('diplomes', x?.diplome_id), diplome_name: x?.diplome_name ?? null,
    dt_date_entree: t.dt_date_entree, date_sortie_prevue: t.date_sortie_prevue, date_sortie: t.date_sortie,
    formation_hours: t.formation_hours, company_hours: t.company_hours,
  };
}

/** Page and page size of a paginated call (pagination=true, page, itemsPerPage; pagination=false: all, up to 10,000). */
export function pageOf(query: URLSearchParams): { paginate: boolean; page: number; perPage: number } {
  const paginate = !['false', '0'].includes(query.get('pagination') ?? '');
  const rawPage = query.get('page');
  if (rawPage !== null && (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1)) {
    throw badRequest(`Le numéro de page « ${rawPage} » n'est pas valide : il doit être un entier supérieur ou égal à 1.`);
  }
  const rawPer = query.get('itemsPerPage');
  if (rawPer !== null && (!/^\d{1,6}$/.test(rawPer) || Number(rawPer) < 1)) {
    throw badRequest(`Le nombre d'éléments par page « ${rawPer} » n'est pas valide : il doit être un entier positif.`);
  }
  return { paginate, page: paginate ? Number(rawPage ?? 1) : 1, perPage: paginate ? Math.min(Number(rawPer ?? 30), 100) : 10_000 };
}

/** A paginated hydra:Collection: total, members of the page, and hydra:view with first/last/previous/next. */
export function pagedCollection(path: string, className: string, query: URLSearchParams, members: unknown[], total: number): Record<string, unknown> {
  const { paginate, page, perPage } = pageOf(query);
  const view: Record<string, unknown> = { '@id': pageUrl(path, query, paginate ? page : undefined), '@type': 'hydra:PartialCollectionView' };
  if (paginate) {
    const last = Math.max(1, Math.ceil(total / perPage));
    view['hydra:first'] = pageUrl(path, query, 1);
    view['hydra:last'] = pageUrl(path, query, last);
    if (page > 1) view['hydra:previous'] = pageUrl(path, query, Math.min(page - 1, last));
    if (page < last) view['hydra:next'] = pageUrl(path, query, page + 1);
  }
  return collection(path, className, members, { 'hydra:totalItems': total, 'hydra:view': view });
}
