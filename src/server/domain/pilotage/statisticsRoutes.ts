// Trainee statistics (spec 001 sections 3, 6, 7, 9): GET /api/etudiants_statistiques (initial load, etat=0 and
// type_cursus=1) and GET /api/etudiants_statistiques_filtres (annee, antenne, etat, civility, diplome,
// lastGradeLevel; the screen's names periodSelectText, sex and schoolLevel are accepted too). Both count the
// trainees (type 1 unless `type` says otherwise) matching the filters: in total, per antenne, per state, per
// sex, per diploma, per level reached before entry and per kind of course, in one grouped scan (GROUPING
// SETS) over indexed columns. `annee` keeps the trainees in training during that year (entered on or before
// 31 December, not left before 1 January). The answer also carries the filter options: the five years, the
// antennes ('Toutes' first for a centre-level user, the supervisor of the spec) and the diplomas (the
// centre's for a centre-level user, the branch's for an antenne user).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { isCentreLevel, type AuthUser } from '../../auth/access.ts';
import { badRequest } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { civilites } from '../../../shared/reference/personnes.ts';
import { etats_etudiant, types_cursus, types_etudiant } from '../../../shared/reference/etudiants.ts';
import { niveaux_formation } from '../../../shared/reference/financement.ts';
import { anneesStatistiques } from '../../../shared/reference/derived.ts';
import { intParam, queryOf, withQuery, q } from '../../http/request.ts';
import { antenneOf, overList, where, type Count } from './dashboardScope.ts';
import * as msg from './messages.ts';

export interface StatFilters {
  antenne: number | null;
  type?: number;
  etat?: number;
  typeCursus?: number;
  annee?: number;
  civility?: number;
  diplome?: number;
  niveau?: number;
}

const ids = (list: readonly { id: unknown }[]) => list.map((i) => i.id);

export async function statFilters(ctx: AppContext, user: AuthUser, q: URLSearchParams): Promise<StatFilters> {
  const annee = intParam(q, ['annee', 'periodSelectText'], { all: true });
  if (annee !== undefined && (annee < 1990 || annee > 2100)) throw badRequest(msg.dashboards.badYear(annee));
  return {
    antenne: await antenneOf(ctx, user, q.get('antenne')),
    type: q.get('type') === null ? 1 : intParam(q, 'type', { allowed: ids(types_etudiant), all: true }),
    etat: intParam(q, 'etat', { allowed: ids(etats_etudiant), all: true }),
    typeCursus: intParam(q, 'type_cursus', { allowed: ids(types_cursus), all: true }),
    annee,
    civility: intParam(q, ['civility', 'sex'], { allowed: ids(civilites), all: true }),
    diplome: intParam(q, 'diplome', { all: true }),
    niveau: intParam(q, ['lastGradeLevel', 'schoolLevel', 'last_grade_level'], {
      allowed: ids(niveaux_formation),
      all: true,
    }),
  };
}

/** WHERE over etudiants `t` joined to its diploma session `ds`. */
function conditions(user: AuthUser, f: StatFilters, params: unknown[]): string {
  const parts = [where(user, f.antenne, params)];
  const eq = (sql: string, v: number | undefined) => {
    if (v === undefined) return;
    params.push(v);
    parts.push(`${sql} = $${params.length}`);
  };
  eq('t.type', f.type);
  eq('t.etat', f.etat);
  eq('t.type_cursus', f.typeCursus);
  eq('t.civility', f.civility);
  eq('ds.diplome_id', f.diplome);
  eq('t.last_grade_level', f.niveau);
  if (f.annee !== undefined) {
    params.push(`${f.annee}-12-31`, `${f.annee}-01-01`);
    parts.push(
      `coalesce(t.dt_date_entree, t.created_at::date) <= $${params.length - 1}::date AND (t.date_sortie IS NULL OR ` +
        `t.date_sortie >= $${params.length}::date)`,
    );
  }
  return parts.join(' AND ');
}

const KEYS = ['antenne_id', 'etat', 'civility', 'diplome_id', 'last_grade_level', 'type_cursus'] as const;

export async function computeStatistics(ctx: AppContext, user: AuthUser, f: StatFilters) {
  const params: unknown[] = [];
  const sql = `SELECT ${KEYS.map((k) => `GROUPING(${k === 'diplome_id' ? 'ds' : 't'}.${k})::int AS g_${k}`).join(', ')},
      t.antenne_id, t.etat, t.civility, ds.diplome_id, t.last_grade_level, t.type_cursus, count(*)::int AS n
    FROM etudiants t LEFT JOIN diplome_sessions ds ON ds.id = t.diplome_session_id
    WHERE ${conditions(user, f, params)}
    GROUP BY GROUPING SETS ((t.antenne_id), (t.etat), (t.civility), (ds.diplome_id), (t.last_grade_level),
      (t.type_cursus), ())`;
  const rows = (await ctx.db.query<Record<string, number | null>>(sql, params)).rows;
  const by = (key: (typeof KEYS)[number]) =>
    new Map(rows.filter((r) => r[`g_${key}`] === 0).map((r) => [r[key], r.n!]));
  const total = rows.find((r) => KEYS.every((k) => r[`g_${k}`] === 1))?.n ?? 0;

  const antennes = (
    await ctx.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM antennes WHERE cfa_id = $1 ${f.antenne === null ? '' : 'AND id = $2'} ORDER BY name, id`,
      f.antenne === null ? [user.cfaId] : [user.cfaId, f.antenne],
    )
  ).rows;
  const diplomes = await diplomaOptions(ctx, user, f.antenne);
  const perAntenne = by('antenne_id');
  const perDiplome = by('diplome_id');
  // Every diploma offered (zero included), then those of trainees outside the offer, then no diploma at all.
  const outside = [...perDiplome.keys()].filter((k) => k !== null && !diplomes.some((d) => d.id === k)) as number[];
  const named = outside.length
    ? (
        await ctx.db.query<{ id: number; name: string }>(
          'SELECT id, name FROM diplomes WHERE cfa_id = $1 AND id = ANY($2::int[]) ORDER BY name, id',
          [user.cfaId, outside],
        )
      ).rows
    : [];
  const parDiplome: Count[] = [...diplomes, ...named].map((d) => ({
    id: d.id,
    label: d.name,
    total: perDiplome.get(d.id) ?? 0,
  }));
  if (perDiplome.has(null))
    parDiplome.push({ id: null, label: msg.dashboards.noDiploma, total: perDiplome.get(null)! });

  return {
    total,
    ...(await monthsAndAttendance(ctx, user, f)),
    par_antenne: antennes.map((a) => ({
      '@id': itemIri('antennes', a.id),
      id: a.id,
      label: a.name,
      total: perAntenne.get(a.id) ?? 0,
    })),
    par_etat: overList(etats_etudiant, by('etat')),
    par_civilite: overList(civilites, by('civility')),
    par_diplome: parDiplome.map((d) => ({ ...d, '@id': d.id === null ? null : itemIri('diplomes', d.id) })),
    par_niveau: overList(niveaux_formation, by('last_grade_level')),
    par_type_cursus: overList(types_cursus, by('type_cursus')),
    options: {
      annees: anneesStatistiques(),
      antennes: [
        ...(isCentreLevel(user) ? [{ id: 'Toutes', label: 'Toutes' }] : []),
        ...(
          await ctx.db.query<{ id: number; name: string }>(
            `SELECT id, name FROM antennes WHERE cfa_id = $1 ${isCentreLevel(user) ? '' : 'AND id = $2'} ORDER BY name,
              id`,
            isCentreLevel(user) ? [user.cfaId] : [user.cfaId, user.antenneId],
          )
        ).rows.map((a) => ({ id: a.id, '@id': itemIri('antennes', a.id), label: a.name })),
      ],
      diplomes: diplomes.map((d) => ({ id: d.id, '@id': itemIri('diplomes', d.id), label: d.name })),
    },
  };
}

/** Entries and exits per month of the year (`annee`, else the current one) among the filtered trainees, and
 * their attendance rate over the signed sign-in sheets of that year (present lines over all lines). */
async function monthsAndAttendance(ctx: AppContext, user: AuthUser, f: StatFilters) {
  const year = f.annee ?? new Date().getFullYear();
  const params: unknown[] = [];
  const w = conditions(user, f, params);
  params.push(`${year}-01-01`, `${year}-12-31`);
  const [from, to] = [`$${params.length - 1}::date`, `$${params.length}::date`];
  const base = 'FROM etudiants t LEFT JOIN diplome_sessions ds ON ds.id = t.diplome_session_id';
  const perMonth = async (col: string) =>
    new Map(
      (
        await ctx.db.query<{ m: number; n: number }>(
          `SELECT date_part('month', ${col})::int AS m, count(*)::int AS n ${base} WHERE ${w} AND ${col} BETWEEN ${from}
            AND ${to} GROUP BY 1`,
          params,
        )
      ).rows.map((r) => [r.m, r.n]),
    );
  const entrees = await perMonth('t.dt_date_entree');
  const sorties = await perMonth('t.date_sortie');
  const a = (
    await ctx.db.query<{ presences: number; absences: number }>(
      `SELECT count(*) FILTER (WHERE l.status = 1)::int AS presences, count(*) FILTER (WHERE l.status = 0)::int AS
        absences
     FROM scheduler_event_emargement_etudiants l JOIN scheduler_event_emargements s ON s.id = l.emargement_id AND
       s.status <> 0
       JOIN scheduler_events ev ON ev.id = s.event_id JOIN etudiants t ON t.id = l.etudiant_id LEFT JOIN
         diplome_sessions ds ON ds.id = t.diplome_session_id
     WHERE ${w} AND ev.dt_start BETWEEN ${from} AND ${to}`,
      params,
    )
  ).rows[0]!;
  const lines = a.presences + a.absences;
  return {
    annee_mois: year,
    par_mois: msg.dashboards.months.map((label, i) => ({
      id: i + 1,
      label,
      entrees: entrees.get(i + 1) ?? 0,
      sorties: sorties.get(i + 1) ?? 0,
    })),
    assiduite: {
      presences: a.presences,
      absences: a.absences,
      taux: lines === 0 ? null : Math.round((a.presences / lines) * 1000) / 10,
    },
  };
}

/** Diplomas offered as a filter: the centre's for a centre-level user (of one antenne when it picked one),
 * the branch's (those with a session held by the antenne) for an antenne user. */
async function diplomaOptions(ctx: AppContext, user: AuthUser, antenne: number | null) {
  const branch = isCentreLevel(user) ? antenne : user.antenneId;
  const res =
    branch === null
      ? await ctx.db.query<{ id: number; name: string }>(
          'SELECT id, name FROM diplomes WHERE cfa_id = $1 AND etat = 0 ORDER BY name, id',
          [user.cfaId],
        )
      : await ctx.db.query<{ id: number; name: string }>(
          `SELECT d.id, d.name FROM diplomes d WHERE d.cfa_id = $1 AND d.etat = 0 AND EXISTS (SELECT 1 FROM
            diplome_sessions ds
         JOIN antenne_diplome_sessions ads ON ads.diplome_session_id = ds.id WHERE ds.diplome_id = d.id AND
           ads.antenne_id = $2) ORDER BY d.name, d.id`,
          [user.cfaId, branch],
        );
  return res.rows;
}

function filtersOut(f: StatFilters) {
  return {
    antenne: f.antenne === null ? 'Toutes' : itemIri('antennes', f.antenne),
    type: f.type ?? -1,
    etat: f.etat ?? -1,
    type_cursus: f.typeCursus ?? null,
    annee: f.annee ?? null,
    civility: f.civility ?? -1,
    diplome: f.diplome === undefined ? null : itemIri('diplomes', f.diplome),
    lastGradeLevel: f.niveau ?? 'Tous',
  };
}

/** The filters both statistics calls read (statFilters), declared once. */
const STAT_QUERY = {
  properties: {
    annee: q.text('L’année d’entrée (AAAA ; Tous : toutes).'),
    periodSelectText: q.text('Autre nom de annee (celui de l’écran).'),
    antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).'),
    type: q.text('Le type de stagiaire (1 par défaut ; -1 : tous).'),
    etat: q.text('L’état des stagiaires (-1 : tous).'),
    type_cursus: q.text('Le type de cursus.'),
    civility: q.text('La civilité (-1 : toutes).'),
    sex: q.text('Autre nom de civility (celui de l’écran).'),
    diplome: q.id('diplomes', 'Le diplôme (-1 : tous).'),
    lastGradeLevel: q.text('Le niveau atteint avant l’entrée (Tous : tous).'),
    schoolLevel: q.text('Autre nom de lastGradeLevel (celui de l’écran).'),
    last_grade_level: q.text('Autre nom de lastGradeLevel.'),
  },
};

export function registerStatisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const path of ['/api/etudiants_statistiques', '/api/etudiants_statistiques_filtres']) {
    app.get(path, withQuery(STAT_QUERY), async (request, reply) => {
      const user = await ctx.auth(request);
      const f = await statFilters(ctx, user, queryOf(request));
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/Etudiant',
        '@id': path,
        '@type': 'EtudiantStatistiques',
        filtres: filtersOut(f),
        ...(await computeStatistics(ctx, user, f)),
      });
    });
  }
}
