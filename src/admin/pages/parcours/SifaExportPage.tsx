// The SIFA export: an observation date (31 December for the yearly survey) and an antenne; the
// check lists the apprentices in contract on that date whose line misses a mandatory field (with the French
// names of those fields), then the file (BOM, `;`, ddMMyyyy) is downloaded with the complete lines.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { downloadFile } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';
import type { RecordOf } from '../../data/recordOf.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
import { apiGet, errorText, membersOf, type HydraList } from './api.ts';

interface Check {
  total: number;
  complete: number;
  incomplete: { '@id': string; id: number; lastname: string; firstname: string; manquants: string[] }[];
}

const ALL = 'all';
const lastDecember = () => `${new Date().getFullYear() - 1}-12-31`;

export default function SifaExportPage() {
  const notify = useNotify();
  const [date, setDate] = useState<string | null>(lastDecember());
  const [antenne, setAntenne] = useState(ALL);
  const [antennes, setAntennes] = useState<RecordOf<'antennes'>[]>([]);
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    apiGet<HydraList<RecordOf<'antennes'>>>('antennes', { pagination: 'false', 'order[name]': 'asc' })
      .then((l) => setAntennes(membersOf(l)))
      .catch(() => undefined);
  }, []);
  const query = () => ({ date: date ?? '', antenne: antenne === ALL ? undefined : antenne });

  const verify = async () => {
    setError(null);
    setBusy(true);
    try {
      setCheck(await apiGet<Check>('stagiaires_sifa', query()));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    const url = new URL(`${entrypoint}/stagiaires_sifa/export.csv`);
    for (const [k, v] of Object.entries(query())) if (v) url.searchParams.set(k, v);
    try {
      await downloadFile(url, `sifa-${date}.csv`);
    } catch {
      return notify(T.sifa.failed, { type: 'error' });
    }
    notify(T.sifa.downloaded, { type: 'success' });
  };

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {T.sifa.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {T.sifa.explain}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <PickerField
          kind="date"
          label={T.sifa.date}
          value={date}
          onChange={(v) => {
            setDate(v);
            setCheck(null);
          }}
          required
        />
        <TextField
          select
          label={T.sifa.antenne}
          value={antenne}
          onChange={(e) => {
            setAntenne(e.target.value);
            setCheck(null);
          }}
          size="small"
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>{T.sifa.allAntennes}</MenuItem>
          {antennes.map((a) => (
            <MenuItem key={a['@id']} value={String(a.id)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={verify} disabled={!date || busy}>
          {T.sifa.check}
        </Button>
        <Button variant="contained" onClick={download} disabled={!date || !check}>
          {T.sifa.download}
        </Button>
      </Stack>
      {busy && <LinearProgress aria-label={T.common.loading} />}
      {error && <Alert severity="error">{error}</Alert>}
      {check && (
        <Stack spacing={2}>
          <Alert severity={check.incomplete.length ? 'warning' : 'success'}>
            {fill(T.sifa.written, { count: check.complete })}
          </Alert>
          <Typography variant="h6" component="h2">
            {fill(T.sifa.missingTitle, { count: check.incomplete.length })}
          </Typography>
          {check.incomplete.length === 0 ? (
            <Typography variant="body2">{T.sifa.missingNone}</Typography>
          ) : (
            <DataTable
              label={fill(T.sifa.missingTitle, { count: check.incomplete.length })}
              rows={check.incomplete}
              columns={[
                {
                  key: 'lastname',
                  label: T.sifa.trainee,
                  render: (r) => <Link to={`/stagiaires/${r.id}`}>{`${r.lastname} ${r.firstname}`}</Link>,
                },
                { key: 'manquants', label: T.sifa.missing, render: (r) => r.manquants.join(', ') },
              ]}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
