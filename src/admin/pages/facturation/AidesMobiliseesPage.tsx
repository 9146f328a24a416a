// /facturation/aides-mobilisees (spec 001 "GET stagiaires_facturation with pagination, page and
// filters" and "a CSV download for aid billing"): per trainee of the user's scope, what was invoiced (active
// invoices): count, total, paid, still due, last invoice; the agreement number where the client's profile says
// canSeeConventionNumberOnFacturation. Filters: antenne (« Toutes » for a centre-level user), name, invoice type,
// payment; 30 a page; the CSV holds every line of the filters.
import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { facturationFr } from '../../i18n/facturation.ts';
import { fill } from '../../i18n/fill.ts';
import { saveBlob } from '../../http/saveBlob.ts';
import { readUser } from '../../session/storage.ts';
import { useAccessFlags } from '../../clients/useClientProfile.ts';
import { formatDateFr, formatMoney } from '../../../shared/format/index.ts';
import { types_facture } from '../../../shared/reference/facturation.ts';
import { apiGet, type HydraList } from '../pilotage/api.ts';
import { toCsv } from '../../../shared/csv.ts';
import { DataTable, type Column } from '../../widgets/kit/DataTable.tsx';
import { billingCells, billingKeys } from './billing.ts';

const t = facturationFr.aides;
const PER_PAGE = 30;
const ALL = '';
type Row = Record<string, unknown> & { '@id'?: string; id?: number };

export default function AidesMobiliseesPage() {
  const notify = useNotify();
  const flags = useAccessFlags();
  const keys = billingKeys(flags);
  const reading = readUser();
  const centreLevel = reading.state === 'ok' && !reading.user.antenne;
  const [antennes, setAntennes] = useState<Row[]>([]);
  const [antenne, setAntenne] = useState(ALL);
  const [typed, setTyped] = useState('');
  const [lastname, setLastname] = useState('');
  const [typeFacture, setTypeFacture] = useState(ALL);
  const [paye, setPaye] = useState(ALL);
  const [page, setPage] = useState(0);
  const [list, setList] = useState<HydraList<Row> | null>(null);

  useEffect(() => {
    if (centreLevel)
      apiGet<HydraList<Row>>('antennes', { pagination: 'false', 'order[name]': 'asc' })
        .then((l) => setAntennes(l['hydra:member']))
        .catch(() => undefined);
  }, [centreLevel]);
  // The name is searched once the user pauses typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      setLastname(typed.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const filters = {
    antenne: centreLevel && antenne ? antenne : undefined,
    lastname: lastname || undefined,
    type_facture: typeFacture || undefined,
    paye: paye || undefined,
  };
  const query = JSON.stringify(filters);
  useEffect(() => {
    let live = true;
    apiGet<HydraList<Row>>('stagiaires_facturation', { ...filters, page: page + 1, itemsPerPage: PER_PAGE })
      .then((l) => live && setList(l))
      .catch(() => live && notify(t.loadFailed, { type: 'error' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `query` holds the filters.
  }, [query, page, notify]);

  const exportCsv = async () => {
    try {
      const all = await apiGet<HydraList<Row>>('stagiaires_facturation', { ...filters, pagination: 'false' });
      const cols = [...keys, 'derniere_facture'];
      const rows = all['hydra:member'].map((r) => [
        ...billingCells(r, keys),
        r.derniere_facture ? formatDateFr(String(r.derniere_facture)) : null,
      ]);
      saveBlob(
        new Blob(
          [
            toCsv(
              cols.map((k) => t.cols[k]!),
              rows,
            ),
          ],
          { type: 'text/csv;charset=utf-8' },
        ),
        'aides-mobilisees.csv',
      );
      notify(t.exported, { type: 'success' });
    } catch {
      notify(t.exportFailed, { type: 'error' });
    }
  };

  const money = (k: string) => (r: Row) => formatMoney(r[k] as number);
  const columns: Column<Row>[] = [
    ...keys.map((k): Column<Row> => {
      if (k === 'name')
        return {
          key: k,
          label: t.cols[k]!,
          render: (r) => (
            <Link to={`/stagiaires/${String(r.id)}`}>{`${String(r.lastname)} ${String(r.firstname ?? '')}`}</Link>
          ),
        };
      if (k.startsWith('montant_')) return { key: k, label: t.cols[k]!, render: money(k) };
      return { key: k, label: t.cols[k]! };
    }),
    {
      key: 'derniere_facture',
      label: t.cols.derniere_facture!,
      render: (r) => (r.derniere_facture ? formatDateFr(String(r.derniere_facture)) : ''),
    },
  ];
  const set = (setter: (v: string) => void) => (e: { target: { value: string } }) => {
    setter(e.target.value);
    setPage(0);
  };
  const total = list?.['hydra:totalItems'] ?? 0;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.explain}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {centreLevel && (
          <TextField
            select
            size="small"
            label={t.antenne}
            value={antenne}
            onChange={set(setAntenne)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={ALL}>{t.all}</MenuItem>
            {antennes.map((a) => (
              <MenuItem key={String(a['@id'])} value={String(a['@id'])}>
                {String(a.name)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField size="small" label={t.lastname} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <TextField
          select
          size="small"
          label={t.typeFacture}
          value={typeFacture}
          onChange={set(setTypeFacture)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={ALL}>{t.allTypes}</MenuItem>
          {types_facture.map((ty) => (
            <MenuItem key={ty.id} value={String(ty.id)}>
              {ty.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t.paid} value={paye} onChange={set(setPaye)} sx={{ minWidth: 160 }}>
          <MenuItem value={ALL}>{t.paidAll}</MenuItem>
          <MenuItem value="true">{t.paidYes}</MenuItem>
          <MenuItem value="false">{t.paidNo}</MenuItem>
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => void exportCsv()}>
          {t.export}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {list &&
          (list['hydra:member'].length === 0 ? (
            <Typography sx={{ p: 2 }}>{t.none}</Typography>
          ) : (
            <DataTable label={t.table} rows={list['hydra:member']} columns={columns} />
          ))}
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_e, p) => setPage(p)}
          labelRowsPerPage={t.rowsPerPage}
          labelDisplayedRows={({ from, to, count }) => fill(t.pageOf, { from, to, count })}
        />
      </Paper>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {fill(t.total, { count: total })}
      </Typography>
    </Box>
  );
}
