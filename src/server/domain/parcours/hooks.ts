// Hooks of the parcours domain in the generic CRUD: after any write of a contract (generic routes and domain
// calls, crud/save.ts) or its delete, the trainee's course state (in training, in contract, in rupture)
// follows its contracts; a trainee gets its course state when it is written without one (created « En
// formation »), so lists and counts filter on one stored state; its planned exit and exit are never before its entry.
import { defineHooks } from '../../crud/hooks.ts';
import { refreshCourseState } from './courseState.ts';
import { unprocessable } from '../../http/errors.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import type { Violation } from '../../schema/validate.ts';
import * as msg from './messages.ts';

const day = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;

export default defineHooks({
  etudiants: {
    beforeWrite(candidate) {
      const entry = day(candidate.dt_date_entree) ?? day(candidate.date_entree_prevue);
      if (entry === null) return;
      const violations: Violation[] = [];
      const planned = day(candidate.date_sortie_prevue);
      if (planned !== null && planned < entry)
        violations.push({
          propertyPath: 'date_sortie_prevue',
          message: msg.parcours.plannedExitBeforeEntry(formatDateFr(entry)),
        });
      const exit = day(candidate.date_sortie);
      if (exit !== null && exit < entry)
        violations.push({ propertyPath: 'date_sortie', message: msg.parcours.exitBeforeEntry(formatDateFr(entry)) });
      if (violations.length > 0) throw unprocessable(violations);
    },
    async afterWrite(row, { tx }) {
      if (row.type !== 1 || row.etat_parcours !== null) return;
      return { ...row, etat_parcours: await refreshCourseState(tx, row.id as number) };
    },
  },
  etudiant_contrats: {
    afterWrite: async (row, { tx }) => {
      await refreshCourseState(tx, row.etudiant_id as number);
    },
    afterDelete: async (row, { ctx }) => {
      await refreshCourseState(ctx.db, row.etudiant_id as number);
    },
  },
});
