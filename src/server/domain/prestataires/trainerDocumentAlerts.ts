// A trainer told of its own documents to renew: every day (jobs/schedules.ts, once per slot across instances), each
// document of a trainer's provider record (`scheduler_speakers.prestataire`, the « Mes documents » of its space)
// expired or expiring within its centre's threshold (`common.alertes.joursExpirationDocument`, 30 by default)
// raises, once per document and expiry date (claimed in `trainer_document_alerts`, tables.ts):
// - a notification to the trainer's account, saved through the one save;
// - the staff's alert (global_alertes, type 7 as the providers' documents; its unique key keeps one);
// and each trainer with new documents gets one mail (through the mailer, so the mail outbox) listing them.
import type { AppContext } from '../../http/context.ts';
import { alertSettingsOfCentre } from '../../clients/profiles.ts';
import { save, within } from '../../crud/save.ts';
import { itemIri } from '../../hydra/iri.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import * as msg from './messages.ts';
import { TODAY } from '../../db/today.ts';

type Due = {
  id: number;
  name: string;
  date_expiration: string;
  expired: boolean;
  user_id: number;
  email: string;
  provider_antenne: number | null;
  trainer: string;
};

/** Raises the new notifications, alerts and mails of the trainers' documents; answers what it did. */
export async function alertTrainersOfDocuments(ctx: AppContext): Promise<{ notifications: number; mails: number }> {
  const m = msg.trainerDocuments;
  const centres = (
    await ctx.db.query<{ id: number }>(`SELECT id FROM ${ctx.registry.byName.get('cfas')!.table} ORDER BY id`)
  ).rows;
  let notifications = 0;
  let mails = 0;
  for (const { id: cfaId } of centres) {
    const seuil = (await alertSettingsOfCentre(cfaId, ctx.config)).joursExpirationDocument;
    const due = (
      await ctx.db.query<Due>(
        `SELECT d.id, d.name, to_char(d.date_expiration, 'YYYY-MM-DD') AS date_expiration,
            d.date_expiration < ${TODAY} AS expired,
            u.id AS user_id, u.email, p.antenne_id AS provider_antenne,
            concat_ws(' ', s.firstname, s.lastname) AS trainer
           FROM scheduler_speakers s JOIN users u ON u.id = s.user_id
           JOIN prestataires p ON p.id = s.prestataire_id AND p.cfa_id = s.cfa_id
           JOIN prestataire_documents d ON d.prestataire_id = p.id AND d.etat = 0
          WHERE s.cfa_id = $1 AND s.etat = 0
            AND d.date_expiration <= ${TODAY} + $2::int
            AND NOT EXISTS (SELECT 1 FROM trainer_document_alerts a
              WHERE a.document_id = d.id AND a.date_expiration = d.date_expiration AND a.user_id = u.id)
          ORDER BY u.id, d.date_expiration, d.id`,
        [cfaId, seuil],
      )
    ).rows;
    const byTrainer = new Map<number, Due[]>();
    for (const d of due) {
      const date = formatDateFr(d.date_expiration);
      const claimed = await ctx.db.transaction(async (tx) => {
        // Claimed first: another instance running the same schedule leaves it, and nothing is raised twice.
        const claim = await tx.query(
          `INSERT INTO trainer_document_alerts (document_id, date_expiration, user_id) VALUES ($1, $2::date, $3)
           ON CONFLICT DO NOTHING RETURNING document_id`,
          [d.id, d.date_expiration, d.user_id],
        );
        if (claim.rows.length === 0) return false;
        const system = { id: d.user_id, email: d.email, cfaId, antenneId: null, roles: ['ROLE_USER'] };
        await save(
          within(ctx, tx),
          'notifications',
          system,
          {
            user: itemIri('users', d.user_id),
            title: m.title(d.name, date, d.expired),
            message: m.message,
            uri: '/formateur/documents',
          },
          { mode: 'create' },
        );
        await tx.query(
          `INSERT INTO global_alertes (cfa_id, antenne_id, type, title, uri, date_alerte, etat)
           VALUES ($1, $2, 7, left($3, 255), $4, $5::date, 0) ON CONFLICT (cfa_id, type, uri) DO NOTHING`,
          [
            cfaId,
            d.provider_antenne,
            m.staffTitle(d.name, d.trainer, date, d.expired),
            itemIri('prestataire_documents', d.id),
            d.date_expiration,
          ],
        );
        return true;
      });
      if (!claimed) continue;
      notifications += 1;
      byTrainer.set(d.user_id, [...(byTrainer.get(d.user_id) ?? []), d]);
    }
    for (const list of byTrainer.values()) {
      const first = list[0]!;
      await ctx.mailer({
        to: first.email,
        subject: m.subject,
        text: m.text(
          first.trainer,
          list.map((d) => m.line(d.name, formatDateFr(d.date_expiration), d.expired)),
        ),
      });
      mails += 1;
    }
  }
  return { notifications, mails };
}
