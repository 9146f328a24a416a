// The switch to a new course: a target antenne session (sessions of other antennes only where the client's
// `canChangeAntenneInSwitchStudent` allows; others are listed, disabled, with the reason) and a date,
// confirmed in one call (POST /api/etudiants/{id}/switch). The new course's IRI is handed back.
import { useEffect, useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { useAccessFlags } from '../../clients/useClientProfile.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import type { RecordOf } from '../../data/recordOf.ts';
import { apiGet, apiSend, errorText, idOf, membersOf, type HydraList, type Rec } from './api.ts';

interface Props {
  trainee: RecordOf<'etudiants'>;
  name: string;
  onClose: () => void;
  onDone: (message: string, created: string) => void;
}

export function SwitchDialog({ trainee, name, onClose, onDone }: Props) {
  const flags = useAccessFlags();
  const canChange = flags.canChangeAntenneInSwitchStudent === true;
  const [sessions, setSessions] = useState<Rec[]>([]);
  const [target, setTarget] = useState('');
  const [date, setDate] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    apiGet<HydraList<Rec>>('antenne_diplomes_sessions', { etat: '0' })
      .then((list) => setSessions(membersOf(list)))
      .catch((e) => setError(errorText(e)));
  }, []);

  const save = async () => {
    const res = await apiSend<Rec>('POST', `etudiants/${idOf(trainee['@id'])}/switch`, {
      antenne_diplome_session: target,
      date,
    });
    onDone(T.switch.done, res['@id']);
  };

  return (
    <FormDialog
      title={fill(T.switch.title, { name })}
      titleId="switch-title"
      maxWidth="md"
      explain={T.switch.explain}
      error={error}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.confirm}
      canSubmit={!!target && !!date}
    >
      {!canChange && <Alert severity="info">{T.switch.locked}</Alert>}
      <TextField
        select
        label={T.switch.session}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        size="small"
        required
      >
        {sessions.map((s) => {
          const locked = !canChange && s.antenne !== trainee.antenne;
          return (
            <MenuItem key={s['@id']} value={s['@id']} disabled={locked}>
              {locked ? `${String(s.dropdown_label)} – ${T.switch.otherAntenne}` : String(s.dropdown_label)}
            </MenuItem>
          );
        })}
      </TextField>
      <PickerField kind="date" label={T.switch.date} value={date} onChange={setDate} required />
    </FormDialog>
  );
}
