// Hooks of the attendance domain in the generic CRUD (crud/hooks.ts), so that the generic form, the bespoke
// pages and the API all run the attendance rules (spec 000 §4 and §7):
// - etudiant_absences: an absence never starts before the trainee's entry in training (absenceEntry.ts), and
//   an absence saved by any path reaches the pointage (absencePointage.ts);
// - etudiants: an exit (or planned exit) date saved by any path moves the pointage with it (exitRoute.ts's
//   syncPointage: absences up to the date reported, records after it removed). An exit date before the entry
//   is refused by the schema's plausibility rule (x-after) on every path already.
import { defineHooks } from '../../crud/hooks.ts';
import { syncPointage } from './exitRoute.ts';
import { syncAbsencePointage } from './absencePointage.ts';
import { model, R } from './shared.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { checkAbsenceAfterEntry } from './absenceEntry.ts';

const day = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v.slice(0, 10) : null);

/** The exit dates of a trainee differ between its stored and its new state. */
const exitMoved = (before: Record<string, unknown> | undefined, after: Record<string, unknown>) =>
  ['date_sortie', 'date_sortie_prevue'].some((k) => day(before?.[k]) !== day(after[k]));

export default defineHooks({
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
