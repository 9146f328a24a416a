// Survey reminders: a trainee who has not answered a survey sent to it is reminded by mail, with the same
// personal link, SURVEY_REMINDER_DAYS (7) after the sending and again as long after the first reminder, at most
// SURVEY_REMINDERS (2) times; an answered link, an archived survey or a trainee without an e-mail is not. Run every
// day by one instance (jobs/schedules.ts); each sending is claimed by the update that counts its reminder, so a
// reminder is mailed once.
import type { AppContext } from '../../http/context.ts';
import { positiveEnv } from '../../periodic.ts';
import * as msg from './messages.ts';

/** Sends the reminders due now; answers how many. */
export async function remindSurveys(ctx: Pick<AppContext, 'db' | 'mailer' | 'appUrl'>): Promise<number> {
  const days = positiveEnv(process.env.SURVEY_REMINDER_DAYS, 7);
  const most = positiveEnv(process.env.SURVEY_REMINDERS, 2);
  const due = (
    await ctx.db.query<{ id: number; token: string; mail: string; firstname: string | null; name: string }>(
      `UPDATE enquete_envois e SET relances = coalesce(e.relances, 0) + 1, date_relance = now()
      FROM enquetes q, etudiants t
      WHERE q.id = e.enquete_id AND t.id = e.etudiant_id AND e.status = 1 AND e.token IS NOT NULL AND q.etat = 0
        AND t.mail IS NOT NULL AND t.mail <> '' AND coalesce(e.relances, 0) < $2
        AND coalesce(e.date_relance, e.date_envoi) < now() - make_interval(days => $1)
      RETURNING e.id, e.token, t.mail, t.firstname, q.name`,
      [days, most],
    )
  ).rows;
  const base = ctx.appUrl.replace(/\/$/, '');
  for (const d of due) {
    await ctx.mailer({
      to: d.mail,
      subject: msg.postFormation.reminderSubject(d.name),
      text: msg.postFormation.reminderText(d.firstname ?? '', d.name, `${base}/survey/form/${d.token}`),
    });
  }
  return due.length;
}
