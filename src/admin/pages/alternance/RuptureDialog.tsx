// A contract broken: date (within the contract), reason, comment, confirmed in one call
// (PATCH /api/etudiant_contrats/{id}/rupture); the notice says the course state and the planned exit, then the
// spec's « Le pointage a bien été mis à jour » (the rupture moves the pointage with the planned exit).
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { attendanceMessages } from '../../../shared/attendance/messages.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import { apiSend, type Rec } from '../parcours/api.ts';

interface Props {
  contract: Rec;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function RuptureDialog({ contract, onClose, onDone }: Props) {
  const [date, setDate] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const [reason, setReason] = useState<number | ''>('');
  const [comment, setComment] = useState('');

  const save = async () => {
    const res = await apiSend<{ etudiant_detail: { date_sortie_prevue: string } }>(
      'PATCH',
      `${contract['@id']}/rupture`,
      { date_rupture: date, motif_rupture: reason, commentaire_rupture: comment || null },
    );
    onDone(
      `${fill(T.rupture.done, { date: formatDateFr(res.etudiant_detail.date_sortie_prevue) })} ` +
        `${attendanceMessages.pointageUpdated}`,
    );
  };

  return (
    <FormDialog
      title={T.rupture.title}
      titleId="rupture-title"
      explain={T.rupture.explain}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.confirm}
      submitColor="warning"
      canSubmit={!!date && reason !== ''}
    >
      <PickerField kind="date" label={T.rupture.date} value={date} onChange={setDate} required />
      <TextField
        select
        label={T.rupture.reason}
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
      <TextField
        label={T.rupture.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        size="small"
      />
    </FormDialog>
  );
}
