// « Mes absences »: the trainee's absences, newest first, justified or not, with the latest certificate it sent
// and the coordinator's answer (refused: the reason); « Justifier » sends a certificate (PDF or photo).
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { apiGet } from '../api.ts';
import { hm, longDateFr } from '../calendarFr.ts';
import { JustifyDialog } from './JustifyDialog.tsx';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = attendanceFr.espace;
type Statut = keyof typeof t.status;
const COLOURS: Record<Statut, 'default' | 'success' | 'error'> = {
  en_attente: 'default',
  acceptee: 'success',
  refusee: 'error',
};

export interface Absence {
  id: number;
  dt_start: string;
  dt_end: string;
  hr_start: string | null;
  hr_end: string | null;
  raison: string;
  justifiee: boolean;
  justificatif: { statut: Statut; nom_fichier: string; motif_decision: string | null } | null;
}

const when = (a: Absence) =>
  `${longDateFr(a.dt_start)}${a.dt_end !== a.dt_start ? ` → ${longDateFr(a.dt_end)}` : ''}, ` +
  (a.hr_start && a.hr_end ? `${hm(a.hr_start)}–${hm(a.hr_end)}` : t.wholeDay);

export default function MesAbsencesPage() {
  const [absences, setAbsences] = useState<Absence[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [justifying, setJustifying] = useState<Absence | null>(null);
  const [sent, setSent] = useState(false);
  const load = useCallback(() => {
    apiGet<{ absences: Absence[] }>('moi/absences').then(
      (r) => setAbsences(r.absences),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {sent && <Alert severity="success">{t.justifySent}</Alert>}
      {!absences && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {absences?.length === 0 && <Typography>{t.noAbsence}</Typography>}
      <Stack component="ul" spacing={1} aria-label={t.absenceList} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {absences?.map((a) => {
          const j = a.justificatif;
          const mayJustify = !a.justifiee && j?.statut !== 'en_attente' && j?.statut !== 'acceptee';
          return (
            <Card component="li" key={a.id} variant="outlined" aria-label={when(a)}>
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>{when(a)}</Typography>
                    <Typography variant="body2">{a.raison}</Typography>
                  </div>
                  <Chip label={a.justifiee ? t.justified : t.unjustified} color={a.justifiee ? 'success' : 'warning'} />
                </Stack>
                {j && (
                  <Chip
                    sx={{ mt: 1 }}
                    size="small"
                    variant="outlined"
                    label={t.status[j.statut]}
                    color={COLOURS[j.statut]}
                  />
                )}
                {j?.statut === 'refusee' && j.motif_decision && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {fill(t.refusedBecause, { reason: j.motif_decision })}
                  </Typography>
                )}
                {mayJustify && (
                  <Button
                    sx={{ mt: 1 }}
                    variant="outlined"
                    fullWidth
                    onClick={() => (setSent(false), setJustifying(a))}
                  >
                    {j?.statut === 'refusee' ? t.justifyAgain : t.justify}
                  </Button>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      {justifying && (
        <JustifyDialog
          absenceId={justifying.id}
          date={longDateFr(justifying.dt_start)}
          onClose={() => setJustifying(null)}
          onSent={() => (setJustifying(null), setSent(true), load())}
        />
      )}
    </Stack>
  );
}
