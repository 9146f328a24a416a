// The trainees' certificates waiting for a decision, above the pointage: the trainee, the absence, the file to
// open, « Accepter » (the absence becomes justified) or « Refuser » with a reason the trainee reads. Only a
// coordinator or above decides (the server says so to others); everyone who reads absences sees the list.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { DialogField, FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { attendanceMessages } from '../../../../shared/attendance/index.ts';
import { formatDateTimeFr } from '../../../../shared/format/dates.ts';
import { apiGet, apiSend, members, type HydraList } from '../api.ts';
import { shortDateFr } from '../calendarFr.ts';
import { DownloadLink } from '../../../widgets/files/DownloadLink.tsx';
import { getRoles } from '../../../session/storage.ts';
import { canAccess } from '../../../../shared/access.ts';
import { ROLE_RULES } from '../../../../shared/roleRules.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.justificatifs;

interface Pending {
  id: number;
  etudiant_name: string;
  nom_fichier: string;
  fichier: string | null;
  commentaire: string | null;
  depose_le: string;
  absence_detail: { dt_start: string; raison_label: string };
}

export function JustificationsPanel({ onDecided }: { onDecided: () => void }) {
  const notify = useNotify();
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusing, setRefusing] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const mayDecide = canAccess({ roles: getRoles() }, { action: 'edit', resource: ROLE_RULES.attendanceDecision });
  const load = useCallback(() => {
    apiGet<HydraList<Pending>>('justificatifs_absence').then(
      (r) => setPending(members(r)),
      () => notify(attendanceMessages.fetchFailed, { type: 'error' }),
    );
  }, [notify]);
  useEffect(load, [load]);
  const decide = async (j: Pending, decision: 'acceptee' | 'refusee', commentaire?: string) => {
    await apiSend('POST', `justificatifs_absence/${j.id}/decision`, { decision, commentaire });
    notify(decision === 'acceptee' ? t.accepted : t.refused, { type: 'success' });
    setRefusing(null);
    setReason('');
    load();
    onDecided();
  };
  // Accepting has no dialog: a refusal shows as a notice; refusing shows it in its dialog.
  const accept = (j: Pending) =>
    decide(j, 'acceptee').catch((err: unknown) => notify((err as Error).message, { type: 'error' }));
  return (
    <Box component="section" aria-label={t.title} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {t.title}
      </Typography>
      {pending.length === 0 && <Typography variant="body2">{t.none}</Typography>}
      <List dense disablePadding>
        {pending.map((j) => (
          <ListItem key={j.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={
                `${j.etudiant_name} – ${fill(t.absenceOf, { date: shortDateFr(j.absence_detail.dt_start) })} ` +
                `(${j.absence_detail.raison_label})`
              }
              secondary={
                <>
                  {j.fichier && <DownloadLink iri={j.fichier} name={j.nom_fichier} />}
                  {` ${fill(t.sentOn, { when: formatDateTimeFr(j.depose_le) })}`}
                  {j.commentaire ? ` – « ${j.commentaire} »` : ''}
                </>
              }
            />
            {mayDecide && (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  aria-label={fill(t.acceptOf, { name: j.etudiant_name })}
                  onClick={() => void accept(j)}
                >
                  {t.accept}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={fill(t.refuseOf, { name: j.etudiant_name })}
                  onClick={() => setRefusing(j)}
                >
                  {t.refuse}
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
      </List>
      {refusing && (
        <FormDialog
          title={fill(t.refuseTitle, { name: refusing.etudiant_name })}
          titleId="refuse-title"
          onSubmit={() => decide(refusing, 'refusee', reason)}
          onClose={() => setRefusing(null)}
          cancelLabel={t.cancel}
          submitLabel={t.refuse}
          submitColor="error"
          canSubmit={reason.trim() !== ''}
        >
          <DialogField
            name="commentaire"
            fullWidth
            required
            multiline
            minRows={2}
            label={t.refuseReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormDialog>
      )}
    </Box>
  );
}
