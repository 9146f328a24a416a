// The absence lookup's parameter check (spec 000 section 5): etudiantId, dt_start and dt_end (YYYY-MM-DD),
// hr_start and hr_end (HH:mm:ss) are all required; anything else fails with the spec's 'Invalid parameters.'.
import { isIsoDate } from './time.ts';

export const INVALID_PARAMETERS = 'Invalid parameters.';

export interface AbsenceLookup {
  etudiantId: number;
  dt_start: string;
  dt_end: string;
  hr_start: string;
  hr_end: string;
}

const HMS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function checkAbsenceLookup(
  params: Record<string, unknown>,
): { ok: true; value: AbsenceLookup } | { ok: false; message: typeof INVALID_PARAMETERS } {
  const { etudiantId, dt_start, dt_end, hr_start, hr_end } = params;
  const id =
    typeof etudiantId === 'number'
      ? etudiantId
      : typeof etudiantId === 'string' && /^\d{1,9}$/.test(etudiantId)
        ? Number(etudiantId)
        : NaN;
  const valid =
    Number.isInteger(id) &&
    id > 0 &&
    isIsoDate(dt_start) &&
    isIsoDate(dt_end) &&
    dt_start <= dt_end &&
    typeof hr_start === 'string' &&
    HMS.test(hr_start) &&
    typeof hr_end === 'string' &&
    HMS.test(hr_end);
  if (!valid) return { ok: false, message: INVALID_PARAMETERS };
  return {
    ok: true,
    value: {
      etudiantId: id,
      dt_start: dt_start as string,
      dt_end: dt_end as string,
      hr_start: hr_start as string,
      hr_end: hr_end as string,
    },
  };
}
