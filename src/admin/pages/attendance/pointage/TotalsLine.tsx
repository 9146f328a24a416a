// Totals of hours present, justified and unjustified absences, and the attendance rate, on one line.
import { Stack, Chip } from '@mui/material';
import type { AttendanceTotals } from '../../../../shared/attendance/index.ts';
import { formatHoursFr, formatNumberFr } from '../../../../shared/format/numbers.ts';

export function TotalsLine({ totals }: { totals: AttendanceTotals }) {
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
      <Chip color="success" label={`Présence : ${formatHoursFr(totals.present)}`} />
      <Chip color="warning" label={`Absences justifiées : ${formatHoursFr(totals.justified)}`} />
      <Chip color="error" label={`Absences injustifiées : ${formatHoursFr(totals.unjustified)}`} />
      <Chip variant="outlined" label={`Assiduité : ${totals.rate === null ? '—' : `${formatNumberFr(totals.rate)} %`}`} />
    </Stack>
  );
}
