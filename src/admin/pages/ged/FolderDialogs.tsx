// The GED's dialogs: a folder's name (new folder in the selected one, or rename) and the confirmation of a delete.
// The server's refusal (a non-empty folder, a default one) comes back as the red notice of the caller.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { documentsFr } from '../../i18n/documents.ts';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';

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
  const submit = async () => {
    if (!name.trim()) return setError(true);
    if (await onSave(name.trim())) onClose();
  };
  return (
    <FormDialog
      title={title}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t.cancel}
      submitLabel={t.save}
    >
      <TextField
        autoFocus
        fullWidth
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
    </FormDialog>
  );
}

/** The confirmation of a delete (a folder, a document with all its versions). Closed either way: a refusal (a
 * folder not empty) is the red notice's to tell. */
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
  return (
    <FormDialog
      title={title}
      explain={text}
      fullWidth={false}
      onSubmit={async () => {
        await onConfirm();
        onClose();
      }}
      onClose={onClose}
      cancelLabel={t.cancel}
      submitLabel={t.confirmDelete}
      submitColor="error"
    />
  );
}
