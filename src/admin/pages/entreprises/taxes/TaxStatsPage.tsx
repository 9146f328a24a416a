// The apprenticeship tax statistics (/taxes/statistiques): per year the tax received and
// promised and the companies that paid (a bar chart and its table), then for a chosen year the companies ranked
// by amount (each a link to its taxes page) and the split per antenne. GET /api/entreprise_taxes_statistiques.
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../../shared/format/money.ts';
import { idOf } from '../../../../shared/iri.ts';
import { entreprisesFr } from '../../../i18n/entreprises.ts';
import { fill } from '../../../i18n/fill.ts';
import { apiGet } from '../api.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';

const t = entreprisesFr.taxStats;
interface Stats {
  annee: number | null;
  annees: { annee: number; taxes: number; montant_promis: number; entreprises: number }[];
  entreprises: { '@id': string; name: string; taxes: number; montant_promis: number }[];
  antennes: { '@id': string | null; name: string | null; taxes: number }[];
  total: { taxes: number; montant_promis: number };
}
const euro = (n: number) => formatMoney(n, { symbol: true });

export default function TaxStatsPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    apiGet<Stats>('entreprise_taxes_statistiques', { annee: year === undefined ? undefined : String(year) })
      .then((s) => live && setStats(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [year]);

  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t.error}
      </Alert>
    );
  if (!stats) return <LinearProgress aria-label={t.title} sx={{ m: 2 }} />;
  const shown = stats.annee;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', my: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      {stats.annees.length === 0 ? (
        <Typography>{t.none}</Typography>
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t.perYear}
              </Typography>
              <Box role="img" aria-label={t.chart}>
                <BarChart
                  height={260}
                  xAxis={[{ scaleType: 'band', data: stats.annees.map((y) => String(y.annee)) }]}
                  series={[
                    { data: stats.annees.map((y) => y.taxes), label: t.received },
                    { data: stats.annees.map((y) => y.montant_promis), label: t.promised },
                  ]}
                />
              </Box>
              <DataTable
                label={t.perYear}
                rows={stats.annees}
                rowKey={(y) => y.annee}
                columns={[
                  { key: 'annee', label: t.year, align: 'left' },
                  { key: 'taxes', label: t.received, render: (y) => euro(y.taxes), align: 'left' },
                  { key: 'montant_promis', label: t.promised, render: (y) => euro(y.montant_promis), align: 'left' },
                  { key: 'entreprises', label: t.companies, align: 'left' },
                ]}
              />
            </CardContent>
          </Card>
          <TextField
            select
            label={t.year}
            value={shown ?? ''}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ maxWidth: 200 }}
          >
            {stats.annees.map((y) => (
              <MenuItem key={y.annee} value={y.annee}>
                {y.annee}
              </MenuItem>
            ))}
          </TextField>
          {shown !== null && (
            <Typography role="status" sx={{ fontWeight: 500 }}>
              {fill(t.total, {
                year: shown,
                received: euro(stats.total.taxes),
                promised: euro(stats.total.montant_promis),
              })}
            </Typography>
          )}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {fill(t.companiesOfYear, { year: shown ?? '' })}
              </Typography>
              <DataTable
                label={fill(t.companiesOfYear, { year: shown ?? '' })}
                rows={stats.entreprises}
                columns={[
                  {
                    key: 'name',
                    label: t.company,
                    render: (c) => (
                      <Link component={RouterLink} to={`/taxes/entreprise/${idOf(c['@id'])}`}>
                        {c.name}
                      </Link>
                    ),
                  },
                  { key: 'taxes', label: t.received, render: (c) => euro(c.taxes), align: 'left' },
                  { key: 'montant_promis', label: t.promised, render: (c) => euro(c.montant_promis), align: 'left' },
                ]}
              />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {fill(t.antennesOfYear, { year: shown ?? '' })}
              </Typography>
              <DataTable
                label={fill(t.antennesOfYear, { year: shown ?? '' })}
                rows={stats.antennes}
                rowKey={(a) => a['@id'] ?? 'centre'}
                columns={[
                  { key: 'name', label: t.antenne, render: (a) => a.name ?? '—' },
                  { key: 'taxes', label: t.received, render: (a) => euro(a.taxes), align: 'left' },
                ]}
              />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
