// The GED's dialogs: a folder's name (new folder in the selected one, or rename) and the confirmation of a delete.
// The server's refusal (a non-empty folder, a default one) comes back as the red notice of the caller.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { documentsFr } from '../../i18n/documents.ts';

const t = documentsFr.ged;

export function FolderNameDialog({
  title,
  initial = '',
  onSave,
  onClose,
}: {
  title: string;
  initial?: string;
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(true);
    setBusy(true);
    if (await onSave(name.trim())) onClose();
    setBusy(false);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t.folderName}
            value={name}
            required
            error={error}
            helperText={error ? t.nameRequired : undefined}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            onChange={(e) => {
              setName(e.target.value);
              setError(false);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The confirmation of a delete (a folder, a document with all its versions). */
export function DeleteDialog({
  title,
  text,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        {/* Closed either way: a refusal (a folder not empty) is the red notice's to tell. */}
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            onClose();
          }}
        >
          {t.confirmDelete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
