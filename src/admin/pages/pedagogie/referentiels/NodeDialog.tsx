// The dialog adding or renaming a node of a referential's tree: a label (and a code for units and skills).
// The server's refusal (a locked referential...) shows in the dialog, in its own French words.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import type { NodeKind } from './treeModel.ts';
import { errorText } from '../../../http/errors.ts';

const t = pedagogieFr;

export interface NodeDialogProps {
  title: string;
  kind: NodeKind;
  initial?: { label: string; code?: string };
  onSave: (values: { label: string; code: string }) => Promise<void>;
  onClose: () => void;
}

export function NodeDialog({ title, kind, initial, onSave, onClose }: NodeDialogProps) {
  const [label, setLabel] = useState(initial?.label ?? '');
  const [code, setCode] = useState(initial?.code ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onSave({ label: label.trim(), code: code.trim() });
      onClose();
    } catch (e) {
      setError(errorText(e, t.common.fetchFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="node-dialog-title">
      <DialogTitle id="node-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={t.arbre.nodeLabel}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            required
            autoFocus
            fullWidth
            onKeyDown={(e) => {
              if (e.key === 'Enter' && label.trim()) void submit();
            }}
          />
          {kind !== 'DESCRIPTOR' && (
            <TextField label={t.arbre.nodeCode} value={code} onChange={(e) => setCode(e.target.value)} fullWidth />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.common.cancel}</Button>
        <Button variant="contained" disabled={busy || !label.trim()} onClick={() => void submit()}>
          {t.common.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
