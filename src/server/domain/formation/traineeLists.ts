// Trainee lists of spec 000 section 7:
// GET /api/stagaires_pedagogie_light_list (the spec's spelling): active trainees (type 1, etat 0) for the
//   pedagogy selects, light; optional `antenne` (one id or a comma list) and at most one other key=value
//   filter of the trainees (spec 000 section 5: "Filters accept a single key-value pair only"), which
//   replaces the default of its property (type=0 lists candidates).
// GET /api/stagiaires_entretiens_dashboard (pagination=true, page, itemsPerPage, filters): the interviews
//   dashboard, one row per trainee (type 1, etat 0 unless given; the trainees' generic filters) with its
//   number of active interviews, the last one and the interview types done; `type_entretien=<id>` keeps
//   the trainees who had one of that type, `exists[entretiens]=false` those who had none.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { RowOf } from '../../db/rows.ts';
import { scopeCondition, type AuthUser } from '../../auth/access.ts';
import { badRequest } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { buildFilters, type SqlParts } from '../../crud/filters.ts';
import { referenceLabel } from '../../../shared/reference/index.ts';
import { reachable } from './shared.ts';
import { model } from '../common.ts';
import {
  collection,
  intParam,
  pageOf,
  pagedCollection,
  queryOf,
  withQuery,
  q,
  paginationQuery,
} from '../../http/request.ts';
import * as msg from './messages.ts';

const iri = (resource: string, id: number | null) => (id === null ? null : itemIri(resource, id));
type Trainee = RowOf<'etudiants'>;
type Light = Pick<
  Trainee,
  'id' | 'type' | 'etat' | 'civility' | 'lastname' | 'firstname' | 'antenne_id' | 'diplome_session_id'
>;
type Followed = Light &
  Pick<Trainee, 'dt_date_entree' | 'date_sortie_prevue'> & {
    antenne_name: string;
    n: number;
    types: number[] | null;
    last_id: number | null;
    last_type: number | null;
    last_date: string | null;
  };

/** Scope, `antenne` (id or comma list, each within reach) and the trainees' filters of `filters`. */
async function traineeWhere(
  ctx: AppContext,
  user: AuthUser,
  query: URLSearchParams,
  filters: URLSearchParams,
): Promise<SqlParts> {
  const r = model(ctx, 'etudiants');
  const scope = scopeCondition(user, r, 1);
  const parts: SqlParts = { conditions: [scope.sql], params: [...scope.params] };
  const antennes = (query.get('antenne') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (antennes.length > 0) {
    const ids = await Promise.all(antennes.map(async (a) => (await reachable(ctx, user, 'antennes', a, 'antenne')).id));
    parts.params.push(ids);
    parts.conditions.push(`t.antenne_id = ANY($${parts.params.length}::int[])`);
  }
  for (const [prop, value] of [
    ['type', '1'],
    ['etat', '0'],
  ] as const) {
    if (![...filters.keys()].some((k) => baseName(k) === prop)) filters.set(prop, value);
  }
  buildFilters(r, filters, parts);
  return parts;
}

/** The property a filter key is about: `lastname`, `diplome_session[]`, `dt_date_entree[after]`, `exists[mail]`. */
const baseName = (key: string) => /^exists\[(\w+)\]$/.exec(key)?.[1] ?? key.replace(/\[.*$/, '');

const RESERVED = new Set(['antenne', 'pagination', 'page', 'itemsPerPage', 'type_entretien', 'exists[entretiens]']);

export function registerTraineeLists(app: FastifyInstance, ctx: AppContext): void {
  const etudiants = model(ctx, 'etudiants');
  const known = (key: string) =>
    baseName(key) === 'id' || (etudiants.byName.get(baseName(key))?.filters.length ?? 0) > 0;

  app.get(
    '/api/stagaires_pedagogie_light_list',
    withQuery({
      properties: { antenne: q.id('antennes', 'L’antenne.'), pagination: paginationQuery.pagination! },
      filtersOf: 'etudiants',
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const keys = [...new Set([...query.keys()].filter((k) => k !== 'antenne' && k !== 'pagination'))];
      if (keys.length > 1) throw badRequest(msg.formation.oneFilter(keys));
      if (keys[0] !== undefined && !known(keys[0])) throw badRequest(msg.formation.unknownTraineeFilter(keys[0]!));
      const filters = new URLSearchParams(keys[0] === undefined ? [] : query.getAll(keys[0]).map((v) => [keys[0]!, v]));
      const parts = await traineeWhere(ctx, user, query, filters);
      const res = await ctx.db.query<Light>(
        `SELECT t.id, t.type, t.etat, t.civility, t.lastname, t.firstname, t.antenne_id, t.diplome_session_id FROM
          etudiants t
       WHERE ${parts.conditions.join(' AND ')} ORDER BY t.lastname, t.firstname, t.id`,
        parts.params,
      );
      const members = res.rows.map((t) => ({
        '@id': itemIri('etudiants', t.id),
        '@type': 'Etudiant',
        id: t.id,
        type: t.type,
        etat: t.etat,
        civility: t.civility,
        lastname: t.lastname,
        firstname: t.firstname,
        antenne: iri('antennes', t.antenne_id),
        diplome_session: iri('diplome_sessions', t.diplome_session_id),
      }));
      return sendJsonLd(reply, 200, collection('/api/stagaires_pedagogie_light_list', 'Etudiant', members));
    },
  );

  app.get(
    '/api/stagiaires_entretiens_dashboard',
    withQuery({
      properties: {
        antenne: q.id('antennes', 'L’antenne.'),
        type_entretien: q.text(
          'Un type d’entretien (liste de référence types_entretien) : les stagiaires qui en ont un.',
        ),
        'exists[entretiens]': q.text('true : avec au moins un entretien ; false : sans.'),
      },
      filtersOf: 'etudiants',
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const { page, perPage } = pageOf(query);
      const filters = new URLSearchParams([...query].filter(([k]) => !RESERVED.has(k)));
      const parts = await traineeWhere(ctx, user, query, filters);
      const typeEntretien = intParam(query, 'type_entretien');
      if (typeEntretien !== undefined) {
        if (referenceLabel('types_entretien', typeEntretien) === undefined)
          throw badRequest(msg.formation.unknownInterviewType(typeEntretien));
        parts.params.push(typeEntretien);
        parts.conditions.push(
          `EXISTS (SELECT 1 FROM etudiant_interviews i WHERE i.etudiant_id = t.id AND i.etat = 0 AND i.type = ` +
            `$${parts.params.length})`,
        );
      }
      const had = query.get('exists[entretiens]');
      if (had !== null) {
        if (!['true', 'false', '1', '0'].includes(had)) throw badRequest(msg.crud.badFilter(had, 'exists[entretiens]'));
        parts.conditions.push(
          `${had === 'true' || had === '1' ? '' : 'NOT '}EXISTS (SELECT 1 FROM etudiant_interviews i WHERE ` +
            `i.etudiant_id = t.id AND i.etat = 0)`,
        );
      }
      const where = parts.conditions.join(' AND ');
      const n = parts.params.length;
      const [count, rows] = await Promise.all([
        ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM etudiants t WHERE ${where}`, parts.params),
        ctx.db.query<Followed>(
          `SELECT t.id, t.type, t.etat, t.civility, t.lastname, t.firstname, t.antenne_id, t.diplome_session_id,
            t.dt_date_entree, t.date_sortie_prevue,
           a.name AS antenne_name, st.n, st.types, l.id AS last_id, l.type AS last_type, l.date_interview AS last_date
         FROM etudiants t JOIN antennes a ON a.id = t.antenne_id
         CROSS JOIN LATERAL (SELECT count(*)::int AS n, array_agg(DISTINCT i.type ORDER BY i.type) AS types FROM
           etudiant_interviews i
           WHERE i.etudiant_id = t.id AND i.etat = 0) st
         LEFT JOIN LATERAL (SELECT i.id, i.type, i.date_interview FROM etudiant_interviews i WHERE i.etudiant_id = t.id
           AND i.etat = 0
           ORDER BY i.date_interview DESC, i.id DESC LIMIT 1) l ON true
         WHERE ${where} ORDER BY t.lastname, t.firstname, t.id LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...parts.params, perPage, (page - 1) * perPage],
        ),
      ]);
      const members = rows.rows.map((t) => ({
        '@id': itemIri('etudiants', t.id),
        '@type': 'Etudiant',
        id: t.id,
        type: t.type,
        etat: t.etat,
        civility: t.civility,
        lastname: t.lastname,
        firstname: t.firstname,
        antenne: iri('antennes', t.antenne_id),
        antenne_name: t.antenne_name,
        diplome_session: iri('diplome_sessions', t.diplome_session_id),
        dt_date_entree: t.dt_date_entree,
        date_sortie_prevue: t.date_sortie_prevue,
        nb_entretiens: t.n,
        types_entretien: t.types ?? [],
        dernier_entretien:
          t.last_id === null
            ? null
            : {
                '@id': itemIri('etudiant_interviews', t.last_id),
                id: t.last_id,
                date_interview: t.last_date,
                type: t.last_type,
                type_label: referenceLabel('types_entretien', t.last_type) ?? null,
              },
      }));
      return sendJsonLd(
        reply,
        200,
        pagedCollection('/api/stagiaires_entretiens_dashboard', 'Etudiant', query, members, count.rows[0]!.n),
      );
    },
  );
}
