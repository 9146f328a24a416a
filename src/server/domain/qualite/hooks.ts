// One note per Qualiopi indicator and centre: a second one for the same indicator is refused (the screen edits
// the existing one).
import { defineHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { qualite as msg } from './messages.ts';

export default defineHooks({
  qualiopi_notes: {
    beforeWrite: async (candidate, { ctx, user, existing }) => {
      const indicateur = Number(candidate.indicateur);
      const params: unknown[] = [user.cfaId, indicateur, existing?.id ?? 0];
      const found = await ctx.db.query(
        'SELECT 1 FROM qualiopi_notes WHERE cfa_id = $1 AND indicateur = $2 AND id <> $3',
        params,
      );
      if (found.rows[0]) throw unprocessable([{ propertyPath: 'indicateur', message: msg.noteDuplicate(indicateur) }]);
    },
  },
});
