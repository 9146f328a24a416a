// Totals of hours present, justified and unjustified absences, and the attendance rate, on one line.
import { Stack, Chip } from '@mui/material';
import type { AttendanceTotals } from '../../../../shared/attendance/index.ts';

export function TotalsLine({ totals }: { totals: AttendanceTotals }) {
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
      <Chip color="success" label={`Présence : ${totals.present} h`} />
      <Chip color="warning" label={`Absences justifiées : ${totals.justified} h`} />
      <Chip color="error" label={`Absences injustifiées : ${totals.unjustified} h`} />
      <Chip variant="outlined" label={`Assiduité : ${totals.rate === null ? '—' : `${totals.rate.toLocaleString('fr-FR')} %`}`} />
    </Stack>
  );
}
