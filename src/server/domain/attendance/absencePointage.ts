// The absence → pointage rule (spec 000 §7: "the absence, then the pointage absence"), run after every write
// of an absence (attendance/hooks.ts), whichever path made it: its pointage record, when it has one, follows
// its reason, dates and hours; when it has none and its trainee has an exit (or planned exit) date on or after
// the absence's start, it gets one, as the exit rule reports absences up to that date (exitRoute.ts).
import type { Queryable, Row } from '../../db/index.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { AuthUser } from '../../auth/access.ts';
import { insertRow } from '../../crud/write.ts';
import { absenceHours, goesToPointage } from '../../../shared/attendance/index.ts';

/** Keeps the absence's pointage record in step (inside the write's transaction); answers how many records
 * were updated and whether one was added. */
export async function syncAbsencePointage(
  tx: Queryable,
  pointages: ResourceModel,
  user: AuthUser,
  absence: Row,
): Promise<{ updated: number; added: boolean }> {
  const hours = absenceHours(absence as never);
  const synced = await tx.query(
    `UPDATE etudiant_pointages SET raison = $2, dt_start = $3, dt_end = $4, hr_start = $5, hr_end = $6, hours = $7,
            updated_at = now() WHERE absence_id = $1 RETURNING id`,
    [absence.id, absence.raison, absence.dt_start, absence.dt_end, absence.hr_start, absence.hr_end, hours],
  );
  if (synced.rows.length > 0) return { updated: synced.rows.length, added: false };
  const trainee = (
    await tx.query('SELECT id, date_sortie, date_sortie_prevue FROM etudiants WHERE id = $1', [absence.etudiant_id])
  ).rows[0];
  const limit = trainee ? ((trainee.date_sortie ?? trainee.date_sortie_prevue) as string | null) : null;
  if (!trainee || !goesToPointage(trainee as never) || !limit || String(absence.dt_start) > String(limit)) {
    return { updated: 0, added: false };
  }
  await insertRow(tx, pointages as never, user, {
    etudiant_id: absence.etudiant_id,
    absence_id: absence.id,
    raison: absence.raison,
    dt_start: absence.dt_start,
    dt_end: absence.dt_end,
    hr_start: absence.hr_start,
    hr_end: absence.hr_end,
    hours,
    antenne_id: absence.antenne_id,
  });
  return { updated: 0, added: true };
}
