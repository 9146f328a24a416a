// The tutor told by mail, the day it is recorded, of an absence of its apprentice at the CFA. Any write of
// an absence, whatever the path (the generic CRUD's hook below; a sheet signed off — emargementRoutes.ts queues the
// same job; the pointage), queues the job `tutor-absence-mail`; the schedule (jobs/schedules.ts) also runs it every
// few minutes, for an absence a path did not announce. The job mails, once per absence (claimed in
// `tutor_absence_mails`, tables.ts, before the mail: one instance sends it), each tutor with a mail address whose
// contract with the apprentice runs on the absence's day, for the absences recorded today (Paris); each mail lists
// them.
import type { AppContext } from '../../http/context.ts';
import { defineHooks } from '../../crud/hooks.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import * as msg from './messages.ts';

export const TUTOR_ABSENCE_QUEUE = 'tutor-absence-mail';

/** Queues the job (a few seconds later, once for a burst of writes: the absences are read then, committed). */
export async function announceAbsences(ctx: Pick<AppContext, 'queue'>): Promise<void> {
  await ctx.queue.send(
    TUTOR_ABSENCE_QUEUE,
    {},
    { startAfter: 2, singletonKey: TUTOR_ABSENCE_QUEUE, singletonSeconds: 2 },
  );
}

type Pending = {
  id: number;
  dt_start: string;
  dt_end: string;
  hr_start: string | null;
  hr_end: string | null;
  contact_id: number;
  mail: string;
  tutor: string;
  apprentice: string;
};

/** Mails the tutors of today's absences not told yet; answers how many mails went. */
export async function mailTutorsOfAbsences(ctx: Pick<AppContext, 'db' | 'mailer'>): Promise<number> {
  const today = parisToday();
  const pending = (
    await ctx.db.query<Pending>(
      `SELECT DISTINCT ON (a.id) a.id, to_char(a.dt_start, 'YYYY-MM-DD') AS dt_start, to_char(a.dt_end, 'YYYY-MM-DD') AS
        dt_end, a.hr_start, a.hr_end,
            ec.id AS contact_id, ec.mail, ec.firstname AS tutor, et.firstname || ' ' || et.lastname AS apprentice
       FROM etudiant_absences a JOIN etudiants et ON et.id = a.etudiant_id
       JOIN etudiant_contrats c ON c.etudiant_id = a.etudiant_id AND c.etat = 0 AND c.tuteur_id IS NOT NULL
        AND c.date_debut <= a.dt_start AND (c.date_fin IS NULL OR c.date_fin >= a.dt_start) AND (c.date_rupture IS NULL
          OR c.date_rupture >= a.dt_start)
       JOIN entreprise_contacts ec ON ec.id = c.tuteur_id AND coalesce(ec.mail, '') <> ''
      WHERE (a.created_at AT TIME ZONE 'Europe/Paris')::date = $1::date
        AND NOT EXISTS (SELECT 1 FROM tutor_absence_mails m WHERE m.absence_id = a.id)
      ORDER BY a.id, c.date_debut DESC`,
      [today],
    )
  ).rows;
  const byTutor = new Map<string, Pending[]>();
  for (const p of pending) {
    // Claimed first: another instance running the same job leaves it.
    const claimed = await ctx.db.query(
      'INSERT INTO tutor_absence_mails (absence_id, contact_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING ' +
        'absence_id',
      [p.id, p.contact_id],
    );
    if (claimed.rows.length === 0) continue;
    const key = `${p.mail}|${p.apprentice}`;
    byTutor.set(key, [...(byTutor.get(key) ?? []), p]);
  }
  const m = msg.tutorAbsence;
  for (const list of byTutor.values()) {
    const first = list[0]!;
    const lines = list.map((a) =>
      m.line(
        formatDateFr(a.dt_start),
        a.dt_end && a.dt_end !== a.dt_start ? formatDateFr(a.dt_end) : null,
        a.hr_start ? a.hr_start.slice(0, 5) : null,
        a.hr_end ? a.hr_end.slice(0, 5) : null,
      ),
    );
    await ctx.mailer({
      to: first.mail,
      subject: m.subject(first.apprentice),
      text: m.text(first.tutor ?? '', first.apprentice, lines),
    });
  }
  return byTutor.size;
}

/** The worker of the job (alternance/index.ts, when the server is ready). */
export async function workTutorAbsenceMails(ctx: AppContext): Promise<void> {
  await ctx.queue.work(TUTOR_ABSENCE_QUEUE, { retryLimit: 2, retryDelay: 10 }, async () => {
    await mailTutorsOfAbsences(ctx);
  });
}

export default defineHooks({
  etudiant_absences: {
    // A new absence, by the generic CRUD or any domain call through `save`: the job, after this write's commit.
    async afterWrite(_row, { ctx, existing }) {
      if (!existing)
        setImmediate(() => {
          void announceAbsences(ctx).catch(() => undefined);
        });
    },
  },
});
