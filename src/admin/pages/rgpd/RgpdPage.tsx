// /rgpd: for a trainee, the export of all their data (a JSON file) or its erasure (after a confirmation), whose
// answer says what was deleted and what was kept and why; below, the register of the requests.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Autocomplete, Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, apiSend, members, type HydraList } from '../attendance/api.ts';
import { saveBlob } from '../../http/saveBlob.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';
import { types_demande_rgpd } from '../../../shared/reference/tickets.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import type { FieldsOf } from '../../data/recordOf.ts';

const t = postFormationFr.rgpd;
type Trainee = FieldsOf<'etudiants', '@id' | 'id' | 'lastname' | 'firstname'>;
type Demande = FieldsOf<'rgpd_demandes', '@id' | 'type' | 'etudiant' | 'created_at'>;
interface Erasure {
  supprimes: Record<string, number>;
  conserves: { ressource: string; nombre: number; motif: string }[];
}

export default function RgpdPage() {
  const notify = useNotify();
  const mayErase = useMayWrite()('rgpd_demandes', 'create');
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<Trainee[]>([]);
  const [trainee, setTrainee] = useState<Trainee | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Erasure | null>(null);
  const [register, setRegister] = useState<Demande[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      apiGet<HydraList<Trainee>>('etudiants', {
        lastname: search || undefined,
        itemsPerPage: '30',
        'order[lastname]': 'asc',
      })
        .then((l) => setChoices(members(l)))
        .catch(() => undefined);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  const loadRegister = useCallback(() => {
    apiGet<HydraList<Demande>>('rgpd_demandes', { 'order[created_at]': 'desc', itemsPerPage: '50' })
      .then((l) => setRegister(members(l)))
      .catch(() => notify(postFormationFr.common.loadFailed, { type: 'error' }));
  }, [notify]);
  useEffect(loadRegister, [loadRegister]);
  const name = trainee ? `${trainee.lastname} ${trainee.firstname}` : '';

  const exportData = async () => {
    if (!trainee) return;
    setError(null);
    try {
      const data = await apiGet<unknown>(`rgpd/etudiants/${trainee.id}/export`);
      saveBlob(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `rgpd-stagiaire-${trainee.id}.json`,
      );
      notify(t.exported, { type: 'success' });
      loadRegister();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  // A refusal shows in the confirmation.
  const erase = async () => {
    if (!trainee) return;
    setError(null);
    setResult(await apiSend<Erasure>('POST', `rgpd/etudiants/${trainee.id}/effacement`, {}));
    setConfirming(false);
    notify(t.erased, { type: 'success' });
    loadRegister();
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {t.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Autocomplete
          sx={{ minWidth: 320 }}
          options={choices}
          value={trainee}
          onChange={(_e, v) => {
            setTrainee(v);
            setResult(null);
          }}
          onInputChange={(_e, v, reason) => {
            if (reason === 'input') setSearch(v);
          }}
          getOptionLabel={(o) => `${o.lastname} ${o.firstname}`}
          isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
          filterOptions={(x) => x}
          renderInput={(params) => <TextField {...params} label={t.trainee} size="small" />}
        />
        <Button variant="outlined" disabled={!trainee} onClick={() => void exportData()}>
          {t.export}
        </Button>
        {mayErase && (
          <Button variant="outlined" color="error" disabled={!trainee} onClick={() => setConfirming(true)}>
            {t.erase}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {result && (
        <Box component="section" aria-label={t.resultTitle} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            {t.resultTitle}
          </Typography>
          <Typography variant="subtitle1" component="h3">
            {t.deleted}
          </Typography>
          <List dense>
            {Object.entries(result.supprimes).map(([r, n]) => (
              <ListItem key={r}>{fill(t.deletedLine, { resource: r, count: n })}</ListItem>
            ))}
          </List>
          <Typography variant="subtitle1" component="h3">
            {t.keptTitle}
          </Typography>
          <List dense>
            {result.conserves.map((k) => (
              <ListItem key={k.ressource}>
                {fill(t.keptLine, { resource: k.ressource, count: k.nombre, reason: k.motif })}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Typography variant="h6" component="h2">
        {t.register}
      </Typography>
      <DataTable
        label={t.register}
        rows={register}
        columns={[
          { key: 'created_at', label: t.date, render: (d) => formatDateTimeFr(d.created_at) },
          { key: 'request', label: t.request, render: (d) => types_demande_rgpd.find((x) => x.id === d.type)?.label },
          {
            key: 'etudiant',
            label: t.person,
            render: (d) => fill(t.personLine, { id: d.etudiant.split('/').pop() ?? '' }),
          },
        ]}
      />
      {register.length === 0 && <Typography sx={{ my: 1 }}>{t.none}</Typography>}
      {confirming && (
        <FormDialog
          title={fill(t.confirmTitle, { name })}
          titleId="rgpd-confirm-title"
          explain={t.confirmText}
          fullWidth={false}
          onSubmit={erase}
          onClose={() => setConfirming(false)}
          cancelLabel={postFormationFr.common.cancel}
          submitLabel={t.confirm}
          submitColor="error"
        />
      )}
    </Box>
  );
}
