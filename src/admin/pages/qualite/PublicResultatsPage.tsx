// Public page /resultats/{token}: a centre's published results, opened without login from the address it
// publishes (its site, its Qualiopi proofs). Counts and rates only; its PDF beside.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { entrypoint } from '../../config.ts';
import { fetchJson } from '../../http/httpClient.ts';
import { qualiteFr } from '../../i18n/qualite.ts';
import { fill } from '../../i18n/fill.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { ResultsTable, type ResultRow } from './ResultsTable.tsx';

const t = qualiteFr.resultats;
interface Published {
  centre: string;
  annee: number;
  publishedAt: string;
  diplomes: ResultRow[];
  pdf: string;
}

export default function PublicResultatsPage() {
  const { token = '' } = useParams();
  const [data, setData] = useState<Published | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchJson(
      `${entrypoint}/public/resultats/${encodeURIComponent(token)}`,
      { headers: { Accept: 'application/json' } },
      false,
    )
      .then((r) => setData(r.json as Published))
      .catch(() => setFailed(true));
  }, [token]);
  const title = data ? fill(t.publicTitle, { annee: data.annee, centre: data.centre }) : t.title;
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 1100, mx: 'auto' }}>
      {failed && <Alert severity="warning">{t.unknown}</Alert>}
      {!data && !failed && <CircularProgress aria-label={t.title} />}
      {data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {fill(t.publicExplain, { date: formatDateTimeFr(data.publishedAt) })}
          </Typography>
          <ResultsTable rows={data.diplomes} caption={title} />
          <Button sx={{ mt: 2 }} variant="outlined" href={data.pdf.replace(/^\/api/, entrypoint)}>
            {t.pdf}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
