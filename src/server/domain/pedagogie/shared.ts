// What the pedagogy routes share: resource models, query parsing, ids from paths and bodies, the reach of a
// referential (a centre's referential is shared by its antennes, an antenne's copy stays with it), write
// checks with the generic CRUD's French messages, and Hydra collections of plain members.
import type { Queryable, Row } from '../../db/index.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { NamedModel, RowOf } from '../../db/rows.ts';
import type { Violation } from '../../schema/validate.ts';
import { canReachAntenne, canWrite, isCentreLevel, isGuest, scopeCondition, type AuthUser, type WriteAction } from '../../auth/access.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';

export const R = {
  referentiels: 'antenne_referentiels',
  unites: 'antenne_referentiel_unite_competences',
  competences: 'antenne_referentiel_competences',
  descripteurs: 'antenne_referentiel_descripteurs',
  liens: 'antenne_referentiel_diplomes',
  groupes: 'antenne_sequence_groupes',
  sequences: 'antenne_sequences',
  contents: 'antenne_sequence_contents',
  evaluations: 'antenne_evaluations',
  evalContents: 'antenne_evaluation_contents',
  documents: 'antenne_pedagogie_documents',
  conventions: 'antenne_conventions',
  media: 'media_objects',
} as const;

export { collection, resourceModel as model, queryOf, type IdRequest } from '../common.ts';

/** The body as an object, else a French 400 (as the generic CRUD answers). */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Le corps de la requête doit être un objet JSON.');
  }
  return body as Record<string, unknown>;
}

/** Id of a path segment: digits only, else the record "does not exist" (404), as the generic item route. */
export function pathId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw notFound();
  return id;
}

/** Id named in a body by an IRI of `resource`, a number or a numeric string; undefined when absent. */
export function bodyId(resource: string, value: unknown, property: string, label: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = idFromIri(resource, value, true);
  if (id === undefined) {
    throw unprocessable([{ propertyPath: property, message: `Cette valeur doit être l'identifiant ou l'IRI d'un élément « ${label} » (/api/${resource}/<id>).` }]);
  }
  return id;
}

export const required = (property: string, message: string): never => {
  throw unprocessable([{ propertyPath: property, message }]);
};

/** A row of `r` within the user's scope (the generic CRUD's rule), else 404. */
export async function scopedRow<N extends string>(q: Queryable, r: NamedModel<N>, user: AuthUser, id: number, lock = false): Promise<RowOf<N>> {
  const scope = scopeCondition(user, r, 2);
  const res = await q.query<RowOf<N>>(`SELECT t.* FROM "${r.table}" t WHERE t.id = $1 AND ${scope.sql}${lock ? ' FOR UPDATE' : ''}`, [id, ...scope.params]);
  if (!res.rows[0]) throw notFound();
  return res.rows[0];
}

/** SQL condition on referentials the user may use: its centre's, and for an antenne user only those of the
 * centre (no antenne) or of its own antenne, never another antenne's copies. */
export function referentielScope(user: AuthUser, start: number, alias = 't'): { sql: string; params: unknown[] } {
  if (isCentreLevel(user)) return { sql: `${alias}.cfa_id = $${start}`, params: [user.cfaId] };
  return {
    sql: `${alias}.cfa_id = $${start} AND (${alias}.antenne_id IS NULL OR ${alias}.antenne_id = $${start + 1})`,
    params: [user.cfaId, user.antenneId],
  };
}

/** A referential the user may use, else 404. */
export async function referentielRow(q: Queryable, user: AuthUser, id: number, lock = false): Promise<RowOf<'antenne_referentiels'>> {
  const scope = referentielScope(user, 2);
  const res = await q.query<RowOf<'antenne_referentiels'>>(`SELECT t.* FROM antenne_referentiels t WHERE t.id = $1 AND ${scope.sql}${lock ? ' FOR UPDATE' : ''}`, [id, ...scope.params]);
  if (!res.rows[0]) throw notFound("Ce référentiel n'existe pas ou n'est pas accessible.");
  return res.rows[0];
}

export function requireNotGuest(user: AuthUser): void {
  if (isGuest(user)) throw forbidden('Votre profil invité permet seulement la consultation.');
}

/** A referential is changed by its centre's users, or by the users of the antenne owning the copy. */
export function requireReferentielWrite(user: AuthUser, row: Row): void {
  requireNotGuest(user);
  if (isCentreLevel(user) || row.antenne_id === user.antenneId) return;
  throw forbidden("Ce référentiel appartient au centre : seul un utilisateur du centre peut le modifier. Copiez-le pour l'adapter à votre antenne.");
}

/** The generic CRUD's write rule: guest, write roles, and the row's antenne. */
export function requireWrite(user: AuthUser, r: ResourceModel, action: WriteAction, antenneId?: number | null): void {
  if (!canWrite(user, r, action)) {
    throw forbidden(isGuest(user) ? 'Votre profil invité permet seulement la consultation.' : `Vous n'avez pas les droits pour modifier cet élément (${r.label.one}).`);
  }
  if (antenneId !== undefined && !canReachAntenne(user, antenneId)) {
    throw forbidden("Vous ne pouvez pas enregistrer une donnée d'une autre antenne que la vôtre.");
  }
}

/** Violations of a list item, their paths prefixed with the list and the item's index. */
export const prefixed = (list: string, i: number, vs: Violation[]): Violation[] =>
  vs.map((v) => ({ propertyPath: v.propertyPath ? `${list}[${i}].${v.propertyPath}` : `${list}[${i}]`, message: v.message }));


/** ORDER BY of tree nodes: their `ordre` first (unset last), then creation order. */
export const NODE_ORDER = 'ordre ASC NULLS LAST, id ASC';
