// The trainer space's « Mes notifications »: a trainer's account (refused on the generic `notifications`, as on every
// staff route) reads the notifications stored for it, newest first (its documents expiring, told by the daily
// schedule: prestataires/trainerDocumentAlerts.ts), and marks one as read through the one save. Only its own: the
// query is its user's, and another user's notification (a colleague's, the staff's) is a French 404, never touched.
//   GET  /api/formateur/notifications           its notifications and how many are unread
//   POST /api/formateur/notifications/{id}/lue  one of its own marked as read (again: nothing changes)
import type { FastifyInstance } from 'fastify';
import { sendJsonLd, type AppContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { pathId, type IdRequest } from '../../http/request.ts';
import { save } from '../../crud/save.ts';
import { actingFor } from '../common.ts';
import * as msg from './messages.ts';

type Note = {
  id: number;
  title: string;
  message: string | null;
  uri: string | null;
  read_at: string | null;
  created_at: string | null;
};

const shape = (n: Note) => ({
  '@id': `/api/formateur/notifications/${n.id}`,
  id: n.id,
  title: n.title,
  message: n.message,
  uri: n.uri,
  read_at: n.read_at,
  created_at: n.created_at,
});

export function registerTrainerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const COLUMNS = 'id, title, message, uri, read_at, created_at';

  app.get(
    '/api/formateur/notifications',
    {
      config: {
        summary: 'Notifications du formateur connecté',
        description:
          'Les notifications qui lui sont adressées (ses documents expirés ou expirant bientôt…), les plus récentes ' +
          'd’abord, et le nombre de non lues ; jamais celles d’un autre utilisateur.',
      },
    },
    async (request, reply) => {
      const trainer = await ctx.authTrainer(request);
      const rows = (
        await ctx.db.query<Note>(
          `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND cfa_id = $2
            ORDER BY created_at DESC NULLS LAST, id DESC LIMIT 200`,
          [trainer.id, trainer.cfaId],
        )
      ).rows;
      return sendJsonLd(reply, 200, {
        '@id': '/api/formateur/notifications',
        non_lues: rows.filter((n) => n.read_at === null).length,
        notifications: rows.map(shape),
      });
    },
  );

  app.post(
    '/api/formateur/notifications/:id/lue',
    {
      config: {
        summary: 'Marquer une de ses notifications comme lue',
        description:
          'Une notification adressée au formateur connecté ; celle d’un autre utilisateur n’existe pas pour lui.',
      },
    },
    async (request: IdRequest, reply) => {
      const trainer = await ctx.authTrainer(request);
      const id = pathId(request.params.id);
      const existing = (
        await ctx.db.query('SELECT * FROM notifications WHERE id = $1 AND user_id = $2 AND cfa_id = $3', [
          id,
          trainer.id,
          trainer.cfaId,
        ])
      ).rows[0];
      if (!existing) throw notFound(msg.ownNotifications.unknown);
      if (existing.read_at === null) {
        await save(
          ctx,
          'notifications',
          actingFor(trainer, (existing.antenne_id as number | null) ?? null),
          {
            read_at: new Date().toISOString(),
          },
          { mode: 'merge', existing },
        );
      }
      const row = (await ctx.db.query<Note>(`SELECT ${COLUMNS} FROM notifications WHERE id = $1`, [id])).rows[0]!;
      return sendJsonLd(reply, 200, shape(row));
    },
  );
}
