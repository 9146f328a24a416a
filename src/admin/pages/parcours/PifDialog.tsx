// A PIF created (POST /api/etudiant_plan_individuel_formations, 201) or edited (PATCH, 200): date, planned
// hours, reduction of the course, objectives, steps to reach.
import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import type { RecordOf } from '../../data/recordOf.ts';
import { apiSend } from './api.ts';

interface Props {
  etudiant: string;
  plan: RecordOf<'etudiant_plan_individuel_formations'> | null;
  onClose: () => void;
  onDone: (message: string) => void;
}
const TEXTS = [
  ['allegement', T.pif.allegement],
  ['objectifs', T.pif.objectifs],
  ['step_to_reach', T.pif.steps],
] as const;

export function PifDialog({ etudiant, plan, onClose, onDone }: Props) {
  const [date, setDate] = useState<string | null>(plan?.date_elaboration ?? new Date().toISOString().slice(0, 10));
  const [hours, setHours] = useState(
    plan?.heures_prevues === null || plan?.heures_prevues === undefined ? '' : String(plan.heures_prevues),
  );
  const [text, setText] = useState<Record<string, string>>(() =>
    Object.fromEntries(TEXTS.map(([k]) => [k, String(plan?.[k] ?? '')])),
  );

  const save = async () => {
    const body: Record<string, unknown> = {
      date_elaboration: date,
      heures_prevues: hours.trim() === '' ? null : Number(hours.replace(',', '.')),
    };
    for (const [k] of TEXTS) body[k] = text[k]!.trim() || null;
    if (plan) await apiSend('PATCH', plan['@id'], body);
    else await apiSend('POST', 'etudiant_plan_individuel_formations', { ...body, etudiant });
    onDone(plan ? T.pif.saved : T.pif.created);
  };

  return (
    <FormDialog
      title={T.pif.dialogTitle}
      titleId="pif-title"
      maxWidth="md"
      onSubmit={save}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.save}
    >
      <Stack direction="row" spacing={2}>
        <PickerField kind="date" label={T.pif.date} value={date} onChange={setDate} />
        <TextField
          label={T.pif.hours}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          size="small"
          inputMode="decimal"
        />
      </Stack>
      {TEXTS.map(([k, label]) => (
        <TextField
          key={k}
          label={label}
          value={text[k]}
          onChange={(e) => setText((x) => ({ ...x, [k]: e.target.value }))}
          multiline
          minRows={2}
          size="small"
        />
      ))}
    </FormDialog>
  );
}
