// The exit of a trainee: date and reason, confirmed in one call (POST /api/etudiants/{id}/sortie) that also
// brings the pointage up to the exit date; the server's French refusal shows in the dialog.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { apiSend, errorText, idOf, type Rec } from './api.ts';

interface Props {
  trainee: Rec;
  name: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function ExitDialog({ trainee, name, onClose, onDone }: Props) {
  const [date, setDate] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const [reason, setReason] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setError(null);
    setBusy(true);
    try {
      const res = await apiSend<{ pointage: { added: number; removed: number } }>(
        'POST',
        `etudiants/${idOf(trainee['@id'])}/sortie`,
        { date_sortie: date, raison_sortie: reason },
      );
      onDone(fill(T.exit.done, { added: res.pointage.added, removed: res.pointage.removed }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="exit-title">
      <DialogTitle id="exit-title">{fill(T.exit.title, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.exit.explain}</DialogContentText>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <PickerField kind="date" label={T.exit.date} value={date} onChange={setDate} required />
          <TextField
            select
            label={T.exit.reason}
            value={reason}
            onChange={(e) => setReason(Number(e.target.value))}
            size="small"
            required
          >
            {raisons_sortie.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.common.cancel}</Button>
        <Button variant="contained" color="warning" onClick={save} disabled={busy || !date || reason === ''}>
          {T.common.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
