// Records one follow-up: its date, the situation from the reference list, contract, employer, comment and whether
// the trainee sees it on their portal (is_shared). A plain merge-patch of the follow-up; the server's French
// refusals show under the form.
import { useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiSend } from '../../attendance/api.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import { situations_suivi, types_contrat } from '../../../../shared/reference/suivi.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';
import { DialogField, FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import type { FollowUp } from './types.ts';
import { etapes_suivi } from '../../../../shared/reference/suivi.ts';

const t = postFormationFr.followUp;
const today = () => new Date().toISOString().slice(0, 10);

export function RecordDialog({
  followUp,
  onClose,
  onSaved,
}: {
  followUp: FollowUp;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [v, setV] = useState({
    date_realisee: followUp.date_realisee ?? today(),
    situation: followUp.situation ?? '',
    type_contrat: followUp.type_contrat ?? '',
    employeur: followUp.employeur ?? '',
    commentaire: followUp.commentaire ?? '',
    is_shared: followUp.is_shared,
  });
  const set = (k: keyof typeof v, value: unknown) => setV((x) => ({ ...x, [k]: value }));
  const step = etapes_suivi.find((s) => s.id === followUp.etape)?.label ?? '';

  const save = async () => {
    await apiSend('PATCH', `suivi_post_formations/${followUp.id}`, {
      date_realisee: v.date_realisee || null,
      situation: v.situation === '' ? null : Number(v.situation),
      type_contrat: v.type_contrat === '' ? null : Number(v.type_contrat),
      employeur: v.employeur || null,
      commentaire: v.commentaire || null,
      is_shared: v.is_shared,
    });
    notify(t.saved, { type: 'success' });
    onSaved();
  };

  return (
    <FormDialog
      title={fill(t.dialogTitle, { step, name: followUp.etudiant_name })}
      titleId="follow-up-title"
      spacing={1.5}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={postFormationFr.common.cancel}
      submitLabel={postFormationFr.common.save}
    >
      <PickerField kind="date" label={t.date} value={v.date_realisee} onChange={(d) => set('date_realisee', d ?? '')} />
      <DialogField
        name="situation"
        size="small"
        label={t.situation}
        value={v.situation}
        onChange={(e) => set('situation', e.target.value)}
        options={situations_suivi}
      />
      <DialogField
        name="type_contrat"
        size="small"
        label={t.contract}
        value={v.type_contrat}
        onChange={(e) => set('type_contrat', e.target.value)}
        options={types_contrat}
        emptyOption="—"
      />
      <DialogField
        name="employeur"
        size="small"
        label={t.employer}
        value={v.employeur}
        onChange={(e) => set('employeur', e.target.value)}
      />
      <DialogField
        name="commentaire"
        size="small"
        label={t.comment}
        value={v.commentaire}
        onChange={(e) => set('commentaire', e.target.value)}
        multiline
        minRows={2}
      />
      <FormControlLabel
        control={<Checkbox checked={v.is_shared} onChange={(e) => set('is_shared', e.target.checked)} />}
        label={t.isShared}
      />
    </FormDialog>
  );
}
