// The running attendance rate of a trainee (GET /api/etudiants/{id}/attendance), for the trainee's detail
// page: the admin shell places it; it only needs the trainee's id.
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { AttendanceTotals } from '../../../shared/attendance/index.ts';
import { apiGet } from './api.ts';
import { TotalsLine } from './pointage/TotalsLine.tsx';
import { attendanceFr } from '../../i18n/attendance.ts';

const t = attendanceFr.rate;

export function AttendanceRate({ etudiantId }: { etudiantId: number | string }) {
  const [totals, setTotals] = useState<AttendanceTotals | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiGet<{ totals: AttendanceTotals }>(`etudiants/${etudiantId}/attendance`)
      .then((r) => setTotals(r.totals))
      .catch(() => setFailed(true));
  }, [etudiantId]);
  return (
    <Box component="section" aria-label={t.section}>
      <Typography variant="subtitle1" component="h3">
        {t.title}
      </Typography>
      {failed && <Typography color="error">{t.failed}</Typography>}
      {totals && <TotalsLine totals={totals} />}
    </Box>
  );
}

export default AttendanceRate;
