// Hooks of the parcours domain in the generic CRUD: after any generic write or delete of a contract, the
// trainee's course state (in training, in contract, in rupture) follows its contracts.
import { defineHooks } from '../../crud/hooks.ts';
import { refreshCourseState } from './courseState.ts';

export default defineHooks({
  etudiant_contrats: {
    respond: async (answer, { ctx, row }) => {
      await refreshCourseState(ctx.db, row.etudiant_id as number);
      return answer;
    },
    afterDelete: async (row, { ctx }) => { await refreshCourseState(ctx.db, row.etudiant_id as number); },
  },
});
