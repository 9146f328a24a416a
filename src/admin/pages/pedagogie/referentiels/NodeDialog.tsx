// The dialog adding or renaming a node of a referential's tree: a label (and a code for units and skills).
// The server's refusal (a locked referential...) shows in the dialog, in its own French words.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import type { NodeKind } from './treeModel.ts';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';

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
  const submit = async () => {
    await onSave({ label: label.trim(), code: code.trim() });
    onClose();
  };
  return (
    <FormDialog
      title={title}
      titleId="node-dialog-title"
      errorFallback={t.common.fetchFailed}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t.common.cancel}
      submitLabel={t.common.save}
      canSubmit={!!label.trim()}
    >
      <TextField
        label={t.arbre.nodeLabel}
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        required
        autoFocus
        fullWidth
      />
      {kind !== 'DESCRIPTOR' && (
        <TextField label={t.arbre.nodeCode} value={code} onChange={(e) => setCode(e.target.value)} fullWidth />
      )}
    </FormDialog>
  );
}
