// The exit of a trainee: date and reason, confirmed in one call (POST /api/etudiants/{id}/sortie) that also
// brings the pointage up to the exit date; the server's French refusal shows in the dialog.
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import { apiSend, idOf, type Rec } from './api.ts';

interface Props {
  trainee: Rec;
  name: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function ExitDialog({ trainee, name, onClose, onDone }: Props) {
  const [date, setDate] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const [reason, setReason] = useState<number | ''>('');

  const save = async () => {
    const res = await apiSend<{ pointage: { added: number; removed: number } }>(
      'POST',
      `etudiants/${idOf(trainee['@id'])}/sortie`,
      { date_sortie: date, raison_sortie: reason },
    );
    onDone(fill(T.exit.done, { added: res.pointage.added, removed: res.pointage.removed }));
  };

  return (
    <FormDialog
      title={fill(T.exit.title, { name })}
      titleId="exit-title"
      explain={T.exit.explain}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.confirm}
      submitColor="warning"
      canSubmit={!!date && reason !== ''}
    >
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
    </FormDialog>
  );
}
