// GET /api/accueil (the home page): what needs doing today, in ONE request and one SQL statement
// (a scalar sub-query per count, each over indexed columns), for the user's scope and antenne (`antenne`, as
// the dashboards: a centre-level user may ask for one antenne or all, an antenne user gets its own); the
// signed-in user's unread notifications (count and the latest five) and today's sessions of the planning
// with the state of their sign-in sheet. "Today" is the Paris day, as the planning and the sign-in sheets.
// Each count carries the key the admin turns into the filtered list it opens (`filtre`: the list's filter).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import { queryOf, withQuery, q } from '../../http/request.ts';
import { antenneOf, where } from './dashboardScope.ts';
import { COURSE } from '../../../shared/parcours/index.ts';
import { DUE_WINDOW_DAYS } from '../../../shared/postformation/index.ts';
import { TODAY } from '../../db/today.ts';

/** A session's sheet not fully signed this long after its start shows on the home's to-do. */
export const UNSIGNED_AFTER_MINUTES = 15;

/** The home's counts: key, SQL (`{w}` is the scope of alias t), and the admin list filter it opens with. */
export const HOME_COUNTS: { key: string; sql: string; filtre: (today: string) => Record<string, unknown> }[] = [
  // Today's events whose sheet is not signed yet (none yet, or open): the sign-in page opens on that day's.
  {
    key: 'emargements',
    filtre: (d) => ({ jour: d, a_signer: 1 }),
    sql: `SELECT count(*) FROM scheduler_events t WHERE {w} AND t.dt_start = ${TODAY}
      AND NOT EXISTS (SELECT 1 FROM scheduler_event_emargements s WHERE s.event_id = t.id AND s.status <> 0)`,
  },
  // Today's sessions started 15 minutes ago or more whose sheet is not fully signed: no sheet, or an open sheet
  // where a trainee has not signed on its phone yet (the trainer and the coordinator chase them).
  {
    key: 'emargements_incomplets',
    filtre: (d) => ({ jour: d, a_signer: 1 }),
    sql: `SELECT count(*) FROM scheduler_events t WHERE {w} AND t.dt_start = ${TODAY}
      AND t.dt_start + t.hr_start::time + interval '${UNSIGNED_AFTER_MINUTES} minutes' <= (now() AT TIME ZONE
        'Europe/Paris')
      AND NOT EXISTS (SELECT 1 FROM scheduler_event_emargements s WHERE s.event_id = t.id AND s.status <> 0)
      AND (NOT EXISTS (SELECT 1 FROM scheduler_event_emargements s WHERE s.event_id = t.id)
        OR EXISTS (SELECT 1 FROM scheduler_event_emargements s JOIN scheduler_event_emargement_etudiants l ON
          l.emargement_id = s.id
          WHERE s.event_id = t.id AND NOT EXISTS (SELECT 1 FROM emargement_signatures g WHERE g.line_id = l.id)))`,
  },
  {
    key: 'absences',
    filtre: (d) => ({ raison: [1, 2], 'dt_start[after]': shift(d, -30) }),
    sql: `SELECT count(*) FROM etudiant_absences t WHERE {w} AND t.raison IN (1, 2) AND t.dt_start >= ${TODAY} - 30`,
  },
  {
    key: 'demandes',
    filtre: () => ({ 'exists[status]': false }),
    sql: 'SELECT count(*) FROM external_registration_contacts t WHERE {w} AND t.status IS NULL',
  },
  {
    key: 'documents',
    filtre: (d) => ({ etat: 0, 'date_expiration[after]': d, 'date_expiration[before]': shift(d, 30) }),
    sql: `SELECT count(*) FROM etudiant_documents t WHERE {w} AND t.etat = 0 AND t.date_expiration BETWEEN ${TODAY} AND
      ${TODAY} + 30`,
  },
  {
    key: 'contrats',
    filtre: (d) => ({ etat: 0, 'exists[date_rupture]': false, 'date_fin[after]': d, 'date_fin[before]': shift(d, 60) }),
    sql: `SELECT count(*) FROM etudiant_contrats t WHERE {w} AND t.etat = 0 AND t.date_rupture IS NULL AND t.date_fin
      BETWEEN ${TODAY} AND ${TODAY} + 60`,
  },
  // Present trainees still « En formation » (the stored course state: no running contract, none broken) three
  // months after their entry: the trainee list's own filters.
  {
    key: 'sans_contrat',
    filtre: (d) => ({ etat: 0, etat_parcours: COURSE.training, 'dt_date_entree[before]': shiftMonths(d, -3) }),
    sql: `SELECT count(*) FROM etudiants t WHERE {w} AND t.type = 1 AND t.etat = 0
      AND t.etat_parcours = ${COURSE.training} AND t.dt_date_entree <= (${TODAY} - interval '3 months')::date`,
  },
  // The post-training follow-ups late or due (the follow-up page's « en retard » and « à faire »).
  {
    key: 'suivis',
    filtre: () => ({}),
    sql: `SELECT count(*) FROM suivi_post_formations t WHERE {w} AND t.etat = 0 AND t.date_realisee IS NULL
      AND t.date_prevue <= ${TODAY} + ${DUE_WINDOW_DAYS}`,
  },
  // The apprentices' booklet periods the tutor has not signed yet (livret d'apprentissage).
  {
    key: 'livrets',
    filtre: () => ({ etat: 0, 'exists[signe_le]': false }),
    sql: 'SELECT count(*) FROM livret_periodes t WHERE {w} AND t.etat = 0 AND t.signe_le IS NULL',
  },
];

function shift(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** As PostgreSQL's `date - interval 'n months'`: the same day, or the month's last when it has fewer days. */
export function shiftMonths(iso: string, months: number): string {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

export async function homeCounts(ctx: AppContext, user: AuthUser, antenne: number | null) {
  const params: unknown[] = [];
  const w = where(user, antenne, params);
  const sql = `SELECT ${TODAY}::text AS today,
    ${HOME_COUNTS.map((c) => `(${c.sql.replaceAll('{w}', w)})::int AS ${c.key}`).join(', ')}`;
  const row = (await ctx.db.query<Record<string, number | string>>(sql, params)).rows[0]!;
  const today = String(row.today);
  return {
    today,
    a_faire: HOME_COUNTS.map((c) => ({ key: c.key, total: Number(row[c.key]), filtre: c.filtre(today) })),
  };
}

/** The home's whole answer (the route's body; the bench replays its SQL). */
export async function homeAnswer(ctx: AppContext, user: AuthUser, antenne: number | null) {
  const { today, a_faire } = await homeCounts(ctx, user, antenne);
  const params: unknown[] = [];
  const w = where(user, antenne, params);
  const sessions = (
    await ctx.db.query<{
      id: number;
      title: string;
      hr_start: string;
      hr_end: string;
      antenne_id: number;
      antenne_name: string;
      sheet_id: number | null;
      sheet_status: number | null;
    }>(
      `SELECT t.id, t.title, t.hr_start, t.hr_end, t.antenne_id, a.name AS antenne_name, s.id AS sheet_id, s.status AS
        sheet_status
     FROM scheduler_events t JOIN antennes a ON a.id = t.antenne_id LEFT JOIN scheduler_event_emargements s ON
       s.event_id = t.id
     WHERE ${w} AND t.dt_start = ${TODAY} ORDER BY t.hr_start, t.title, t.id LIMIT 50`,
      params,
    )
  ).rows;
  const notes = await ctx.db.query<{
    id: number;
    title: string;
    message: string | null;
    uri: string | null;
    created_at: string;
    total: number;
  }>(
    `SELECT id, title, message, uri, created_at, count(*) OVER ()::int AS total FROM notifications
     WHERE user_id = $1 AND read_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 5`,
    [user.id],
  );
  return {
    '@context': '/api/contexts/Accueil',
    '@id': '/api/accueil',
    '@type': 'Accueil',
    date: today,
    antenne: antenne === null ? 'Toutes' : itemIri('antennes', antenne),
    a_faire,
    notifications_non_lues: notes.rows[0]?.total ?? 0,
    notifications: notes.rows.map(({ total: _t, ...n }) => ({ '@id': itemIri('notifications', n.id), ...n })),
    seances: sessions.map((s) => ({
      '@id': itemIri('scheduler_events', s.id),
      id: s.id,
      title: s.title,
      hr_start: s.hr_start,
      hr_end: s.hr_end,
      antenne: itemIri('antennes', s.antenne_id),
      antenne_name: s.antenne_name,
      emargement: s.sheet_id === null ? null : itemIri('scheduler_event_emargements', s.sheet_id),
      emargement_status: s.sheet_status,
    })),
  };
}

export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/accueil',
    withQuery(
      { properties: { antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).') } },
      {
        config: {
          summary: "Accueil : ce qu'il y a à faire aujourd'hui",
          description:
            "Les comptes du jour (feuilles d'émargement non signées, absences à justifier, demandes d'inscription, " +
            'documents expirant sous 30 jours, contrats finissant sous 60 jours, stagiaires sans contrat après 3 ' +
            'mois, suivis à 3/6/9/12 mois), les notifications non lues et les séances du jour, en une requête.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const antenne = await antenneOf(ctx, user, queryOf(request).get('antenne'));
      return sendJsonLd(reply, 200, await homeAnswer(ctx, user, antenne));
    },
  );
}
