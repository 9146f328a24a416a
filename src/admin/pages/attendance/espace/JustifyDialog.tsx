// « Justifier » an absence from the phone: a certificate (PDF or photo, the camera offered) and a comment; the
// server's French refusal (type, size, already pending) shows in the dialog.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { apiSendForm } from '../api.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.espace;

export function JustifyDialog({
  absenceId,
  date,
  onClose,
  onSent,
}: {
  absenceId: number;
  date: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await apiSendForm(`moi/absences/${absenceId}/justificatif`, { file, commentaire: comment });
      onSent();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="justify-title">
      <DialogTitle id="justify-title">{fill(t.justifyTitle, { date })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Button variant="outlined" component="label">
            {t.justifyPick}
            <input
              hidden
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              aria-label={t.justifyFile}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          {file && (
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {file.name}
            </Typography>
          )}
          <TextField
            label={t.justifyComment}
            multiline
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.justifyCancel}</Button>
        <Button variant="contained" disabled={!file || busy} onClick={send}>
          {t.justifySend}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
