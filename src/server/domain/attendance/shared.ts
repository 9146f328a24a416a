// What the attendance routes share: the resource models, query parsing, scoped reads on a transaction,
// write checks with the generic CRUD's French messages, and Hydra collections of plain members.
import type { Queryable } from '../../db/index.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { NamedModel, RowOf } from '../../db/rows.ts';
import { canReachAntenne, canWrite, scopeCondition, type AuthUser, type WriteAction } from '../../auth/access.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { collectionIri, idFromIri } from '../../hydra/iri.ts';

export const R = {
  events: 'scheduler_events',
  sheets: 'scheduler_event_emargements',
  lines: 'scheduler_event_emargement_etudiants',
  speakers: 'scheduler_speakers',
  activities: 'scheduler_activities',
  absences: 'etudiant_absences',
  pointages: 'etudiant_pointages',
  etudiants: 'etudiants',
} as const;

export { resourceModel as model, queryOf } from '../common.ts';

/** A positive id from a path or body value: a number, a numeric string or an IRI of `resource`. */
export function idParam(resource: string, value: unknown, name: string): number {
  const id = idFromIri(resource, value, true);
  if (id === undefined) throw badRequest(`Le paramètre « ${name} » doit être l'identifiant d'un élément existant.`);
  return id;
}

/** The row `id` of `r` within the user's scope (FOR UPDATE inside a transaction), else a 404. */
export async function scopedRow<N extends string>(q: Queryable, r: NamedModel<N>, user: AuthUser, id: number, lock = false): Promise<RowOf<N>> {
  const scope = scopeCondition(user, r, 2);
  const res = await q.query<RowOf<N>>(`SELECT t.* FROM "${r.table}" t WHERE t.id = $1 AND ${scope.sql}${lock ? ' FOR UPDATE' : ''}`, [id, ...scope.params]);
  if (!res.rows[0]) throw notFound();
  return res.rows[0];
}

/** The same write rule as the generic CRUD: guest, write roles, and the row's antenne. */
export function requireWrite(user: AuthUser, r: ResourceModel, action: WriteAction, antenneId?: number | null): void {
  if (!canWrite(user, r, action)) {
    throw forbidden(user.roles.includes('ROLE_GUEST') ? 'Votre profil invité permet seulement la consultation.' : `Vous n'avez pas les droits pour modifier cet élément (${r.label.one}).`);
  }
  if (antenneId !== undefined && !canReachAntenne(user, antenneId)) {
    throw forbidden("Vous ne pouvez pas enregistrer une donnée d'une autre antenne que la vôtre.");
  }
}

/** A hydra:Collection of already serialised members (light lists, month views). */
export function collection(path: string, className: string, members: unknown[]): Record<string, unknown> {
  return {
    '@context': `/api/contexts/${className}`,
    '@id': path.startsWith('/api') ? path : collectionIri(path),
    '@type': 'hydra:Collection',
    'hydra:totalItems': members.length,
    'hydra:member': members,
  };
}

/** The value of a required date query parameter (YYYY-MM-DD), else a French 400. */
export function dateParam(query: URLSearchParams, name: string): string {
  const v = query.get(name) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) {
    throw badRequest(`Le paramètre « ${name} » est obligatoire, au format AAAA-MM-JJ.`);
  }
  return v;
}
