// The booklet's periods on every write (the tutor's and the trainer's spaces, the generic CRUD alike): a period the
// tutor signed keeps its company side (dates, tasks, appreciation) as signed; a task names a skill of the referential
// of the diploma the apprentice prepares, or none.
import { defineHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import type { Violation } from '../../schema/validate.ts';
import { competencesOf, tasksOf } from './livret.ts';
import * as msg from './messages.ts';

const day = (d: unknown) =>
  d instanceof Date ? d.toISOString().slice(0, 10) : d === null || d === undefined ? null : String(d).slice(0, 10);

export default defineHooks({
  livret_periodes: {
    async beforeWrite(candidate, { ctx, existing }) {
      const violations: Violation[] = [];
      if (existing?.signe_le) {
        const same =
          day(candidate.date_debut) === day(existing.date_debut) &&
          day(candidate.date_fin) === day(existing.date_fin) &&
          JSON.stringify(tasksOf(candidate.activites)) === JSON.stringify(tasksOf(existing.activites)) &&
          (candidate.appreciation_tuteur ?? null) === (existing.appreciation_tuteur ?? null);
        if (!same) violations.push({ propertyPath: 'activites', message: msg.livret.signedLocked });
      }
      const tasks = tasksOf(candidate.activites);
      const etudiantId = idFromIri('etudiants', candidate.etudiant, true);
      if (tasks.some((t) => t.competence !== null && t.competence !== undefined) && etudiantId) {
        const known = new Set((await competencesOf(ctx.db, etudiantId)).map((c) => c.id));
        tasks.forEach((t, i) => {
          if (t.competence !== null && t.competence !== undefined && !known.has(t.competence)) {
            violations.push({ propertyPath: `activites[${i}].competence`, message: msg.livret.competenceUnknown(i) });
          }
        });
      }
      if (violations.length > 0) throw unprocessable(violations);
    },
  },
});
