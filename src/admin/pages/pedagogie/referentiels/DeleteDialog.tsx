// Confirms the delete of a node with its children; the server's refusal (locked, still used) shows here.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { errorText } from '../api.ts';

const t = pedagogieFr;

export function DeleteDialog({
  label,
  count,
  onConfirm,
  onClose,
}: {
  label: string;
  count: number;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [error, setError] = useState<string>();
  const confirm = async () => {
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(errorText(e, t.common.fetchFailed));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-dialog-title">
      <DialogTitle id="delete-dialog-title">{fill(t.arbre.deleteTitle, { label })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>{count > 0 ? fill(t.arbre.deleteWith, { count }) : t.arbre.deleteAlone}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.common.cancel}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()}>
          {t.arbre.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
