// The app bar's badges and the alert pages:
// - GET /api/pilotage_badges: the signed-in user's unread notifications and active alerts, two counts in one
//   light request (the alerts the server raises are raised first, alertGeneration.ts);
// - GET /api/mes_alertes?type=&page=&itemsPerPage=: the user's active alerts (the centre's alerts in state 0,
//   less those the user masked, one by one or by type), paginated, latest first, with the count per type;
// - POST /api/notifications_tout_lire: marks every unread notification of the user as read now.
// An alert is masked for a user by a setting (user_alertes_global_params, etat 1) on it, or on its type
// (`uri` = `types_alerte/<type>`, written by POST edit_user_alertes_global_params/ with `type`).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import {
  intParam,
  pagedCollection,
  pageOf,
  queryOf,
  requireNotGuest,
  withQuery,
  q,
  paginationQuery,
  withoutBody,
} from '../../http/request.ts';
import { types_alerte } from '../../../shared/reference/general.ts';
import { alertSettingsOfCentre } from '../../clients/profiles.ts';
import { raiseAlerts } from './alertGeneration.ts';

export const typeUri = (type: number) => `types_alerte/${type}`;

/** Active alerts of the user: alias g, parameters $1 centre, $2 user and $3 the user's antenne (null at the head
 * office): an antenne's user reads its antenne's alerts and the centre's (no antenne), never another antenne's. */
const ACTIVE = `g.cfa_id = $1 AND g.etat = 0 AND (g.antenne_id IS NULL OR $3::int IS NULL OR g.antenne_id = $3::int)
  AND NOT EXISTS (SELECT 1 FROM user_alertes_global_params p
  WHERE p.user_id = $2 AND p.etat = 1
    AND (p.global_alerte_id = g.id OR (p.global_alerte_id IS NULL AND p.uri = 'types_alerte/' || g.type)))`;

/** Raises the centre's new alerts with its client's thresholds (alertGeneration.ts). */
async function raise(ctx: AppContext, user: AuthUser): Promise<void> {
  await raiseAlerts(ctx.db, user.cfaId, await alertSettingsOfCentre(user.cfaId, ctx.config));
}

async function badges(ctx: AppContext, user: AuthUser) {
  await raise(ctx, user);
  const row = (
    await ctx.db.query<{ notifications: number; alertes: number }>(
      `SELECT (SELECT count(*) FROM notifications n WHERE n.user_id = $2 AND n.read_at IS NULL)::int AS notifications,
            (SELECT count(*) FROM global_alertes g WHERE ${ACTIVE})::int AS alertes`,
      [user.cfaId, user.id, user.antenneId],
    )
  ).rows[0]!;
  return { notifications_non_lues: row.notifications, alertes_actives: row.alertes };
}

export function registerBadgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/pilotage_badges',
    {
      config: {
        summary: "Badges de la barre d'application",
        description:
          'Notifications non lues et alertes actives de l’utilisateur connecté (les alertes du jour sont levées ' +
          'avant le compte).',
      },
    },
    async (request, reply) => {
      const user = await ctx.auth(request);
      return sendJsonLd(reply, 200, { '@id': '/api/pilotage_badges', '@type': 'Badges', ...(await badges(ctx, user)) });
    },
  );

  app.get(
    '/api/mes_alertes',
    withQuery(
      {
        properties: {
          type: q.text('Le type d’alerte (liste de référence types_alerte ; -1 : tous).'),
          ...paginationQuery,
        },
      },
      {
        config: {
          summary: 'Mes alertes actives, par type',
          description:
            'Les alertes actives du centre que l’utilisateur n’a pas masquées, paginées (type, page, itemsPerPage), ' +
            'avec le compte par type.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const q = queryOf(request);
      const type = intParam(q, 'type', { allowed: types_alerte.map((t) => t.id), all: true });
      const { paginate, page, perPage } = pageOf(q);
      await raise(ctx, user);
      const params: unknown[] = [user.cfaId, user.id, user.antenneId];
      const typed = type === undefined ? '' : ` AND g.type = $${params.push(type)}`;
      const limit = paginate ? ` LIMIT ${perPage} OFFSET ${(page - 1) * perPage}` : ' LIMIT 10000';
      const rows = (
        await ctx.db.query<{
          id: number;
          type: number;
          title: string;
          message: string | null;
          uri: string | null;
          date_alerte: string | null;
        }>(
          `SELECT g.id, g.type, g.title, g.message, g.uri, g.date_alerte::text AS date_alerte FROM global_alertes g
            WHERE ${ACTIVE}${typed}
       ORDER BY g.date_alerte ASC NULLS LAST, g.id DESC${limit}`,
          params,
        )
      ).rows;
      const perType = new Map(
        (
          await ctx.db.query<{ type: number; n: number }>(
            `SELECT g.type, count(*)::int AS n FROM global_alertes g WHERE ${ACTIVE} GROUP BY 1`,
            [user.cfaId, user.id, user.antenneId],
          )
        ).rows.map((r) => [r.type, r.n]),
      );
      const total = type === undefined ? [...perType.values()].reduce((s, n) => s + n, 0) : (perType.get(type) ?? 0);
      const members = rows.map((r) => ({
        '@id': itemIri('global_alertes', r.id),
        '@type': 'GlobalAlerte',
        ...r,
        type_label: types_alerte.find((t) => t.id === r.type)?.label ?? String(r.type),
      }));
      return sendJsonLd(reply, 200, {
        ...pagedCollection('/api/mes_alertes', 'GlobalAlerte', q, members, total),
        par_type: types_alerte.map((t) => ({ id: t.id, label: t.label, total: perType.get(t.id) ?? 0 })),
      });
    },
  );

  app.post(
    '/api/notifications_tout_lire',
    withoutBody({
      config: {
        summary: 'Marquer toutes mes notifications comme lues',
        description:
          'Toutes les notifications non lues de l’utilisateur connecté reçoivent readAt = maintenant ; la réponse ' +
          'donne leur nombre.',
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      requireNotGuest(user);
      const res = await ctx.db.query(
        'UPDATE notifications SET read_at = now(), updated_at = now() WHERE user_id = $1 AND read_at IS NULL ' +
          'RETURNING id',
        [user.id],
      );
      return sendJsonLd(reply, 200, {
        '@id': '/api/notifications_tout_lire',
        '@type': 'NotificationsLues',
        lues: res.rows.length,
        ...(await badges(ctx, user)),
      });
    },
  );
}
