// Totals of hours present, justified and unjustified absences, and the attendance rate, on one line.
import { Stack, Chip } from '@mui/material';
import type { AttendanceTotals } from '../../../../shared/attendance/index.ts';
import { formatHoursFr, formatNumberFr } from '../../../../shared/format/numbers.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.pointage;

export function TotalsLine({ totals }: { totals: AttendanceTotals }) {
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
      <Chip color="success" label={fill(t.totalPresent, { hours: formatHoursFr(totals.present) })} />
      <Chip color="warning" label={fill(t.totalJustified, { hours: formatHoursFr(totals.justified) })} />
      <Chip color="error" label={fill(t.totalUnjustified, { hours: formatHoursFr(totals.unjustified) })} />
      <Chip
        variant="outlined"
        label={fill(t.totalRate, { rate: totals.rate === null ? '—' : `${formatNumberFr(totals.rate)} %` })}
      />
    </Stack>
  );
}
