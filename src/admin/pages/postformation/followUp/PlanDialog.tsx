// Plans the follow-ups of a trainee who left (POST etudiants/{id}/suivis_post_formation): the trainee among those
// with an exit date, and the exit reason that adds the employer-search or breakup step.
import { useEffect, useState } from 'react';
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { apiGet, apiSend, members, type HydraList } from '../../attendance/api.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import { raisons_sortie } from '../../../../shared/reference/suivi.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = postFormationFr.followUp;
type Trainee = FieldsOf<'etudiants', '@id' | 'id' | 'lastname' | 'firstname'>;

export function PlanDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<Trainee[]>([]);
  const [trainee, setTrainee] = useState<Trainee | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      apiGet<HydraList<Trainee>>('etudiants', {
        type: '1',
        'exists[date_sortie]': 'true',
        lastname: search || undefined,
        itemsPerPage: '30',
        'order[lastname]': 'asc',
      })
        .then((l) => setChoices(members(l)))
        .catch(() => undefined);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  const plan = async () => {
    if (!trainee) return;
    const res = await apiSend<HydraList<unknown>>(
      'POST',
      `etudiants/${trainee.id}/suivis_post_formation`,
      reason ? { raison_sortie: Number(reason) } : {},
    );
    notify(fill(t.planDone, { count: res['hydra:totalItems'] }), { type: 'success' });
    onDone();
  };

  return (
    <FormDialog
      title={t.planTitle}
      titleId="plan-title"
      onSubmit={plan}
      onClose={onClose}
      cancelLabel={postFormationFr.common.cancel}
      submitLabel={t.planSubmit}
      canSubmit={!!trainee}
    >
      <Autocomplete
        options={choices}
        value={trainee}
        onChange={(_e, v) => setTrainee(v)}
        onInputChange={(_e, v) => setSearch(v)}
        getOptionLabel={(o) => `${o.lastname} ${o.firstname}`}
        isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
        filterOptions={(x) => x}
        renderInput={(params) => <TextField {...params} label={t.planTrainee} size="small" />}
      />
      <TextField select size="small" label={t.planReason} value={reason} onChange={(e) => setReason(e.target.value)}>
        <MenuItem value="">{t.noReason}</MenuItem>
        {raisons_sortie.map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
