// Confirms the delete of a node with its children; the server's refusal (locked, still used) shows here.

import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';

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
  const confirm = async () => {
    await onConfirm();
    onClose();
  };
  return (
    <FormDialog
      title={fill(t.arbre.deleteTitle, { label })}
      titleId="delete-dialog-title"
      fullWidth={false}
      explain={count > 0 ? fill(t.arbre.deleteWith, { count }) : t.arbre.deleteAlone}
      errorFallback={t.common.fetchFailed}
      onSubmit={confirm}
      onClose={onClose}
      cancelLabel={t.common.cancel}
      submitLabel={t.arbre.remove}
      submitColor="error"
    />
  );
}
