// Sends a survey to trainees (POST enquetes/{id}/envoi): trainees with an e-mail, searched by name; each gets a
// personal link by mail. The server refuses the whole send when one trainee is out of reach or has no e-mail.
import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, apiSend, members, type HydraList } from '../../attendance/api.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import type { Survey } from './types.ts';

const t = postFormationFr.surveys;
interface Trainee {
  '@id': string;
  lastname: string;
  firstname: string;
  mail: string;
}

export function SendDialog({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<Trainee[]>([]);
  const [chosen, setChosen] = useState<Trainee[]>([]);
  const [error, setError] = useState<string | null>(null);

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
    setError(null);
    try {
      const res = await apiSend<HydraList<unknown>>('POST', `enquetes/${survey.id}/envoi`, {
        etudiants: chosen.map((c) => c['@id']),
      });
      notify(fill(t.sent, { count: res['hydra:totalItems'] }), { type: 'success' });
      onClose();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-survey-title">
      <DialogTitle id="send-survey-title">{fill(t.sendTitle, { name: survey.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ mt: 1 }}>
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
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{postFormationFr.common.cancel}</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => void send()}>
          {t.sendSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
