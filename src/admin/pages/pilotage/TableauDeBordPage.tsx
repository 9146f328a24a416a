// /antenne/tableau_de_bord (spec 001 sections 2 and 7): the antennes (each with its detail), the
// providers, the trainees per OPCO and their files' status, the aid billing (exported as CSV), the active
// agreements (properties[] id, etat, convention_number) and the invoices. A centre-level user picks one antenne
// or all; an antenne user sees its own (the server refuses another).
import { formatMoney } from '../../../shared/format/money.ts';
import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNotify } from 'react-admin';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { saveBlob } from '../../http/saveBlob.ts';
import { readUser } from '../../session/storage.ts';
import { apiGet, type Count, type HydraList } from './api.ts';
import { ChartBlock } from './ChartBlock.tsx';
import { fr } from '../../i18n/fr.ts';
import { toCsv } from '../../../shared/csv.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
import { InvoicesSection } from './InvoicesSection.tsx';
import { OpcoDepotsSection } from './OpcoDepotsSection.tsx';
import { useAccessFlags } from '../../clients/useClientProfile.ts';
import { billingCells, billingKeys } from '../facturation/billing.ts';

const t = pilotageFr.dashboard;
type Row = Record<string, unknown> & { '@id'?: string };
interface Providers {
  total: number;
  actifs: number;
  archives: number;
  rattaches_a_une_convention: number;
  documents: { expires: number; expirant_30_jours: number };
  par_type: Count[];
  par_antenne: Count[];
}
interface Opco extends HydraList<Row> {
  total_stagiaires: number;
  sans_contrat: number;
  contrat_sans_opco: number;
}

const COUNT_COLS = [
  'stagiaires',
  'sortis',
  'candidats',
  'sessions',
  'prestataires',
  'conventions',
  'avenants',
  'entreprises',
];

export default function TableauDeBordPage() {
  const notify = useNotify();
  const reading = readUser();
  const centreLevel = reading.state === 'ok' && !reading.user.antenne;
  // The agreement number only where the client's profile says canSeeConventionNumberOnFacturation.
  const billingCols = billingKeys(useAccessFlags());
  const [antenne, setAntenne] = useState('Toutes');
  const [antennes, setAntennes] = useState<(HydraList<Row> & { totaux: Row }) | null>(null);
  const [providers, setProviders] = useState<Providers | null>(null);
  const [opco, setOpco] = useState<Opco | null>(null);
  const [billing, setBilling] = useState<HydraList<Row> | null>(null);
  const [conventions, setConventions] = useState<Row[] | null>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const [choices, setChoices] = useState<Row[]>([]);

  useEffect(() => {
    const q = { antenne: centreLevel ? antenne : undefined };
    const fail = () => notify(t.loadFailed, { type: 'error' });
    apiGet<HydraList<Row> & { totaux: Row }>('antennes_dashboard', q)
      .then((a) => {
        setAntennes(a);
        if (antenne === 'Toutes') setChoices(a['hydra:member']);
      })
      .catch(fail);
    apiGet<Providers>('prestataires_dashboard', q).then(setProviders).catch(fail);
    apiGet<Opco>('student_opco_dashboard', { ...q, type: 1, etat: 0 })
      .then(setOpco)
      .catch(fail);
    apiGet<HydraList<Row>>('stagiaires_facturation', { ...q, page: 1, itemsPerPage: 10 })
      .then(setBilling)
      .catch(fail);
    const conv = new URLSearchParams({ etat: '0', pagination: 'false' });
    for (const p of ['id', 'etat', 'convention_number']) conv.append('properties[]', p);
    if (centreLevel && antenne !== 'Toutes') conv.set('antenne', antenne);
    apiGet<HydraList<Row>>(`antenne_conventions?${conv.toString()}`)
      .then((r) => setConventions(r['hydra:member']))
      .catch(fail);
  }, [antenne, centreLevel, notify]);

  const opcoFailed = useCallback(() => notify(t.loadFailed, { type: 'error' }), [notify]);
  const openDetail = (row: Row) =>
    apiGet<Row>(`antennes_stats_detail/${String(row.id)}`)
      .then(setDetail)
      .catch(() => notify(t.loadFailed, { type: 'error' }));
  const exportBilling = async () => {
    try {
      const all = await apiGet<HydraList<Row>>('stagiaires_facturation', {
        antenne: centreLevel ? antenne : undefined,
        pagination: 'false',
      });
      const rows = all['hydra:member'].map((r) => billingCells(r, billingCols));
      saveBlob(
        new Blob(
          [
            toCsv(
              billingCols.map((k) => t.billingCols[k]!),
              rows,
            ),
          ],
          { type: 'text/csv;charset=utf-8' },
        ),
        'facturation-aides.csv',
      );
    } catch {
      notify(fr.app.exports.failedCsv, { type: 'error' });
    }
  };

  const nameCol = {
    key: 'name',
    label: t.cols.name!,
    render: (r: Row) =>
      r['@id'] ? (
        <Button size="small" onClick={() => void openDetail(r)} aria-label={fill(t.detailOf, { name: String(r.name) })}>
          {String(r.name)}
        </Button>
      ) : (
        String(r.name ?? t.totals)
      ),
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t.title}
        </Typography>
        {centreLevel && (
          <TextField
            select
            size="small"
            label={pilotageFr.home.antenne}
            value={antenne}
            onChange={(e) => setAntenne(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="Toutes">{pilotageFr.home.all}</MenuItem>
            {choices.map((a) => (
              <MenuItem key={String(a['@id'])} value={String(a['@id'])}>
                {String(a.name)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="tdb-antennes" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography id="tdb-antennes" variant="h6" component="h2">
          {t.antennes}
        </Typography>
        {antennes && (
          <DataTable
            label={t.antennes}
            rows={antennes['hydra:member']}
            footer={{ name: t.totals, ...antennes.totaux }}
            columns={[nameCol, ...COUNT_COLS.map((k) => ({ key: k, label: t.cols[k]! }))]}
          />
        )}
      </Paper>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 2 }}>
        {providers && (
          <ChartBlock
            title={t.providers}
            table={{
              headers: [pilotageFr.stats.label, pilotageFr.stats.count],
              rows: providers.par_type.map((c) => [c.label, c.total]),
            }}
            summary={
              <>
                <Typography variant="body2">
                  {fill(t.providersTotals, {
                    total: providers.total,
                    actifs: providers.actifs,
                    archives: providers.archives,
                    rattaches: providers.rattaches_a_une_convention,
                  })}
                </Typography>
                <Typography variant="body2">
                  {fill(t.providersDocs, {
                    expires: providers.documents.expires,
                    soon: providers.documents.expirant_30_jours,
                  })}
                </Typography>
              </>
            }
          >
            <BarChart
              dataset={providers.par_type.map((c) => ({ label: c.label, total: c.total }))}
              height={220}
              hideLegend
              skipAnimation
              xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
              series={[{ dataKey: 'total', label: pilotageFr.stats.count }]}
            />
          </ChartBlock>
        )}
        {opco && (
          <ChartBlock
            title={t.opco}
            table={{
              headers: Object.values(t.opcoCols),
              rows: opco['hydra:member'].map((r) => Object.keys(t.opcoCols).map((k) => r[k] as string | number)),
            }}
            summary={
              <Typography variant="body2">
                {fill(t.opcoTotals, {
                  total: opco.total_stagiaires,
                  sans: opco.sans_contrat,
                  sansOpco: opco.contrat_sans_opco,
                })}
              </Typography>
            }
          >
            <BarChart
              dataset={opco['hydra:member']
                .filter((r) => Number(r.stagiaires) > 0)
                .map((r) => ({
                  label: String(r.label),
                  en_cours: Number(r.contrats_en_cours),
                  rompus: Number(r.contrats_rompus),
                }))}
              height={240}
              skipAnimation
              xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
              series={[
                { dataKey: 'en_cours', label: t.opcoCols.contrats_en_cours },
                { dataKey: 'rompus', label: t.opcoCols.contrats_rompus },
              ]}
            />
          </ChartBlock>
        )}
      </Box>
      <OpcoDepotsSection antenne={centreLevel && antenne !== 'Toutes' ? antenne : undefined} onError={opcoFailed} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="tdb-billing"
        sx={{ p: 2, mt: 2, overflowX: 'auto' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography id="tdb-billing" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t.billing}
          </Typography>
          <Button size="small" onClick={() => void exportBilling()}>
            {t.billingExport}
          </Button>
        </Box>
        {billing && (
          <DataTable
            label={t.billing}
            rows={billing['hydra:member'].map((r) => ({
              ...r,
              name: `${String(r.lastname)} ${String(r.firstname ?? '')}`,
            }))}
            columns={billingCols.map((k) => ({
              key: k,
              label: t.billingCols[k]!,
              ...(k.startsWith('montant') ? { render: (r: Row) => formatMoney(r[k] as number | string | null) } : {}),
            }))}
          />
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="tdb-conventions" sx={{ p: 2, mt: 2 }}>
        <Typography id="tdb-conventions" variant="h6" component="h2">
          {t.conventions}
        </Typography>
        {conventions && (
          <Typography>
            {fill(t.conventionsCount, { count: conventions.length })} :{' '}
            {conventions.map((c) => String(c.convention_number ?? c.id)).join(', ')}
          </Typography>
        )}
      </Paper>
      <InvoicesSection antenne={centreLevel && antenne !== 'Toutes' ? antenne : undefined} />
      <Dialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        aria-labelledby="tdb-detail"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id="tdb-detail">{detail ? fill(t.detailOf, { name: String(detail.name) }) : ''}</DialogTitle>
        <DialogContent>
          {detail && (
            <DataTable
              label={t.detail}
              rows={COUNT_COLS.map((k) => ({ name: t.cols[k]!, total: detail[k] as number }))}
              columns={[
                { key: 'name', label: pilotageFr.stats.label },
                { key: 'total', label: t.totals },
              ]}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDetail(null)}>{t.close}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
