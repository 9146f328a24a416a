// Dashboard calls (spec 001 section 7, Statistics and dashboard), each within the user's scope and for one
// antenne or all (`antenne`, 'Toutes'):
// - GET /api/antennes_dashboard: per antenne, its trainees present and left, candidates, diploma sessions,
//   active providers, agreements and companies, plus the totals;
// - GET /api/antennes_stats_detail/{id}: one antenne's counts and its trainee statistics (per state, sex,
//   diploma, level, course), 404 outside the user's scope;
// - GET /api/prestataires_dashboard: providers per state, type, mission, attachment status, competence type
//   and antenne, documents expired or expiring within 30 days, providers attached to an active agreement;
// - GET /api/student_opco_dashboard (type=1, etat=0): the trainees' current contract (latest by start date) per
//   OPCO: trainees, running contracts, broken ones; trainees without contract or without OPCO.
// Every count is one grouped query over indexed columns (cfa_id, antenne_id, etat, relations).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import { etats_entite } from '../../../shared/reference/general.ts';
import { etats_etudiant, types_etudiant } from '../../../shared/reference/etudiants.ts';
import {
  missions_prestataire,
  statuts_rattachement,
  types_prestataire,
} from '../../../shared/reference/prestataires.ts';
import { opcos } from '../../../shared/reference/financement.ts';
import { parentRow } from '../common.ts';
import { collection, intParam, queryOf, type IdRequest, withQuery, q } from '../../http/request.ts';
import { antenneOf, overList, where } from './dashboardScope.ts';
import { computeStatistics } from './statisticsRoutes.ts';
import { TODAY } from '../../db/today.ts';

const COUNTS: [string, string][] = [
  [
    'stagiaires',
    'SELECT antenne_id AS a, count(*)::int AS n FROM etudiants t WHERE {w} AND t.type = 1 AND t.etat = 0 GROUP BY 1',
  ],
  [
    'sortis',
    'SELECT antenne_id AS a, count(*)::int AS n FROM etudiants t WHERE {w} AND t.type = 1 AND t.etat = 1 GROUP BY 1',
  ],
  [
    'candidats',
    'SELECT antenne_id AS a, count(*)::int AS n FROM etudiants t WHERE {w} AND t.type = 0 AND t.etat = 0 GROUP BY 1',
  ],
  [
    'sessions',
    'SELECT antenne_id AS a, count(*)::int AS n FROM antenne_diplome_sessions t WHERE {w} AND t.etat = 0 GROUP BY 1',
  ],
  [
    'prestataires',
    'SELECT antenne_id AS a, count(*)::int AS n FROM prestataires t WHERE {w} AND t.etat = 0 GROUP BY 1',
  ],
  [
    'conventions',
    'SELECT antenne_id AS a, count(*)::int AS n FROM antenne_conventions t WHERE {w} AND t.etat = 0 AND t.type = 0 ' +
      'GROUP BY 1',
  ],
  [
    'avenants',
    'SELECT antenne_id AS a, count(*)::int AS n FROM antenne_conventions t WHERE {w} AND t.etat = 0 AND t.type = 1 ' +
      'GROUP BY 1',
  ],
  ['entreprises', 'SELECT antenne_id AS a, count(*)::int AS n FROM entreprises t WHERE {w} AND t.etat = 0 GROUP BY 1'],
];

export async function antenneCounts(ctx: AppContext, user: AuthUser, antenne: number | null) {
  const params: unknown[] = [];
  const w = where(user, antenne, params);
  const perKey = new Map<string, Map<number, number>>();
  for (const [key, sql] of COUNTS) {
    const rows = (await ctx.db.query<{ a: number; n: number }>(sql.replace('{w}', w), params)).rows;
    perKey.set(key, new Map(rows.map((r) => [r.a, r.n])));
  }
  const antennes = (
    await ctx.db.query<{ id: number; name: string; city: string | null; is_siege: boolean }>(
      `SELECT id, name, city, is_siege FROM antennes t WHERE ${where(user, antenne, [], 't', 'id')} AND t.etat = 0 ORDER
        BY t.is_siege DESC, t.name, t.id`,
      antenne === null ? [user.cfaId] : [user.cfaId, antenne],
    )
  ).rows;
  const members = antennes.map((a) => ({
    '@id': itemIri('antennes', a.id),
    '@type': 'Antenne',
    id: a.id,
    name: a.name,
    city: a.city,
    is_siege: a.is_siege,
    ...Object.fromEntries(COUNTS.map(([k]) => [k, perKey.get(k)!.get(a.id) ?? 0])),
  }));
  const totals = Object.fromEntries(COUNTS.map(([k]) => [k, [...perKey.get(k)!.values()].reduce((s, n) => s + n, 0)]));
  return { members, totals };
}

const grouped = async (ctx: AppContext, sql: string, params: unknown[]) =>
  new Map((await ctx.db.query<{ k: unknown; n: number }>(sql, params)).rows.map((r) => [r.k, r.n]));

async function providersDashboard(ctx: AppContext, user: AuthUser, antenne: number | null) {
  const params: unknown[] = [];
  const w = where(user, antenne, params);
  const active = `${w} AND t.etat = 0`;
  const q1 = (sql: string) => ctx.db.query<Record<string, number>>(sql, params).then((r) => r.rows[0]!);
  const totals = await q1(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE t.etat = 0)::int AS actifs FROM prestataires t WHERE ${w}`,
  );
  const docs = await q1(`SELECT count(*) FILTER (WHERE d.date_expiration < ${TODAY})::int AS expires,
      count(*) FILTER (WHERE d.date_expiration >= ${TODAY} AND d.date_expiration < ${TODAY} + 30)::int AS
        expirant_30_jours
    FROM prestataire_documents d JOIN prestataires t ON t.id = d.prestataire_id WHERE ${active} AND d.etat = 0`);
  const attached = await q1(`SELECT count(*)::int AS n FROM prestataires t WHERE ${active} AND EXISTS (SELECT 1 FROM
      prestataire_conventions pc
      JOIN antenne_conventions c ON c.id = pc.antenne_convention_id WHERE pc.prestataire_id = t.id AND pc.etat = 0 AND
        c.etat = 0)`);
  const competences = (
    await ctx.db.query<{ id: number; name: string; n: number }>(
      `SELECT ct.id, ct.name, count(DISTINCT t.id)::int AS n FROM prestataire_competence_types ct
     LEFT JOIN prestataire_competences pc ON pc.competence_type_id = ct.id AND pc.etat = 0
     LEFT JOIN prestataires t ON t.id = pc.prestataire_id AND ${active}
     WHERE ct.cfa_id = $1 AND ct.etat = 0 GROUP BY ct.id, ct.name ORDER BY ct.name, ct.id`,
      params,
    )
  ).rows;
  const perAntenne = await grouped(
    ctx,
    `SELECT t.antenne_id AS k, count(*)::int AS n FROM prestataires t WHERE ${active} GROUP BY 1`,
    params,
  );
  const antennes = (
    await ctx.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM antennes t WHERE ${where(user, antenne, [], 't', 'id')} AND NOT t.is_siege ORDER BY name,
        id`,
      antenne === null ? [user.cfaId] : [user.cfaId, antenne],
    )
  ).rows;
  return {
    total: totals.total,
    actifs: totals.actifs,
    archives: totals.total! - totals.actifs!,
    rattaches_a_une_convention: attached.n,
    documents: { expires: docs.expires, expirant_30_jours: docs.expirant_30_jours },
    par_etat: overList(
      etats_entite,
      await grouped(ctx, `SELECT t.etat AS k, count(*)::int AS n FROM prestataires t WHERE ${w} GROUP BY 1`, params),
    ),
    par_type: overList(
      types_prestataire,
      await grouped(
        ctx,
        `SELECT t.type AS k, count(*)::int AS n FROM prestataires t WHERE ${active} GROUP BY 1`,
        params,
      ),
    ),
    par_mission: overList(
      missions_prestataire,
      await grouped(
        ctx,
        `SELECT t.mission AS k, count(*)::int AS n FROM prestataires t WHERE ${active} GROUP BY 1`,
        params,
      ),
    ),
    par_statut_rattachement: overList(
      statuts_rattachement,
      await grouped(
        ctx,
        `SELECT t.statut_rattachement AS k, count(*)::int AS n FROM prestataires t WHERE ${active} GROUP BY 1`,
        params,
      ),
    ),
    par_competence_type: competences.map((c) => ({
      '@id': itemIri('prestataire_competence_types', c.id),
      id: c.id,
      label: c.name,
      total: c.n,
    })),
    par_antenne: antennes.map((a) => ({
      '@id': itemIri('antennes', a.id),
      id: a.id,
      label: a.name,
      total: perAntenne.get(a.id) ?? 0,
    })),
  };
}

async function opcoDashboard(ctx: AppContext, user: AuthUser, q: URLSearchParams) {
  const antenne = await antenneOf(ctx, user, q.get('antenne'));
  const type = intParam(q, 'type', { allowed: types_etudiant.map((t) => t.id), all: true });
  const etat = intParam(q, 'etat', { allowed: etats_etudiant.map((e) => e.id), all: true });
  const params: unknown[] = [];
  let w = where(user, antenne, params);
  if (type !== undefined) w += ` AND t.type = $${params.push(type)}`;
  if (etat !== undefined) w += ` AND t.etat = $${params.push(etat)}`;
  const rows = (
    await ctx.db.query<{
      opco: number | null;
      has_contract: boolean;
      stagiaires: number;
      en_cours: number;
      rompus: number;
    }>(
      `SELECT c.opco, c.id IS NOT NULL AS has_contract, count(*)::int AS stagiaires,
        count(*) FILTER (WHERE c.date_rupture IS NULL AND (c.date_fin IS NULL OR c.date_fin >= ${TODAY}))::int AS
          en_cours,
        count(*) FILTER (WHERE c.date_rupture IS NOT NULL)::int AS rompus
     FROM etudiants t
     LEFT JOIN LATERAL (SELECT k.id, k.opco, k.date_fin, k.date_rupture FROM etudiant_contrats k WHERE k.etudiant_id =
       t.id AND k.etat = 0
       ORDER BY k.date_debut DESC, k.id DESC LIMIT 1) c ON true
     WHERE ${w} GROUP BY 1, 2`,
      params,
    )
  ).rows;
  const members = opcos.map((o) => {
    const r = rows.find((x) => x.opco === o.id);
    return {
      id: o.id,
      label: o.label,
      stagiaires: r?.stagiaires ?? 0,
      contrats_en_cours: r?.en_cours ?? 0,
      contrats_rompus: r?.rompus ?? 0,
    };
  });
  const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + r.stagiaires, 0);
  return {
    ...collection('/api/student_opco_dashboard', 'Etudiant', members),
    '@type': 'hydra:Collection',
    filtres: {
      antenne: antenne === null ? 'Toutes' : itemIri('antennes', antenne),
      type: type ?? -1,
      etat: etat ?? -1,
    },
    total_stagiaires: sum(() => true),
    sans_contrat: sum((r) => !r.has_contract),
    contrat_sans_opco: sum((r) => r.has_contract && r.opco === null),
  };
}

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/antennes_dashboard',
    withQuery({ properties: { antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).') } }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const antenne = await antenneOf(ctx, user, queryOf(request).get('antenne'));
      const { members, totals } = await antenneCounts(ctx, user, antenne);
      return sendJsonLd(reply, 200, { ...collection('/api/antennes_dashboard', 'Antenne', members), totaux: totals });
    },
  );

  app.get('/api/antennes_stats_detail/:id', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const antenne = await parentRow(ctx, 'antennes', user, request.params.id);
    const { totals } = await antenneCounts(ctx, user, antenne.id);
    const {
      options: _options,
      par_antenne: _parAntenne,
      ...statistiques
    } = await computeStatistics(ctx, user, { antenne: antenne.id, type: 1 });
    return sendJsonLd(reply, 200, {
      '@context': '/api/contexts/Antenne',
      '@id': `/api/antennes_stats_detail/${antenne.id}`,
      '@type': 'AntenneStatsDetail',
      antenne: itemIri('antennes', antenne.id),
      id: antenne.id,
      name: antenne.name,
      city: antenne.city,
      ...totals,
      statistiques,
    });
  });

  app.get(
    '/api/prestataires_dashboard',
    withQuery({ properties: { antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).') } }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const antenne = await antenneOf(ctx, user, queryOf(request).get('antenne'));
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/Prestataire',
        '@id': '/api/prestataires_dashboard',
        '@type': 'PrestatairesDashboard',
        antenne: antenne === null ? 'Toutes' : itemIri('antennes', antenne),
        ...(await providersDashboard(ctx, user, antenne)),
      });
    },
  );

  app.get(
    '/api/student_opco_dashboard',
    withQuery({
      properties: {
        antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).'),
        type: q.text('Le type de stagiaire (liste de référence types_etudiant).'),
        etat: q.text('L’état des stagiaires (liste de référence etats_etudiant).'),
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      return sendJsonLd(reply, 200, await opcoDashboard(ctx, user, queryOf(request)));
    },
  );
}
