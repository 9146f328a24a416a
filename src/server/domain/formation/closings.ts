// Closing periods of a site (antenne_fermetures, spec 001 "Closing period"): two periods of one antenne never
// overlap. The rule runs on every write of a period (generic POST, PUT and PATCH through the beforeWrite hook
// of sites/hooks.ts): a period whose days meet another period of the same antenne is refused with a 422 naming
// the other one, so a planner sees which closing is already there. The pure test of two periods is
// src/shared/periods.ts (also used by the admin to warn before sending).
import type { Candidate } from '../../crud/input.ts';
import type { WriteArgs } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { labelled } from '../../crud/write.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { formatFrDate } from '../../../shared/periods.ts';
import * as msg from './messages.ts';

const day = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;

/** Refuses a closing period that overlaps another of its antenne (dates inclusive). */
export async function checkClosingOverlap(candidate: Candidate, { ctx, r, existing }: WriteArgs): Promise<void> {
  const start = day(candidate.dt_start);
  const end = day(candidate.dt_end);
  const antenneId = idFromIri('antennes', candidate.antenne, true);
  if (!start || !end || antenneId === undefined) return;
  // Every period of the antenne, whatever the caller's scope: the rule is the antenne's calendar.
  const res = await ctx.db.query<{ id: number; label: string; dt_start: string | Date; dt_end: string | Date }>(
    `SELECT id, label, dt_start::text AS dt_start, dt_end::text AS dt_end FROM antenne_fermetures
     WHERE antenne_id = $1 AND dt_start <= $3::date AND dt_end >= $2::date AND ($4::int IS NULL OR id <> $4)
     ORDER BY dt_start, id LIMIT 1`,
    [antenneId, start, end, existing?.id ?? null],
  );
  const other = res.rows[0];
  if (!other) return;
  // « Du : Cette période chevauche… »: named by its field's label, as the schema's own violations are.
  throw unprocessable(
    labelled(r, [
      {
        propertyPath: 'dt_start',
        message: msg.planification.closingOverlap(
          other.label,
          formatFrDate(String(other.dt_start)),
          formatFrDate(String(other.dt_end)),
        ),
      },
    ]),
  );
}
