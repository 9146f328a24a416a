// Trainee lists carrying one of this domain's child collections, as the assessment and ACA screens read
// them: GET /api/stagiaires_bilan_parcours (each trainee with its etudiant_bilan_parcours list) and
// GET /api/etudiant_attest_compet_acquis (each trainee with its etudiant_acas), filtered by the trainee's
// etat and type (the calls send etat=0 and type=1), plus the same for one trainee (/{id}). The ACA list keeps
// per trainee only its latest non-archived ACA.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Row } from '../../db/index.ts';
import { sendJsonLd } from '../../http/context.ts';
import { scopeCondition, type AuthUser } from '../../auth/access.ts';
import { notFound } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { model } from '../common.ts';
import { collection, intParam, queryOf, type IdRequest, withQuery, q } from '../../http/request.ts';
import { latestAca } from '../../../shared/pedagogie/latestAca.ts';

interface Spec {
  path: string;
  child: string;
  list: string;
  order: string;
  keep?: (rows: Row[]) => Row[];
}
const LISTS: Spec[] = [
  {
    path: 'stagiaires_bilan_parcours',
    child: 'etudiant_bilan_parcours',
    list: 'etudiant_bilan_parcours',
    order: 'date_bilan DESC',
  },
  // Archived ACAs hidden, only the latest of the others kept per trainee (spec 001 "ACA"; src/shared rule).
  {
    path: 'etudiant_attest_compet_acquis',
    child: 'etudiant_acas',
    list: 'etudiant_acas',
    order: 'date_generation DESC NULLS LAST',
    keep: (rows) => {
      const latest = latestAca(
        rows.map((r) => ({
          ...r,
          id: r.id as number,
          statut: r.statut as string | null,
          date_generation: r.date_generation as string | null,
          created_at: r.created_at as string | null,
        })),
      );
      return latest ? rows.filter((r) => r.id === latest.id) : [];
    },
  },
];

async function traineesWith(
  ctx: AppContext,
  user: AuthUser,
  spec: Spec,
  where: { id?: number; etat?: number; type?: number },
) {
  const etudiants = model(ctx, 'etudiants');
  const child = model(ctx, spec.child);
  const scope = scopeCondition(user, etudiants, 1);
  const params: unknown[] = [...scope.params];
  let sql = `SELECT t.id, t.lastname, t.firstname, t.antenne_id, t.diplome_session_id, t.etat, t.type FROM etudiants t
    WHERE ${scope.sql}`;
  for (const [col, v] of Object.entries(where)) {
    if (v === undefined) continue;
    params.push(v);
    sql += ` AND t.${col} = $${params.length}`;
  }
  type Listed = Pick<
    RowOf<'etudiants'>,
    'id' | 'lastname' | 'firstname' | 'antenne_id' | 'diplome_session_id' | 'etat' | 'type'
  >;
  const trainees = (await ctx.db.query<Listed>(`${sql} ORDER BY t.lastname, t.firstname, t.id`, params)).rows;
  const ids = trainees.map((t) => t.id);
  const rows = ids.length
    ? (
        await ctx.db.query(
          `SELECT * FROM "${child.table}" WHERE etudiant_id = ANY($1::int[]) ORDER BY ${spec.order}, id DESC`,
          [ids],
        )
      ).rows
    : [];
  return trainees.map((t) => ({
    '@id': itemIri('etudiants', t.id),
    '@type': etudiants.className,
    id: t.id,
    lastname: t.lastname,
    firstname: t.firstname,
    etat: t.etat,
    type: t.type,
    antenne: t.antenne_id ? itemIri('antennes', t.antenne_id) : null,
    diplome_session: t.diplome_session_id ? itemIri('diplome_sessions', t.diplome_session_id) : null,
    [spec.list]: (spec.keep ?? ((x: Row[]) => x))(rows.filter((r) => r.etudiant_id === t.id)).map((r) =>
      toItem(child, r),
    ),
  }));
}

export function registerTraineeLists(app: FastifyInstance, ctx: AppContext): void {
  for (const spec of LISTS) {
    app.get(
      `/api/${spec.path}`,
      withQuery({
        properties: {
          etat: q.text('L’état des stagiaires (liste de référence etats_etudiant).'),
          type: q.text('Le type de stagiaire (liste de référence types_etudiant).'),
        },
      }),
      async (request, reply) => {
        const user = await ctx.auth(request);
        const q = queryOf(request);
        const members = await traineesWith(ctx, user, spec, { etat: intParam(q, 'etat'), type: intParam(q, 'type') });
        return sendJsonLd(reply, 200, collection(`/api/${spec.path}`, 'Etudiant', members));
      },
    );
    app.get(`/api/${spec.path}/:id`, async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      const [one] = Number.isNaN(id) ? [] : await traineesWith(ctx, user, spec, { id });
      if (!one) throw notFound();
      return sendJsonLd(reply, 200, { '@context': '/api/contexts/Etudiant', ...one });
    });
  }
}
