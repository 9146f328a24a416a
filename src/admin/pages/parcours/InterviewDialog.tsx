// An interview recorded for a trainee: the client's interview types only, mode, date, subject, report
// (POST /api/etudiant_interviews; a type the client does not offer is refused by the API in French).
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { modes_entretien, types_entretien } from '../../../shared/reference/entretiens.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import { apiSend } from './api.ts';

interface Props {
  etudiant: string;
  name: string;
  offered: readonly number[] | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function InterviewDialog({ etudiant, name, offered, onClose, onDone }: Props) {
  const types = types_entretien.filter((t) => offered === undefined || offered.includes(t.id));
  const [type, setType] = useState<number | ''>('');
  const [mode, setMode] = useState<number | ''>('');
  const [date, setDate] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const [subject, setSubject] = useState('');
  const [report, setReport] = useState('');

  const save = async () => {
    await apiSend('POST', 'etudiant_interviews', {
      etudiant,
      type,
      mode: mode === '' ? null : mode,
      date_interview: date,
      subject: subject || null,
      compte_rendu: report || null,
    });
    onDone(T.entretiens.created);
  };

  return (
    <FormDialog
      title={`${T.entretiens.dialogTitle} – ${name}`}
      titleId="interview-title"
      onSubmit={save}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.save}
      canSubmit={type !== '' && !!date}
    >
      <TextField
        select
        label={T.entretiens.type}
        value={type}
        onChange={(e) => setType(Number(e.target.value))}
        size="small"
        required
      >
        {types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={T.entretiens.mode}
        value={mode}
        onChange={(e) => setMode(Number(e.target.value))}
        size="small"
      >
        {modes_entretien
          .filter((m) => m.id !== null)
          .map((m) => (
            <MenuItem key={String(m.id)} value={m.id as number}>
              {m.label}
            </MenuItem>
          ))}
      </TextField>
      <PickerField kind="date" label={T.entretiens.date} value={date} onChange={setDate} required />
      <TextField
        label={T.entretiens.subject}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        size="small"
      />
      <TextField
        label={T.entretiens.report}
        value={report}
        onChange={(e) => setReport(e.target.value)}
        multiline
        minRows={3}
        size="small"
      />
    </FormDialog>
  );
}
