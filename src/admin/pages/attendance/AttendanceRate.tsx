// The running attendance rate of a trainee (GET /api/etudiants/{id}/attendance), for the trainee's detail
// page: the admin shell places it; it only needs the trainee's id.
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { AttendanceTotals } from '../../../shared/attendance/index.ts';
import { apiGet } from './api.ts';
import { TotalsLine } from './pointage/TotalsLine.tsx';

export function AttendanceRate({ etudiantId }: { etudiantId: number | string }) {
  const [totals, setTotals] = useState<AttendanceTotals | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiGet<{ totals: AttendanceTotals }>(`etudiants/${etudiantId}/attendance`).then((r) => setTotals(r.totals)).catch(() => setFailed(true));
  }, [etudiantId]);
  return (
    <Box component="section" aria-label="Assiduité">
      <Typography variant="subtitle1" component="h3">Assiduité à ce jour</Typography>
      {failed && <Typography color="error">Une erreur s'est produite lors de la récupération des données</Typography>}
      {totals && <TotalsLine totals={totals} />}
    </Box>
  );
}

export default AttendanceRate;
