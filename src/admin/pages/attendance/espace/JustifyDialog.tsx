// « Justifier » an absence from the phone: a certificate (PDF or photo, the camera offered) and a comment; the
// server's French refusal (type, size, already pending) shows in the dialog.
import { useState } from 'react';
import { Button, TextField, Typography } from '@mui/material';
import { apiSendForm } from '../api.ts';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
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
  const send = async () => {
    if (!file) return;
    await apiSendForm(`moi/absences/${absenceId}/justificatif`, { file, commentaire: comment });
    onSent();
  };
  return (
    <FormDialog
      title={fill(t.justifyTitle, { date })}
      titleId="justify-title"
      onSubmit={send}
      onClose={onClose}
      cancelLabel={t.justifyCancel}
      submitLabel={t.justifySend}
      canSubmit={!!file}
    >
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
    </FormDialog>
  );
}
