// A signed sheet is proof handed over: whatever the path (the generic form, the API), neither the sheet nor its
// lines change or go once it is signed, and no line joins it. The one way to change it is the correction of
// sheetCorrection.ts (a coordinator, a reason, logged), through the sign-off call.
import { defineHooks } from '../../crud/hooks.ts';
import type { Queryable } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import * as msg from './messages.ts';

const refused = () =>
  new HttpError(409, msg.attendance.signedSheetLocked, [
    { propertyPath: '', message: msg.attendance.signedSheetLocked },
  ]);

async function refuseIfSigned(q: Queryable, sheetId: unknown) {
  if (typeof sheetId !== 'number') return;
  const row = (
    await q.query<{ status: number | null }>('SELECT status FROM scheduler_event_emargements WHERE id = $1', [sheetId])
  ).rows[0];
  if (row && (row.status ?? 0) !== 0) throw refused();
}

export default defineHooks({
  scheduler_event_emargements: {
    beforeWrite: (_candidate, { existing }) => {
      if (existing && (Number(existing.status) || 0) !== 0) throw refused();
    },
    beforeDelete: (row) => {
      if ((Number(row.status) || 0) !== 0) throw refused();
    },
  },
  scheduler_event_emargement_etudiants: {
    async beforeWrite(candidate, { ctx, existing }) {
      if (existing) await refuseIfSigned(ctx.db, existing.emargement_id);
      const target =
        typeof candidate.emargement === 'string'
          ? idFromIri('scheduler_event_emargements', candidate.emargement, true)
          : null;
      await refuseIfSigned(ctx.db, target);
    },
    beforeDelete: (row, { ctx }) => refuseIfSigned(ctx.db, row.emargement_id),
  },
});
