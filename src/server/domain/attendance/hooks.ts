// Hooks of the attendance domain in the generic CRUD (crud/hooks.ts), so that the generic form, the bespoke
// pages and the API all run the attendance rules (spec 000 §4 and §7):
// - etudiant_absences: an absence never starts before the trainee's entry in training (absenceEntry.ts), and
//   an absence saved by any path reaches the pointage (absencePointage.ts);
// - etudiants: an exit (or planned exit) date saved by any path moves the pointage with it (exitRoute.ts's
//   syncPointage: absences up to the date reported, records after it removed). An exit date before the entry
//   is refused by the schema's plausibility rule (x-after) on every path already;
// - scheduler_speaker_disponibilites: a slot names a weekday or a first date (the shared rule);
// - scheduler_events: the answer of a write carries `avertissements`, the French warnings of an event planned for
//   its speaker outside the speaker's availabilities or on an unavailable slot (the planner shows them before).
import { defineHooks } from '../../crud/hooks.ts';
import { syncPointage } from './exitRoute.ts';
import { syncAbsencePointage } from './absencePointage.ts';
import { model, R } from './shared.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { checkAbsenceAfterEntry } from './absenceEntry.ts';
import { unprocessable } from '../../http/errors.ts';
import { availabilityConflicts, slotViolations } from '../../../shared/attendance/index.ts';
import { speakerSlots } from './availabilityRoutes.ts';

const day = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v.slice(0, 10) : null);

/** The exit dates of a trainee differ between its stored and its new state. */
const exitMoved = (before: Record<string, unknown> | undefined, after: Record<string, unknown>) =>
  ['date_sortie', 'date_sortie_prevue'].some((k) => day(before?.[k]) !== day(after[k]));

const WARNINGS = {
  avertissements: {
    type: 'array',
    items: { type: 'string' },
    description:
      'Avertissements de la séance : hors des disponibilités de son intervenant, ou sur un créneau indisponible.',
  },
};

export default defineHooks({
  scheduler_speaker_disponibilites: {
    beforeWrite(candidate) {
      const violations = slotViolations(candidate as Parameters<typeof slotViolations>[0]);
      if (violations.length > 0) throw unprocessable(violations);
    },
  },
  scheduler_events: {
    async respond(answer, { ctx, row }) {
      const body = answer.body as Record<string, unknown> | undefined;
      if (!body || typeof row.speaker_id !== 'number') return answer;
      const event = {
        dt_start: String(body.dt_start ?? '').slice(0, 10),
        hr_start: String(body.hr_start ?? ''),
        hr_end: String(body.hr_end ?? ''),
      };
      const slots = await speakerSlots(ctx.db, row.cfa_id as number, row.speaker_id);
      return { ...answer, body: { ...body, avertissements: availabilityConflicts(event, slots) } };
    },
    answerProperties: WARNINGS,
  },
  etudiant_absences: {
    async beforeWrite(candidate, { ctx }) {
      const etudiant = typeof candidate.etudiant === 'string' ? idFromIri('etudiants', candidate.etudiant, true) : null;
      if (typeof etudiant === 'number') await checkAbsenceAfterEntry(ctx.db, etudiant, candidate.dt_start);
    },
    afterWrite: (row, { ctx, tx, user }) =>
      syncAbsencePointage(tx, model(ctx, R.pointages), user, row).then(() => undefined),
  },
  etudiants: {
    async afterWrite(row, { ctx, tx, user, existing }) {
      if (existing && exitMoved(existing, row)) await syncPointage(tx, model(ctx, R.pointages), user, row);
    },
  },
});
