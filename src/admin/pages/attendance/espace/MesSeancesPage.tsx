// « Mes séances » (a trainer's account): the sessions it teaches, today's first, then the coming ones, then the past
// ones; each opens its sheet (mark, « Faire signer », sign off) in the staff's own sheet dialog, or makes it first,
// and its group's evaluation grid (pedagogie/grille/TrainerGridPage.tsx).
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { apiGet, apiSend } from '../api.ts';
import { hm, longDateFr } from '../calendarFr.ts';
import { SheetDialog } from '../emargement/SheetDialog.tsx';
import type { SheetSummary } from '../emargement/types.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';
import { prestatairesFr } from '../../../i18n/prestataires.ts';

/** The trainer's own expiry alerts (its documents expired or expiring soon: GET /api/formateur/documents). */
interface OwnDocuments {
  documents: { '@id': string; name: string }[];
  alertes: string[];
}

const t = attendanceFr.trainerSpace;

interface Seance {
  id: number;
  title: string;
  dt_start: string;
  hr_start: string;
  hr_end: string;
  classroom: string | null;
  group: string | null;
  antenne: string | null;
  today: boolean;
  sheet: SheetSummary | null;
}

export default function MesSeancesPage() {
  const [seances, setSeances] = useState<Seance[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<SheetSummary | null>(null);
  const [alerts, setAlerts] = useState<string[]>([]);
  useEffect(() => {
    apiGet<OwnDocuments>('formateur/documents').then(
      (d) => setAlerts(d.documents.filter((x) => d.alertes.includes(x['@id'])).map((x) => x.name)),
      () => undefined,
    );
  }, []);
  const load = () =>
    apiGet<{ seances: Seance[] }>('formateur/seances').then(
      (r) => setSeances(r.seances),
      (e: Error) => setError(e.message),
    );
  useEffect(() => {
    void load();
  }, []);
  const openSheet = async (s: Seance) => {
    setError(null);
    try {
      if (s.sheet) return setOpen(s.sheet);
      const made = await apiSend<{ id: number }>('POST', `scheduler_events/${s.id}/emargement`);
      const { seances: fresh } = await apiGet<{ seances: Seance[] }>('formateur/seances');
      setSeances(fresh);
      setOpen(fresh.find((x) => x.sheet?.id === made.id)?.sheet ?? null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack spacing={1.5}>
      {alerts.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/formateur/documents" color="inherit" size="small">
              {prestatairesFr.mesDocuments.alertLink}
            </Button>
          }
        >
          {fill(prestatairesFr.mesDocuments.alert, { count: alerts.length, names: alerts.join(', ') })}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {!seances && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {seances?.length === 0 && <Typography>{t.none}</Typography>}
      {seances?.map((s) => (
        <Card key={s.id} variant="outlined" component="article" aria-label={`${s.title}, ${longDateFr(s.dt_start)}`}>
          <CardContent sx={{ pb: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
              {s.today && <Chip size="small" color="primary" label={t.today} />}
              {s.sheet?.status === 1 && <Chip size="small" color="success" label={t.signed} />}
            </Stack>
            <Typography variant="body2">{`${longDateFr(s.dt_start)} · ${hm(s.hr_start)}–${hm(s.hr_end)}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[s.group, s.classroom, s.antenne].filter(Boolean).join(' · ')}
            </Typography>
            {s.sheet && (
              <Typography variant="body2">
                {fill(t.counts, { lines: s.sheet.counts.lines, absent: s.sheet.counts.absent })}
              </Typography>
            )}
          </CardContent>
          <CardActions>
            <Button onClick={() => void openSheet(s)}>{s.sheet ? t.openSheet : t.makeSheet}</Button>
            {s.group && (
              <Button component={RouterLink} to={`/formateur/seances/${s.id}/grille`}>
                {t.grid}
              </Button>
            )}
          </CardActions>
        </Card>
      ))}
      {open && (
        <SheetDialog
          summary={open}
          sheetPath={`formateur/emargements/${open.id}`}
          onClose={() => setOpen(null)}
          onSigned={() => void load()}
        />
      )}
    </Stack>
  );
}
