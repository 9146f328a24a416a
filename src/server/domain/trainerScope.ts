// What a trainer's account (ROLE_FORMATEUR, `ctx.authTrainer`) reaches, shared by the attendance domain (its
// sessions and their sheets) and the apprenticeship domain (its learners' booklets): the sessions whose speaker is
// its speaker record (on the event or on the sheet), and the learners of those sessions' groups. Anything else is a
// French 403 that says so.
import type { Queryable } from '../db/index.ts';
import type { AuthUser } from '../auth/access.ts';
import { forbidden } from '../http/errors.ts';
import * as msg from '../http/messages.ts';

export type Trainer = AuthUser & { speakerId: number };

/** SQL (alias `e` for scheduler_events, `$n` the speaker id) keeping the events the trainer teaches. */
export const teachesSql = (n: number) =>
  `(e.speaker_id = $${n} OR EXISTS (SELECT 1 FROM scheduler_event_emargements sh WHERE sh.event_id = e.id AND ` +
  `sh.speaker_id = $${n}))`;

/** The event if the trainer teaches it, else a French 403. */
export async function requireTaughtEvent(q: Queryable, trainer: Trainer, eventId: number) {
  const row = (
    await q.query<{ id: number; antenne_id: number | null }>(
      `SELECT e.id, e.antenne_id FROM scheduler_events e WHERE e.id = $1 AND e.cfa_id = $2 AND ${teachesSql(3)}`,
      [eventId, trainer.cfaId, trainer.speakerId],
    )
  ).rows[0];
  if (!row) throw forbidden(msg.access.notYourSession);
  return row;
}

/** The sheet if its session is one the trainer teaches, else a French 403. */
export async function requireTaughtSheet(q: Queryable, trainer: Trainer, sheetId: number) {
  const row = (
    await q.query<{ id: number; antenne_id: number | null; event_id: number }>(
      `SELECT sh.id, sh.antenne_id, sh.event_id FROM scheduler_event_emargements sh JOIN scheduler_events e ON e.id =
        sh.event_id
      WHERE sh.id = $1 AND sh.cfa_id = $2 AND (sh.speaker_id = $3 OR e.speaker_id = $3)`,
      [sheetId, trainer.cfaId, trainer.speakerId],
    )
  ).rows[0];
  if (!row) throw forbidden(msg.access.notYourSession);
  return row;
}

/** SQL (alias `et` for etudiants) keeping the learners of the groups of the sessions the trainer teaches. */
export const learnerSql = (n: number) =>
  `EXISTS (SELECT 1 FROM scheduler_events e WHERE e.diplome_session_id = et.diplome_session_id
      AND e.antenne_id = et.antenne_id
      AND e.cfa_id = et.cfa_id AND ${teachesSql(n)})`;

/** The learner if it is in a group the trainer teaches, else a French 403. */
export async function requireLearner(q: Queryable, trainer: Trainer, etudiantId: number) {
  const row = (
    await q.query<{ id: number; antenne_id: number | null }>(
      `SELECT et.id, et.antenne_id FROM etudiants et WHERE et.id = $1 AND et.cfa_id = $2 AND ${learnerSql(3)}`,
      [etudiantId, trainer.cfaId, trainer.speakerId],
    )
  ).rows[0];
  if (!row) throw forbidden(msg.access.notYourSession);
  return row;
}
