// What the routes of the formation domain share: the antenne and diploma named by a query parameter (404 out
// of the user's reach, as the generic item route answers), the trainee of a path and a trainee's short
// description. Parameters, ids and collections come from the request toolkit (http/request.ts).
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import type { RowOf } from '../../db/rows.ts';
import { itemIri } from '../../hydra/iri.ts';
import { getInScope } from '../../crud/read.ts';
import { pathId, queryId } from '../../http/request.ts';
import { model } from '../common.ts';

// documentUpload.ts (being restructured by another change) still imports it from here.
export { model } from '../common.ts';

/** The row of `resource` named by `value`, within the user's scope (404 otherwise: another centre's or
 * another antenne's ids). */
export async function reachable<N extends string>(
  ctx: AppContext,
  user: AuthUser,
  resource: N,
  value: unknown,
  name: string,
): Promise<RowOf<N>> {
  return getInScope(ctx.db, model(ctx, resource), user, String(queryId(resource, value, name)));
}

/** The trainee `id` of the path within the user's scope (404 otherwise). */
export function traineeOf(ctx: AppContext, user: AuthUser, id: string): Promise<RowOf<'etudiants'>> {
  return getInScope(ctx.db, model(ctx, 'etudiants'), user, String(pathId(id)));
}

const iri = (resource: string, id: number | null | undefined) =>
  id === null || id === undefined ? null : itemIri(resource, id);

/** The short description of a trainee that the trainee screens head their page with. */
export async function traineeSummary(ctx: AppContext, t: RowOf<'etudiants'>): Promise<Record<string, unknown>> {
  const res = await ctx.db.query<{
    antenne_name: string | null;
    session_name: string | null;
    diplome_id: number | null;
    diplome_name: string | null;
  }>(
    `SELECT a.name AS antenne_name, s.name AS session_name, d.id AS diplome_id, d.name AS diplome_name
     FROM antennes a LEFT JOIN diplome_sessions s ON s.id = $2 LEFT JOIN diplomes d ON d.id = s.diplome_id WHERE a.id =
       $1`,
    [t.antenne_id, t.diplome_session_id],
  );
  const x = res.rows[0];
  return {
    '@id': itemIri('etudiants', t.id),
    '@type': 'Etudiant',
    id: t.id,
    type: t.type,
    etat: t.etat,
    civility: t.civility,
    lastname: t.lastname,
    firstname: t.firstname,
    birthdate: t.birthdate,
    mail: t.mail,
    phone_number: t.phone_number,
    type_cursus: t.type_cursus,
    status: t.status,
    antenne: iri('antennes', t.antenne_id),
    antenne_name: x?.antenne_name ?? null,
    diplome_session: iri('diplome_sessions', t.diplome_session_id),
    diplome_session_name: x?.session_name ?? null,
    diplome: iri('diplomes', x?.diplome_id),
    diplome_name: x?.diplome_name ?? null,
    dt_date_entree: t.dt_date_entree,
    date_sortie_prevue: t.date_sortie_prevue,
    date_sortie: t.date_sortie,
    formation_hours: t.formation_hours,
    company_hours: t.company_hours,
  };
}
