// Résultats publiés (/qualite/resultats): per diploma, the rates of the trainees who left in a year (last year by
// default), « Publier » to put them at the centre's public address, and the link to that page. Centre staff.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { qualiteFr } from '../../i18n/qualite.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, apiSend } from '../../http/api.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { ResultsTable, type ResultRow } from './ResultsTable.tsx';
import { errorText } from '../../http/errors.ts';

const t = qualiteFr.resultats;
interface Publication {
  url: string;
  annee: number;
  publishedAt: string;
}
interface Answer {
  annee: number;
  diplomes: ResultRow[];
  publication: Publication | null;
}

const lastYear = new Date().getFullYear() - 1;
const YEARS = Array.from({ length: 6 }, (_, k) => lastYear + 1 - k);

export default function ResultatsPage() {
  const notify = useNotify();
  const [annee, setAnnee] = useState(lastYear);
  const [data, setData] = useState<Answer | null>(null);
  const load = useCallback(async () => {
    try {
      setData(await apiGet<Answer>('qualite/resultats', { annee: String(annee) }));
    } catch (e) {
      notify(errorText(e, t.fetchFailed), { type: 'error' });
    }
  }, [annee, notify]);
  useEffect(() => {
    setData(null);
    void load();
  }, [load]);
  const publish = async () => {
    try {
      await apiSend('POST', 'qualite/resultats/publication', { annee });
      notify(fill(t.published, { annee }), { type: 'success' });
      await load();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  const pub = data?.publication;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.explain}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t.annee}
          value={annee}
          onChange={(e) => setAnnee(Number(e.target.value))}
          sx={{ minWidth: 160 }}
        >
          {YEARS.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => void publish()} disabled={!data}>
          {t.publish}
        </Button>
      </Stack>
      {!data && <LinearProgress />}
      {data && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <ResultsTable rows={data.diplomes} caption={t.title} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            {pub ? fill(t.publishedOn, { annee: pub.annee, date: formatDateTimeFr(pub.publishedAt) }) : t.notPublished}
          </Typography>
          {pub && (
            <a href={pub.url} target="_blank" rel="noopener">
              {t.publicLink}
            </a>
          )}
        </Paper>
      )}
    </Box>
  );
}
