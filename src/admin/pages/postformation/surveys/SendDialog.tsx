// Sends a survey to trainees (POST enquetes/{id}/envoi): trainees with an e-mail, searched by name; each gets a
// personal link by mail. The server refuses the whole send when one trainee is out of reach or has no e-mail.
import { useEffect, useState } from 'react';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { apiGet, apiSend, members, type HydraList } from '../../attendance/api.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import type { Survey } from './types.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = postFormationFr.surveys;
// The mail is never null here: the search asks only for trainees with one (exists[mail]).
type Trainee = FieldsOf<'etudiants', '@id' | 'lastname' | 'firstname'> & { mail: string };

export function SendDialog({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<Trainee[]>([]);
  const [chosen, setChosen] = useState<Trainee[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => {
      apiGet<HydraList<Trainee>>('etudiants', {
        type: '1',
        'exists[mail]': 'true',
        lastname: search || undefined,
        itemsPerPage: '30',
        'order[lastname]': 'asc',
      })
        .then((l) => setChoices(members(l)))
        .catch(() => undefined);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  const send = async () => {
    const res = await apiSend<HydraList<unknown>>('POST', `enquetes/${survey.id}/envoi`, {
      etudiants: chosen.map((c) => c['@id']),
    });
    notify(fill(t.sent, { count: res['hydra:totalItems'] }), { type: 'success' });
    onClose();
  };

  return (
    <FormDialog
      title={fill(t.sendTitle, { name: survey.name })}
      titleId="send-survey-title"
      onSubmit={send}
      onClose={onClose}
      cancelLabel={postFormationFr.common.cancel}
      submitLabel={t.sendSubmit}
      canSubmit={chosen.length > 0}
    >
      <Typography color="text.secondary">{t.sendIntro}</Typography>
      <Autocomplete
        multiple
        options={choices}
        value={chosen}
        onChange={(_e, v) => setChosen(v)}
        onInputChange={(_e, v, reason) => {
          if (reason === 'input') setSearch(v);
        }}
        getOptionLabel={(o) => `${o.lastname} ${o.firstname}`}
        isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
        filterOptions={(x) => x}
        noOptionsText={t.noOption}
        disableCloseOnSelect
        renderOption={(props, o) => <li {...props} key={o['@id']}>{`${o.lastname} ${o.firstname} (${o.mail})`}</li>}
        renderInput={(params) => (
          <TextField {...params} label={t.recipients} helperText={t.recipientsHelp} size="small" />
        )}
      />
    </FormDialog>
  );
}
