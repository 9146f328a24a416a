// « Mon planning »: the sessions of the trainee's group, four weeks at a time, day by day (room, trainer), as
// cards that read on a phone.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { addDays } from '../../../../shared/attendance/index.ts';
import { apiGet } from '../api.ts';
import { hm, longDateFr } from '../calendarFr.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = attendanceFr.espace;

interface Seance {
  id: number;
  title: string;
  dt_start: string;
  hr_start: string;
  hr_end: string;
  classroom: string | null;
  speaker: string | null;
  group: string | null;
}
interface Planning {
  from: string;
  to: string;
  seances: Seance[];
}

export default function MonPlanningPage() {
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [planning, setPlanning] = useState<Planning | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    apiGet<Planning>('moi/planning', { from }).then(setPlanning, (e: Error) => setError(e.message));
  }, [from]);

  const days = [...new Set((planning?.seances ?? []).map((s) => s.dt_start))];
  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {!planning && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {planning && (
        <>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Button onClick={() => setFrom(addDays(planning.from, -28))}>{t.previous}</Button>
            <Typography variant="body2">{fill(t.week, { date: longDateFr(planning.from) })}</Typography>
            <Button onClick={() => setFrom(addDays(planning.from, 28))}>{t.next}</Button>
          </Stack>
          {days.length === 0 && <Typography>{t.noSession}</Typography>}
          {days.map((day) => (
            <section key={day} aria-label={longDateFr(day)}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {longDateFr(day)}
              </Typography>
              <Stack spacing={1}>
                {planning.seances
                  .filter((s) => s.dt_start === day)
                  .map((s) => (
                    <Card key={s.id} variant="outlined">
                      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                        <Typography
                          sx={{ fontWeight: 600 }}
                        >{`${hm(s.hr_start)}–${hm(s.hr_end)} · ${s.title}`}</Typography>
                        {s.classroom && <Typography variant="body2">{fill(t.room, { room: s.classroom })}</Typography>}
                        {s.speaker && (
                          <Typography variant="body2">{fill(t.trainer, { speaker: s.speaker })}</Typography>
                        )}
                      </CardContent>
                    </Card>
                  ))}
              </Stack>
            </section>
          ))}
        </>
      )}
    </Stack>
  );
}
