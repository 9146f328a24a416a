// « Mes présences »: the trainee's sign-in lines, newest first: present, late (with the time it signed), absent,
// or waiting for the sheet's sign-off; the hours followed against the hours of the signed sheets.
import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { parisTime, type TraineePresence } from '../../../../shared/attendance/index.ts';
import { formatNumberFr } from '../../../../shared/format/index.ts';
import { apiGet } from '../api.ts';
import { hm, longDateFr } from '../calendarFr.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = attendanceFr.espace;
const COLOURS: Record<TraineePresence, 'success' | 'warning' | 'error' | 'default'> = {
  present: 'success',
  late: 'warning',
  absent: 'error',
  pending: 'default',
};

interface Ligne {
  id: number;
  title: string;
  dt_start: string;
  hr_start: string;
  hr_end: string;
  signed_at: string | null;
  presence: TraineePresence;
}
interface Presences {
  lignes: Ligne[];
  heures_prevues: number;
  heures_suivies: number;
}

export default function MesPresencesPage() {
  const [data, setData] = useState<Presences | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<Presences>('moi/presences').then(setData, (e: Error) => setError(e.message));
  }, []);
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {!data && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {data && (
        <Typography>
          {fill(t.hours, { done: formatNumberFr(data.heures_suivies), planned: formatNumberFr(data.heures_prevues) })}
        </Typography>
      )}
      {data && data.lignes.length === 0 && <Typography>{t.noLine}</Typography>}
      <Stack component="ul" spacing={1} aria-label={t.presences} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.lignes.map((l) => (
          <Card component="li" key={l.id} variant="outlined">
            <CardContent
              sx={{
                py: 1.5,
                '&:last-child': { pb: 1.5 },
                display: 'flex',
                gap: 1,
                justifyContent: 'space-between',
                alignItems: 'center',
              }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>{l.title}</Typography>
                <Typography variant="body2">
                  {`${longDateFr(l.dt_start)}, ${hm(l.hr_start)}–${hm(l.hr_end)}`}
                </Typography>
                {l.signed_at && (
                  <Typography variant="body2" color="text.secondary">
                    {fill(t.signedAt, { time: parisTime(l.signed_at) })}
                  </Typography>
                )}
              </div>
              <Chip label={t.presence[l.presence]} color={COLOURS[l.presence]} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
