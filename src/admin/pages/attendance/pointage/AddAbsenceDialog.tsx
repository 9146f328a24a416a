// Add an absence to a trainee as the original client did: etudiant_add_absence, then, when the server says
// the trainee has an exit date, etudiant_pointage_add_absence as multipart; each step has its notice.
import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { raisons_absence } from '../../../../shared/reference/absences.ts';
import { selectableItems } from '../../../../shared/reference/derived.ts';
import { attendanceMessages, withSeconds } from '../../../../shared/attendance/index.ts';
import { apiSend, apiSendForm, idOf } from '../api.ts';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.pointage;

interface Props {
  etudiant: { '@id': string; name: string };
  defaultDate: string;
  onClose: () => void;
  onDone: () => void;
}

export function AddAbsenceDialog({ etudiant, defaultDate, onClose, onDone }: Props) {
  const notify = useNotify();
  const [a, setA] = useState({
    raison: 3,
    dt_start: defaultDate,
    dt_end: defaultDate,
    hr_start: '09:00',
    hr_end: '12:30',
    comment: '',
  });
  const set = (k: keyof typeof a, v: string | number) => setA((x) => ({ ...x, [k]: v }));

  const save = async () => {
    const body = {
      etudiant: etudiant['@id'],
      raison: a.raison,
      dt_start: a.dt_start,
      dt_end: a.dt_end,
      hr_start: withSeconds(a.hr_start),
      hr_end: withSeconds(a.hr_end),
      comment: a.comment || null,
    };
    let created: { id: number; antenne: string; add_to_pointage: boolean };
    try {
      created = await apiSend('POST', 'etudiant_add_absence', body);
      notify(attendanceMessages.absenceCreated, { type: 'success' });
    } catch (e) {
      notify(attendanceMessages.absenceAddFailed, { type: 'error' });
      throw e;
    }
    if (created.add_to_pointage) {
      try {
        await apiSendForm('etudiant_pointage_add_absence', {
          etudiant: etudiant['@id'],
          raison: String(a.raison),
          dt_start: a.dt_start,
          dt_end: a.dt_end,
          hr_start: body.hr_start,
          hr_end: body.hr_end,
          etudiant_id: String(idOf(etudiant['@id'])),
          absence_id: String(created.id),
          antenne_id: String(idOf(created.antenne)),
        });
        notify(attendanceMessages.absenceAddedToPointage, { type: 'success' });
      } catch {
        notify(attendanceMessages.pointageEditFailed, { type: 'error' });
      }
    }
    onDone();
  };

  return (
    <FormDialog
      title={fill(t.addAbsenceOf, { name: etudiant.name })}
      titleId="add-absence-title"
      onSubmit={save}
      onClose={onClose}
      cancelLabel={t.cancel}
      submitLabel={t.add}
      canSubmit={!!a.dt_start && !!a.dt_end && a.dt_end >= a.dt_start}
    >
      <TextField
        select
        label={t.reason}
        value={a.raison}
        onChange={(e) => set('raison', Number(e.target.value))}
        size="small"
      >
        {selectableItems(raisons_absence).map((r) => (
          <MenuItem key={String(r.id)} value={r.id as number}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <PickerField kind="date" label={t.startDate} value={a.dt_start} onChange={(v) => set('dt_start', v ?? '')} />
        <PickerField kind="date" label={t.endDate} value={a.dt_end} onChange={(v) => set('dt_end', v ?? '')} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <PickerField kind="time" label={t.startHour} value={a.hr_start} onChange={(v) => set('hr_start', v ?? '')} />
        <PickerField kind="time" label={t.endHour} value={a.hr_end} onChange={(v) => set('hr_end', v ?? '')} />
      </Stack>
      <TextField
        label={t.comment}
        value={a.comment}
        onChange={(e) => set('comment', e.target.value)}
        multiline
        minRows={2}
        size="small"
      />
    </FormDialog>
  );
}
