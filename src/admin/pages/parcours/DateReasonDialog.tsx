// The dialog of a course's end, shared by the trainee's exit and the contract's rupture: a date (today by default)
// and a reason from the exit reasons, both required, then the page's own fields (the rupture's comment); the
// confirm button is orange. The caller sends the call with the date and the reason chosen.
import { useState, type ReactNode } from 'react';
import { raisons_sortie } from '../../../shared/reference/suivi.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { DialogField, FormDialog } from '../../widgets/kit/FormDialog.tsx';

interface Props {
  title: string;
  titleId: string;
  explain: string;
  dateLabel: string;
  reasonLabel: string;
  /** The property the reason is sent as (its violation shows under the list). */
  reasonName: string;
  onSubmit: (date: string, reason: number) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}

export function DateReasonDialog({
  title,
  titleId,
  explain,
  dateLabel,
  reasonLabel,
  reasonName,
  onSubmit,
  onClose,
  children,
}: Props) {
  const [date, setDate] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const [reason, setReason] = useState<number | ''>('');

  return (
    <FormDialog
      title={title}
      titleId={titleId}
      explain={explain}
      onSubmit={() => onSubmit(date ?? '', Number(reason))}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.confirm}
      submitColor="warning"
      canSubmit={!!date && reason !== ''}
    >
      <PickerField kind="date" label={dateLabel} value={date} onChange={setDate} required />
      <DialogField
        name={reasonName}
        label={reasonLabel}
        value={reason}
        onChange={(e) => setReason(Number(e.target.value))}
        size="small"
        required
        options={raisons_sortie}
      />
      {children}
    </FormDialog>
  );
}
