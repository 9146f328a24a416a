// The work the product does on its own, each on a cron fired once per slot whatever the number of instances
// (jobs/queue.ts): at start (once per ten minutes across instances starting together) and then
//   - the orphan files' sweep, every ORPHAN_FILES_SWEEP_MINUTES (60; files/sweep.ts);
//   - the trainees' course states brought to the day, every COURSE_STATE_REFRESH_MINUTES (60; parcours);
//   - each centre's alerts at its client's thresholds, every day at 6:00 Paris time (ALERTS_CRON), besides the
//     raise when a user opens the home (pilotage/alertGeneration.ts; one alert per subject: a unique key);
//   - the reminders of the surveys not answered, every day at 9:00 (SURVEY_REMINDERS_CRON; postformation);
//   - the generation jobs whose instance stopped taken over, every minute (documents/jobs.ts);
//   - the tutors mailed of their apprentices' absences recorded today, every 10 minutes besides the job each new
//     absence queues (alternance/tutorAbsenceHooks.ts);
//   - the trainers told of their own documents expired or expiring soon (a notification per document, a mail per
//     trainer, each once), every day at 6:30 (TRAINER_DOCUMENTS_CRON; prestataires/trainerDocumentAlerts.ts).
import type { AppContext } from '../http/context.ts';
import { positiveEnv } from '../periodic.ts';
import { sweepAndLog, sweepEveryMs } from '../files/sweep.ts';
import { refreshCourseStatesAndLog } from '../domain/parcours/courseStateSchedule.ts';
import { raiseAlerts } from '../domain/pilotage/alertGeneration.ts';
import { alertSettingsOfCentre } from '../clients/profiles.ts';
import { resumeStoppedJobs } from '../domain/documents/jobs.ts';
import { remindSurveys } from '../domain/postformation/surveyReminders.ts';
import { mailTutorsOfAbsences } from '../domain/alternance/tutorAbsenceHooks.ts';
import { alertTrainersOfDocuments } from '../domain/prestataires/trainerDocumentAlerts.ts';

/** A cron for "every `minutes` minutes": the nearest divisor of an hour at or above it; else whole hours (at
 * minute 7). */
export function cronEvery(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  const divisor = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].find((d) => d >= m);
  if (divisor) return `*/${divisor} * * * *`;
  const hours = Math.max(1, Math.round(m / 60));
  return hours === 1 ? '7 * * * *' : `7 */${Math.min(hours, 23)} * * *`;
}

export async function startSchedules(ctx: AppContext, log: (line: string) => void): Promise<void> {
  const { queue, db } = ctx;
  await queue.every('files-sweep', cronEvery(sweepEveryMs() / 60_000), () => sweepAndLog(db, log), true);
  await queue.every(
    'course-states',
    cronEvery(positiveEnv(process.env.COURSE_STATE_REFRESH_MINUTES, 60)),
    () => refreshCourseStatesAndLog(db, log),
    true,
  );
  await queue.every('alerts', process.env.ALERTS_CRON || '0 6 * * *', async () => {
    const centres = (
      await db.query<{ id: number }>(`SELECT id FROM ${ctx.registry.byName.get('cfas')!.table} ORDER BY id`)
    ).rows;
    let raised = 0;
    for (const { id } of centres) raised += await raiseAlerts(db, id, await alertSettingsOfCentre(id, ctx.config));
    if (raised > 0) log(`Alertes du jour : ${raised} nouvelle(s)`);
  });
  await queue.every('survey-reminders', process.env.SURVEY_REMINDERS_CRON || '0 9 * * *', async () => {
    const sent = await remindSurveys(ctx);
    if (sent > 0) log(`Relances d'enquête envoyées : ${sent}`);
  });
  await queue.every('tutor-absence-sweep', '*/10 * * * *', async () => {
    const sent = await mailTutorsOfAbsences(ctx);
    if (sent > 0) log(`Tuteurs prévenus d'une absence : ${sent}`);
  });
  await queue.every('trainer-documents', process.env.TRAINER_DOCUMENTS_CRON || '30 6 * * *', async () => {
    const { notifications, mails } = await alertTrainersOfDocuments(ctx);
    if (notifications > 0)
      log(`Documents de formateur à renouveler : ${notifications} notification(s), ${mails} courriel(s)`);
  });
  await queue.every('generations-resume', '* * * * *', () => resumeStoppedJobs(ctx, log), true);
}
